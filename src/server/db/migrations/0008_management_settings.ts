// Settings: the rest of the company profile (main contact's job title, picture and
// invoice details) and provider access tokens (only their SHA-256 is kept; shown once).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table customers
    add column contact_job_title text,
    add column picture_url text,
    add column invoice_email text,
    add column cfdi_use text,
    add column tax_regime text`,
  // One active token per customer and product: generating another revokes the previous one.
  sql`create table api_tokens (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    product text not null,
    token_hash text not null,
    last4 text not null,
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz,
    constraint api_tokens_token_hash_key unique (token_hash)
  )`,
  sql`create unique index api_tokens_active_key on api_tokens (customer_id, product) where revoked_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists api_tokens`.execute(db);
  await sql`alter table customers
    drop column if exists tax_regime,
    drop column if exists cfdi_use,
    drop column if exists invoice_email,
    drop column if exists picture_url,
    drop column if exists contact_job_title`.execute(db);
}
