// The embedded server's side of `cli backup` (see controlSocket.ts): backups made by its own
// database worker, one at a time.
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { startControlSocket, type ControlSocket, type ControlSocketOptions } from './controlSocket';
import { makeBackup } from './makeBackup';
import { storageSourceFor } from './storedFiles';

export function startBackupControlSocket(
  config: ServerConfig,
  db: Kysely<Database>,
  log: ControlSocketOptions['log'],
): Promise<ControlSocket> {
  return startControlSocket({
    dataDir: config.dataDir,
    log,
    backup: async (to) =>
      makeBackup({ db, kind: 'pglite', storage: await storageSourceFor(config, db), to }),
  });
}
