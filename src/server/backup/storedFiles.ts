// The stored files' half of a backup. Local folder: every object and folder of the storage
// directory goes into the archive (read after the database's snapshot, so every file that
// snapshot names is there unless it was deleted meanwhile; files added since are extra). S3:
// the bucket is backed up by its own means (versioning, replication); the archive keeps its keys.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { storageFor, type ObjectStorage } from '../storage';
import type { ArchiveWriter } from './archive';
import { FILE_PREFIX, S3_NOTE, type StorageManifest, type StoredFileManifest } from './format';

/** The local driver's folder for writes in progress (localFolderStorage.ts): never archived. */
const LOCAL_STAGING = '.surtidor-staging';

export type StorageSource =
  { driver: 'local'; dir: string } | { driver: 's3'; bucket: string; storage: ObjectStorage };

export async function storageSourceFor(
  config: Pick<ServerConfig, 'storage' | 'urlSigningSecret'>,
  db: Kysely<Database>,
): Promise<StorageSource> {
  if (config.storage.driver === 'local') return { driver: 'local', dir: config.storage.dir };
  return { driver: 's3', bucket: config.storage.bucket, storage: await storageFor(config, db) };
}

/** Keys of the folder's files and folders ('a/b/'), in key order. */
function walkLocal(root: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (prefix === '' && entry.name === LOCAL_STAGING) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        folders.push(`${key}/`);
        walk(path.join(dir, entry.name), `${key}/`);
      } else if (entry.isFile()) files.push(key);
    }
  };
  walk(root, '');
  return { files, folders };
}

async function* hashing(stream: AsyncIterable<Buffer>, hash: crypto.Hash) {
  for await (const chunk of stream) {
    hash.update(chunk);
    yield chunk;
  }
}

async function archiveLocal(dir: string, archive: ArchiveWriter): Promise<StorageManifest> {
  const { files, folders } = walkLocal(dir);
  for (const folder of folders) await archive.addDirectory(`${FILE_PREFIX}${folder}`);
  const stored: StoredFileManifest[] = [];
  for (const key of files) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(path.join(dir, ...key.split('/')), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since listed
      throw error;
    }
    try {
      // Objects are replaced by rename, never rewritten: the open file keeps its size.
      const { size } = await handle.stat();
      const hash = crypto.createHash('sha256');
      const stream = handle.createReadStream({ autoClose: false });
      await archive.addFile(`${FILE_PREFIX}${key}`, size, hashing(stream, hash));
      stored.push({ key, size, sha256: hash.digest('hex') });
    } finally {
      await handle.close();
    }
  }
  return { driver: 'local', files: stored, folders };
}

async function listS3(storage: ObjectStorage): Promise<{ key: string; size: number }[]> {
  const keys: { key: string; size: number }[] = [];
  const walk = async (prefix: string) => {
    let after: string | null = null;
    do {
      const page = await storage.list(prefix, { after, limit: 1000 });
      for (const object of page.objects) keys.push({ key: object.key, size: object.size });
      for (const folder of page.folders) await walk(folder);
      after = page.nextToken;
    } while (after !== null);
  };
  await walk('');
  return keys;
}

/** Adds the stored files (or, for S3, nothing) and returns the manifest's part about them. */
export async function archiveStoredFiles(
  source: StorageSource,
  archive: ArchiveWriter,
): Promise<StorageManifest> {
  if (source.driver === 'local') return archiveLocal(source.dir, archive);
  return { driver: 's3', bucket: source.bucket, keys: await listS3(source.storage), note: S3_NOTE };
}

/** Whether a local storage folder holds anything (its staging folder aside). */
export function localStorageIsEmpty(dir: string): boolean {
  const { files, folders } = walkLocal(dir);
  return files.length === 0 && folders.length === 0;
}
