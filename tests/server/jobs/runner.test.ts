// The job mechanism on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// deduplication, retries with back-off, permanent failures, leases, schedules, and a runner
// that keeps going whatever its handlers or the database do.
import { sql } from 'kysely';
import {
  PermanentJobError,
  defaultBackoff,
  enqueueJob,
  enqueueJobs,
  startJobRunner,
  upsertSchedule,
  type JobHandler,
  type JobRunnerOptions,
} from '@/server/jobs/queue';
import { startTestServer, type TestServer } from '../../support/testServer';
import { jobRow, recordingLog, signal } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('jobs').execute();
  await server.db.deleteFrom('job_schedules').execute();
});

function runner(handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) {
  const { log, lines } = recordingLog();
  const started = startJobRunner(server.db, {
    config: server.config,
    log,
    handlers,
    pollMs: 0,
    backoff: () => 0,
    ...options,
  });
  return { runner: started, lines };
}

describe('defaultBackoff', () => {
  afterEach(() => jest.restoreAllMocks());
  it('waits 30 s, then doubling up to an hour, plus up to 10 % jitter', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    expect([1, 2, 3, 8, 9, 50].map(defaultBackoff)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    jest.spyOn(Math, 'random').mockReturnValue(1);
    expect(defaultBackoff(1)).toBe(33_000);
    expect(defaultBackoff(50)).toBe(3_960_000);
  });
});

