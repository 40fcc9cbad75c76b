// Resolves a bearer token to the signed-in user: a session that is neither revoked nor expired,
// of a user who is not disabled, with the stations they may reach (one statement). An
// administrator's stations (all of them) are looked up lazily and memoised instead.
import { sql, type Kysely } from 'kysely';
import type { AuthUser, PermissionFlags } from '../contract/handlerTypes';
import { ROLE, type Database, type RoleName } from '../db/schema';
import { stationAccess, stationScopeOfUserRow } from './stationVisibility';
import { hashToken } from './tokens';

export async function userFromToken(db: Kysely<Database>, token: string): Promise<AuthUser | null> {
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
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
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
