// Two-step sign-in and sessions.
// - users: the TOTP secret (sealed with the connectors' secret box, modules/auth/twoStep.ts), the
//   secret of an enrolment not yet confirmed, when two-step sign-in was turned on, and the last
//   accepted time step (a code is accepted once: the update of this column is the atomic check).
// - user_recovery_codes: ten one-time codes per enrolment, as SHA-256 of the code (80 random bits).
// - sign_in_challenges: a password accepted, the second step (or the enrolment it requires)
//   still due; its token (hashed) is all the client holds until then. In the database, so any
//   node can finish a sign-in another node started.
// - sessions.last_seen_at: refreshed at most once a minute per session; the idle timeout
//   (SESSION_IDLE_MINUTES) is measured from it.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table users
    add column totp_secret text,
    add column totp_pending_secret text,
    add column totp_enabled_at timestamptz,
    add column totp_last_step bigint`,
  sql`create table user_recovery_codes (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    code_hash text not null,
    created_at timestamptz not null default now(),
    used_at timestamptz,
    constraint user_recovery_codes_code_hash_key unique (user_id, code_hash)
  )`,
  sql`create table sign_in_challenges (
    id integer generated always as identity primary key,
    token_hash text not null,
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    remember boolean not null default false,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint sign_in_challenges_token_hash_key unique (token_hash),
    constraint sign_in_challenges_kind_check check (kind in ('totp', 'enrol'))
  )`,
  sql`create index sign_in_challenges_user_id_idx on sign_in_challenges (user_id)`,
  sql`alter table sessions add column last_seen_at timestamptz not null default now()`,
  sql`update sessions set last_seen_at = created_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
  await sql`drop table if exists sign_in_challenges`.execute(db);
  await sql`drop table if exists user_recovery_codes`.execute(db);
  await sql`alter table users
    drop column if exists totp_secret,
    drop column if exists totp_pending_secret,
    drop column if exists totp_enabled_at,
    drop column if exists totp_last_step`.execute(db);
}
