// The regulator's places and conflicting prices get a data version too (0024 gave cre_prices
// one), bumped by the same statement trigger: the prices' quality (prices/priceQuality.ts)
// reads all three tables, and a node keeps its answers under their three versions.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const TABLES = ['cre_places', 'cre_price_conflicts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`insert into data_versions (table_name) values (${table})`.execute(db);
    await sql`create trigger ${sql.id(`${table}_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`delete from data_versions where table_name = ${table}`.execute(db);
  }
}
