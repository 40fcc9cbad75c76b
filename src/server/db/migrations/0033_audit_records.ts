// The audit trail (src/server/audit/): one record per write through the API,
// written in the write's own transaction, each carrying a SHA-256 hash chained to the previous
// record's.
// - audit_records: append-only. A trigger refuses UPDATE always and DELETE unless the
//   transaction set `surtidor.audit_maintenance` to 'on' (the retention job, audit/retention.ts).
//   The hash chain is the evidence; the trigger only stops mistakes.
// - audit_chain: one row, the chain's head (last seq and hash) and its base (the last pruned
//   record's seq and hash, 0 and 64 zeros before any pruning). Appending locks this row
//   (`for update`) in the write's transaction, which orders the records of every node on one
//   PostgreSQL; a deleted last record no longer matches the head.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const GENESIS = '0'.repeat(64);

const statements = [
  sql`create table audit_records (
    seq bigint primary key,
    at timestamptz not null,
    actor_user_id integer,
    actor_email text,
    actor_role text,
    address text,
    user_agent text,
    operation text not null,
    outcome text not null check (outcome in ('success', 'failure')),
    object_type text,
    object_id text,
    customer_id integer,
    gas_station_id integer,
    changes jsonb not null default '[]'::jsonb,
    prev_hash text not null,
    hash text not null
  )`,
  sql`create index audit_records_at_idx on audit_records (at)`,
  sql`create index audit_records_actor_idx on audit_records (actor_user_id, seq)`,
  sql`create index audit_records_object_idx on audit_records (object_type, object_id, seq)`,
  sql`create index audit_records_station_idx on audit_records (gas_station_id, seq)`,
  sql`create index audit_records_customer_idx on audit_records (customer_id, seq)`,
  sql`create index audit_records_operation_idx on audit_records (operation, seq)`,
  sql`create table audit_chain (
    id integer primary key check (id = 1),
    last_seq bigint not null,
    last_hash text not null,
    base_seq bigint not null,
    base_hash text not null
  )`,
  sql`insert into audit_chain (id, last_seq, last_hash, base_seq, base_hash)
      values (1, 0, ${sql.lit(GENESIS)}, 0, ${sql.lit(GENESIS)})`,
  sql`create function audit_records_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('surtidor.audit_maintenance', true) = 'on' then
        return old;
      end if;
      raise exception 'audit_records is append-only' using errcode = '55000';
    end
  $$`,
  sql`create trigger audit_records_append_only before update or delete on audit_records
      for each row execute function audit_records_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_records`.execute(db);
  await sql`drop function if exists audit_records_append_only()`.execute(db);
  await sql`drop table if exists audit_chain`.execute(db);
}
