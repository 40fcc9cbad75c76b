// The alert sockets open per session, on every API node (alerts/live.ts): a session may hold at
// most a few (one per open tab), wherever the balancer sent each. One row per open socket, with
// the node that holds it; the node refreshes seen_at while the socket lives, so the sockets of
// a node that stopped without closing them stop counting once seen_at is old.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table alert_sockets (
    id integer generated always as identity primary key,
    session_id integer not null references sessions (id) on delete cascade,
    seen_at timestamptz not null default now()
  )`,
  sql`create index alert_sockets_session_id_idx on alert_sockets (session_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists alert_sockets`.execute(db);
}
