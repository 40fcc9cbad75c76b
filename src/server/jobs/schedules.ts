// Schedules: named rows that enqueue a job on a cadence. Firing claims the due rows with
// `for update skip locked` and advances them in the same transaction as the enqueue, so
// several nodes polling at once fire each due schedule once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkCadence, nextRunAfter, type Cadence } from './cadence';
import { enqueueJob } from './enqueue';

export interface ScheduleDefinition {
  name: string;
  queue: string;
  payload: unknown;
  cadence: Cadence;
  /** Deduplication key of the enqueued jobs (default: the name). */
  key?: string;
  enabled?: boolean;
}

/** Creates or updates a schedule; its next run is kept when the cadence is unchanged. */
export async function upsertSchedule(db: Kysely<Database>, s: ScheduleDefinition): Promise<void> {
  checkCadence(s.cadence);
  const cadence = JSON.stringify(s.cadence);
  const nextRun = nextRunAfter(s.cadence, new Date()).toISOString();
  await sql`
    insert into job_schedules as s (name, queue, key, payload, cadence, next_run_at, enabled)
    values (${s.name}, ${s.queue}, ${s.key ?? null}, ${JSON.stringify(s.payload ?? null)}::jsonb,
            ${cadence}::jsonb, ${nextRun}::timestamptz, ${s.enabled ?? true})
    on conflict (name) do update set
      queue = excluded.queue,
      key = excluded.key,
      payload = excluded.payload,
      enabled = excluded.enabled,
      next_run_at = case when s.cadence = excluded.cadence then s.next_run_at
                         else excluded.next_run_at end,
      cadence = excluded.cadence,
      updated_at = now()`.execute(db);
}

export async function removeSchedule(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('job_schedules').where('name', '=', name).execute();
}

/** Enqueues the job of every due schedule and advances it; returns how many fired. */
export async function fireDueSchedules(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('job_schedules')
      .select(['name', 'queue', 'key', 'payload', 'cadence'])
      .where('enabled', '=', true)
      .where('next_run_at', '<=', sql<Date>`now()`)
      .orderBy('next_run_at')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const schedule of due) {
      await enqueueJob(trx, {
        queue: schedule.queue,
        payload: schedule.payload,
        key: schedule.key ?? schedule.name,
      });
      await trx
        .updateTable('job_schedules')
        .set({
          next_run_at: nextRunAfter(schedule.cadence as Cadence, now),
          last_run_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('name', '=', schedule.name)
        .execute();
    }
    return due.length;
  });
}
