// Failed-login throttle, kept in the database so that every API node sees the same count:
// after LOGIN_MAX_FAILURES failures from one address within LOGIN_WINDOW_SECONDS, further attempts
// get 429 until the oldest of them leaves the window. A success does not reset the count: an
// attacker holding one valid account could otherwise interleave it to guess others.
// Refused (429) attempts are not recorded, so waiting the window out always works.
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';

export async function isThrottled(
  db: Kysely<Database>,
  config: ServerConfig,
  ip: string,
): Promise<boolean> {
  const windowStart = sql<Date>`now() - make_interval(secs => ${config.loginWindowSeconds})`;
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', windowStart)
    .executeTakeFirstOrThrow();
  return Number(row.failures) >= config.loginMaxFailures;
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  ip: string,
  username: string,
  succeeded: boolean,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ ip, username: username.slice(0, 254), succeeded })
    .execute();
}

/** Old attempts are useless once outside any window; trimmed opportunistically on login. */
export async function purgeOldLoginAttempts(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
