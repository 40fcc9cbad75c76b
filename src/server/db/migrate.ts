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

/**
 * Thrown when the database was migrated by a newer Surtidor than this one: running on it could
 * write rows the newer schema forbids, so the server refuses to start and says what to do.
 */
export class NewerDatabaseError extends Error {
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `La base de datos fue migrada por una versión más nueva de Surtidor ` +
        `(migraciones que esta versión no conoce: ${unknownMigrations.join(', ')}). ` +
        `Inicia el servidor con esa versión o una más nueva; no se cambió nada.`,
    );
    this.name = 'NewerDatabaseError';
  }
}

/** The applied migrations this build does not know (a newer version's), oldest first. */
async function unknownAppliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const table = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!table.rows[0]?.present) return [];
  const applied = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((row) => row.name).filter((name) => !(name in migrations));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely would stop on them too, with 'corrupted migrations': say plainly what happened.
  const unknown = await unknownAppliedMigrations(db);
  if (unknown.length > 0) throw new NewerDatabaseError(unknown);
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
