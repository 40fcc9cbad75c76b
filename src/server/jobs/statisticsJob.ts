// Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them fresh;
// PGlite runs no background workers, so without this its planner never learns the tables'
// sizes and, for example, walks a whole name index to find six search matches instead of
// reading them from the trigram index. ANALYZE samples a bounded number of rows per table,
// so a run stays short however large the database grows.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';

export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;

export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Refreshes the statistics now and then every `intervalMs`, in the background. */
export function startStatisticsJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  intervalMs = STATISTICS_INTERVAL_MS,
): { stop(): void } {
  const refresh = () => {
    refreshStatistics(db).catch((error: unknown) =>
      log.error({ err: error }, 'could not refresh the planner statistics'),
    );
  };
  refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
