// Management of stations: brand photo, shifts (1 to 4), the link to a volumetric system
// (suppliers and systems get their screens in a later issue; the tables exist now so the link is
// a real foreign key), assets, contacts with their station access, and report configurations
// (per station, or per user).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

/** Allowed report_configurations.report_type values. */
export const REPORT_TYPES_0006 = [
  'weekly',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'traffic_sensitivity',
  'customer_behavior',
  'price',
  'daily',
] as const;

const reportTypes = sql.join(REPORT_TYPES_0006.map((t) => sql.lit(t)));
const HH_MM = sql.lit('^([01][0-9]|2[0-3]):[0-5][0-9]$');

const statements = [
  // A volumetric supplier's name and alias cannot change after creation.
  sql`create table volumetric_suppliers (
    id integer generated always as identity primary key,
    name text not null,
    alias text not null,
    created_at timestamptz not null default now(),
    constraint volumetric_suppliers_name_key unique (name),
    constraint volumetric_suppliers_alias_key unique (alias)
  )`,
  sql`create table volumetric_systems (
    id integer generated always as identity primary key,
    volumetric_supplier_id integer not null references volumetric_suppliers (id) on delete cascade,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index volumetric_systems_supplier_idx on volumetric_systems (volumetric_supplier_id)`,

  sql`alter table gas_stations
    add column brand_photo_url text,
    add column volumetric_system_id integer references volumetric_systems (id) on delete set null,
    add column volumetric_station_id text`,
  // A permit is one physical station: two customers can never both own it.
  sql`create unique index gas_stations_permission_key on gas_stations (permission)`,
  // The admin list pages by name over every station.
  sql`create index gas_stations_lower_name_idx on gas_stations (lower(name), id)`,

  // Shifts may cross midnight (22:00-06:00), so ends_at is not compared with starts_at.
  sql`create table gas_station_shifts (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    shift smallint not null check (shift between 1 and 4),
    starts_at text not null check (starts_at ~ ${HH_MM}),
    ends_at text not null check (ends_at ~ ${HH_MM}),
    primary key (gas_station_id, shift)
  )`,

  // Restrict: a station with assets cannot be deleted ('gas station have an asset attached').
  sql`create table assets (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete restrict,
    camera_id integer references cameras (id) on delete set null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index assets_gas_station_id_idx on assets (gas_station_id)`,
  sql`create index assets_customer_id_idx on assets (customer_id)`,

  // People who receive reports without signing in.
  sql`create table contacts (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    name text not null,
    email text,
    telephone text check (telephone is null or telephone ~ '^[0-9]{10}$'),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint contacts_reachable check (email is not null or telephone is not null)
  )`,
  sql`create index contacts_customer_id_idx on contacts (customer_id)`,
  sql`create table contact_gas_stations (
    contact_id integer not null references contacts (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    primary key (contact_id, gas_station_id)
  )`,
  sql`create index contact_gas_stations_station_idx on contact_gas_stations (gas_station_id)`,

  // One row per (station, type) or (user, type); the periodicity decides which of weekday and
  // day_of_month is set. weekday: 1 Monday .. 7 Sunday (ISO).
  sql`create table report_configurations (
    id integer generated always as identity primary key,
    gas_station_id integer references gas_stations (id) on delete cascade,
    user_id integer references users (id) on delete cascade,
    report_type text not null check (report_type in (${reportTypes})),
    enabled boolean not null default false,
    periodicity text not null check (periodicity in ('daily', 'weekly', 'monthly')),
    weekday smallint check (weekday between 1 and 7),
    day_of_month smallint check (day_of_month between 1 and 31),
    send_time text not null default '08:00' check (send_time ~ ${HH_MM}),
    channel text not null default 'email' check (channel in ('email', 'whatsapp')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint report_configurations_owner check (num_nonnulls(gas_station_id, user_id) = 1),
    constraint report_configurations_schedule check (
      (periodicity = 'daily' and weekday is null and day_of_month is null)
      or (periodicity = 'weekly' and weekday is not null and day_of_month is null)
      or (periodicity = 'monthly' and weekday is null and day_of_month is not null)
    ),
    constraint report_configurations_station_type_key unique (gas_station_id, report_type),
    constraint report_configurations_user_type_key unique (user_id, report_type)
  )`,
  sql`create index report_configurations_user_id_idx on report_configurations (user_id)`,
  sql`create table report_configuration_contacts (
    report_configuration_id integer not null
      references report_configurations (id) on delete cascade,
    contact_id integer not null references contacts (id) on delete cascade,
    primary key (report_configuration_id, contact_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_configuration_contacts',
    'report_configurations',
    'contact_gas_stations',
    'contacts',
    'assets',
    'gas_station_shifts',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop index if exists gas_stations_lower_name_idx`.execute(db);
  await sql`drop index if exists gas_stations_permission_key`.execute(db);
  await sql`alter table gas_stations
    drop column if exists volumetric_station_id,
    drop column if exists volumetric_system_id,
    drop column if exists brand_photo_url`.execute(db);
  for (const table of ['volumetric_systems', 'volumetric_suppliers']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
