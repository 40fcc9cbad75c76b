// Jobs (administrators): the list of background jobs with counts by state, and retrying a job
// that failed (queued again now, its attempts reset). The runner (src/server/jobs) does the rest.
import type { Job, JobList, JobState } from '@/api/generated/jobs.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { HttpError, notFound } from '../../errors';
import type { IdParams } from '../shared/crudRepository';
import { jobState, latestJobsWithCounts, requeueFailedJob, type JobRow } from './jobStore';

const JOB_NOT_FOUND = 'Tarea no encontrada';
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    queue: row.queue,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    run_at: row.run_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
  };
}

async function listJobs(
  ctx: HandlerContext<{ query: { state?: JobState; queue?: string; items?: number } }>,
): Promise<JobList> {
  const { rows, counts } = await latestJobsWithCounts(ctx.db, ctx.query, ctx.query.items ?? 50);
  const count = (state: JobState) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  return {
    jobs: rows.map(toJob),
    counts: {
      queued: count('queued'),
      running: count('running'),
      done: count('done'),
      failed: count('failed'),
    },
  };
}

async function retryJob(ctx: HandlerContext<IdParams>): Promise<Job> {
  const retried = await requeueFailedJob(ctx.db, ctx.params.id).catch((error: unknown) => {
    // The live-key index: the same work is already queued or running again.
    if ((error as { code?: string }).code === '23505') {
      throw new HttpError(409, 'Ya hay una tarea igual en cola o en curso', 'job_duplicate');
    }
    throw error;
  });
  if (retried) return toJob(retried);
  const job = await jobState(ctx.db, ctx.params.id);
  if (!job) throw notFound(JOB_NOT_FOUND);
  throw new HttpError(409, 'Solo se puede reintentar una tarea fallida', 'job_not_failed');
}

export const handlers = { listJobs, retryJob } satisfies OperationHandlers;
