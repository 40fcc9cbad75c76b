// Schedules: named rows that enqueue a job on a cadence. Firing claims the due rows with
// `for update skip locked` and advances them in the same transaction as the enqueue, so
// several nodes polling at once fire each due schedule once. A schedule `perOccurrence` (the
// report configurations') enqueues one job per occurrence: its payload gets `occurrence`, the
// instant that run was due (ISO), and its key ends with `:<occurrence>`.
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
  /** Each run is its own job, told the instant it was due (see above). */
  perOccurrence?: boolean;
  /** The report configuration this schedule belongs to (deleted with it). */
  reportScheduleId?: number;
}

/**
 * Creates or updates a schedule; its next run is kept when the cadence is unchanged, else it is
 * the first run after `now`.
 */
export async function upsertSchedule(
  db: Kysely<Database>,
  s: ScheduleDefinition,
  now = new Date(),
): Promise<void> {
  checkCadence(s.cadence);
  const cadence = JSON.stringify(s.cadence);
  const nextRun = nextRunAfter(s.cadence, now).toISOString();
  await sql`
    insert into job_schedules as s (name, queue, key, payload, cadence, next_run_at, enabled,
                                    per_occurrence, report_configuration_id)
    values (${s.name}, ${s.queue}, ${s.key ?? null}, ${JSON.stringify(s.payload ?? null)}::jsonb,
            ${cadence}::jsonb, ${nextRun}::timestamptz, ${s.enabled ?? true},
            ${s.perOccurrence ?? false}, ${s.reportScheduleId ?? null})
    on conflict (name) do update set
      queue = excluded.queue,
      key = excluded.key,
      payload = excluded.payload,
      enabled = excluded.enabled,
      per_occurrence = excluded.per_occurrence,
      report_configuration_id = excluded.report_configuration_id,
      next_run_at = case when s.cadence = excluded.cadence then s.next_run_at
                         else excluded.next_run_at end,
      cadence = excluded.cadence,
      updated_at = now()`.execute(db);
}

export async function removeSchedule(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('job_schedules').where('name', '=', name).execute();
}

/**
 * Enqueues the job of every due schedule and advances it to its first run after now (a node
 * that was down catches up once, not once per missed run); returns how many fired. `now`
 * defaults to the database's clock; tests pass one.
 */
export async function fireDueSchedules(db: Kysely<Database>, now?: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('job_schedules')
      .select(['name', 'queue', 'key', 'payload', 'cadence', 'next_run_at', 'per_occurrence'])
      .where('enabled', '=', true)
      .where('next_run_at', '<=', now ?? sql<Date>`now()`)
      .orderBy('next_run_at')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const schedule of due) {
      const key = schedule.key ?? schedule.name;
      const occurrence = schedule.next_run_at.toISOString();
      await enqueueJob(
        trx,
        schedule.per_occurrence
          ? {
              queue: schedule.queue,
              payload: { ...(schedule.payload as object), occurrence },
              key: `${key}:${occurrence}`,
            }
          : { queue: schedule.queue, payload: schedule.payload, key },
      );
      await trx
        .updateTable('job_schedules')
        .set({
          next_run_at: nextRunAfter(schedule.cadence as Cadence, now ?? new Date()),
          last_run_at: schedule.per_occurrence ? schedule.next_run_at : sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('name', '=', schedule.name)
        .execute();
    }
    return due.length;
  });
}
