// The version of the data one station's reports are computed from, in one statement, for the
// answers a node keeps (documentHandlers.ts, shared/answerCache.ts). Three kinds of source:
// - the station's camera, traffic and sales rows and their rollups: too many to fingerprint,
//   so their writers bump the station's data version under the write lock they take anyway
//   (migration 0026, `lockStations` in modules/serviceFacts);
// - the regulator's prices, places and conflicts: the versions their statement triggers bump
//   (migrations 0024 and 0025);
// - the small tables (the station's row, its rivals and shifts, its customer's goals and the
//   goals' links to it): the rows read, summed up as their count and the set of their xmin
//   (the transaction that last wrote each row), as Home's overview and the service charts do
//   (modules/serviceFacts/stationViewsVersion.ts). A goal applies to the station when linked to it or
//   to no station, so the set of the customer's goals linked to any station is part of it too.
// The version changes exactly when a writer of any of them commits, on any node or by hand.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsVersion } from '../../shared/rowsVersion';

export interface ReportDataVersion {
  version: string;
  /** The station's zone: the handler's default periods are the station's local days. */
  timeZone: string;
}

/** The station's report data version, or null when there is no such station. */
export async function reportDataVersion(
  db: Kysely<Database>,
  stationId: number,
): Promise<ReportDataVersion | null> {
  const result = await sql<ReportDataVersion>`
    with station as (
      select customer_id, time_zone, xmin from gas_stations where id = ${stationId}
    ),
    rival_rows as (select xmin from gas_station_rivals where gas_station_id = ${stationId}),
    shift_rows as (select xmin from gas_station_shifts where gas_station_id = ${stationId}),
    goal_rows as (select id, xmin from goals where customer_id = (select customer_id from station)),
    link_rows as (select xmin from goal_gas_stations where gas_station_id = ${stationId}),
    linked_goals as (
      select coalesce(array_agg(g.id order by g.id)::text, '') as ids from goal_rows g
      where exists (select 1 from goal_gas_stations x where x.goal_id = g.id)
    )
    select (select time_zone from station) as "timeZone", md5(concat_ws('|',
      ${rowsVersion('station')}, ${rowsVersion('rival_rows')}, ${rowsVersion('shift_rows')},
      ${rowsVersion('goal_rows')}, ${rowsVersion('link_rows')}, (select ids from linked_goals),
      (select version::text from station_data_versions where gas_station_id = ${stationId}),
      (select string_agg(table_name || ':' || version, ',' order by table_name) from data_versions)
    )) as version`.execute(db);
  const row = result.rows[0];
  return row?.timeZone ? row : null;
}
