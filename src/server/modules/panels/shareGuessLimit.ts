// Slows down guessing share tokens: after GUESS_LIMIT unknown tokens from one address within a
// GUESS_WINDOW_SECONDS window, that address gets 429 (Retry-After) until the window ends. Counted
// in the database's shared rate counters (db/rateCounters.ts), so every API node sees the same
// count; in its own scope, not the login throttle's, so a mistyped link never locks anyone out of
// signing in. A 32-byte token cannot be guessed anyway; this keeps a flood from turning into load.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEvent, peekCount, tooManyAttempts, type RateLimit } from '../../db/rateCounters';

export const GUESS_LIMIT = 30;
export const GUESS_WINDOW_SECONDS = 60;

export const TOO_MANY_GUESSES =
  'Demasiados enlaces no válidos desde tu red. Espera un minuto e inténtalo de nuevo.';

const SHARE_GUESSES: RateLimit = {
  scope: 'share_guess',
  limit: GUESS_LIMIT,
  windowSeconds: GUESS_WINDOW_SECONDS,
};

/** Throws 429 while this address is over its limit. */
export async function checkShareGuesses(db: Kysely<Database>, address: string): Promise<void> {
  const counted = await peekCount(db, SHARE_GUESSES, address);
  if (counted.exceeded) throw tooManyAttempts(TOO_MANY_GUESSES, counted);
}

export async function recordShareGuess(db: Kysely<Database>, address: string): Promise<void> {
  await countEvent(db, SHARE_GUESSES, address);
}
