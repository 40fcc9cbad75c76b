// The series of the database connections, read at scrape time: on PGlite the queue in front of
// its one connection (waiting, the oldest wait, the waits added up); on PostgreSQL the pool's
// connections and the requests waiting for one.
import { sql } from 'kysely';
import { Registry } from 'prom-client';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import { registerNodeSeries } from '@/server/monitoring/nodeSeries';
import { describeOnPglite, describeOnPostgres } from '../../support/databaseKind';
import { startTestServer, type TestServer } from '../../support/testServer';
import { families, sampleValue } from '../../support/prometheusText';
import { until } from '../../support/until';

const noVideo = () => ({ streams: {}, viewers: 0 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Holds `db`'s connection in a transaction until the returned function is called. */
async function holdConnection(db: DatabaseHandle['db']) {
  let release!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    started();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await running;
  return async () => {
    release();
    await done;
  };
}

describeOnPglite('on PGlite', () => {
  it('shows the queries waiting for the one connection, and how long they waited', async () => {
    const registry = new Registry();
    registerNodeSeries(registry, server.db, noVideo);
    const idle = await registry.metrics();
    expect(sampleValue(idle, 'surtidor_pglite_queue_waiting')).toBe(0);
    expect(families(idle).has('surtidor_pg_pool_waiting')).toBe(false);
    const acquiredBefore = sampleValue(idle, 'surtidor_pglite_queue_acquired_total')!;
    const waitedBefore = sampleValue(idle, 'surtidor_pglite_queue_wait_seconds_total')!;

    const release = await holdConnection(server.db);
    const queued = [sql`select 1`.execute(server.db), sql`select 2`.execute(server.db)];
    // Both queued, and waiting for at least 0.1 s.
    const busy = await until(async () => {
      const text = await registry.metrics();
      const oldest = sampleValue(text, 'surtidor_pglite_queue_oldest_wait_seconds') ?? 0;
      return sampleValue(text, 'surtidor_pglite_queue_waiting') === 2 && oldest >= 0.1
        ? text
        : null;
    });
    expect(sampleValue(busy, 'surtidor_pglite_queue_waiting')).toBe(2);
    expect(sampleValue(busy, 'surtidor_pglite_queue_oldest_wait_seconds')).toBeGreaterThanOrEqual(
      0.1,
    );
    await release();
    await Promise.all(queued);

    const after = await registry.metrics();
    expect(sampleValue(after, 'surtidor_pglite_queue_waiting')).toBe(0);
    expect(sampleValue(after, 'surtidor_pglite_queue_oldest_wait_seconds')).toBe(0);
    expect(sampleValue(after, 'surtidor_pglite_queue_acquired_total')).toBeGreaterThanOrEqual(
      acquiredBefore + 3,
    );
    expect(
      sampleValue(after, 'surtidor_pglite_queue_wait_seconds_total')! - waitedBefore,
    ).toBeGreaterThanOrEqual(0.2);
  });
});

describeOnPostgres('on PostgreSQL', () => {
  it("shows the pool's connections and the requests waiting for one", async () => {
    const handle = await openDatabase({ databaseUrl: server.databaseUrl, poolSize: 1 });
    try {
      const registry = new Registry();
      registerNodeSeries(registry, handle.db, noVideo);
      const idle = await registry.metrics();
      expect(sampleValue(idle, 'surtidor_pg_pool_max')).toBe(1);
      expect(sampleValue(idle, 'surtidor_pg_pool_connections')).toBe(1);
      expect(sampleValue(idle, 'surtidor_pg_pool_idle')).toBe(1);
      expect(sampleValue(idle, 'surtidor_pg_pool_waiting')).toBe(0);
      expect(families(idle).has('surtidor_pglite_queue_waiting')).toBe(false);

      const release = await holdConnection(handle.db);
      const queued = sql`select 1`.execute(handle.db);
      const busy = await until(async () => {
        const text = await registry.metrics();
        return sampleValue(text, 'surtidor_pg_pool_waiting') === 1 ? text : null;
      });
      expect(sampleValue(busy, 'surtidor_pg_pool_idle')).toBe(0);
      expect(sampleValue(busy, 'surtidor_pg_pool_waiting')).toBe(1);
      await release();
      await queued;
      expect(sampleValue(await registry.metrics(), 'surtidor_pg_pool_waiting')).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

it("shows this node's video streams by source and their viewers", async () => {
  const registry = new Registry();
  registerNodeSeries(registry, server.db, () => ({
    streams: { local: 2, relay: 1 },
    viewers: 5,
  }));
  const text = await registry.metrics();
  expect(sampleValue(text, 'surtidor_video_streams', { source: 'local' })).toBe(2);
  expect(sampleValue(text, 'surtidor_video_streams', { source: 'relay' })).toBe(1);
  expect(sampleValue(text, 'surtidor_video_viewers')).toBe(5);
});
