// Series read from the database at scrape time: the job queues and the outboxes. Every node
// sharing the database shows the same values (the help texts say so). The reads are a few
// grouped, indexed queries over the live rows of `jobs` (jobs_claim_idx: state, run_at) and
// the delivery rows they name by primary key; their result is kept for `ttlMs`, and a scrape
// waits at most `waitMs` for a fresh one (PGlite may be busy with a long query) before it shows
// the last one, so a scrape storm or a busy database costs one read per interval.
import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/schema';

/** The job queues that send one message each, by what they send (wired by app.ts). */
export interface OutboxQueues {
  report: string;
  alert: string;
}

export interface DatabaseSeriesOptions {
  db: Kysely<Database>;
  outboxQueues: OutboxQueues;
  /** How long one read serves the scrapes that follow. */
  ttlMs: number;
  /** How long a scrape waits for a read before it shows the previous one. */
  waitMs: number;
  onError: (error: unknown) => void;
}

interface QueueRow {
  queue: string;
  waiting: number;
  running: number;
  oldest_seconds: number;
}

interface Snapshot {
  queues: QueueRow[];
  failures: { queue: string; failed: number }[];
  outbox: { purpose: string; channel: string; waiting: number; oldest_seconds: number }[];
  /** performance.now() when it was read. */
  readAt: number;
}

/** Said by every help text of these series. */
const sharedAcrossNodes = 'Read from the database: the same on every node sharing it.';

async function readSnapshot(db: Kysely<Database>, outboxQueues: OutboxQueues): Promise<Snapshot> {
  // Only due jobs wait: one scheduled for later (a retry's back-off, quiet hours) does not.
  const queues = await sql<QueueRow>`
    select queue,
      count(*) filter (where state = 'queued' and run_at <= now())::int as waiting,
      count(*) filter (where state = 'running')::int as running,
      coalesce(extract(epoch from now() - min(run_at)
        filter (where state = 'queued' and run_at <= now())), 0)::float8 as oldest_seconds
    from jobs where state in ('queued', 'running')
    group by queue`.execute(db);
  const failures = await sql<{ queue: string; failed: number }>`
    select queue, count(*)::int as failed from jobs
    where state = 'failed' and finished_at > now() - interval '1 hour'
    group by queue`.execute(db);
  // A message waits in its delivery job; the job's row names the delivery (and its channel).
  // Only a well-formed id is cast, so one odd payload cannot fail the whole read.
  const deliveryId = sql`(case when j.payload->>'deliveryId' ~ '^[0-9]{1,9}$'
    then (j.payload->>'deliveryId')::int end)`;
  const outbox = await sql<Snapshot['outbox'][number]>`
    select purpose, channel, count(*)::int as waiting,
      coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as oldest_seconds
    from (
      select 'report' as purpose, d.channel, j.run_at
      from jobs j join report_deliveries d on d.id = ${deliveryId}
      where j.state = 'queued' and j.run_at <= now() and j.queue = ${outboxQueues.report}
      union all
      select 'alert' as purpose, d.channel, j.run_at
      from jobs j join alert_deliveries d on d.id = ${deliveryId}
      where j.state = 'queued' and j.run_at <= now() and j.queue = ${outboxQueues.alert}
    ) waiting
    group by purpose, channel`.execute(db);
  return {
    queues: queues.rows,
    failures: failures.rows,
    outbox: outbox.rows,
    readAt: performance.now(),
  };
}

const delay = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/** Registers the database's series on `registry`; their values come from a cached read. */
export function registerDatabaseSeries(registry: Registry, options: DatabaseSeriesOptions): void {
  let last: Snapshot | null = null;
  let reading: Promise<Snapshot | null> | null = null;
  /** performance.now() of the last read that failed, so a database down is asked once a ttl. */
  let failedAt = -Infinity;

  const read = (): Promise<Snapshot | null> => {
    reading ??= readSnapshot(options.db, options.outboxQueues)
      .then((snapshot) => {
        last = snapshot;
        return snapshot;
      })
      .catch((error: unknown) => {
        failedAt = performance.now();
        options.onError(error);
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  /** A read fresh enough, a new one, or (the database slow or down) the last one. */
  let current: Promise<Snapshot | null> | null = null;
  const snapshot = (): Promise<Snapshot | null> => {
    const now = performance.now();
    const fresh = last !== null && now - last.readAt < options.ttlMs;
    if (fresh || now - failedAt < options.ttlMs) return Promise.resolve(last);
    // One scrape's gauges share one read.
    current ??= Promise.race([read(), delay(options.waitMs)])
      .then((result) => result ?? last)
      .finally(() => {
        current = null;
      });
    return current;
  };

  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (g: Gauge<L>, s: Snapshot) => void,
  ) =>
    new Gauge<L>({
      name,
      help: `${help} ${sharedAcrossNodes}`,
      labelNames,
      registers: [registry],
      async collect() {
        const s = await snapshot();
        this.reset();
        if (s) fill(this, s);
      },
    });

  gauge(
    'surtidor_jobs_waiting',
    'Jobs due and waiting for a runner, by queue.',
    ['queue'],
    (g, s) => s.queues.forEach((q) => g.set({ queue: q.queue }, q.waiting)),
  );
  gauge('surtidor_jobs_running', 'Jobs being run by some node, by queue.', ['queue'], (g, s) =>
    s.queues.forEach((q) => g.set({ queue: q.queue }, q.running)),
  );
  gauge(
    'surtidor_jobs_oldest_waiting_seconds',
    'How long the oldest due job of each queue has waited (0: none waits).',
    ['queue'],
    (g, s) => s.queues.forEach((q) => g.set({ queue: q.queue }, Number(q.oldest_seconds))),
  );
  gauge(
    'surtidor_jobs_failed_last_hour',
    'Jobs given up (failed after their last attempt) in the last hour, by queue.',
    ['queue'],
    (g, s) => s.failures.forEach((f) => g.set({ queue: f.queue }, f.failed)),
  );
  gauge(
    'surtidor_outbox_waiting',
    'Messages due and not yet sent, by purpose (report, alert) and channel (email, whatsapp).',
    ['purpose', 'channel'],
    (g, s) => s.outbox.forEach((o) => g.set({ purpose: o.purpose, channel: o.channel }, o.waiting)),
  );
  gauge(
    'surtidor_outbox_oldest_waiting_seconds',
    'How long the oldest due message of each outbox has waited.',
    ['purpose', 'channel'],
    (g, s) =>
      s.outbox.forEach((o) =>
        g.set({ purpose: o.purpose, channel: o.channel }, Number(o.oldest_seconds)),
      ),
  );
  gauge(
    'surtidor_database_series_age_seconds',
    'Age of the database read these series show (they are cached; it grows while the database is slow or down).',
    [],
    (g, s) => g.set((performance.now() - s.readAt) / 1000),
  );
}
