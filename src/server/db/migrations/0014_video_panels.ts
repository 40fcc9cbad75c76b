// Video: cameras learn where their picture comes from (a source URL kept only here, never sent
// to browsers, and an optional lighter substream for grids) and what the stream last said about
// them. Panels group a customer's cameras in an ordered grid. Share links open one camera or a
// whole panel without a session: only the SHA-256 of their token is kept, with its expiry and
// revocation, because revoking needs the database anyway. Stream owners record which API node
// runs a camera's ffmpeg, so a camera never gets more source sessions than there are nodes.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const FROM = sql.lit('ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ');
const TO = sql.lit('AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun');

const statements = [
  sql`alter table cameras
    add column source_url text,
    add column substream_url text,
    add column stream_status text not null default 'unchecked'
      check (stream_status in ('unchecked', 'live', 'offline')),
    add column stream_checked_at timestamptz,
    add column stream_error text`,

  sql`create table panels (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    title text not null,
    name text not null,
    columns smallint not null default 2 check (columns between 1 and 4),
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    search_text text generated always as (
      lower(translate(title || ' ' || name, ${FROM}, ${TO}))
    ) stored
  )`,
  sql`create index panels_customer_idx on panels (customer_id)`,
  sql`create index panels_name_idx on panels (lower(name), id)`,

  sql`create table panel_cameras (
    panel_id integer not null references panels (id) on delete cascade,
    camera_id integer not null references cameras (id) on delete cascade,
    position smallint not null check (position >= 0),
    primary key (panel_id, camera_id),
    constraint panel_cameras_position_key unique (panel_id, position) deferrable initially deferred
  )`,
  sql`create index panel_cameras_camera_idx on panel_cameras (camera_id)`,

  sql`create table share_links (
    id integer generated always as identity primary key,
    token_hash text not null unique,
    kind text not null check (kind in ('camera', 'panel')),
    panel_id integer not null references panels (id) on delete cascade,
    camera_id integer references cameras (id) on delete cascade,
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_by integer references users (id) on delete set null,
    constraint share_links_target_check check ((kind = 'camera') = (camera_id is not null))
  )`,
  sql`create index share_links_panel_idx on share_links (panel_id, expires_at desc)`,

  // One row per camera being streamed: the node that runs its ffmpeg holds a lease it renews;
  // a node that dies stops renewing and another takes the camera over when the lease lapses.
  sql`create table stream_owners (
    camera_id integer primary key references cameras (id) on delete cascade,
    node_id text not null,
    node_url text not null,
    lease_until timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stream_owners', 'share_links', 'panel_cameras', 'panels']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table cameras
    drop column if exists source_url, drop column if exists substream_url,
    drop column if exists stream_status, drop column if exists stream_checked_at,
    drop column if exists stream_error`.execute(db);
}
