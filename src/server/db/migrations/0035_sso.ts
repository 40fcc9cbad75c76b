// Single sign-on with OpenID Connect (modules/sso).
// - sso_providers: the identity providers administrators configure (Google Workspace, Microsoft
//   Entra ID, any provider by its issuer or discovery URL). The client secret is sealed with the
//   connectors' secret box (SECRETS_KEY) and never returned by the API. allowed_domains empty =
//   any e-mail domain. auto_create_* say whether an unknown but verified e-mail gets an account,
//   of which customer and role. trust_idp_mfa: a user with two-step sign-in enrolled is not asked
//   the second step after this provider's sign-in.
// - sso_sign_in_states: one row per sign-in started (state, nonce, PKCE verifier), in the
//   database so any node can finish a sign-in another node started; deleted by the callback that
//   uses it (single use: a replayed state finds nothing), and dead after 10 minutes.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table sso_providers (
    id integer generated always as identity primary key,
    name text not null,
    issuer_url text not null,
    client_id text not null,
    client_secret_sealed text not null,
    allowed_domains text[] not null default '{}',
    enabled boolean not null default true,
    auto_create boolean not null default false,
    auto_create_customer_id integer references customers (id) on delete set null,
    auto_create_role_id integer references user_roles (id),
    trust_idp_mfa boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint sso_providers_name_key unique (name)
  )`,
  sql`create table sso_sign_in_states (
    id integer generated always as identity primary key,
    state_hash text not null,
    provider_id integer not null references sso_providers (id) on delete cascade,
    nonce text not null,
    code_verifier text not null,
    return_to text,
    remember boolean not null default false,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint sso_sign_in_states_state_hash_key unique (state_hash)
  )`,
  sql`create index sso_sign_in_states_expires_at_idx on sso_sign_in_states (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sso_sign_in_states`.execute(db);
  await sql`drop table if exists sso_providers`.execute(db);
}
