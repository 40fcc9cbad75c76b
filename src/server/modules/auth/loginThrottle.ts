// Failed-login throttle, counted in the database (db/rateCounters.ts) so every API node sees the
// same count, with two limits: per address (LOGIN_MAX_FAILURES per LOGIN_WINDOW_SECONDS, generous,
// because an office signs in from behind one address) and per account (LOGIN_ACCOUNT_MAX_FAILURES
// per LOGIN_ACCOUNT_WINDOW_SECONDS, so guessing one account from many addresses stops too).
// Every attempt is counted BEFORE the password is verified and refused (429, Retry-After) once
// over a limit, so parallel attempts cannot slip past it; a success takes its own count back.
// A success does not reset the count: an attacker holding one valid account could otherwise
// interleave it to guess others.
import type { Kysely } from 'kysely';
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { countEvent, tooManyAttempts, uncountEvent, type RateLimit } from '../../db/rateCounters';
import { HttpError } from '../../errors';
import { verifyPassword } from './passwordHash';

export const THROTTLED = 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.';

export interface LoginAttempt {
  /** The attempt succeeded: it does not count against either limit. */
  succeeded(): Promise<void>;
}

function limits(config: ServerConfig): { address: RateLimit; account: RateLimit } {
  return {
    address: {
      scope: 'login_address',
      limit: config.loginMaxFailures,
      windowSeconds: config.loginWindowSeconds,
    },
    account: {
      scope: 'login_account',
      limit: config.loginAccountMaxFailures,
      windowSeconds: config.loginAccountWindowSeconds,
    },
  };
}

/**
 * Counts a login attempt from `address` on `account` (a user id when the name exists, else the
 * name as typed, so unknown names are limited too) and throws 429 when either is over its limit.
 */
export async function startLoginAttempt(
  db: Kysely<Database>,
  config: ServerConfig,
  address: string,
  account: string,
): Promise<LoginAttempt> {
  const { address: byAddress, account: byAccount } = limits(config);
  // A refused attempt was never tried, so its own count is taken back: the window then holds
  // only attempts that were tried or are being tried, and a moment over the limit (sign-ins in
  // flight) passes instead of filling the window with refusals for the rest of it.
  const addressCount = await countEvent(db, byAddress, address);
  if (addressCount.exceeded) {
    await takeBackReliably(
      () => uncountEvent(db, byAddress, address, addressCount),
      byAddress.windowSeconds,
    );
    throw tooManyAttempts(THROTTLED, addressCount);
  }
  const accountCount = await countEvent(db, byAccount, account);
  if (accountCount.exceeded) {
    // The address is not charged for an account that another one locked either.
    await takeBackReliably(async () => {
      await uncountEvent(db, byAccount, account, accountCount);
      await uncountEvent(db, byAddress, address, addressCount);
    }, byAccount.windowSeconds);
    throw tooManyAttempts(THROTTLED, accountCount);
  }
  return {
    succeeded: () =>
      takeBackReliably(async () => {
        await uncountEvent(db, byAddress, address, addressCount);
        await uncountEvent(db, byAccount, account, accountCount);
      }, byAddress.windowSeconds),
  };
}

/** Waits between tries to take a success's count back while the database is away. */
const TAKE_BACK_RETRY_BACKOFF: BackoffPolicy = { firstMs: 250, maxMs: 5_000 };

/**
 * A success's count must come back even when the database drops the connection at that moment
 * (failover, restart): otherwise every success in flight then would stay counted as a failure
 * and lock the office out. Tried now, then in the background until the window is over.
 */
export async function takeBackReliably(
  release: () => Promise<void>,
  windowSeconds: number,
): Promise<void> {
  const giveUpAt = Date.now() + windowSeconds * 1000;
  let retries = 0;
  const retry = () => {
    if (Date.now() >= giveUpAt) return;
    setTimeout(
      () => {
        release().catch(retry);
      },
      backoffDelay(TAKE_BACK_RETRY_BACKOFF, retries),
    ).unref();
    retries += 1;
  };
  try {
    await release();
  } catch {
    retry();
  }
}

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';

/**
 * Checks the signed-in user's current password (changing the password or the e-mail): a wrong
 * one counts as a failed login of that account, so a stolen session cannot guess it freely.
 * Throws 400 naming `field` when wrong, 429 when the account is over its limit.
 */
export async function verifyCurrentPassword(
  db: Kysely<Database>,
  config: ServerConfig,
  userId: number,
  password: string,
  field: string,
): Promise<void> {
  const byAccount = limits(config).account;
  const account = `user:${userId}`;
  const counted = await countEvent(db, byAccount, account);
  if (counted.exceeded) throw tooManyAttempts(THROTTLED, counted);
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, 'wrong_password', [
      { field, rule: 'current', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await uncountEvent(db, byAccount, account, counted);
}

export const SECOND_STEP_THROTTLED =
  'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.';

/**
 * Counts a second-step code (sign-in, enrolment, turning it off) on the account, in the
 * database like the login throttle, so every node sees the same count; 429 once over
 * TWO_STEP_MAX_FAILURES in TWO_STEP_WINDOW_SECONDS. A right code takes its count back.
 */
export async function startSecondStepAttempt(
  db: Kysely<Database>,
  config: ServerConfig,
  userId: number,
): Promise<LoginAttempt> {
  const rule: RateLimit = {
    scope: 'second_step_account',
    limit: config.twoStepMaxFailures,
    windowSeconds: config.twoStepWindowSeconds,
  };
  const account = `user:${userId}`;
  const counted = await countEvent(db, rule, account);
  if (counted.exceeded) {
    await takeBackReliably(() => uncountEvent(db, rule, account, counted), rule.windowSeconds);
    throw tooManyAttempts(SECOND_STEP_THROTTLED, counted);
  }
  return {
    succeeded: () =>
      takeBackReliably(() => uncountEvent(db, rule, account, counted), rule.windowSeconds),
  };
}
