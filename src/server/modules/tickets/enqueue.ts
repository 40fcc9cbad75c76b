// Ticket imports through the job queue (one job per upload, key 'tickets-import:<id>'), and
// the hourly removal of uploads never processed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, upsertSchedule, type JobHandler } from '../../jobs/queue';
import { cleanupStaleUploads } from './cleanup';

export const TICKETS_IMPORT_QUEUE = 'tickets-import';
export const TICKETS_CLEANUP_QUEUE = 'tickets-cleanup';

export async function enqueueTicketImport(db: Kysely<Database>, uploadId: number): Promise<void> {
  await enqueueJob(db, {
    queue: TICKETS_IMPORT_QUEUE,
    payload: { upload_id: uploadId },
    key: `tickets-import:${uploadId}`,
  });
}

export const ticketsCleanupHandler: JobHandler = async (_payload, ctx) => ({
  removed: await cleanupStaleUploads(ctx.db, ctx.config),
});

export async function ensureTicketsSchedule(db: Kysely<Database>): Promise<void> {
  await upsertSchedule(db, {
    name: TICKETS_CLEANUP_QUEUE,
    queue: TICKETS_CLEANUP_QUEUE,
    payload: {},
    cadence: { every_minutes: 60 },
  });
}
