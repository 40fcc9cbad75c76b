// Search for the management lists. Users, contacts and cameras get a folded search column like
// gas_stations.search_text (accent- and case-insensitive, folded once on write: folding on
// every read cost ~80 ms per search over 5,000 users on PGlite), and the four columns get a
// trigram index, so that a substring search (`search_text like '%term%'`) reads the matching
// rows instead of the whole table. pg_trgm ships with PGlite and PostgreSQL's contrib package;
// where a server lacks it, the indexes are skipped and searches scan, as before. fastupdate is
// off: these tables change a row at a time, and PGlite has no autovacuum to merge a pending
// list (which the planner rightly prices as a scan).
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

const SEARCHED = ['gas_stations', 'users', 'contacts', 'cameras'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
  // Installed already, or installable here: pg_trgm is a trusted extension, so a role that
  // may create objects in the database may install it (no superuser needed).
  const trigrams = await sql<{ installed: boolean; installable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE') as installable`.execute(db);
  const { installed, installable } = trigrams.rows[0]!;
  if (!installed && !installable) return;
  if (!installed) await sql`create extension pg_trgm`.execute(db);
  for (const table of SEARCHED) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SEARCHED) {
    await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
  }
  await sql`drop index if exists users_lower_email_idx`.execute(db);
  for (const table of ['cameras', 'contacts', 'users']) {
    await sql`alter table ${sql.table(table)} drop column if exists search_text`.execute(db);
  }
}
