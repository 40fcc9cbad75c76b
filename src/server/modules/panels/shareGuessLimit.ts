// Slows down guessing share tokens: after GUESS_LIMIT unknown tokens from one address within
// GUESS_WINDOW_MS, that address gets 429 until the oldest leaves the window. Counted in memory
// per server (not in the login throttle's table: that one counts every failure of an address
// against its logins, and a mistyped link must not lock anyone out of signing in). A 32-byte
// token cannot be guessed anyway; this keeps a flood from turning into database load.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

export const GUESS_LIMIT = 30;
export const GUESS_WINDOW_MS = 60_000;
/** Addresses remembered at most; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

export const TOO_MANY_GUESSES =
  'Demasiados enlaces no válidos desde tu red. Espera un minuto e inténtalo de nuevo.';

export class ShareGuessLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = GUESS_LIMIT,
    private readonly windowMs = GUESS_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(address) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }

  /** Throws 429 while this address is over its limit. */
  check(address: string): void {
    if (this.recent(address).length >= this.limit) {
      throw new HttpError(429, TOO_MANY_GUESSES, 'too_many_attempts');
    }
  }

  recordFailure(address: string): void {
    const times = this.recent(address);
    times.push(this.now());
    this.failures.delete(address);
    this.failures.set(address, times);
    if (this.failures.size > MAX_ADDRESSES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}

const limiters = new WeakMap<Kysely<Database>, ShareGuessLimiter>();

/** The limiter of the server using `db` (one per server, so test servers never share counts). */
export function shareGuessLimiter(db: Kysely<Database>): ShareGuessLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new ShareGuessLimiter();
    limiters.set(db, limiter);
  }
  return limiter;
}
