// Adding a job. A key deduplicates: while a queued or running job of the same queue has it
// (the partial unique index of migration 0011), enqueueing again returns that job instead.
// Many keyed jobs of one queue are added in one statement with enqueueJobs.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewJob {
  queue: string;
  payload: unknown;
  /** Deduplication key. */
  key?: string;
  /** Not before (default now). */
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueueJob(
  db: Kysely<Database>,
  job: NewJob,
): Promise<{ id: number; created: boolean }> {
  const key = job.key ?? null;
  // A live job with the key may finish between the insert and the look-up: try again then.
  for (let round = 0; round < 3; round++) {
    const inserted = await sql<{ id: number }>`
      insert into jobs (queue, key, payload, run_at, max_attempts)
      values (${job.queue}, ${key}, ${JSON.stringify(job.payload ?? null)}::jsonb,
              coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()),
              ${job.maxAttempts ?? 5})
      on conflict (queue, key) where key is not null and state in ('queued', 'running')
      do nothing
      returning id`.execute(db);
    if (inserted.rows[0]) return { id: Number(inserted.rows[0].id), created: true };
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', job.queue)
      .where('key', '=', key)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (existing) return { id: Number(existing.id), created: false };
  }
  throw new Error(`could not enqueue a job of queue ${job.queue} with key ${key}`);
}

/**
 * Adds many keyed jobs of one queue in one statement, to run now with the default attempts; a
 * key that a queued or running job of the queue already has is skipped (as enqueueJob finds
 * that job instead). Returns how many jobs it created.
 */
export async function enqueueJobs(
  db: Kysely<Database>,
  queue: string,
  jobs: readonly { key: string; payload: unknown }[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await sql<{ id: number }>`
    insert into jobs (queue, key, payload)
    select ${queue}, j.key, j.payload::jsonb
    from unnest(${jobs.map((j) => j.key)}::text[],
      ${jobs.map((j) => JSON.stringify(j.payload ?? null))}::text[]) as j(key, payload)
    on conflict (queue, key) where key is not null and state in ('queued', 'running')
    do nothing
    returning id`.execute(db);
  return inserted.rows.length;
}
