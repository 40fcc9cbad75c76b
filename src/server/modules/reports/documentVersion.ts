// The version of the data one station's reports are computed from, for the answers a node keeps
// (documentHandlers.ts, shared/answerCache.ts). Three kinds of source:
// - the station's camera, traffic and sales rows and their rollups: too many to fingerprint,
//   so their writers bump the versions of the days they write under the write lock they take
//   anyway (migration 0030, modules/serviceFacts): a report reads the versions of its days only
//   (`reportFactsVersion`), so today's writes leave a past period's kept answer as it is;
// - the regulator's prices, places and conflicts: the versions their statement triggers bump
//   (migrations 0024 and 0025);
// - the small tables (the station's row, its rivals and shifts, its customer's goals and the
//   goals' links to it): the rows read, summed up as their count and the set of their xmin
//   (the transaction that last wrote each row), as Home's overview and the service charts do
//   (modules/serviceFacts/stationViewsVersion.ts). A goal applies to the station when linked to it or
//   to no station, so the set of the customer's goals linked to any station is part of it too.
// The version changes exactly when a writer of any of them commits, on any node or by hand.
import { sql, type Kysely } from 'kysely';
import type { ReportType } from '@/api/generated/reports.gen';
import type { Database } from '../../db/schema';
import { rowsVersion } from '../../shared/rowsVersion';
import { factsVersion } from '../serviceFacts';
import { reportPeriods } from './documents/periods';

export interface ReportDataVersion {
  version: string;
  /** The station's zone: the handler's default periods are the station's local days. */
  timeZone: string;
}

/**
 * The station's report data version but for its facts (`reportFactsVersion`), or null when
 * there is no such station.
 */
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
      (select string_agg(table_name || ':' || version, ',' order by table_name) from data_versions)
    )) as version`.execute(db);
  const row = result.rows[0];
  return row?.timeZone ? row : null;
}

/** The version of the facts of the local days [from, to] at the station (a CSV download's). */
export const rangeFactsVersion = (
  db: Kysely<Database>,
  stationId: number,
  from: string,
  to: string,
): Promise<string> => factsVersion(db, stationId, from, to);

/**
 * The version of the facts a report of the station reads: the days of its period and of the
 * one it is compared with (buildReportDocument reads no other); none for the price report.
 */
export async function reportFactsVersion(
  db: Kysely<Database>,
  stationId: number,
  type: ReportType,
  start: string,
  end: string,
): Promise<string> {
  if (type === 'price') return '';
  const { period, previous } = reportPeriods(type, start, end);
  const from = previous && previous.start < period.start ? previous.start : period.start;
  return factsVersion(db, stationId, from, period.end);
}
