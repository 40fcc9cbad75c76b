// What a job handler sees and may throw. Kept apart from the runner so handlers import no
// machinery.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';

export interface JobContext {
  db: Kysely<Database>;
  config: ServerConfig;
  log: FastifyBaseLogger;
  job: { id: number; queue: string; key: string | null; attempt: number; payload: unknown };
  /** Aborted when the runner stops or the lease is lost: stop work and throw. */
  signal: AbortSignal;
}

/** Runs one job; what it resolves to is stored as the job's result (jsonb). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue has its own payload shape
export type JobHandler = (payload: any, ctx: JobContext) => Promise<unknown>;

/**
 * A handler's error may carry `retryAfterMs` (e.g. from a provider's Retry-After): the next
 * attempt then waits at least that long.
 */
export interface RetryAfterHint {
  retryAfterMs?: number;
}

/** A failure retrying cannot fix (bad configuration, invalid payload): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
