// Exponential back-off: the one way the app spaces out its retries (failed jobs, the database's
// listening connection, taking back a login's count, a live stream's reconnections). Each
// caller names its policy; the waits double from the first up to the cap.

export interface BackoffPolicy {
  /** Wait before the first retry, in milliseconds. */
  firstMs: number;
  /** No wait is longer than this (before jitter). */
  maxMs: number;
  /**
   * Each wait is multiplied by a random factor between these two (e.g. [0.8, 1.2] for ±20 %),
   * so that many clients retrying at once spread out. None: exact waits.
   */
  jitter?: readonly [low: number, high: number];
}

/**
 * Wait before retry number `retry` (0 = the first retry): `firstMs` doubled `retry` times,
 * capped at `maxMs`, times the jitter factor; whole milliseconds.
 */
export function backoffDelay(
  policy: BackoffPolicy,
  retry: number,
  random: () => number = Math.random,
): number {
  const doublings = Number.isFinite(retry) ? Math.max(0, Math.floor(retry)) : 0;
  const base = Math.min(policy.maxMs, policy.firstMs * 2 ** doublings);
  if (!policy.jitter) return Math.round(base);
  const [low, high] = policy.jitter;
  return Math.round(base * (low + (high - low) * random()));
}
