// The job runner: one per process. Each poll fires due schedules, then claims due jobs of the
// queues it has handlers for with `for update skip locked` under a lease (locked_until), so
// several nodes never run one job twice and a job of a node that died is taken over once its
// lease expires. The lease is renewed while a job runs; a runner that could not renew it
// aborts the job (another node may have it by now) and writes nothing for it.
// Nothing here may crash the process: a poll that fails (database gone) is logged and the
// next poll tries again.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';
import { fireDueSchedules } from './schedules';
import { PermanentJobError, type JobHandler } from './types';

export interface JobRunnerOptions {
  config: ServerConfig;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Pause between background polls; 0 = no background polling (only tick()). */
  pollMs?: number;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How long a claim holds without renewal. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1 = the retry after the first failure). */
  backoff?: (attempt: number) => number;
  /** How long stop() lets running jobs finish before aborting them. */
  stopGraceMs?: number;
}

export interface JobRunner {
  /** Waits for running jobs, aborting them after a grace period. */
  stop(): Promise<void>;
  /** One poll now: fires due schedules, claims and runs due jobs; resolves when they finished. */
  tick(): Promise<number>;
}

export const DEFAULT_LEASE_MS = 60_000;
export const STOP_GRACE_MS = 10_000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** `retryAfterMs` of an error that carries one (see types.ts), else 0. */
function retryAfterMsOf(error: unknown): number {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** 30 s, 1 min, 2 min... capped at an hour, plus up to 10 % jitter so retries spread out. */
export const JOB_RETRY_BACKOFF: BackoffPolicy = {
  firstMs: 30_000,
  maxMs: 60 * 60 * 1000,
  jitter: [1, 1.1],
};

/** Delay before retry number `attempt` (1 = the retry after the first failure). */
export function defaultBackoff(attempt: number): number {
  return backoffDelay(JOB_RETRY_BACKOFF, attempt - 1);
}

const errorMessage = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

interface ClaimedJob {
  id: number;
  queue: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
  });

