// Camera service events and the monthly rollups the Dashboard's service metrics read.
// - service_events: every event as received, unique per (camera, id) so a resent batch
//   records nothing twice.
// - service_visits: one row per vehicle visit (the camera's visit_id), its three times merged
//   from the events; `month` is the first day of the visit's month in the station's time zone.
// - service_monthly_stats: per station and month, the sums the metrics need and a histogram of
//   waits (element i+1 = visits that waited i whole seconds, the last one also counting longer
//   waits) so "attended within the goal" works for any goal by summing a slice. Rebuilt for the
//   touched station-months by each ingest, in its transaction, so the dashboard reads one row
//   per station and month whatever the event volume.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table service_events (
    id bigint generated always as identity primary key,
    camera_id integer not null references cameras (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    event_key text not null,
    visit_key text not null,
    type text not null check (type in ('vehicle_arrival', 'attention_start', 'service_end')),
    occurred_at timestamptz not null,
    fuel text check (fuel in ('gasoline', 'diesel')),
    vehicle_class text check (vehicle_class in ('autos', 'motos', 'autobuses', 'camiones', 'personas')),
    received_at timestamptz not null default now(),
    constraint service_events_camera_event_key unique (camera_id, event_key)
  )`,

  sql`create table service_visits (
    id bigint generated always as identity primary key,
    camera_id integer not null references cameras (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    visit_key text not null,
    arrival_at timestamptz,
    attention_at timestamptz,
    end_at timestamptz,
    fuel text check (fuel in ('gasoline', 'diesel')),
    vehicle_class text check (vehicle_class in ('autos', 'motos', 'autobuses', 'camiones', 'personas')),
    month date not null,
    constraint service_visits_camera_visit_key unique (camera_id, visit_key),
    constraint service_visits_order_check check (
      (arrival_at is null or attention_at is null or attention_at >= arrival_at)
      and (attention_at is null or end_at is null or end_at >= attention_at)
      and (arrival_at is null or end_at is null or end_at >= arrival_at)
    )
  )`,
  sql`create index service_visits_station_month_idx on service_visits (gas_station_id, month)`,

  sql`create table service_monthly_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    month date not null,
    arrivals integer not null,
    attended integer not null,
    wait_seconds_sum double precision not null,
    gas_services integer not null,
    gas_service_seconds_sum double precision not null,
    diesel_services integer not null,
    diesel_service_seconds_sum double precision not null,
    wait_histogram integer[] not null default '{}',
    updated_at timestamptz not null default now(),
    primary key (gas_station_id, month)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service_monthly_stats', 'service_visits', 'service_events']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
