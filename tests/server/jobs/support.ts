// Shared pieces of the job mechanism's tests: a logger that records, and runner options that
// never poll in the background (the tests drive the runner with tick()).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface RecordingLog {
  log: FastifyBaseLogger;
  lines: { level: string; message: string; err?: unknown }[];
}

export function recordingLog(): RecordingLog {
  const lines: RecordingLog['lines'] = [];
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      const message = typeof first === 'string' ? first : String(second ?? '');
      const err = typeof first === 'object' && first ? (first as { err?: unknown }).err : undefined;
      lines.push({ level, message, err });
    };
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

export const jobRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A promise a handler resolves when it starts, for a test to act once a job really runs. */
export function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
