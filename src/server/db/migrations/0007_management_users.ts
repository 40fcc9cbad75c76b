// Management of users: the six report permissions of the user form and the record
// of invitations sent (welcome mails and forwarded invites with a temporary password).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  // No row = no report permission at all.
  sql`create table user_report_permissions (
    user_id integer primary key references users (id) on delete cascade,
    weekly_executive boolean not null default false,
    weekly_analytic boolean not null default false,
    monthly boolean not null default false,
    price boolean not null default false,
    customer_behavior boolean not null default false,
    traffic_sensitivity boolean not null default false
  )`,
  sql`create table user_invitations (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    invited_by integer references users (id) on delete set null,
    kind text not null check (kind in ('welcome', 'forwarded')),
    message_id text not null,
    sent_at timestamptz not null default now()
  )`,
  sql`create index user_invitations_user_id_idx on user_invitations (user_id)`,
  // The user lists search by name and e-mail over every user.
  sql`create index users_lower_name_idx on users (lower(name), id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_lower_name_idx`.execute(db);
  for (const table of ['user_invitations', 'user_report_permissions']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
