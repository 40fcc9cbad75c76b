// Applies pending migrations in order with Kysely's Migrator (which records them in
// kysely_migration and takes a lock, so two nodes starting together do not both migrate).
import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
