// The versions of a station's facts by local day (migration 0030) and for the whole station
// (migration 0026). Every writer of a day's visits, tickets or traffic bumps that day's version
// in its own transaction, under the station's write lock it holds (writeLock.ts); a recount of
// every day of a station (its zone or shifts changed, the demo loaded) bumps the station's. A
// reader's version of some days is read in one indexed statement: it changes exactly when a
// writer of any of those days, or of the whole station, commits, on any node. So a report of
// last month is kept while today's camera batches come in, and built again after a late upload
// of last month's tickets or a backfill of its days.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Bumps the version of the station-days `pairs` selects (columns `s`, the station, and `d`,
 * the local day), in station and day order (writers lock the rows in one order).
 */
export const dayVersionsBump = (pairs: RawBuilder<unknown>) => sql`
  insert into station_day_versions as v (gas_station_id, day)
  select distinct s, d from (${pairs}) bumped order by s, d
  on conflict (gas_station_id, day) do update set version = v.version + 1`;

/** Bumps the version of one station's local days ('YYYY-MM-DD'), as a statement or a CTE. */
export const stationDaysBump = (stationId: number, days: readonly string[]) =>
  dayVersionsBump(
    sql`select ${stationId}::int as s, d from unnest(${sql.val([...days])}::date[]) as u(d)`,
  );

/** Bumps the version of every day of some stations (all their days were recounted). */
export async function bumpStationVersions(
  db: Kysely<Database>,
  stationIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(stationIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await sql`
    insert into station_data_versions as v (gas_station_id, version)
    select id, 1 from gas_stations where id = any(${sql.val(ids)}::int[]) order by id
    on conflict (gas_station_id) do update set version = v.version + 1`.execute(db);
}

/**
 * The version of a station's facts over the local days [from, to]: the station's version and
 * the sum of the days' versions (each bump adds one, so the sum changes with any bump of them).
 */
export async function factsVersion(
  db: Kysely<Database>,
  stationId: number,
  from: string,
  to: string,
): Promise<string> {
  const result = await sql<{ version: string }>`
    select concat_ws(':',
      (select version::text from station_data_versions where gas_station_id = ${stationId}),
      (select coalesce(sum(version), 0)::text from station_day_versions
        where gas_station_id = ${stationId} and day between ${from}::date and ${to}::date)
    ) as version`.execute(db);
  return result.rows[0]!.version;
}