export function startJobRunner(db: Kysely<Database>, options: JobRunnerOptions): JobRunner {
  const { config, log, handlers } = options;
  const pollMs = options.pollMs ?? 5_000;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoff = options.backoff ?? defaultBackoff;
  const stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
  const queues = Object.keys(handlers);
  const active = new Map<number, { done: Promise<void>; controller: AbortController }>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastCleanup = 0;
  let currentPoll: Promise<unknown> = Promise.resolve();

  async function claim(limit: number): Promise<ClaimedJob[]> {
    if (limit <= 0 || queues.length === 0) return [];
    const lease = `${leaseMs} milliseconds`;
    // Never its own running jobs: on PGlite a long transaction can hold back their renewal.
    const own = [...active.keys()];
    const result = await sql<ClaimedJob>`
      update jobs set state = 'running', attempts = attempts + 1,
        locked_until = now() + ${lease}::interval, started_at = now(), updated_at = now()
      where id in (
        select id from jobs
        where queue = any(${queues}::text[]) and not (id = any(${own}::bigint[]))
          and ((state = 'queued' and run_at <= now())
               or (state = 'running' and locked_until < now()))
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, queue, key, payload, attempts, max_attempts`.execute(db);
    return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Writes the outcome only while the claim is still ours (same attempt, still running). */
  const ours = (job: ClaimedJob) => sql<boolean>`id = ${job.id} and state = 'running'
    and attempts = ${job.attempts}`;

  async function renewLease(job: ClaimedJob): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(ours(job))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function finish(job: ClaimedJob, outcome: { result: unknown } | { error: unknown }) {
    if ('result' in outcome) {
      await db
        .updateTable('jobs')
        .set({
          state: 'done',
          result: JSON.stringify(outcome.result ?? null),
          finished_at: sql<Date>`now()`,
          locked_until: null,
          last_error: null,
          updated_at: sql<Date>`now()`,
        })
        .where(ours(job))
        .execute();
      return;
    }
    const message = errorMessage(outcome.error).slice(0, 4000);
    const permanent = outcome.error instanceof PermanentJobError;
    if (!permanent && job.attempts < job.max_attempts) {
      // A provider that said when to come back (HTTP Retry-After) is not asked sooner.
      const asked = retryAfterMsOf(outcome.error);
      const wait = `${Math.max(0, Math.round(Math.max(backoff(job.attempts), asked)))} milliseconds`;
      await db
        .updateTable('jobs')
        .set({
          state: 'queued',
          run_at: sql<Date>`now() + ${wait}::interval`,
          locked_until: null,
          last_error: message,
          updated_at: sql<Date>`now()`,
        })
        .where(ours(job))
        .execute();
      log.warn(
        { job: { id: job.id, queue: job.queue, attempt: job.attempts } },
        `job ${job.queue}#${job.id} failed, will retry: ${message}`,
      );
      return;
    }
    await db
      .updateTable('jobs')
      .set({
        state: 'failed',
        finished_at: sql<Date>`now()`,
        locked_until: null,
        last_error: message,
        updated_at: sql<Date>`now()`,
      })
      .where(ours(job))
      .execute();
    log.error(
      { job: { id: job.id, queue: job.queue, attempt: job.attempts } },
      `job ${job.queue}#${job.id} failed: ${message}`,
    );
  }

  /** A job interrupted by stop() goes back to the queue without spending an attempt. */
  async function release(job: ClaimedJob) {
    await db
      .updateTable('jobs')
      .set({
        state: 'queued',
        attempts: sql<number>`attempts - 1`,
        run_at: sql<Date>`now()`,
        locked_until: null,
        updated_at: sql<Date>`now()`,
      })
      .where(ours(job))
      .execute();
  }

  async function run(job: ClaimedJob, controller: AbortController): Promise<void> {
    let leaseLost = false;
    const renewal = setInterval(
      () => {
        renewLease(job)
          .then((held) => {
            if (!held && !controller.signal.aborted) {
              leaseLost = true;
              controller.abort(new Error('lease lost'));
            }
          })
          // A failed renewal is not a lost lease: the database may be back before it expires.
          .catch((error: unknown) => log.warn({ err: error }, `could not renew job ${job.id}`));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const handler = handlers[job.queue]!;
    let outcome: { result: unknown } | { error: unknown };
    try {
      const result = await handler(job.payload, {
        db,
        config,
        log,
        job: {
          id: job.id,
          queue: job.queue,
          key: job.key,
          attempt: job.attempts,
          payload: job.payload,
        },
        signal: controller.signal,
      });
      outcome = { result };
    } catch (error) {
      outcome = { error };
    } finally {
      clearInterval(renewal);
    }
    try {
      if (leaseLost) {
        log.warn(`job ${job.queue}#${job.id} lost its lease; its outcome is not recorded`);
      } else if (stopped && controller.signal.aborted && 'error' in outcome) {
        await release(job);
      } else {
        await finish(job, outcome);
      }
    } catch (error) {
      // Its lease expires and another poll runs it again.
      log.error({ err: error }, `could not record the outcome of job ${job.queue}#${job.id}`);
    }
  }

  function launch(job: ClaimedJob): Promise<void> {
    const controller = new AbortController();
    const done = run(job, controller).finally(() => active.delete(job.id));
    active.set(job.id, { done, controller });
    return done;
  }

  async function cleanUp() {
    if (Date.now() - lastCleanup < RETENTION_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('state', 'in', ['done', 'cancelled']),
            eb('updated_at', '<', sql<Date>`now() - interval '14 days'`),
          ]),
          eb.and([
            eb('state', '=', 'failed'),
            eb('updated_at', '<', sql<Date>`now() - interval '30 days'`),
          ]),
        ]),
      )
      .execute();
  }

  /** Fires schedules and starts the jobs it could claim; never throws. */
  function poll(): Promise<Promise<void>[]> {
    const next = currentPoll.then(pollOnce);
    currentPoll = next;
    return next;
  }

  async function pollOnce(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    try {
      await fireDueSchedules(db);
      await cleanUp();
      if (stopped) return started;
      for (const job of await claim(concurrency - active.size)) started.push(launch(job));
    } catch (error) {
      log.error({ err: error }, 'job poll failed; trying again at the next poll');
    }
    return started;
  }

  function scheduleNextPoll() {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void poll().then(scheduleNextPoll);
    }, pollMs);
    timer.unref();
  }
  scheduleNextPoll();

  return {
    async tick() {
      if (stopped) return 0;
      const started = await poll();
      await Promise.all(started);
      return started.length;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // A poll under way may still start jobs: they are waited for too.
      await currentPoll;
      const all = () => Promise.all([...active.values()].map((a) => a.done));
      if (active.size === 0) return;
      const finished = await Promise.race([all().then(() => true), delay(stopGraceMs)]);
      if (finished) return;
      for (const { controller } of active.values()) controller.abort(new Error('runner stopped'));
      // A handler that ignores its signal is left behind: its lease expires and another node
      // (or this one, restarted) runs the job again.
      await Promise.race([all(), delay(2_000)]);
    },
  };
}
