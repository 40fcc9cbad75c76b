// What a closed stream means for the viewer. 4410 ends a share link's stream for good
// (expired or revoked: never reconnect); 4408 drops a viewer too slow to keep up, and 1011/1006
// are the server's or the network's failures: both reconnect, waiting longer each time. A socket
// that closes before it ever opened was refused over HTTP (401/403/404/410/503), and 4404 says
// the camera left the shared panel: the screen asks the API why (and drops that camera).
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';

export const LINK_ENDED = 4410;
export const TOO_SLOW = 4408;
export const CAMERA_WITHDRAWN = 4404;

export type LinkEndReason = 'expired' | 'revoked';

/** Where a stream stands, as its viewer sees it. */
export type StreamPhase = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'unsupported';

export type CloseVerdict =
  { kind: 'ended'; reason: LinkEndReason } | { kind: 'refused' } | { kind: 'retry' };

export function closeVerdict(code: number, reason: string, opened: boolean): CloseVerdict {
  if (code === LINK_ENDED)
    return { kind: 'ended', reason: reason === 'revoked' ? 'revoked' : 'expired' };
  if (!opened || code === CAMERA_WITHDRAWN) return { kind: 'refused' };
  return { kind: 'retry' };
}

/** Doubling from 1 s up to 15 s, ±20 %. */
export const RECONNECT_BACKOFF: BackoffPolicy = {
  firstMs: 1_000,
  maxMs: 15_000,
  jitter: [0.8, 1.2],
};

/** Wait before reconnect attempt `attempt` (0 first). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return backoffDelay(RECONNECT_BACKOFF, attempt, random);
}
