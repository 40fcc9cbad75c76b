// Sessions: created at login (after the second step when the user has one), revoked at logout,
// from 'Mi perfil' › 'Sesiones', by an administrator, or when the password or role changes.
// Expiry is computed by the database clock (the one every node shares); the idle timeout and
// the absolute lifetime are checked on each request (access/authUser.ts: sessionOpen). Expired
// and long-revoked rows are purged opportunistically at login rather than by a timer on each node.
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { hashToken, newSessionToken } from '../../access/tokens';
import { sessionOpen, type SessionPolicy } from '../../access/authUser';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Kysely<Database>,
  config: ServerConfig,
  input: { userId: number; remember: boolean; userAgent: string | null; ip: string | null },
): Promise<NewSession> {
  const token = newSessionToken();
  const lifetime = input.remember
    ? sql<Date>`now() + make_interval(days => ${config.sessionRememberDays})`
    : sql<Date>`now() + make_interval(hours => ${config.sessionTtlHours})`;
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      expires_at: lifetime,
      remember: input.remember,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function purgeDeadSessions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sql<Date>`now()`),
        eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .execute();
}

export interface OpenSessionRow {
  id: number;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The user's sessions still open under the policy, the most recently used first. */
export function listOpenSessions(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
): Promise<OpenSessionRow[]> {
  return db
    .selectFrom('sessions as s')
    .select(['s.id', 's.user_agent', 's.ip', 's.created_at', 's.last_seen_at'])
    .where('s.user_id', '=', userId)
    .where(sessionOpen(policy))
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Ends one session of the user; false when the user has no such open session. */
export async function endOwnSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of the user but `keepSessionId` (every one when null); how many ended. */
export async function endSessionsOf(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number | null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
