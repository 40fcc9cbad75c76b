// The share of frequent clients from a rollup: keyed traffic entries per station, local day and
// vehicle key. Distinct keys over a period cannot be added up from daily counts, but they can be
// counted from one row per key and day, which is what the reports read instead of every entry.
// Kept in step by the traffic ingest (src/server/modules/shared/rollups.ts). Existing entries:
// the traffic backfill of migration 0020 is started again from the first id, and its rebuild of
// each station-day now covers this table too (recounting the hourly entries again is harmless).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table traffic_key_daily_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    day date not null,
    vehicle_key text not null,
    entries integer not null,
    primary key (gas_station_id, day, vehicle_key)
  )`,
  sql`insert into rollup_backfills (source, last_id)
    select 'traffic_events', coalesce(max(id), 0) from traffic_events
    on conflict (source) do update set last_id = excluded.last_id, next_id = 0,
      started_at = null, finished_at = null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists traffic_key_daily_stats`.execute(db);
}
