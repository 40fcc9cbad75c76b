// GET /api/monitoring/metrics: opened only by METRICS_TOKEN (404 without it, 401 with a wrong one, never a
// session), and the series it answers move with what happens: a request counts under its route
// template and status, a waiting job shows in its queue's depth and age, a job given up in the
// failures of its queue, a message waiting in its outbox.
import { sql } from 'kysely';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { families, samples, sampleValue } from '../../../support/prometheusText';

const TOKEN = 'metrics-token-of-the-tests-0123456789abcdef';
const QUEUE = 'monitoring-handlers-test';

let database: TestDatabase;
let server: TestServer;
/** The same database, without METRICS_TOKEN. */
let closed: TestServer;

beforeAll(async () => {
  database = await freshTestDatabase(true);
  server = await startTestServer({
    database,
    env: { METRICS_TOKEN: TOKEN },
    app: { monitoring: { databaseSeriesTtlMs: 0 } },
  });
  closed = await startTestServer({ database });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await closed?.close();
  await database?.close();
});

const scrape = async (target: TestServer = server, token = TOKEN) =>
  target.inject({
    method: 'GET',
    url: '/api/monitoring/metrics',
    headers: { authorization: `Bearer ${token}` },
  });

async function metrics(): Promise<string> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('who may read it', () => {
  it('answers 404 while METRICS_TOKEN is not configured, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await closed.inject({
        method: 'GET',
        url: '/api/monitoring/metrics',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Recurso no encontrado',
        code: 'not_found',
        request_id: response.headers['x-request-id'],
      });
    }
  });

  it('answers 401 without the token, with a wrong one and with a session token', async () => {
    const session = await server.login('admin@demo.surtidor.mx');
    const attempts = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${session}` },
    ];
    for (const headers of attempts) {
      const response = await server.inject({
        method: 'GET',
        url: '/api/monitoring/metrics',
        headers,
      });
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({
        message: 'Token de métricas ausente o no válido',
        code: 'metrics_unauthorized',
      });
      expect(response.body).not.toContain('surtidor_');
    }
  });

  it('answers the Prometheus text format to the token, uncached', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const declared = families(response.body);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'surtidor_http_request_duration_seconds',
      'surtidor_jobs_waiting',
      'surtidor_jobs_oldest_waiting_seconds',
      'surtidor_jobs_failed_last_hour',
      'surtidor_outbox_waiting',
      'surtidor_video_streams',
      'surtidor_video_viewers',
      'surtidor_deliveries_total',
      'surtidor_alert_evaluations_total',
      'surtidor_report_renders_total',
      'surtidor_kept_answers_total',
      server.kind === 'pglite' ? 'surtidor_pglite_queue_waiting' : 'surtidor_pg_pool_waiting',
    ]) {
      expect({ name, declared: declared.has(name) }).toEqual({ name, declared: true });
    }
    // Only the series of the database this node runs on.
    const other =
      server.kind === 'pglite' ? 'surtidor_pg_pool_waiting' : 'surtidor_pglite_queue_waiting';
    expect(declared.has(other)).toBe(false);
    expect(sampleValue(response.body, 'surtidor_video_viewers')).toBe(0);
  });
});

describe('series that move', () => {
  it('counts a request under its route template and status, never its raw URL', async () => {
    const series = {
      method: 'GET',
      route: '/api/gas_stations/:id',
      status: '401',
    };
    const before =
      sampleValue(await metrics(), 'surtidor_http_request_duration_seconds_count', series) ?? 0;
    await server.inject({ method: 'GET', url: '/api/gas_stations/987654' });
    await server.inject({ method: 'GET', url: '/api/gas_stations/123?x=1' });
    const text = await metrics();
    expect(sampleValue(text, 'surtidor_http_request_duration_seconds_count', series)).toBe(
      before + 2,
    );
    // A URL no route matches is one series, whatever the URL.
    await server.inject({ method: 'GET', url: '/api/no-such-thing-4711' });
    const unmatched = await metrics();
    const routes = new Set(samples(unmatched).map((s) => s.labels.route ?? ''));
    expect([...routes].filter((route) => /987654|123|4711/.test(route))).toEqual([]);
    expect(
      sampleValue(unmatched, 'surtidor_http_request_duration_seconds_count', {
        route: 'unmatched',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("shows a queue's waiting jobs and its oldest one's age, and the jobs it gave up", async () => {
    const labels = { queue: QUEUE };
    const before = await metrics();
    expect(sampleValue(before, 'surtidor_jobs_waiting', labels)).toBeNull();
    await sql`insert into jobs (queue, payload, run_at)
      values (${QUEUE}, '{}', now() - interval '5 minutes'), (${QUEUE}, '{}', now()),
        (${QUEUE}, '{}', now() + interval '1 hour')`.execute(server.db);
    await sql`insert into jobs (queue, payload, state, finished_at, last_error)
      values (${QUEUE}, '{}', 'failed', now(), 'boom')`.execute(server.db);
    const after = await metrics();
    // The job due in an hour does not wait yet.
    expect(sampleValue(after, 'surtidor_jobs_waiting', labels)).toBe(2);
    const age = sampleValue(after, 'surtidor_jobs_oldest_waiting_seconds', labels)!;
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(400);
    expect(sampleValue(after, 'surtidor_jobs_failed_last_hour', labels)).toBe(1);
    await sql`delete from jobs where queue = ${QUEUE}`.execute(server.db);
    expect(sampleValue(await metrics(), 'surtidor_jobs_waiting', labels)).toBeNull();
  });

  it('shows the messages waiting in an outbox by purpose and channel', async () => {
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.surtidor.mx')
      .executeTakeFirstOrThrow();
    const delivery = await server.db
      .insertInto('alert_deliveries')
      .values({
        user_id: user.id,
        kind: 'digest',
        channel: 'whatsapp',
        recipient_name: 'Admin',
        address: '+5215512345678',
        period_start: new Date(Date.now() - 86_400_000),
        period_end: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into jobs (queue, payload, run_at)
      values ('alerts-deliver', ${JSON.stringify({ deliveryId: delivery.id })}::jsonb,
        now() - interval '2 minutes'),
      -- An odd payload is left out, not a failed read.
      ('alerts-deliver', '{"deliveryId": "x"}'::jsonb, now())`.execute(server.db);
    const text = await metrics();
    const labels = { purpose: 'alert', channel: 'whatsapp' };
    expect(sampleValue(text, 'surtidor_outbox_waiting', labels)).toBe(1);
    expect(
      sampleValue(text, 'surtidor_outbox_oldest_waiting_seconds', labels),
    ).toBeGreaterThanOrEqual(120);
    await sql`delete from jobs where queue = 'alerts-deliver'`.execute(server.db);
    await server.db.deleteFrom('alert_deliveries').where('id', '=', delivery.id).execute();
  });
});
