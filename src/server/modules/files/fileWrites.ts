// Writing and removing entries of the files tree: the object in storage (under the 'reports/'
// namespace) and its catalogue row, kept in step. Report generation, uploads and the demo all
// go through here. Order of operations, so that a failure never leaves a listed file without
// its bytes: write the object, then catalogue it (a failed catalogue write deletes the object);
// un-catalogue first, then delete the object.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { contentTypeOf } from '../../storage/objectKeys';
import { ObjectConflictError, type ObjectBody, type ObjectStorage } from '../../storage';
import {
  ensureFolders,
  findClash,
  findEntry,
  removeEntry,
  upsertFile,
  type FileRow,
} from './fileCatalog';

/**
 * Storage namespace of the files tree (the key prefix stays 'reports/': stored objects are
 * under it); catalogue paths are relative to it.
 */
export const FILES_NAMESPACE = 'reports/';

export const storageKeyOf = (path: string) => `${FILES_NAMESPACE}${path}`;

export const clashError = () =>
  new HttpError(409, 'Ya existe una carpeta o un archivo con ese nombre', 'name_taken');

export interface SaveOptions {
  /** Replace an existing file of the same path (default false: 409). */
  overwrite?: boolean;
  contentType?: string;
}

export async function saveFile(
  db: Kysely<Database>,
  storage: ObjectStorage,
  path: string,
  body: ObjectBody,
  options: SaveOptions = {},
): Promise<FileRow> {
  if (await findClash(db, path)) throw clashError();
  if (!options.overwrite && (await findEntry(db, path))) {
    throw new HttpError(409, 'Ya existe un archivo con ese nombre en esta carpeta', 'file_exists');
  }
  const contentType = options.contentType ?? contentTypeOf(path);
  let info;
  try {
    info = await storage.put(storageKeyOf(path), body, { contentType });
  } catch (error) {
    if (error instanceof ObjectConflictError) throw clashError();
    throw error;
  }
  try {
    return await db.transaction().execute((trx) =>
      upsertFile(trx, {
        path,
        size: info.size,
        contentType,
        lastModified: info.lastModified,
      }),
    );
  } catch (error) {
    // Not catalogued means not visible: do not keep bytes nobody can list.
    await storage.delete(storageKeyOf(path)).catch(() => undefined);
    throw error;
  }
}

export async function createFolder(
  db: Kysely<Database>,
  storage: ObjectStorage,
  folder: string,
): Promise<FileRow> {
  if (await findClash(db, folder)) throw clashError();
  try {
    await storage.createFolder(storageKeyOf(folder));
  } catch (error) {
    if (error instanceof ObjectConflictError) throw clashError();
    throw error;
  }
  await db.transaction().execute((trx) => ensureFolders(trx, folder, new Date()));
  return (await findEntry(db, folder))!;
}

/** Removes a file, or an empty folder (409 when it holds anything). False when absent. */
export async function deleteEntry(
  db: Kysely<Database>,
  storage: ObjectStorage,
  path: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('report_objects')
      .select(['id', 'item_count', 'is_folder'])
      .where('path', '=', path)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) return false;
    if (entry.is_folder && entry.item_count > 0) {
      throw new HttpError(409, 'La carpeta no está vacía', 'folder_not_empty');
    }
    return removeEntry(trx, path);
  });
  if (removed) {
    try {
      await storage.delete(storageKeyOf(path));
    } catch (error) {
      // Already invisible; the bytes are an orphan to clean, not a user-facing failure.
      log?.warn({ err: error, path }, 'could not delete a report object from storage');
    }
  }
  return removed;
}

/**
 * A signed link to a file of the tree, as the storage gives it: root-relative on the local
 * driver (the browser resolves it against the address it reached the API at, whatever the port
 * or host: no configured origin to get wrong), absolute to the bucket on S3. Links that leave
 * the site (mail, WhatsApp) are made absolute on PUBLIC_URL by their senders.
 */
export async function signedFileLink(
  storage: ObjectStorage,
  path: string,
  options: { fileName: string; expiresInSeconds: number },
): Promise<{ signed_url: string; expires_at: string }> {
  const url = await storage.signedUrl(storageKeyOf(path), options);
  return {
    signed_url: url,
    expires_at: new Date(Date.now() + options.expiresInSeconds * 1000).toISOString(),
  };
}
