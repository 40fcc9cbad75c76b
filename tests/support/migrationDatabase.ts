// An empty database for a migration's own test, which migrates it step by step: on PostgreSQL a
// database of its own (dropped when closed), on PGlite one in memory.
import { Migrator, type Kysely } from 'kysely';
import { openDatabase } from '@/server/db/database';
import { migrations } from '@/server/db/migrations';
import type { Database } from '@/server/db/schema';
import { postgresUrl } from './databaseKind';
import { createPostgresDatabase } from './testServer';

export interface MigrationDatabase {
  db: Kysely<Database>;
  /** Every migration of the product, to migrate to a named one or the latest. */
  migrator: Migrator;
  close(): Promise<void>;
}

async function openMigrationDatabase(): Promise<MigrationDatabase> {
  const created = postgresUrl ? await createPostgresDatabase(postgresUrl) : null;
  const handle = await openDatabase({ databaseUrl: created?.url ?? null, poolSize: 2 });
  return {
    db: handle.db,
    migrator: new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }),
    close: async () => {
      await handle.close();
      await created?.drop();
    },
  };
}

/** The calling test file's migration database: opened before its tests, closed after them. */
export function migrationDatabaseForFile(): () => MigrationDatabase {
  let database: MigrationDatabase | undefined;
  beforeAll(async () => {
    database = await openMigrationDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => database!;
}
