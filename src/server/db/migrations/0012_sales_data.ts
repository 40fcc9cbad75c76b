// Sales data in: a volumetric system becomes a connector (request, token, where the dates and
// the station id go, where the records are and how each maps to a ticket), each linked station
// keeps its pull state (a cursor day in its time zone, the last error and success), and both
// entry paths (connector pulls and .xlsx uploads) end in one table of sales tickets. Uploads
// and their saved column mappings (one per customer and header layout) have tables too.
// Secrets (static token, token body) are stored encrypted (see modules/volumetric/secrets.ts).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table volumetric_systems
    add column data_url text not null default '',
    add column data_method text not null default 'GET' check (data_method in ('GET', 'POST')),
    add column data_body jsonb,
    add column token_url text,
    add column token_method text not null default 'POST' check (token_method in ('GET', 'POST')),
    add column token_path text not null default '$.token',
    add column token_body_secret text,
    add column static_token_secret text,
    add column params jsonb not null default '{}'::jsonb,
    add column date_format text not null default 'YYYY-MM-DD',
    add column records_path text not null default '$[*]',
    add column mapper jsonb not null default '{}'::jsonb,
    add column pull_interval_minutes integer not null default 60
      check (pull_interval_minutes between 15 and 1440),
    add column look_back_days integer not null default 1 check (look_back_days between 0 and 7)`,

  // One row per station linked to a system; a link to another system starts it over.
  sql`create table volumetric_station_syncs (
    gas_station_id integer primary key references gas_stations (id) on delete cascade,
    volumetric_system_id integer not null references volumetric_systems (id) on delete cascade,
    cursor_date date,
    last_run_at timestamptz,
    last_success_at timestamptz,
    last_error text,
    last_error_at timestamptz,
    tickets_received integer not null default 0,
    updated_at timestamptz not null default now()
  )`,
  sql`create index volumetric_station_syncs_system_idx on volumetric_station_syncs (volumetric_system_id)`,

  sql`create table ticket_uploads (
    id integer generated always as identity primary key,
    gas_station_id integer references gas_stations (id) on delete cascade,
    uploaded_by integer not null references users (id) on delete cascade,
    assigned_user_id integer references users (id) on delete set null,
    file_name text not null,
    size integer not null,
    sha256 text not null,
    storage_key text not null,
    status text not null default 'uploaded'
      check (status in ('uploaded', 'queued', 'processing', 'processed', 'failed')),
    options jsonb,
    error text,
    result jsonb,
    errors_key text,
    created_at timestamptz not null default now(),
    processed_at timestamptz
  )`,
  sql`create index ticket_uploads_created_idx on ticket_uploads (created_at desc, id desc)`,
  sql`create index ticket_uploads_station_file_idx on ticket_uploads (gas_station_id, sha256)`,

  // origin scopes the folio: 'supplier:<id>' for a connector, 'upload' for spreadsheets (whose
  // rows without a folio get one derived from their values, so the same row twice is one ticket).
  sql`create table sales_tickets (
    id bigint generated always as identity primary key,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    source text not null check (source in ('volumetric', 'upload')),
    origin text not null,
    folio text not null,
    sold_at timestamptz not null,
    local_time timestamp not null,
    employee text,
    pump integer not null check (pump >= 1),
    product smallint not null check (product >= 1),
    payment_type smallint not null check (payment_type >= 1),
    volume numeric(14, 3) not null check (volume >= 0),
    price numeric(12, 4) not null check (price >= 0),
    amount numeric(16, 2) not null check (amount >= 0),
    upload_id integer references ticket_uploads (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint sales_tickets_origin_folio_key unique (gas_station_id, origin, folio)
  )`,
  sql`create index sales_tickets_station_time_idx on sales_tickets (gas_station_id, sold_at desc)`,

  sql`create table ticket_mappings (
    customer_id integer not null references customers (id) on delete cascade,
    header_signature text not null,
    mapping jsonb not null,
    updated_by integer references users (id) on delete set null,
    updated_at timestamptz not null default now(),
    primary key (customer_id, header_signature)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ticket_mappings',
    'sales_tickets',
    'ticket_uploads',
    'volumetric_station_syncs',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table volumetric_systems
    drop column if exists data_url, drop column if exists data_method,
    drop column if exists data_body, drop column if exists token_url,
    drop column if exists token_method, drop column if exists token_path,
    drop column if exists token_body_secret, drop column if exists static_token_secret,
    drop column if exists params, drop column if exists date_format,
    drop column if exists records_path, drop column if exists mapper,
    drop column if exists pull_interval_minutes, drop column if exists look_back_days`.execute(db);
}
