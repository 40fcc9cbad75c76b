// A version per station and local day of the rows its reports are computed from (camera visits,
// traffic, sales tickets and their daily rollups), bumped by every writer of a day's rows in its
// own transaction, under the station's write lock it already takes (modules/serviceFacts). A
// report's kept answer is kept under the versions of the days it reads (reports/documentVersion.ts):
// today's camera batches bump today only, so last month's report is not built again, while a late
// upload of last month's tickets or a backfill bumps the days it wrote. A station without rows
// here has version 0 on every day; station_data_versions (0026) is left to the writes of every
// day of a station at once (a change of its zone or shifts recounts all of them).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table station_day_versions (
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    day date not null,
    version bigint not null default 1,
    primary key (gas_station_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists station_day_versions`.execute(db);
}
