// Resolves a bearer token to the signed-in user: a session that is neither revoked nor expired,
// nor idle longer than the idle timeout, nor older than the absolute lifetime, of a user who is
// not disabled, with the stations they may reach (one statement). An administrator's stations
// (all of them) are looked up lazily and memoised instead. The session's last_seen_at is
// refreshed at most once a minute (the idle timeout is measured from it), except by the requests
// a page makes on its own (BACKGROUND_HEADER: the alerts badge's poll), which are no activity.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AuthUser, PermissionFlags } from '../contract/handlerTypes';
import { ROLE, type Database, type RoleName } from '../db/schema';
import { stationAccess, stationScopeOfUserRow } from './stationVisibility';
import { hashToken } from './tokens';

/** The settings that end a session by themselves (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** No limit: tests and tools that build the hooks without a configuration. */
export const UNLIMITED_SESSIONS: SessionPolicy = { idleMinutes: 0, maxHours: 0 };

/** The session `s` is still open under the policy (not revoked, expired, idle or too old). */
export function sessionOpen(policy: SessionPolicy, alias = 's'): Expression<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${col('revoked_at')} is null and ${col('expires_at')} > now()
    and (${policy.idleMinutes}::integer = 0
      or ${col('last_seen_at')} > now() - make_interval(mins => ${policy.idleMinutes}::integer))
    and (${policy.maxHours}::integer = 0
      or ${col('created_at')} > now() - make_interval(hours => ${policy.maxHours}::integer)))`;
}

export type EndedSessionReason = 'revoked' | 'idle' | 'expired';

/** Why a token's session no longer opens anything (null: no such session, or its user is disabled). */
export async function endedSessionReason(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
): Promise<EndedSessionReason | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.revoked_at',
      sql<boolean>`s.expires_at <= now() or (${policy.maxHours}::integer > 0
        and s.created_at <= now() - make_interval(hours => ${policy.maxHours}::integer))`.as(
        'expired',
      ),
      sql<boolean>`${policy.idleMinutes}::integer > 0
        and s.last_seen_at <= now() - make_interval(mins => ${policy.idleMinutes}::integer)`.as(
        'idle',
      ),
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at !== null) return 'revoked';
  if (row.expired) return 'expired';
  if (row.idle) return 'idle';
  return null;
}

export async function userFromToken(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy = UNLIMITED_SESSIONS,
  { activity = true }: { activity?: boolean } = {},
): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
    .leftJoin('user_permissions as p', 'p.user_id', 'u.id')
    .select([
      's.id as session_id',
      'u.id as user_id',
      'u.user_role_id',
      'u.customer_id',
      'u.must_change_password',
      'r.name as role_name',
      'p.user_id as permission_user_id',
      'p.dashboard',
      'p.files',
      'p.vms',
      'p.data',
      'p.settings',
      // Most requests check a station: its ids come in the same round trip (admins reach
      // every station, so theirs are only read when a handler needs the list).
      stationScopeOfUserRow('u').as('station_ids'),
      sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('seen_long_ago'),
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where(sessionOpen(policy))
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // At most once a minute per session, whichever node serves it: the condition makes
  // concurrent requests write once.
  if (row.seen_long_ago && activity) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', row.session_id)
      .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
      .execute();
  }
  const permissions: PermissionFlags | null =
    row.permission_user_id === null
      ? null
      : {
          dashboard: Boolean(row.dashboard),
          files: Boolean(row.files),
          vms: Boolean(row.vms),
          data: Boolean(row.data),
          settings: Boolean(row.settings),
        };
  return createAuthUser(
    db,
    {
      id: row.user_id,
      sessionId: row.session_id,
      roleId: row.user_role_id,
      roleName: (row.role_name as RoleName | null) ?? null,
      permissions,
      customerId: row.customer_id,
      mustChangePassword: row.must_change_password,
    },
    row.station_ids,
  );
}

export function createAuthUser(
  db: Kysely<Database>,
  fields: Omit<AuthUser, 'isAdmin' | 'canAccessStation' | 'stationIds'>,
  knownStationIds: number[] | null = null,
): AuthUser {
  const isAdmin = fields.roleId === ROLE.Admin;
  return {
    ...fields,
    isAdmin,
    ...stationAccess(db, { id: fields.id, isAdmin }, knownStationIds),
  };
}
