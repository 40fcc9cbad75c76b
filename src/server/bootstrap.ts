// Start-up steps shared by main.ts and cli.ts: open the configured database and bring it to
// the latest schema.
import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';

/** The embedded database's folder. */
export function pgliteDir(config: ServerConfig): string {
  return path.join(config.dataDir, 'pglite');
}

export function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDir(config),
    poolSize: config.databasePoolSize,
    statementTimeoutSeconds: config.statementTimeoutSeconds,
  });
}

export async function openAndMigrate(
  config: ServerConfig,
): Promise<{ handle: DatabaseHandle; applied: string[] }> {
  const handle = await openConfiguredDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db);
    return { handle, applied };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
