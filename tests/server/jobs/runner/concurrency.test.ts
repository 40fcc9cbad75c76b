// Several nodes on one database: two runners claiming at once never run a job twice. On
// PostgreSQL (TEST_DATABASE_URL) each runner has its own database handle — its own pool — as
// two API nodes would; on PGlite, the one embedded connection is shared.
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { loadConfig } from '@/server/config';
import { enqueueJob, startJobRunner, type JobRunner } from '@/server/jobs/queue';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { recordingLog } from '../support';

const JOBS = 40;
let handles: DatabaseHandle[] = [];
let database: TestDatabase | null = null;

beforeAll(async () => {
  // A copy of the migrated template (no demo); on PostgreSQL a second pool on it is the other node.
  database = await freshTestDatabase(false);
  handles = database.url
    ? [database.handle, await openDatabase({ databaseUrl: database.url, poolSize: 4 })]
    : [database.handle, database.handle];
  await sql`create table job_runs (job_id bigint not null, node int not null)`.execute(
    handles[0]!.db,
  );
});

afterAll(async () => {
  // The second node's pool first: closing the copy drops its database.
  if (handles[1] && handles[1] !== database?.handle) await handles[1].close();
  await database?.close();
});

it('two runners claiming concurrently run each of 40 jobs exactly once', async () => {
  const first = handles[0]!.db;
  for (let n = 0; n < JOBS; n++) await enqueueJob(first, { queue: 'append', payload: { n } });
  const config = loadConfig({ NODE_ENV: 'test' });
  const nodeRunner = (db: Kysely<Database>, node: number): JobRunner =>
    startJobRunner(db, {
      config,
      log: recordingLog().log,
      pollMs: 0,
      concurrency: 4,
      handlers: {
        append: async (_payload, ctx) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
          await sql`insert into job_runs (job_id, node) values (${ctx.job.id}, ${node})`.execute(
            ctx.db,
          );
          return node;
        },
      },
    });
  const runners = handles.map((handle, node) => nodeRunner(handle.db, node));
  const ran = [0, 0];
  for (let round = 0; round < 100; round++) {
    const counts = await Promise.all(runners.map((r) => r.tick()));
    counts.forEach((count, node) => (ran[node] = ran[node]! + count));
    if (counts.every((count) => count === 0)) break;
  }
  await Promise.all(runners.map((r) => r.stop()));

  const runs = await first
    .selectFrom('job_runs' as never)
    .selectAll()
    .execute();
  const ids = (runs as { job_id: number }[]).map((r) => Number(r.job_id));
  expect(ids).toHaveLength(JOBS);
  expect(new Set(ids).size).toBe(JOBS);
  expect(ran[0]! + ran[1]!).toBe(JOBS);
  // Both took part.
  expect(ran[0]).toBeGreaterThan(0);
  expect(ran[1]).toBeGreaterThan(0);
  const states = await first.selectFrom('jobs').select('state').distinct().execute();
  expect(states).toEqual([{ state: 'done' }]);
});
