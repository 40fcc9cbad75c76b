// Volumetric compliance (modules/compliance): the SAT daily and monthly reports received per
// station (the file kept in storage, its digest, where it came from, who, what replaced it and
// what that changed), their facts (per day and tank, per day and hose, the log of events, the
// CFDIs, the monthly report's products), the installation key each station's reports carry, and
// the findings of each station's month with the month's summary. A file's facts are deleted when
// a corrected file replaces it: the facts are always those of the current files.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table compliance_files (
    id serial primary key,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    kind text not null check (kind in ('daily', 'monthly')),
    day date,
    month date not null,
    name text not null,
    sha256 text not null,
    size integer not null,
    storage_key text not null,
    source text not null check (source in ('upload', 'connector')),
    received_by integer references users(id) on delete set null,
    received_at timestamptz not null default now(),
    replaces_id integer references compliance_files(id) on delete set null,
    replaced_by_id integer references compliance_files(id) on delete set null
      deferrable initially deferred,
    changes jsonb not null default '[]',
    check ((kind = 'daily') = (day is not null))
  )`.execute(db);
  // One current file per station and day (daily) or month (monthly).
  await sql`create unique index compliance_files_current
    on compliance_files (gas_station_id, kind, month, (coalesce(day, month)))
    where replaced_by_id is null`.execute(db);
  await sql`create index compliance_files_month
    on compliance_files (gas_station_id, month, received_at desc)`.execute(db);

  await sql`create table compliance_tank_days (
    file_id integer not null references compliance_files(id) on delete cascade,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    day date not null,
    product text not null,
    tank text not null,
    usable_capacity double precision not null,
    tank_calibration_until date,
    meter_calibration_until date,
    uncertainty double precision,
    opening double precision not null,
    received double precision not null,
    delivered double precision not null,
    closing double precision not null,
    primary key (file_id, product, tank)
  )`.execute(db);
  await sql`create index compliance_tank_days_station on compliance_tank_days (gas_station_id, day)`.execute(
    db,
  );
  await sql`create table compliance_hose_days (
    file_id integer not null references compliance_files(id) on delete cascade,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    day date not null,
    product text not null,
    dispenser text not null,
    hose text not null,
    delivered double precision not null,
    deliveries integer not null,
    totalizer double precision,
    record_types text not null,
    dispenser_calibration_until date,
    primary key (file_id, product, dispenser, hose)
  )`.execute(db);
  await sql`create index compliance_hose_days_station on compliance_hose_days (gas_station_id, day)`.execute(
    db,
  );
  // The log (bitácora) of a daily report, or of a monthly one (day null). `seq` is the order in
  // the file: event numbers may repeat, which a check reports.
  await sql`create table compliance_events (
    file_id integer not null references compliance_files(id) on delete cascade,
    seq integer not null,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    day date,
    number integer not null,
    at text not null,
    type integer not null,
    description text not null,
    component text,
    primary key (file_id, seq)
  )`.execute(db);
  await sql`create table compliance_cfdis (
    file_id integer not null references compliance_files(id) on delete cascade,
    seq integer not null,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    day date,
    uuid text not null,
    type text not null,
    at text not null,
    volume double precision not null,
    direction text not null check (direction in ('receipt', 'delivery')),
    product text not null,
    primary key (file_id, seq)
  )`.execute(db);
  await sql`create index compliance_cfdis_uuid on compliance_cfdis (gas_station_id, uuid)`.execute(
    db,
  );
  await sql`create table compliance_month_products (
    file_id integer not null references compliance_files(id) on delete cascade,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    month date not null,
    product text not null,
    closing double precision,
    received double precision not null,
    delivered double precision not null,
    receipts integer not null,
    deliveries integer not null,
    primary key (file_id, product)
  )`.execute(db);
  // The SAT's installation key (ClaveInstalacion) of the station's reports: recorded from its
  // first accepted report, then every report must carry the same.
  await sql`create table compliance_stations (
    gas_station_id integer primary key references gas_stations(id) on delete cascade,
    installation_key text not null,
    recorded_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table compliance_months (
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    month date not null,
    checked_at timestamptz not null,
    checked_on date not null,
    days_due integer not null,
    days_received integer not null,
    days_with_findings integer not null,
    days_missing integer not null,
    findings integer not null,
    high integer not null,
    medium integer not null,
    low integer not null,
    monthly_state text not null check (monthly_state in ('missing', 'findings', 'clean')),
    due_date date not null,
    primary key (gas_station_id, month)
  )`.execute(db);
  await sql`create table compliance_findings (
    id serial primary key,
    gas_station_id integer not null references gas_stations(id) on delete cascade,
    month date not null,
    day date,
    rule text not null,
    severity text not null check (severity in ('high', 'medium', 'low')),
    subject text,
    message text not null,
    figures jsonb not null,
    file_id integer references compliance_files(id) on delete set null
  )`.execute(db);
  await sql`create index compliance_findings_month
    on compliance_findings (gas_station_id, month, day, rule)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'compliance_findings',
    'compliance_months',
    'compliance_stations',
    'compliance_month_products',
    'compliance_cfdis',
    'compliance_events',
    'compliance_hose_days',
    'compliance_tank_days',
    'compliance_files',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
