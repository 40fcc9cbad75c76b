// Sessions: created at login, revoked at logout or when the password changes. Expiry is
// computed by the database clock (the one every node shares). Expired and long-revoked rows
// are purged opportunistically at login rather than by a timer on each node.
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { hashToken, newSessionToken } from '../../access/tokens';

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
