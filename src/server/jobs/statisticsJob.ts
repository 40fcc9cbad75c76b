// Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them fresh;
// PGlite runs no background workers, so without this its planner never learns the tables'
// sizes and, for example, walks a whole name index to find six search matches instead of
// reading them from the trigram index. ANALYZE samples a bounded number of rows per table,
// so a run stays short however large the database grows.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import { enqueueJob, removeSchedule, upsertSchedule, type JobHandler } from './queue';

export const STATISTICS_QUEUE = 'planner-statistics';
export const STATISTICS_EVERY_MINUTES = 60;

export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Queue 'planner-statistics'. */
export const statisticsHandler: JobHandler = async (_payload, ctx) => {
  await refreshStatistics(ctx.db);
  return null;
};

/** Hourly on the embedded database (and once at start), never on PostgreSQL. */
export async function ensureStatisticsSchedule(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'databaseUrl'>,
): Promise<void> {
  if (config.databaseUrl !== null) {
    await removeSchedule(db, STATISTICS_QUEUE);
    return;
  }
  await upsertSchedule(db, {
    name: STATISTICS_QUEUE,
    queue: STATISTICS_QUEUE,
    payload: {},
    cadence: { every_minutes: STATISTICS_EVERY_MINUTES },
  });
  await enqueueJob(db, { queue: STATISTICS_QUEUE, key: STATISTICS_QUEUE, payload: {} });
}
