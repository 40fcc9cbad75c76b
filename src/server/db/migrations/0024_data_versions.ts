// A version per table too large to fingerprint row by row, bumped in the writer's own
// transaction by a statement trigger, so that a node caching an answer computed from that
// table can tell, with one cheap read, whether any node has written it since (the version
// changes exactly when the write commits). Only cre_prices for now: Home's overview caches its
// answer (src/server/modules/agency/overviewCache.ts) and reads the latest prices of hundreds
// of places, while its other tables are small enough to fingerprint by their rows' xmin.
// Statement-level: a batch of thousands of prices bumps once per statement, and the row lock it
// takes serialises only writers of cre_prices (the imports), never the readers.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table data_versions (
    table_name text primary key,
    version bigint not null default 0
  )`,
  sql`insert into data_versions (table_name) values ('cre_prices')`,
  sql`create function bump_data_version() returns trigger language plpgsql as $$
    begin
      update data_versions set version = version + 1 where table_name = tg_table_name;
      return null;
    end
  $$`,
  sql`create trigger cre_prices_data_version
    after insert or update or delete or truncate on cre_prices
    for each statement execute function bump_data_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists cre_prices_data_version on cre_prices`.execute(db);
  await sql`drop function if exists bump_data_version()`.execute(db);
  await sql`drop table if exists data_versions`.execute(db);
}
