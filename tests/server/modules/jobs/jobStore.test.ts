// The jobs screen's store: the latest jobs first (newest creation, then highest id), of a state
// and queue when asked, at most `limit`, with how many of the queue are in each state; a failed
// job queued again now with its attempts reset, any other left alone, and refused while the same
// work is queued again.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { jobState, latestJobsWithCounts, requeueFailedJob } from '@/server/modules/jobs/jobStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;

type State = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

const job = async (
  queue: string,
  state: State,
  { key = null, createdAgoMs = 0 }: { key?: string | null; createdAgoMs?: number } = {},
) =>
  (
    await db
      .insertInto('jobs')
      .values({
        queue,
        key,
        state,
        payload: JSON.stringify({}),
        attempts: state === 'failed' ? 3 : 0,
        max_attempts: 3,
        created_at: new Date(Date.now() - createdAgoMs),
        finished_at: state === 'failed' || state === 'done' ? new Date() : null,
        locked_until: state === 'failed' ? new Date() : null,
        last_error: state === 'failed' ? 'se cayó' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  await db.deleteFrom('jobs').execute();
}, 120_000);
afterAll(() => database.close());

describe('the latest jobs', () => {
  let old: number;
  let failed: number;
  let done: number;
  let queued: number;
  let other: number;
  beforeAll(async () => {
    old = await job('reports', 'done', { createdAgoMs: 86_400_000 });
    failed = await job('reports', 'failed', { createdAgoMs: 60_000 });
    done = await job('reports', 'done', { createdAgoMs: 60_000 });
    queued = await job('reports', 'queued');
    other = await job('mail', 'failed', { createdAgoMs: 3_600_000 });
  });

  it('are newest first, ties by the higher id, with the counts by state', async () => {
    const { rows, counts } = await latestJobsWithCounts(db, {}, 10);
    expect(rows.map((r) => r.id)).toEqual([queued, done, failed, other, old]);
    expect(counts.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { state: 'done', n: 2 },
      { state: 'failed', n: 2 },
      { state: 'queued', n: 1 },
    ]);
    expect(rows.find((r) => r.id === failed)).toMatchObject({
      queue: 'reports',
      key: null,
      state: 'failed',
      attempts: 3,
      max_attempts: 3,
      last_error: 'se cayó',
    });
  });

  it('are at most `limit`, of a state and queue when asked, counted within the queue', async () => {
    expect((await latestJobsWithCounts(db, {}, 2)).rows.map((r) => r.id)).toEqual([queued, done]);
    const ofReports = await latestJobsWithCounts(db, { queue: 'reports', state: 'done' }, 10);
    expect(ofReports.rows.map((r) => r.id)).toEqual([done, old]);
    // The counts are the queue's, whatever state is asked for.
    expect(ofReports.counts.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { state: 'done', n: 2 },
      { state: 'failed', n: 1 },
      { state: 'queued', n: 1 },
    ]);
    const failures = await latestJobsWithCounts(db, { state: 'failed' }, 10);
    expect(failures.rows.map((r) => r.id)).toEqual([failed, other]);
    expect(await latestJobsWithCounts(db, { queue: 'nada' }, 10)).toEqual({ rows: [], counts: [] });
  });
});

describe('a failed job queued again', () => {
  it('runs now from its first attempt', async () => {
    const id = await job('requeue', 'failed', { key: 'uno' });
    const before = Date.now();
    const row = await requeueFailedJob(db, id);
    expect(row).toMatchObject({
      id,
      state: 'queued',
      attempts: 0,
      finished_at: null,
      last_error: 'se cayó',
    });
    expect(row!.run_at.getTime()).toBeGreaterThan(before - 60_000);
    const stored = await db
      .selectFrom('jobs')
      .select(['locked_until', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ locked_until: null, state: 'queued' });
    expect(await jobState(db, id)).toEqual({ state: 'queued' });
  });

  it('leaves a job that has not failed alone', async () => {
    for (const state of ['queued', 'running', 'done', 'cancelled'] as const) {
      const id = await job('requeue', state);
      expect(await requeueFailedJob(db, id)).toBeUndefined();
      expect(await jobState(db, id)).toEqual({ state });
    }
    expect(await requeueFailedJob(db, 999_999)).toBeUndefined();
    expect(await jobState(db, 999_999)).toBeUndefined();
  });

  it('is refused while the same work is queued again', async () => {
    const failed = await job('requeue', 'failed', { key: 'dos' });
    await job('requeue', 'queued', { key: 'dos' });
    await expect(requeueFailedJob(db, failed)).rejects.toMatchObject({ code: '23505' });
    expect(await jobState(db, failed)).toEqual({ state: 'failed' });
    // The same key on another queue is other work.
    const elsewhere = await job('otra', 'failed', { key: 'dos' });
    expect(await requeueFailedJob(db, elsewhere)).toMatchObject({ state: 'queued' });
  });
});
