// The administrators' view of the jobs: the list with its counts, and retrying a failed job.
import { sql } from 'kysely';
import { enqueueJob } from '@/server/jobs/queue';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.surtidor.mx');
});
afterAll(async () => {
  await server.close();
});

const fail = (id: number, message = 'el proveedor no respondió') =>
  sql`update jobs set state = 'failed', attempts = max_attempts, finished_at = now(),
    last_error = ${message} where id = ${id}`.execute(server.db);

it('lists jobs newest first with counts by state, filtered by state and queue', async () => {
  const a = await enqueueJob(server.db, {
    queue: 'cre-feed',
    key: 'cre-feed:2026-03-01',
    payload: {},
  });
  const b = await enqueueJob(server.db, { queue: 'planner-statistics', payload: {} });
  const c = await enqueueJob(server.db, { queue: 'cre-feed', payload: {} });
  await fail(c.id);
  const res = await server.get('/api/jobs', admin);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.jobs.map((j: { id: number }) => j.id).slice(0, 3)).toEqual([c.id, b.id, a.id]);
  expect(body.jobs.find((j: { id: number }) => j.id === a.id)).toMatchObject({
    queue: 'cre-feed',
    key: 'cre-feed:2026-03-01',
    state: 'queued',
    attempts: 0,
    max_attempts: 5,
    started_at: null,
    last_error: null,
  });
  expect(body.counts).toMatchObject({ failed: 1, running: 0 });
  expect(body.counts.queued).toBeGreaterThanOrEqual(2);

  const failed = (await server.get('/api/jobs?state=failed', admin)).json();
  expect(failed.jobs.map((j: { id: number }) => j.id)).toEqual([c.id]);
  const stats = (await server.get('/api/jobs?queue=planner-statistics&items=1', admin)).json();
  expect(stats.jobs).toHaveLength(1);
  expect(stats.counts).toEqual({ queued: 1, running: 0, done: 0, failed: 0 });
  expect((await server.get('/api/jobs?items=500', admin)).statusCode).toBe(400);
});

it('retries a failed job now with its attempts reset', async () => {
  const { id } = await enqueueJob(server.db, { queue: 'tickets-import', payload: {} });
  await fail(id);
  const res = await server.post(`/api/jobs/${id}/retry`, undefined, admin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id, state: 'queued', attempts: 0, finished_at: null });
  const row = await server.db
    .selectFrom('jobs')
    .select(['run_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
});

it('refuses to retry a job that has not failed, or that does not exist', async () => {
  const { id } = await enqueueJob(server.db, { queue: 'tickets-import', payload: {} });
  const queued = await server.post(`/api/jobs/${id}/retry`, undefined, admin);
  expect(queued.statusCode).toBe(409);
  expect(queued.json().message).toBe('Solo se puede reintentar una tarea fallida');
  const missing = await server.post('/api/jobs/999999/retry', undefined, admin);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('Tarea no encontrada');
});

it('refuses a retry while the same work is queued again', async () => {
  const failed = await enqueueJob(server.db, { queue: 'cre-feed', key: 'dup', payload: {} });
  await fail(failed.id);
  await enqueueJob(server.db, { queue: 'cre-feed', key: 'dup', payload: {} });
  const res = await server.post(`/api/jobs/${failed.id}/retry`, undefined, admin);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Ya hay una tarea igual en cola o en curso');
});

it('is for administrators only', async () => {
  const editor = await server.login('editor@demo.surtidor.mx');
  expect((await server.get('/api/jobs', editor)).statusCode).toBe(403);
  expect((await server.post('/api/jobs/1/retry', undefined, editor)).statusCode).toBe(403);
  expect((await server.get('/api/jobs')).statusCode).toBe(401);
});
