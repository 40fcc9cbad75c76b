// The queries of two-step sign-in: a user's TOTP state, the enrolment's pending secret, the
// recovery codes, the accepted time step, and the sign-in challenges (a password accepted, the
// second step still due). Secrets arrive here sealed (twoStep.ts); codes as hashes.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newSessionToken } from '../../access/tokens';

export interface TwoStepRow {
  id: number;
  email: string;
  username: string;
  user_role_id: number | null;
  customer_id: number | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
}

export function twoStepRow(db: Kysely<Database>, userId: number): Promise<TwoStepRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'username',
      'user_role_id',
      'customer_id',
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function savePendingSecret(
  db: Kysely<Database>,
  userId: number,
  sealed: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_pending_secret: sealed })
    .where('id', '=', userId)
    .execute();
}

/**
 * The pending secret becomes the user's secret (the code that confirmed it spends its step),
 * and the recovery codes are replaced: the previous secret and codes stop working.
 */
export function confirmEnrolment(
  db: Kysely<Database>,
  userId: number,
  step: number,
  codeHashes: string[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        totp_secret: sql<string>`totp_pending_secret`,
        totp_pending_secret: null,
        totp_enabled_at: sql<Date>`now()`,
        totp_last_step: step,
      })
      .where('id', '=', userId)
      .where('totp_pending_secret', 'is not', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('user_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
    return true;
  });
}

/**
 * Spends a time step: true only for the first request that presents a code of a step later
 * than any accepted before (one statement, so two nodes cannot both accept it).
 */
export async function acceptStep(
  db: Kysely<Database>,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Spends a recovery code: true only the first time. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Two-step sign-in off: secret, pending secret and recovery codes gone. */
export function disableTwoStep(db: Kysely<Database>, userId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
  });
}

export type ChallengeKind = 'totp' | 'enrol';

/** Minutes a password, once accepted, waits for its second step. */
export const CHALLENGE_MINUTES = 5;

export async function createChallenge(
  db: Kysely<Database>,
  input: { userId: number; kind: ChallengeKind; remember: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const row = await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      kind: input.kind,
      remember: input.remember,
      expires_at: sql<Date>`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at };
}

export interface ChallengeRow {
  id: number;
  user_id: number;
  kind: ChallengeKind;
  remember: boolean;
}

/** An unexpired challenge of a user who is not disabled. */
export function findChallenge(
  db: Kysely<Database>,
  token: string,
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('sign_in_challenges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.kind', 'c.remember'])
    .where('c.token_hash', '=', hashToken(token))
    .where('c.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Uses a challenge up: true only for the one request that removes it. */
export async function consumeChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sign_in_challenges').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function purgeExpiredChallenges(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

/** Whether the user must change a temporary password (the session then reaches only that). */
export async function mustChangePassword(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('must_change_password')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.must_change_password;
}
