// Where rules are evaluated, through the one job mechanism: price rules by a job that every
// import of the regulator's prices enqueues in its own transaction (so the job exists exactly
// when the prices do), operations rules by a schedule every OPERATIONS_EVERY_MINUTES.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, upsertSchedule, type JobHandler } from '../../jobs/queue';
import { evaluateAlertRules } from './evaluate';
import { ALERTS_DIGEST_QUEUE, digestHandler, digestMessage } from './digest';
import {
  ALERTS_DELIVER_QUEUE,
  ALERTS_NOTIFY_QUEUE,
  deliverAlertNotice,
  notifyHandler,
} from './notices';

export const ALERTS_PRICES_QUEUE = 'alerts-prices';
export const ALERTS_OPERATIONS_QUEUE = 'alerts-operations';
/** How often connector and delivery rules are evaluated. */
export const OPERATIONS_EVERY_MINUTES = 15;

/**
 * Called by the price import when it writes the prices of `date`, inside its transaction. The
 * key names the day: the imports of several days each get their evaluation (each evaluates the
 * latest day stored when it runs), a day imported twice while its evaluation waits gets one.
 */
export async function enqueuePriceAlerts(db: Kysely<Database>, date: string): Promise<void> {
  await enqueueJob(db, {
    queue: ALERTS_PRICES_QUEUE,
    key: `${ALERTS_PRICES_QUEUE}:${date}`,
    payload: { date },
  });
}

export const alertJobHandlers: Record<string, JobHandler> = {
  [ALERTS_PRICES_QUEUE]: (_payload: { date?: string } | null, ctx) =>
    evaluateAlertRules(ctx.db, 'prices'),
  [ALERTS_OPERATIONS_QUEUE]: (_payload: unknown, ctx) => evaluateAlertRules(ctx.db, 'operations'),
  // Notices (notices.ts) and the daily digest (digest.ts).
  [ALERTS_NOTIFY_QUEUE]: notifyHandler,
  [ALERTS_DELIVER_QUEUE]: (payload: { deliveryId: number }, ctx) =>
    deliverAlertNotice(
      ctx.db,
      ctx.config,
      payload.deliveryId,
      ctx.job.attempt,
      { digest: digestMessage },
      ctx.signal,
    ),
  [ALERTS_DIGEST_QUEUE]: digestHandler,
};

export async function ensureAlertsSchedule(db: Kysely<Database>): Promise<void> {
  await upsertSchedule(db, {
    name: ALERTS_OPERATIONS_QUEUE,
    queue: ALERTS_OPERATIONS_QUEUE,
    payload: {},
    cadence: { every_minutes: OPERATIONS_EVERY_MINUTES },
  });
}
