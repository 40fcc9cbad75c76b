// The queries behind sign-in and the user's own account: the user signing in, their name and
// e-mail, the writes of the profile and the password, the clean-up a sign-in does, and the
// readiness probe.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { probeDatabase } from '../../db/database';
import { purgeOldRateCounters } from '../../db/rateCounters';
import { purgeDeadSessions, revokeOtherSessions } from './sessions';
import { purgeExpiredChallenges } from './twoStepStore';

/**
 * The user an identifier names: an '@' means an e-mail (usernames cannot hold one); both
 * compare case-insensitively.
 */
export function findUserToSignIn(db: Kysely<Database>, identifier: string) {
  const column = identifier.includes('@') ? 'email' : 'username';
  return db
    .selectFrom('users')
    .select([
      'id',
      'password_hash',
      'disabled_at',
      'must_change_password',
      'temporary_password_expires_at',
      'totp_enabled_at',
      'user_role_id',
      'customer_id',
    ])
    .where(sql`lower(${sql.ref(column)})`, '=', identifier.toLowerCase())
    .executeTakeFirst();
}

/** Sessions and challenges past their end and old rate counters, removed as a sign-in goes by. */
export async function purgeExpiredSignInState(db: Kysely<Database>): Promise<void> {
  await purgeDeadSessions(db);
  await purgeExpiredChallenges(db);
  await purgeOldRateCounters(db);
}

export function userNameAndEmail(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Whether another user has this e-mail, regardless of case. */
export async function emailTakenByOther(
  db: Kysely<Database>,
  email: string,
  userId: number,
): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  profile_picture_url?: string | null;
}

/**
 * Writes the user's profile; `beforeCommit` runs inside the transaction, so that when it
 * throws nothing changes.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The new password, no longer temporary, and every other session of the user ended. */
export function setOwnPassword(
  db: Kysely<Database>,
  userId: number,
  keptSessionId: number,
  passwordHash: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        must_change_password: false,
        temporary_password_expires_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .execute();
    await revokeOtherSessions(trx, userId, keptSessionId);
  });
}

/** Throws when the database does not answer a query. */
export function probeReadiness(db: Kysely<Database>): Promise<void> {
  return probeDatabase(db);
}
