// The jobs screen's queries: the latest jobs with counts by state, and a failed job queued again.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { JobState } from '@/api/generated/jobs.gen';
import type { Database, JobsTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'queue',
  'key',
  'state',
  'attempts',
  'max_attempts',
  'run_at',
  'started_at',
  'finished_at',
  'last_error',
  'created_at',
] as const;

export type JobRow = Pick<Selectable<JobsTable>, (typeof COLUMNS)[number]>;

/** The latest `limit` jobs, of a state and queue when given, and how many of the queue are in each state. */
export async function latestJobsWithCounts(
  db: Kysely<Database>,
  filter: { state?: JobState; queue?: string },
  limit: number,
): Promise<{ rows: JobRow[]; counts: { state: JobState; n: number }[] }> {
  let jobs = db.selectFrom('jobs').select(COLUMNS);
  if (filter.state) jobs = jobs.where('state', '=', filter.state);
  if (filter.queue) jobs = jobs.where('queue', '=', filter.queue);
  let counted = db
    .selectFrom('jobs')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .groupBy('state');
  if (filter.queue) counted = counted.where('queue', '=', filter.queue);
  const [rows, counts] = await Promise.all([
    jobs.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    counted.execute(),
  ]);
  return { rows, counts };
}

/**
 * The job queued again now with its attempts reset, when it had failed; undefined otherwise.
 * Throws the unique violation when the same work is already queued or running again.
 */
export function requeueFailedJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({
      state: 'queued',
      attempts: 0,
      run_at: sql<Date>`now()`,
      locked_until: null,
      finished_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function jobState(db: Kysely<Database>, id: number) {
  return db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirst();
}
