// Where the data arrives, the evaluation of alert rules is enqueued (the alerts module runs the
// queues). Here, not in the module, so the writers of that data (the price import, the camera
// events) need not import the alerts module, which reads their modules' data itself.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueJob } from './enqueue';

export const ALERTS_PRICES_QUEUE = 'alerts-prices';
export const ALERTS_SERVICE_QUEUE = 'alerts-service';

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

const MINUTE_MS = 60_000;
const minuteKey = (stationId: number, minuteStart: number) =>
  `${ALERTS_SERVICE_QUEUE}:${stationId}:${new Date(minuteStart).toISOString().slice(0, 16)}`;

/**
 * Called when camera events of a station are stored, inside that transaction: the station's
 * service rules are evaluated at most once a minute. The first batch of a minute enqueues that
 * minute's job to run now (`alerts-service:<station>:<minute>`); a later batch of the same
 * minute, whose events that job may not see, enqueues the next minute's job to run when that
 * minute starts (again while it waits, the same job). Jobs are kept for days, so "this
 * minute's job exists" is a look-up of any state (index of migration 0021).
 */
export async function enqueueServiceAlerts(
  db: Kysely<Database>,
  stationId: number,
  now: Date = new Date(),
): Promise<void> {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const key = minuteKey(stationId, minute);
  const taken = await sql<{ one: number }>`
    select 1 as one from jobs where queue = ${ALERTS_SERVICE_QUEUE} and key = ${key}
    limit 1`.execute(db);
  if (taken.rows.length === 0) {
    await enqueueJob(db, {
      queue: ALERTS_SERVICE_QUEUE,
      key,
      payload: { gas_station_id: stationId },
      runAt: now,
    });
    return;
  }
  const next = minute + MINUTE_MS;
  await enqueueJob(db, {
    queue: ALERTS_SERVICE_QUEUE,
    key: minuteKey(stationId, next),
    payload: { gas_station_id: stationId },
    runAt: new Date(next),
  });
}