describe('enqueueJob', () => {
  it('deduplicates by key while the job is queued or running, not after', async () => {
    const first = await enqueueJob(server.db, { queue: 'q', key: 'k', payload: { n: 1 } });
    const again = await enqueueJob(server.db, { queue: 'q', key: 'k', payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    // Another queue, or no key, is another job.
    expect((await enqueueJob(server.db, { queue: 'other', key: 'k', payload: {} })).created).toBe(
      true,
    );
    const a = await enqueueJob(server.db, { queue: 'q', payload: {} });
    const b = await enqueueJob(server.db, { queue: 'q', payload: {} });
    expect(a.id).not.toBe(b.id);

    const payloads: unknown[] = [];
    const { runner: r } = runner({ q: async (payload) => payloads.push(payload) });
    await r.tick();
    await r.stop();
    expect(payloads).toContainEqual({ n: 1 });
    expect(payloads).not.toContainEqual({ n: 2 });
    const later = await enqueueJob(server.db, { queue: 'q', key: 'k', payload: {} });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it('waits for runAt', async () => {
    const { id } = await enqueueJob(server.db, {
      queue: 'later',
      payload: null,
      runAt: new Date(Date.now() + 60_000),
    });
    const { runner: r } = runner({ later: async () => 'ran' });
    expect(await r.tick()).toBe(0);
    await sql`update jobs set run_at = now() where id = ${id}`.execute(server.db);
    expect(await r.tick()).toBe(1);
    await r.stop();
    expect(await jobRow(server.db, id)).toMatchObject({ state: 'done', result: 'ran' });
  });
});

describe('enqueueJobs', () => {
  it('adds many keyed jobs of a queue at once, due now, skipping keys already live', async () => {
    await enqueueJob(server.db, { queue: 'q', key: 'a', payload: { n: 0 } });
    expect(
      await enqueueJobs(server.db, 'q', [
        { key: 'a', payload: { n: 1 } },
        { key: 'b', payload: { n: 2 } },
        { key: 'b', payload: { n: 3 } },
        { key: 'c', payload: { n: 4 } },
      ]),
    ).toBe(2);
    expect(await enqueueJobs(server.db, 'q', [])).toBe(0);
    const rows = await server.db
      .selectFrom('jobs')
      .select(['queue', 'key', 'payload', 'state', 'max_attempts'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      [
        ['a', { n: 0 }],
        ['b', { n: 2 }],
        ['c', { n: 4 }],
      ].map(([key, payload]) => ({ queue: 'q', key, payload, state: 'queued', max_attempts: 5 })),
    );
    const payloads: unknown[] = [];
    const { runner: r } = runner(
      { q: async (payload) => payloads.push(payload) },
      { concurrency: 3 },
    );
    expect(await r.tick()).toBe(3);
    await r.stop();
    expect(payloads).toEqual(expect.arrayContaining([{ n: 0 }, { n: 2 }, { n: 4 }]));
  });
});

describe('outcomes', () => {
  it('retries after the back-off and then succeeds', async () => {
    let calls = 0;
    const delays: number[] = [];
    const { runner: r } = runner(
      {
        flaky: async (_payload, ctx) => {
          calls += 1;
          if (ctx.job.attempt < 3) throw new Error(`intento ${ctx.job.attempt} falló`);
          return { ok: true };
        },
      },
      {
        backoff: (attempt) => {
          delays.push(attempt);
          return 60_000;
        },
      },
    );
    const { id } = await enqueueJob(server.db, { queue: 'flaky', payload: {} });
    expect(await r.tick()).toBe(1);
    let row = await jobRow(server.db, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: 'intento 1 falló' });
    // Waits out the back-off...
    expect(row.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await r.tick()).toBe(0);
    // ...and runs again once it is over.
    for (const attempt of [2, 3]) {
      await sql`update jobs set run_at = now() where id = ${id}`.execute(server.db);
      expect(await r.tick()).toBe(1);
      expect((await jobRow(server.db, id)).attempts).toBe(attempt);
    }
    await r.stop();
    row = await jobRow(server.db, id);
    expect(row).toMatchObject({ state: 'done', attempts: 3, result: { ok: true } });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2]);
  });

  it('fails for good after max attempts, keeping the last error', async () => {
    const { runner: r } = runner({
      broken: async (_p, ctx) => {
        throw new Error(`sin conexión (${ctx.job.attempt})`);
      },
    });
    const { id } = await enqueueJob(server.db, { queue: 'broken', payload: {}, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) await r.tick();
    await r.stop();
    expect(await jobRow(server.db, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'sin conexión (3)',
    });
  });

  it('fails at once on a PermanentJobError', async () => {
    const { runner: r, lines } = runner({
      misconfigured: async () => {
        throw new PermanentJobError('falta la URL del proveedor');
      },
    });
    const { id } = await enqueueJob(server.db, { queue: 'misconfigured', payload: {} });
    await r.tick();
    expect(await r.tick()).toBe(0);
    await r.stop();
    expect(await jobRow(server.db, id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'falta la URL del proveedor',
    });
    expect(
      lines.some((l) => l.level === 'error' && /misconfigured#\d+ failed/.test(l.message)),
    ).toBe(true);
  });

  it('survives handlers that throw non-errors or throw synchronously', async () => {
    const { runner: r } = runner(
      {
        text: async () => {
          throw 'texto suelto';
        },
        sync: (() => {
          throw new Error('antes de la promesa');
        }) as JobHandler,
        object: async () => {
          throw { code: 42 };
        },
      },
      {},
    );
    const text = await enqueueJob(server.db, { queue: 'text', payload: {}, maxAttempts: 1 });
    const sync = await enqueueJob(server.db, { queue: 'sync', payload: {}, maxAttempts: 1 });
    const object = await enqueueJob(server.db, { queue: 'object', payload: {}, maxAttempts: 1 });
    expect(await r.tick()).toBe(2);
    expect(await r.tick()).toBe(1);
    await r.stop();
    expect(await jobRow(server.db, text.id)).toMatchObject({
      state: 'failed',
      last_error: 'texto suelto',
    });
    expect(await jobRow(server.db, sync.id)).toMatchObject({
      state: 'failed',
      last_error: 'antes de la promesa',
    });
    expect(await jobRow(server.db, object.id)).toMatchObject({
      state: 'failed',
      last_error: '{"code":42}',
    });
  });

  it('survives a database error during a poll and carries on', async () => {
    const { runner: r, lines } = runner({ q: async () => 'ok' });
    const { id } = await enqueueJob(server.db, { queue: 'q', payload: {} });
    await sql`alter table jobs rename to jobs_away`.execute(server.db);
    try {
      expect(await r.tick()).toBe(0);
    } finally {
      await sql`alter table jobs_away rename to jobs`.execute(server.db);
    }
    expect(lines.some((l) => l.level === 'error' && /job poll failed/.test(l.message))).toBe(true);
    expect(await r.tick()).toBe(1);
    await r.stop();
    expect((await jobRow(server.db, id)).state).toBe('done');
  });

  it('only claims queues it has handlers for', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'someone-else', payload: {} });
    const { runner: r } = runner({ mine: async () => null });
    expect(await r.tick()).toBe(0);
    await r.stop();
    expect((await jobRow(server.db, id)).state).toBe('queued');
  });
});

describe('leases', () => {
  it('takes over a running job whose lease expired (its node died)', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'q', payload: { n: 7 } });
    await sql`update jobs set state = 'running', attempts = 1, started_at = now() - interval '10 minutes',
      locked_until = now() - interval '1 minute' where id = ${id}`.execute(server.db);
    const seen: number[] = [];
    const { runner: r } = runner({
      q: async (payload: { n: number }, ctx) => {
        seen.push(ctx.job.attempt);
        return payload.n * 2;
      },
    });
    expect(await r.tick()).toBe(1);
    await r.stop();
    expect(seen).toEqual([2]);
    expect(await jobRow(server.db, id)).toMatchObject({ state: 'done', attempts: 2, result: 14 });
  });

  it('leaves a running job alone while its lease holds', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'q', payload: {} });
    await sql`update jobs set state = 'running', attempts = 1,
      locked_until = now() + interval '1 minute' where id = ${id}`.execute(server.db);
    const { runner: r } = runner({ q: async () => null });
    expect(await r.tick()).toBe(0);
    await r.stop();
  });

  it('renews the lease of a long job, so no one else takes it', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'slow', payload: {} });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { runner: first } = runner({ slow: () => gate.then(() => 'first') }, { leaseMs: 300 });
    const { runner: second } = runner({ slow: async () => 'second' }, { leaseMs: 300 });
    const running = first.tick();
    // Three lease lengths pass (what is tested): unrenewed, the lease would have run out.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await second.tick()).toBe(0);
    release();
    expect(await running).toBe(1);
    await Promise.all([first.stop(), second.stop()]);
    expect(await jobRow(server.db, id)).toMatchObject({ state: 'done', result: 'first' });
  });

  it('aborts a job whose lease was lost and records nothing for it', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'slow', payload: {} });
    let aborted = false;
    const begun = signal();
    const { runner: r, lines } = runner(
      {
        slow: (_p, ctx) =>
          new Promise((_resolve, reject) => {
            begun.resolve();
            ctx.signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('abortada'));
            });
          }),
      },
      { leaseMs: 300 },
    );
    const running = r.tick();
    // Taken over once it runs (after a fixed wait, a loaded machine claimed it only after the
    // update below: the runner then held attempt 3 and the job never ended).
    await begun.promise;
    // Another node took it over (its attempt is now 2).
    await sql`update jobs set attempts = 2 where id = ${id}`.execute(server.db);
    await running;
    await r.stop();
    expect(aborted).toBe(true);
    expect(lines.some((l) => /lost its lease/.test(l.message))).toBe(true);
    expect(await jobRow(server.db, id)).toMatchObject({ state: 'running', attempts: 2 });
  });
});

