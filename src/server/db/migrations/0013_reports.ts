// Reports: configurations learn when they next fire; each report asked for (by a user on the
// Data screen or by a schedule's occurrence) is a request, rendered once into the files
// browser, and delivered to each recipient on its channel with its own status. Cameras also
// count vehicles passing the station and entering it (traffic flow, conversion, recurrence).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table report_configurations
    add column next_run_at timestamptz,
    add column last_run_at timestamptz`,
  sql`create index report_configurations_due_idx on report_configurations (next_run_at)
    where enabled`,

  sql`create table report_requests (
    id integer generated always as identity primary key,
    requested_by integer references users (id) on delete set null,
    configuration_id integer references report_configurations (id) on delete set null,
    occurrence_key text unique,
    report_type text not null check (report_type in ('weekly', 'weekly_executive',
      'weekly_analytic', 'monthly', 'traffic_sensitivity', 'customer_behavior', 'price', 'daily')),
    kind text check (kind in ('price', 'traffic_flow', 'conversion', 'competition')),
    gas_station_ids integer[] not null,
    start_date date not null,
    end_date date not null,
    pages smallint not null default 3 check (pages between 1 and 3),
    format text not null default 'pdf' check (format in ('pdf', 'csv')),
    locale text not null default 'es' check (locale in ('es', 'en')),
    channel text check (channel in ('email', 'whatsapp')),
    status text not null default 'queued'
      check (status in ('queued', 'rendering', 'done', 'failed')),
    error text,
    file_path text,
    file_size integer,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    rendered_at timestamptz,
    constraint report_requests_dates_check check (start_date <= end_date)
  )`,
  sql`create index report_requests_requester_idx on report_requests (requested_by, created_at desc)`,
  sql`create index report_requests_created_idx on report_requests (created_at desc, id desc)`,

  sql`create table report_deliveries (
    id integer generated always as identity primary key,
    request_id integer not null references report_requests (id) on delete cascade,
    channel text not null check (channel in ('email', 'whatsapp')),
    contact_id integer references contacts (id) on delete set null,
    recipient_name text not null,
    address text not null,
    status text not null default 'queued'
      check (status in ('queued', 'sent', 'delivered', 'failed')),
    provider_message_id text,
    error text,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    sent_at timestamptz,
    delivered_at timestamptz,
    constraint report_deliveries_recipient_key unique (request_id, channel, address)
  )`,
  sql`create index report_deliveries_provider_idx on report_deliveries (provider_message_id)
    where provider_message_id is not null`,

  // Vehicles seen by a camera: passing in front of the station, or entering it. The key is a
  // hash the camera computes (never a plate), for recurrence.
  sql`create table traffic_events (
    id bigint generated always as identity primary key,
    camera_id integer not null references cameras (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    event_key text not null,
    type text not null check (type in ('vehicle_pass', 'vehicle_entry')),
    occurred_at timestamptz not null,
    vehicle_class text not null
      check (vehicle_class in ('autos', 'motos', 'autobuses', 'camiones', 'personas')),
    vehicle_key text check (char_length(vehicle_key) between 8 and 128),
    received_at timestamptz not null default now(),
    constraint traffic_events_camera_event_key unique (camera_id, event_key)
  )`,
  sql`create index traffic_events_station_time_idx on traffic_events (gas_station_id, occurred_at)`,
  sql`create index traffic_events_station_key_idx on traffic_events (gas_station_id, vehicle_key, occurred_at)
    where vehicle_key is not null`,
  // Counts per station, local day and class, kept by the ingestion, so reports over months
  // read a few hundred rows instead of every event.
  sql`create table traffic_daily_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    day date not null,
    vehicle_class text not null,
    passes integer not null default 0,
    entries integer not null default 0,
    primary key (gas_station_id, day, vehicle_class)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'traffic_daily_stats',
    'traffic_events',
    'report_deliveries',
    'report_requests',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop index if exists report_configurations_due_idx`.execute(db);
  await sql`alter table report_configurations
    drop column if exists next_run_at, drop column if exists last_run_at`.execute(db);
}
