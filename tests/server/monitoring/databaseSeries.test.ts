// The database's series (jobs, outboxes) are read at most once per interval whatever the number
// of scrapes, a scrape waits a bounded time for a slow database and then shows the last read,
// and a database out of reach costs one attempt per interval and leaves the last values shown
// with their growing age.
import { sql, type KyselyPlugin, type Kysely } from 'kysely';
import { Registry } from 'prom-client';
import { registerDatabaseSeries } from '@/server/monitoring/databaseSeries';
import type { Database } from '@/server/db/schema';
import { startTestServer, type TestServer } from '../../support/testServer';
import { sampleValue } from '../../support/prometheusText';
import { until } from '../../support/until';

const QUEUE = 'monitoring-database-series-test';
const OUTBOX = { report: 'reports-deliver', alert: 'alerts-deliver' };

/** The queries run through it, and a switch to make them slow or fail. */
function observed(db: Kysely<Database>) {
  const state = { queries: 0, hold: null as Promise<void> | null, fail: false };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      state.queries += 1;
      return args.node;
    },
    async transformResult(args) {
      if (state.hold) await state.hold;
      if (state.fail) throw new Error('connection refused');
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), state };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await sql`insert into jobs (queue, payload, run_at) values (${QUEUE}, '{}', now())`.execute(
    server.db,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const addJob = () =>
  sql`insert into jobs (queue, payload, run_at) values (${QUEUE}, '{}', now())`.execute(server.db);
const waiting = async (registry: Registry) =>
  sampleValue(await registry.metrics(), 'surtidor_jobs_waiting', { queue: QUEUE });

it('reads once per interval, however many scrapes come', async () => {
  const { db, state } = observed(server.db);
  const registry = new Registry();
  registerDatabaseSeries(registry, {
    db,
    outboxQueues: OUTBOX,
    ttlMs: 60_000,
    waitMs: 2_000,
    onError: () => undefined,
  });
  const storm = await Promise.all(Array.from({ length: 50 }, () => registry.metrics()));
  const perRead = state.queries;
  expect(perRead).toBeGreaterThan(0);
  expect(perRead).toBeLessThanOrEqual(3);
  expect(
    new Set(storm.map((text) => sampleValue(text, 'surtidor_jobs_waiting', { queue: QUEUE }))),
  ).toEqual(new Set([1]));
  // Within the interval a new job is not read yet.
  await addJob();
  expect(await waiting(registry)).toBe(1);
  expect(state.queries).toBe(perRead);
});

it('shows a new read once the interval has passed', async () => {
  const { db } = observed(server.db);
  const registry = new Registry();
  registerDatabaseSeries(registry, {
    db,
    outboxQueues: OUTBOX,
    ttlMs: 50,
    waitMs: 2_000,
    onError: () => undefined,
  });
  const before = (await waiting(registry))!;
  await addJob();
  // Once the 50 ms have passed, a scrape shows the new read.
  await until(async () => (await waiting(registry)) === before + 1, { what: 'a new read' });
});

it('shows the last read when the database is slow, and its values once it answers', async () => {
  const { db, state } = observed(server.db);
  const registry = new Registry();
  registerDatabaseSeries(registry, {
    db,
    outboxQueues: OUTBOX,
    ttlMs: 0,
    waitMs: 100,
    onError: () => undefined,
  });
  const before = (await waiting(registry))!;
  let release!: () => void;
  state.hold = new Promise((resolve) => (release = resolve));
  await addJob();
  const started = performance.now();
  expect(await waiting(registry)).toBe(before);
  expect(performance.now() - started).toBeLessThan(1_000);
  const text = await registry.metrics();
  expect(sampleValue(text, 'surtidor_database_series_age_seconds')).toBeGreaterThanOrEqual(0.1);
  state.hold = null;
  release();
  await until(async () => (await waiting(registry)) === before + 1, { what: 'the values' });
});

it('asks a database out of reach once per interval and keeps the last values', async () => {
  const { db, state } = observed(server.db);
  const errors: unknown[] = [];
  const registry = new Registry();
  registerDatabaseSeries(registry, {
    db,
    outboxQueues: OUTBOX,
    ttlMs: 200,
    waitMs: 2_000,
    onError: (error) => errors.push(error),
  });
  const before = (await waiting(registry))!;
  // The 200 ms interval passing is what is tested: the next scrape asks again.
  await new Promise((resolve) => setTimeout(resolve, 250));
  state.fail = true;
  const queries = state.queries;
  for (let i = 0; i < 10; i += 1) expect(await waiting(registry)).toBe(before);
  expect(errors).toHaveLength(1);
  // The first query of the read failed; nothing more was asked.
  expect(state.queries - queries).toBe(1);
});
