// Housekeeping: a file uploaded and never processed is dropped after a day, with its row.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { storageFor } from '../../storage';

export const STALE_UPLOAD_HOURS = 24;

/** Deletes stale 'uploaded' uploads and their files; returns how many went. */
export async function cleanupStaleUploads(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'storage' | 'urlSigningSecret'>,
): Promise<number> {
  const stale = await db
    .selectFrom('ticket_uploads')
    .select(['id', 'storage_key'])
    .where('status', '=', 'uploaded')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${STALE_UPLOAD_HOURS})`)
    .execute();
  if (stale.length === 0) return 0;
  const storage = await storageFor(config, db);
  let deleted = 0;
  for (const upload of stale) {
    // The row goes only if it is still unprocessed: someone may have just pressed "Procesar".
    const gone = await db
      .deleteFrom('ticket_uploads')
      .where('id', '=', upload.id)
      .where('status', '=', 'uploaded')
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) continue;
    await storage.delete(upload.storage_key);
    deleted++;
  }
  return deleted;
}
