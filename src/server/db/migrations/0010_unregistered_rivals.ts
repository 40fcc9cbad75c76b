// Competitors the registry does not know yet: an operator may add one by a permit of a valid
// shape that no imported feed has brought. Such a row keeps what the operator typed, with no
// registry place (cre_place_id null), until an import brings the permit and links it. A station
// holds each unlinked permit once (linked rows stay unique by place, as before).
// The add dialog suggests registry stations while the operator types, so the registry gets the
// folded search column and trigram index of the management lists (0009): folding all 12,914
// places on every keystroke cost about a second on PGlite.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const FROM = sql.lit('ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ');
const TO = sql.lit('AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gas_station_rivals alter column cre_place_id drop not null`.execute(db);
  await sql`create unique index gas_station_rivals_unlinked_permit_key
    on gas_station_rivals (gas_station_id, permission) where cre_place_id is null`.execute(db);
  // The import links unlinked rows by permit.
  await sql`create index gas_station_rivals_unlinked_idx
    on gas_station_rivals (permission) where cre_place_id is null`.execute(db);

  await sql`alter table cre_places add column search_text text generated always as (
    lower(translate(coalesce(name, '') || ' ' || permit || ' ' || coalesce(address, ''), ${FROM}, ${TO}))
  ) stored`.execute(db);
  // Where 0009 could not install pg_trgm, searches scan the column, as before.
  const trigrams = await sql<{ installed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (trigrams.rows[0]!.installed) {
    await sql`create index cre_places_search_trgm_idx on cre_places
      using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists cre_places_search_trgm_idx`.execute(db);
  await sql`alter table cre_places drop column if exists search_text`.execute(db);
  await sql`drop index if exists gas_station_rivals_unlinked_idx`.execute(db);
  await sql`drop index if exists gas_station_rivals_unlinked_permit_key`.execute(db);
  await sql`delete from gas_station_rivals where cre_place_id is null`.execute(db);
  await sql`alter table gas_station_rivals alter column cre_place_id set not null`.execute(db);
}