describe('background polling', () => {
  it('runs due jobs on its own and stops cleanly', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'q', payload: {} });
    const { runner: r } = runner({ q: async () => 'ok' }, { pollMs: 20 });
    for (let i = 0; i < 100 && (await jobRow(server.db, id)).state !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await r.stop();
    expect((await jobRow(server.db, id)).state).toBe('done');
    expect(await r.tick()).toBe(0);
  });
});

describe('stopping', () => {
  it('waits for a running job to finish', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'q', payload: {} });
    // Stopped once the job runs (a fixed wait lost the race on a loaded machine: stopped
    // before the claim, the job stayed queued).
    const begun = signal();
    const { runner: r } = runner({
      q: () => {
        begun.resolve();
        return new Promise((resolve) => setTimeout(() => resolve('terminada'), 200));
      },
    });
    const running = r.tick();
    await begun.promise;
    await r.stop();
    await running;
    expect(await jobRow(server.db, id)).toMatchObject({ state: 'done', result: 'terminada' });
  });

  it('aborts a job that outlasts the grace period and queues it again without spending an attempt', async () => {
    const { id } = await enqueueJob(server.db, { queue: 'endless', payload: {} });
    const begun = signal();
    const { runner: r } = runner(
      {
        endless: (_p, ctx) => {
          begun.resolve();
          return new Promise((_resolve, reject) =>
            ctx.signal.addEventListener('abort', () => reject(new Error('interrumpida'))),
          );
        },
      },
      { stopGraceMs: 100 },
    );
    const running = r.tick();
    await begun.promise;
    await r.stop();
    await running;
    const row = await jobRow(server.db, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, locked_until: null });
    expect(row.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('schedules', () => {
  it('fires a due schedule once across two runners and advances it', async () => {
    await upsertSchedule(server.db, {
      name: 'resumen',
      queue: 'digest',
      payload: { kind: 'hourly' },
      cadence: { every_minutes: 30 },
    });
    await sql`update job_schedules set next_run_at = now() - interval '1 minute'`.execute(
      server.db,
    );
    const payloads: unknown[] = [];
    const handlers = { digest: async (payload: unknown) => payloads.push(payload) };
    const one = runner(handlers).runner;
    const two = runner(handlers).runner;
    const before = Date.now();
    await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.stop(), two.stop()]);
    expect(payloads).toEqual([{ kind: 'hourly' }]);
    const jobs = await server.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ queue: 'digest', key: 'resumen', state: 'done' });
    const schedule = await server.db
      .selectFrom('job_schedules')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(schedule.last_run_at).toBeInstanceOf(Date);
    const advance = schedule.next_run_at.getTime() - before;
    expect(advance).toBeGreaterThan(29 * 60_000);
    expect(advance).toBeLessThan(31 * 60_000);
  });

  it('keeps the next run when the cadence is unchanged, and resets it when it changes', async () => {
    const definition = {
      name: 'diario',
      queue: 'daily',
      payload: {},
      cadence: { daily_at: '07:00', zone: 'America/Mexico_City' },
    };
    await upsertSchedule(server.db, definition);
    await sql`update job_schedules set next_run_at = '2030-01-01T00:00:00Z'`.execute(server.db);
    await upsertSchedule(server.db, { ...definition, payload: { v: 2 } });
    let row = await server.db.selectFrom('job_schedules').selectAll().executeTakeFirstOrThrow();
    expect(row.next_run_at).toEqual(new Date('2030-01-01T00:00:00Z'));
    expect(row.payload).toEqual({ v: 2 });
    await upsertSchedule(server.db, {
      ...definition,
      cadence: { daily_at: '08:00', zone: 'America/Mexico_City' },
    });
    row = await server.db.selectFrom('job_schedules').selectAll().executeTakeFirstOrThrow();
    expect(row.next_run_at.getTime()).toBeLessThan(Date.now() + 25 * 3_600_000);
  });

  it('does not fire a disabled schedule', async () => {
    await upsertSchedule(server.db, {
      name: 'apagado',
      queue: 'q',
      payload: {},
      cadence: { every_minutes: 5 },
      enabled: false,
    });
    await sql`update job_schedules set next_run_at = now() - interval '1 minute'`.execute(
      server.db,
    );
    const { runner: r } = runner({ q: async () => null });
    expect(await r.tick()).toBe(0);
    await r.stop();
    expect(await server.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes old finished jobs and keeps recent ones and failures for 30 days', async () => {
    const insert = (state: string, days: number) =>
      sql`
      insert into jobs (queue, payload, state, updated_at)
      values ('old', '{}'::jsonb, ${state}, now() - ${`${days} days`}::interval)`.execute(
        server.db,
      );
    await insert('done', 15);
    await insert('cancelled', 15);
    await insert('done', 1);
    await insert('failed', 20);
    await insert('failed', 31);
    const { runner: r } = runner({ q: async () => null });
    await r.tick();
    await r.stop();
    const left = await server.db.selectFrom('jobs').select(['state']).orderBy('state').execute();
    expect(left.map((j) => j.state)).toEqual(['done', 'failed']);
  });
});
