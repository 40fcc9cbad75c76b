// Rate limits shared by every API node: one counter per (scope, key, fixed window), bumped
// atomically (insert … on conflict do update … returning), so parallel requests on any node can
// never read the same count. Used by the login throttle (per address and per account) and the
// share-link guess limit; it replaces login_attempts, whose count-then-insert could be raced.
// Temporary passwords (a forwarded invite) expire: temporary_password_expires_at, cleared once
// the user sets their own password.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table rate_counters (
    scope text not null,
    key text not null,
    window_start timestamptz not null,
    count integer not null,
    primary key (scope, key, window_start)
  )`,
  sql`create index rate_counters_window_start_idx on rate_counters (window_start)`,
  sql`drop table login_attempts`,
  sql`alter table users add column temporary_password_expires_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists temporary_password_expires_at`.execute(db);
  await sql`drop table if exists rate_counters`.execute(db);
  await sql`create table login_attempts (
    id integer generated always as identity primary key,
    ip text not null,
    username text,
    attempted_at timestamptz not null default now(),
    succeeded boolean not null
  )`.execute(db);
  await sql`create index login_attempts_ip_attempted_at_idx on login_attempts (ip, attempted_at)`.execute(
    db,
  );
}
