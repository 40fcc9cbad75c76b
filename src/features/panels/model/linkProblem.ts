// Why a public page cannot show a share link, from the API's answer: 404 with
// share_link_invalid or share_link_wrong, 410 with share_link_expired or share_link_revoked;
// anything else is a failure to reach or use the server.
import { asFailedCall } from '@/lib/apiFailure';

export type LinkProblemKind = 'invalid' | 'wrong' | 'expired' | 'revoked' | 'error';

const BY_CODE: Record<string, LinkProblemKind> = {
  share_link_invalid: 'invalid',
  share_link_wrong: 'wrong',
  share_link_expired: 'expired',
  share_link_revoked: 'revoked',
};

export function linkProblemOf(error: unknown): LinkProblemKind {
  const failed = asFailedCall(error);
  if (!failed) return 'error';
  const byCode = failed.code ? BY_CODE[failed.code] : undefined;
  if (byCode) return byCode;
  if (failed.status === 404) return 'invalid';
  if (failed.status === 410) return 'expired';
  return 'error';
}

/** The server's own words for a failure (not a catalogue key for a bare status), if any. */
export function serverWords(error: unknown): string | null {
  const message = asFailedCall(error)?.message ?? '';
  return message === '' || /^errors:/.test(message) ? null : message;
}
