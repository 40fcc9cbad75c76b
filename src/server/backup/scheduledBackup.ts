// Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP) as a job: the job table's claim
// gives each run to one node. Archives are named by their UTC time, so name order is age order;
// older ones beyond `keep` are deleted only once the new one is complete (renamed in place).
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { formatIn } from '@/lib/dates/zonedTimes';
import type { ServerConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { removeSchedule, upsertSchedule, type JobHandler } from '../jobs/queue';
import { makeBackup, type BackupSummary } from './makeBackup';
import { storageSourceFor } from './storedFiles';

export const BACKUP_QUEUE = 'backup';

/** Asked of the database itself: a job sees the database, not how it was opened. */
async function databaseKindOf(db: Kysely<Database>): Promise<DatabaseKind> {
  const { rows } = await sql<{ embedded: boolean }>`
    select version() like '%PGlite%' as embedded`.execute(db);
  return rows[0]!.embedded ? 'pglite' : 'postgres';
}
const ARCHIVE_NAME = /^surtidor-\d{8}T\d{6}Z\.tar\.gz$/;

export const scheduledArchiveName = (at: Date) =>
  `surtidor-${formatIn(at, 'UTC', "yyyyLLdd'T'HHmmss'Z'")}.tar.gz`;

/** Deletes the scheduled archives of `dir` beyond the newest `keep`; returns their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.promises.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old;
}

export async function runScheduledBackup(
  db: Kysely<Database>,
  config: ServerConfig,
  now: Date = new Date(),
): Promise<(BackupSummary & { deleted: string[] }) | null> {
  if (!config.backup) return null;
  const summary = await makeBackup({
    db,
    kind: await databaseKindOf(db),
    storage: await storageSourceFor(config, db),
    to: path.join(config.backup.dir, scheduledArchiveName(now)),
  });
  return { ...summary, deleted: await pruneBackups(config.backup.dir, config.backup.keep) };
}

/** Queue 'backup'. */
export const backupHandler: JobHandler = async (_payload, ctx) => {
  const result = await runScheduledBackup(ctx.db, ctx.config);
  if (result) ctx.log.info(`backup written: ${result.file} (${result.bytes} bytes)`);
  return result;
};

/** Every BACKUP_EVERY hours when BACKUP_DIR is set; otherwise no schedule. */
export async function ensureBackupSchedule(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'backup'>,
): Promise<void> {
  if (!config.backup) {
    await removeSchedule(db, BACKUP_QUEUE);
    return;
  }
  await upsertSchedule(db, {
    name: BACKUP_QUEUE,
    queue: BACKUP_QUEUE,
    payload: {},
    cadence: { every_minutes: config.backup.everyHours * 60 },
  });
}
