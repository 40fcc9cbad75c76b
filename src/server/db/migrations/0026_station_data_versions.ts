// A version per station of the rows its reports are computed from (camera visits, traffic,
// sales tickets and their rollups), bumped by every writer of those rows in its own
// transaction, under the station's write lock it already takes (`lockStations` in
// modules/shared/rollups.ts): the lock serialises the station's writers anyway, so the row
// costs them no new wait. A node keeps each report's answer under it (reports/documentVersion.ts)
// and tells with one indexed read whether any node has written the station since.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table station_data_versions (
    gas_station_id integer primary key references gas_stations(id) on delete cascade,
    version bigint not null default 0
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists station_data_versions`.execute(db);
}
