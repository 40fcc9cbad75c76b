// What the stream hub last saw of a camera, for the cameras list and the panels: live on its
// first bytes, offline with the reason when its ffmpeg stops without being asked to.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema';

export async function recordStreamStatus(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  cameraId: number,
  status: { live: true } | { live: false; error: string },
): Promise<void> {
  try {
    await db
      .updateTable('cameras')
      .set({
        stream_status: status.live ? 'live' : 'offline',
        stream_error: status.live ? null : status.error,
        stream_checked_at: sql<Date>`now()`,
      })
      .where('id', '=', cameraId)
      .execute();
  } catch (error) {
    log.warn({ err: error, cameraId }, 'could not record the camera stream status');
  }
}
