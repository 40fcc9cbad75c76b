// Applies pending migrations in order with Kysely's Migrator (which records them in
// kysely_migration and takes a lock, so two nodes starting together do not both migrate).
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Each migration lifts the statement time limit (STATEMENT_TIMEOUT_SECONDS) for its
 * transaction: rewriting a large table may rightly take longer than any request.
 */
function withoutStatementTimeout(source: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(source).map(([name, migration]) => [
      name,
      {
        ...migration,
        up: async (db: Kysely<unknown>) => {
          await sql`set local statement_timeout = 0`.execute(db);
          await migration.up(db);
        },
      },
    ]),
  );
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => withoutStatementTimeout(migrations) },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
