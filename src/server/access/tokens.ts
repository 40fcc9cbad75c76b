// Session tokens: 32 random bytes, base64url; integration tokens (Settings › Provider token):
// the same with a prefix that tells them apart. Only their SHA-256 (hex) is stored, so a leaked
// table does not leak usable tokens.
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const INTEGRATION_TOKEN_PREFIX = 'sur_';

export function newIntegrationToken(): string {
  return `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const isIntegrationToken = (token: string): boolean =>
  token.startsWith(INTEGRATION_TOKEN_PREFIX);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an "Authorization: Bearer <token>" header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
