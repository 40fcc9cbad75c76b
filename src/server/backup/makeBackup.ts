// One backup: the database's snapshot staged beside the target (one file per table), then the
// archive written under a temporary name and renamed, so a reader (or the next scheduled run)
// never takes half an archive for a backup.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { SERVER_VERSION } from '../version';
import { ArchiveWriter } from './archive';
import { exportDatabase } from './exportDatabase';
import {
  FORMAT_VERSION,
  MANIFEST_DIGEST_ENTRY,
  MANIFEST_ENTRY,
  sha256Hex,
  type Manifest,
} from './format';
import { archiveStoredFiles, type StorageSource } from './storedFiles';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  /** How long the database's snapshot was held. */
  exportMs: number;
  totalMs: number;
}

export interface MakeBackupOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  storage: StorageSource;
  /** The archive to write (replaced if it exists, once the new one is complete). */
  to: string;
}

export async function makeBackup(options: MakeBackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(options.to);
  const dir = path.dirname(target);
  await fs.promises.mkdir(dir, { recursive: true });
  const tag = crypto.randomBytes(4).toString('hex');
  const staging = await fs.promises.mkdtemp(path.join(dir, `.surtidor-backup-${tag}-`));
  const partial = path.join(dir, `.${path.basename(target)}.${tag}.partial`);
  let archive: ArchiveWriter | null = null;
  try {
    const exported = await exportDatabase(options.db, staging);
    archive = new ArchiveWriter(partial);
    for (const table of exported.tables) {
      const { size } = await fs.promises.stat(table.file);
      await archive.addFile(table.entry, size, fs.createReadStream(table.file));
      await fs.promises.rm(table.file);
    }
    const storage = await archiveStoredFiles(options.storage, archive);
    const manifest: Manifest = {
      format: 'surtidor-backup',
      formatVersion: FORMAT_VERSION,
      appVersion: SERVER_VERSION,
      createdAt: new Date().toISOString(),
      database: options.kind,
      migrations: exported.migrations,
      tables: exported.tables.map(({ name, entry, rows, sha256 }) => ({
        name,
        entry,
        rows,
        sha256,
      })),
      sequences: exported.sequences,
      storage,
      exportMs: exported.exportMs,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await archive.addBuffer(MANIFEST_ENTRY, manifestBytes);
    await archive.addBuffer(MANIFEST_DIGEST_ENTRY, Buffer.from(`${sha256Hex(manifestBytes)}\n`));
    await archive.finish();
    archive = null;
    await fs.promises.rename(partial, target);
    const { size } = await fs.promises.stat(target);
    return {
      file: target,
      bytes: size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: storage.driver === 'local' ? storage.files.length : storage.keys.length,
      exportMs: exported.exportMs,
      totalMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    await archive?.abort();
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
