// Which stations a user sees, decided here and nowhere else: administrators every station,
// everyone else the stations linked to them (user_gas_stations). The signed-in user's list and
// check (AuthUser.stationIds, canAccessStation), the narrowing of station queries, and the SQL of
// statements that pair users with stations (the alerts' live relay, notices and digest; a
// station's operators) all come from these functions; tests/flows/repository/stationVisibility
// fails when station links are read elsewhere. It lives with access, not the gasStations
// module, because the access hook needs it and shared code never imports a module.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../contract/handlerTypes';
import { ROLE, type Database } from '../db/schema';

/** The stations a user sees: null = every station (administrators), else their ids. */
export type StationScope = number[] | null;

type Someone = Pick<AuthUser, 'id' | 'isAdmin'>;

/** The signed-in user's scope (their ids are memoised per request by AuthUser). */
export async function stationScopeOf(
  user: Pick<AuthUser, 'isAdmin' | 'stationIds'>,
): Promise<StationScope> {
  return user.isAdmin ? null : await user.stationIds();
}

/** Whether `scope` holds the station (every id for administrators, existing or not). */
export function scopeHolds(scope: StationScope, stationId: number): boolean {
  return scope === null || scope.includes(stationId);
}

/** SQL: whether the station id `column` is one of `scope`. */
export function stationInScope(
  column: RawBuilder<unknown>,
  scope: StationScope,
): RawBuilder<SqlBool> {
  if (scope === null) return sql<SqlBool>`true`;
  return sql<SqlBool>`${column} = any(${sql.val(scope)}::int[])`;
}

/** The ids of the stations the user sees, in id order (administrators: every station). */
export async function visibleStationIds(db: Kysely<Database>, user: Someone): Promise<number[]> {
  const rows = await (user.isAdmin
    ? db.selectFrom('gas_stations').select('id').orderBy('id').execute()
    : db
        .selectFrom('user_gas_stations')
        .select('gas_station_id as id')
        .where('user_id', '=', user.id)
        .orderBy('gas_station_id')
        .execute());
  return rows.map((r) => r.id);
}

/**
 * AuthUser's stationIds and canAccessStation: the list read once (or given, `known`, when the
 * sign-in statement brought it) and kept for the request.
 */
export function stationAccess(
  db: Kysely<Database>,
  user: Someone,
  known: number[] | null = null,
): Pick<AuthUser, 'stationIds' | 'canAccessStation'> {
  let ids: Promise<number[]> | null = known ? Promise.resolve(known) : null;
  const stationIds = () => (ids ??= visibleStationIds(db, user));
  return {
    stationIds,
    // Admins may act on any station id; whether it exists is the handler's 404 to give.
    canAccessStation: async (stationId) =>
      user.isAdmin || scopeHolds(await stationIds(), stationId),
  };
}

/** `query` (on gas_stations) narrowed to the stations the user sees. */
export function scopeToUser<O>(
  query: SelectQueryBuilder<Database, 'gas_stations', O>,
  user: Someone,
): SelectQueryBuilder<Database, 'gas_stations', O> {
  if (user.isAdmin) return query;
  return query.where('gas_stations.id', 'in', (eb) =>
    eb.selectFrom('user_gas_stations').select('gas_station_id').where('user_id', '=', user.id),
  );
}

/**
 * SQL on a row of users (the alias `user`): the ids of the stations they see in id order, or
 * null for an administrator (every station, read only when needed).
 */
export function stationScopeOfUserRow(user: string): RawBuilder<number[] | null> {
  const u = sql.ref(user);
  return sql<number[] | null>`case when ${u}.user_role_id = ${ROLE.Admin} then null else array(
    select g.gas_station_id from user_gas_stations g where g.user_id = ${u}.id
    order by g.gas_station_id) end`;
}

/** SQL on a row of users (the alias `user`): whether they see `station` (an id or a column). */
export function userRowSeesStation(
  user: string,
  station: number | RawBuilder<unknown>,
): RawBuilder<boolean> {
  const u = sql.ref(user);
  return sql<boolean>`(${u}.user_role_id = ${ROLE.Admin} or exists (
      select 1 from user_gas_stations vg
      where vg.user_id = ${u}.id and vg.gas_station_id = ${station}))`;
}

/**
 * The stations linked to a user, in id order, without the administrators' rule: what a
 * user-wide report configuration covers (an administrator's covers none, as it always has).
 */
export async function linkedStationIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_gas_stations')
    .select('gas_station_id')
    .where('user_id', '=', userId)
    .orderBy('gas_station_id')
    .execute();
  return rows.map((r) => r.gas_station_id);
}

/** The users linked to a station (administrators are not: they see it without a link). */
export async function usersLinkedTo(db: Kysely<Database>, stationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_gas_stations')
    .select('user_id')
    .where('gas_station_id', '=', stationId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** SQL: the users linked to a station, as a subquery (`user_id in ...`). */
export function usersLinkedToStation(stationId: number): RawBuilder<number> {
  return sql<number>`(select user_id from user_gas_stations where gas_station_id = ${stationId})`;
}

/**
 * SQL: the zone of the first station (by id) linked to the user whose id is `userId` (a value
 * or a column), or null when none is (administrators): the zone a user's reports and digest use.
 */
export function firstLinkedStationZone(
  userId: number | RawBuilder<unknown>,
): RawBuilder<string | null> {
  return sql<string | null>`(
    select gs.time_zone from user_gas_stations ug
    join gas_stations gs on gs.id = ug.gas_station_id
    where ug.user_id = ${userId} order by gs.id limit 1)`;
}
