// Reading users as the contract shapes them (UserDetail), in batches: role, customer, screen and
// report permissions, the stations they reach, and their invitation state.
import { sql, type Kysely } from 'kysely';
import type { UserDetail } from '@/api/generated/users.gen';
import type { GasUserList, UserList } from '@/api/generated/users.gen';
import type { AuthUser } from '../../contract/handlerTypes';
import { REPORT_PERMISSIONS, type Database } from '../../db/schema';
import { containsSearch, totalOf } from '../../db/search';
import { byName, DEFAULT_PAGE_SIZE, listPage } from '../shared/crudRepository';
import { scopeUsers } from './userScope';

export async function stationsOfUsers(
  db: Kysely<Database>,
  userIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_gas_stations as ug')
    .innerJoin('gas_stations as g', 'g.id', 'ug.gas_station_id')
    .select(['ug.user_id', 'g.id', 'g.name'])
    .where('ug.user_id', 'in', userIds)
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  for (const row of rows) {
    const list = out.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    out.set(row.user_id, list);
  }
  return out;
}

/** The users with these ids, in the order given. */
export async function loadUsers(db: Kysely<Database>, ids: number[]): Promise<UserDetail[]> {
  if (ids.length === 0) return [];
  const [rows, stations, invitations] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
      .leftJoin('customers as c', 'c.id', 'u.customer_id')
      .leftJoin('user_permissions as p', 'p.user_id', 'u.id')
      .leftJoin('user_report_permissions as rp', 'rp.user_id', 'u.id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.username',
        'u.telephone',
        'u.profile_picture_url',
        'u.must_change_password',
        'r.id as role_id',
        'r.name as role_name',
        'c.id as customer_id',
        'c.name as customer_name',
        'p.user_id as permissions_user_id',
        'p.dashboard',
        'p.files',
        'p.vms',
        'p.data',
        'p.settings',
        'rp.weekly_executive',
        'rp.weekly_analytic',
        'rp.monthly',
        'rp.price',
        'rp.customer_behavior',
        'rp.traffic_sensitivity',
      ])
      .where('u.id', 'in', ids)
      .execute(),
    stationsOfUsers(db, ids),
    db
      .selectFrom('user_invitations')
      .select(['user_id', (eb) => eb.fn.max('sent_at').as('last')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  const lastInvite = new Map(invitations.map((i) => [i.user_id, i.last as Date | null]));
  const byId = new Map(
    rows.map((row) => {
      const detail: UserDetail = {
        id: row.id,
        name: row.name,
        email: row.email,
        username: row.username,
        telephone: row.telephone,
        role:
          row.role_id !== null && row.role_name !== null
            ? { id: row.role_id, name: row.role_name }
            : null,
        customer:
          row.customer_id !== null && row.customer_name !== null
            ? { id: row.customer_id, name: row.customer_name }
            : null,
        profile_picture_url: row.profile_picture_url,
        gas_stations: stations.get(row.id) ?? [],
        permissions:
          row.permissions_user_id === null
            ? null
            : {
                dashboard: Boolean(row.dashboard),
                files: Boolean(row.files),
                vms: Boolean(row.vms),
                data: Boolean(row.data),
                settings: Boolean(row.settings),
              },
        report_permissions: Object.fromEntries(
          REPORT_PERMISSIONS.map((key) => [key, Boolean(row[key])]),
        ) as UserDetail['report_permissions'],
        invitation_pending: row.must_change_password,
        last_invited_at: lastInvite.get(row.id)?.toISOString() ?? null,
      };
      return [row.id, detail] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A user's id and name (the inviter of the invitation mails). */
export function userIdAndName(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** One page of the users the caller manages, by name, matching `search`. */
export function listManagedUserPage(
  db: Kysely<Database>,
  caller: AuthUser,
  query: { search?: string; items?: number },
): Promise<UserList> {
  let base = scopeUsers(db.selectFrom('users'), caller);
  const matches = containsSearch('users.search_text', query.search);
  if (matches) base = base.where(matches);
  return listPage(base, query.items, byName('users'), (ids) => loadUsers(db, ids));
}

export async function deleteUserById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function setProfilePicture(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_picture_url: url, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** One page of every customer's users by e-mail, with role and stations (administrators). */
export async function listGasUserPage(
  db: Kysely<Database>,
  query: { search?: string; items?: number },
): Promise<GasUserList> {
  let base = db.selectFrom('users');
  const matches = containsSearch('users.search_text', query.search);
  if (matches) base = base.where(matches);
  const limit = query.items ?? DEFAULT_PAGE_SIZE;
  const rows = await base
    .leftJoin('user_roles as r', 'r.id', 'users.user_role_id')
    .select(['users.id', 'users.name', 'users.email', 'r.name as role'])
    .orderBy(sql`lower(users.email)`)
    .orderBy('users.id')
    .limit(limit)
    .execute();
  const total = await totalOf(rows, limit, () =>
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  );
  const stations = await stationsOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => ({ ...r, gas_stations: stations.get(r.id) ?? [] })), total };
}
