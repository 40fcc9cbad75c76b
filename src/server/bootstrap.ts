// Start-up steps shared by main.ts and cli.ts: open the configured database and bring it to
// the latest schema.
import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';

export function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
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
