// Foundation schema: customers, users and their roles, permissions and station access,
// sessions, the login throttle, and the regulator's (CRE) station and price catalogue.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table customers (
    id integer generated always as identity primary key,
    legal_name text not null,
    name text not null,
    rfc text,
    address text,
    city text,
    state text,
    postal_code text,
    contact_name text,
    contact_email text,
    contact_phone text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint customers_legal_name_key unique (legal_name)
  )`,

  // Fixed ids: the API exposes them and the client treats 1 as administrator.
  sql`create table user_roles (
    id integer primary key,
    name text not null unique
  )`,
  sql`insert into user_roles (id, name) values (1, 'Admin'), (2, 'Editor'), (3, 'Visor'), (4, 'Proveedor')`,

  sql`create table users (
    id integer generated always as identity primary key,
    email text not null,
    username text not null,
    name text not null,
    telephone text,
    password_hash text not null,
    user_role_id integer references user_roles (id),
    customer_id integer references customers (id) on delete set null,
    profile_picture_url text,
    must_change_password boolean not null default false,
    disabled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    -- Login accepts either, so an e-mail must never be mistaken for a username.
    constraint users_username_no_at check (position('@' in username) = 0)
  )`,
  // Sign-in is case-insensitive on both: uniqueness must be too.
  sql`create unique index users_email_lower_key on users (lower(email))`,
  sql`create unique index users_username_lower_key on users (lower(username))`,
  sql`create index users_customer_id_idx on users (customer_id)`,

  // No row = the user has no permission object at all (the client treats that case apart).
  sql`create table user_permissions (
    user_id integer primary key references users (id) on delete cascade,
    dashboard boolean not null default false,
    files boolean not null default false,
    vms boolean not null default false,
    data boolean not null default false,
    settings boolean not null default false
  )`,

  // cre_place_id is a soft link to cre_places (no foreign key): the CRE catalogue is reference
  // data replaced by imports, and a station must survive its place disappearing from a feed.
  sql`create table gas_stations (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id),
    name text not null,
    brand text,
    permission text not null,
    cre_place_id integer,
    address text,
    city text,
    state text,
    latitude double precision,
    longitude double precision,
    time_zone text not null default 'America/Mexico_City',
    bombs integer check (bombs is null or bombs >= 0),
    customer_gas_station_id text,
    -- Accent- and case-insensitive search without extensions (PGlite has no unaccent):
    -- translate() folds accented letters whatever the database locale, then lower().
    search_text text generated always as (
      lower(translate(
        name || ' ' || permission || ' ' || coalesce(city, ''),
        'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ',
        'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun'
      ))
    ) stored,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index gas_stations_customer_id_idx on gas_stations (customer_id)`,
  sql`create index gas_stations_permission_idx on gas_stations (permission)`,
  sql`create index gas_stations_cre_place_id_idx on gas_stations (cre_place_id)`,

  sql`create table user_gas_stations (
    user_id integer not null references users (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    primary key (user_id, gas_station_id)
  )`,
  sql`create index user_gas_stations_station_idx on user_gas_stations (gas_station_id)`,

  sql`create table sessions (
    id integer generated always as identity primary key,
    token_hash text not null,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    remember boolean not null default false,
    user_agent text,
    ip text,
    constraint sessions_token_hash_key unique (token_hash)
  )`,
  sql`create index sessions_user_id_idx on sessions (user_id)`,
  sql`create index sessions_expires_at_idx on sessions (expires_at)`,

  // Throttle state lives in the database so that several stateless API nodes share it.
  sql`create table login_attempts (
    id integer generated always as identity primary key,
    ip text not null,
    username text,
    attempted_at timestamptz not null default now(),
    succeeded boolean not null
  )`,
  sql`create index login_attempts_ip_attempted_at_idx on login_attempts (ip, attempted_at)`,

  // The regulator's catalogue, keyed by its place_id (the join key between its two feeds).
  sql`create table cre_places (
    place_id integer primary key,
    permit text not null,
    name text,
    brand text,
    category text,
    address text,
    latitude double precision,
    longitude double precision,
    imported_at timestamptz not null default now()
  )`,
  sql`create index cre_places_permit_idx on cre_places (permit)`,

  // No foreign key to cre_places: a prices feed may name places the places feed lacks.
  sql`create table cre_prices (
    place_id integer not null,
    fuel text not null check (fuel in ('regular', 'premium', 'diesel')),
    price_date date not null,
    price numeric(8, 3) not null check (price > 0),
    primary key (place_id, fuel, price_date)
  )`,
  sql`create index cre_prices_price_date_idx on cre_prices (price_date)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cre_prices',
    'cre_places',
    'login_attempts',
    'sessions',
    'user_gas_stations',
    'gas_stations',
    'user_permissions',
    'users',
    'user_roles',
    'customers',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
