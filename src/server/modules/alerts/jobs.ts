// Where rules are evaluated, through the one job mechanism: price rules (and the feed against
// the tickets) by a job that every import of the regulator's prices enqueues in its own
// transaction (so the job exists exactly when the prices do); service rules by a job the camera
// events enqueue, at most once a minute per station (jobs/alertTriggers.ts); operations rules,
// and again the feed against the tickets and service (so an hour without events resolves an
// alert), and the SAT compliance rules, by a schedule every OPERATIONS_EVERY_MINUTES.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertSchedule, type JobHandler } from '../../jobs/queue';
import {
  ALERTS_PRICES_QUEUE,
  ALERTS_SERVICE_QUEUE,
  enqueuePriceAlerts,
  enqueueServiceAlerts,
} from '../../jobs/alertTriggers';
import { evaluateAlertRules } from './evaluate';
import { ALERTS_DIGEST_QUEUE, digestHandler, digestMessage } from './digest';
import {
  ALERTS_DELIVER_QUEUE,
  ALERTS_NOTIFY_QUEUE,
  deliverAlertNotice,
  notifyHandler,
} from './notices';

export { ALERTS_PRICES_QUEUE, ALERTS_SERVICE_QUEUE, enqueuePriceAlerts, enqueueServiceAlerts };
export const ALERTS_OPERATIONS_QUEUE = 'alerts-operations';
/** How often connector and delivery rules are evaluated. */
export const OPERATIONS_EVERY_MINUTES = 15;

export const alertJobHandlers: Record<string, JobHandler> = {
  [ALERTS_PRICES_QUEUE]: async (_payload: { date?: string } | null, ctx) => {
    const prices = await evaluateAlertRules(ctx.db, 'prices');
    const sales = await evaluateAlertRules(ctx.db, 'sales');
    return { ...prices, sales };
  },
  [ALERTS_OPERATIONS_QUEUE]: async (_payload: unknown, ctx) => {
    const operations = await evaluateAlertRules(ctx.db, 'operations');
    const sales = await evaluateAlertRules(ctx.db, 'sales');
    const service = await evaluateAlertRules(ctx.db, 'service');
    const compliance = await evaluateAlertRules(ctx.db, 'compliance');
    return { ...operations, sales, service, compliance };
  },
  [ALERTS_SERVICE_QUEUE]: (payload: { gas_station_id?: number } | null, ctx) =>
    evaluateAlertRules(ctx.db, 'service', {
      stationIds: payload?.gas_station_id === undefined ? [] : [payload.gas_station_id],
    }),
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
