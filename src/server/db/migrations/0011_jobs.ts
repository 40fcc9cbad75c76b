// The job mechanism's tables (src/server/jobs): a queue of jobs claimed with
// `for update skip locked` under a lease, and the schedules that enqueue jobs on a cadence.
// Plain tables in our own migrations so PGlite and PostgreSQL share one schema and one
// connection model (no pg-boss, which brings its own schema and needs a connection pool).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table jobs (
    id bigint generated always as identity primary key,
    queue text not null,
    key text,
    payload jsonb not null default '{}'::jsonb,
    state text not null default 'queued'
      check (state in ('queued', 'running', 'done', 'failed', 'cancelled')),
    attempts integer not null default 0,
    max_attempts integer not null default 5 check (max_attempts >= 1),
    run_at timestamptz not null default now(),
    locked_until timestamptz,
    started_at timestamptz,
    finished_at timestamptz,
    last_error text,
    result jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  // At most one live job per queue and key: enqueueing it again finds the existing one.
  await sql`create unique index jobs_live_key on jobs (queue, key)
    where key is not null and state in ('queued', 'running')`.execute(db);
  await sql`create index jobs_claim_idx on jobs (state, run_at)`.execute(db);
  await sql`create index jobs_created_idx on jobs (created_at desc, id desc)`.execute(db);

  await sql`create table job_schedules (
    name text primary key,
    queue text not null,
    key text,
    payload jsonb not null default '{}'::jsonb,
    cadence jsonb not null,
    next_run_at timestamptz not null,
    last_run_at timestamptz,
    enabled boolean not null default true,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_schedules`.execute(db);
  await sql`drop table if exists jobs`.execute(db);
}
