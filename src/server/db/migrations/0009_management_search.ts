// Search columns for the management lists (users, contacts, cameras), folded like
// gas_stations.search_text: accent- and case-insensitive without extensions (PGlite has no
// unaccent or pg_trgm). Folding once on write keeps the per-request scan to a plain strpos
// (folding on every read cost ~80 ms per search over 5,000 users on PGlite).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const FROM = sql.lit('ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ');
const TO = sql.lit('AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun');

const statements = [
  sql`alter table users add column search_text text generated always as (
    lower(translate(name || ' ' || email || ' ' || username, ${FROM}, ${TO}))
  ) stored`,
  sql`alter table contacts add column search_text text generated always as (
    lower(translate(name || ' ' || coalesce(email, '') || ' ' || coalesce(telephone, ''), ${FROM}, ${TO}))
  ) stored`,
  sql`alter table cameras add column search_text text generated always as (
    lower(translate(name || ' ' || coalesce(serial, '') || ' ' || coalesce(license, ''), ${FROM}, ${TO}))
  ) stored`,
  // The Gas users list pages by e-mail.
  sql`create index users_lower_email_idx on users (lower(email), id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_lower_email_idx`.execute(db);
  for (const table of ['cameras', 'contacts', 'users']) {
    await sql`alter table ${sql.table(table)} drop column if exists search_text`.execute(db);
  }
}
