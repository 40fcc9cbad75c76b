// Reading users as the contract shapes them (UserDetail), in batches: role, customer, screen and
// report permissions, the stations they reach, and their invitation state.
import { sql, type Kysely } from 'kysely';
import type { UserDetail } from '@/api/generated/users.gen';
import { REPORT_PERMISSIONS, type Database } from '../../db/schema';

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
