// PostgreSQL out of reach (here a port nobody listens on), on the real pool and error path:
// every API call answers 503 with the Spanish message and Retry-After, the session lookup of
// the access hook included (not 401, not 500), and /api/health names the database as down;
// responses are checked against the contract in strict mode. Runs without any database.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openPostgres, type DatabaseHandle } from '@/server/db/database';
import { freePort } from '../../../../scripts/lib/productionServer';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  // A port that was free a moment ago: connections are refused at once.
  handle = await openPostgres(`postgres://surtidor@127.0.0.1:${await freePort()}/nada`, 2);
  const config = loadConfig({
    NODE_ENV: 'test',
    VALIDATE_RESPONSES: 'strict',
    DEMO_DATA: 'never',
    CLIENT_DIR: path.join(os.tmpdir(), `surtidor-no-client-${process.pid}`),
  });
  app = await buildApp({ config, db: handle.db, listen: handle.listen, logLevel: 'silent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await handle.close();
});

const UNAVAILABLE = 'Servicio no disponible, intenta de nuevo en unos segundos';

it.each([
  ['a session lookup', 'GET', '/api/user_profile', { authorization: 'Bearer un-token-cualquiera' }],
  ['a sign-in', 'POST', '/api/login', {}],
])('answers 503 with Retry-After to %s', async (_name, method, url, headers) => {
  const res = await app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers,
    ...(method === 'POST' ? { payload: { username: 'admin', password: 'x' } } : {}),
  });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    message: UNAVAILABLE,
    code: 'service_unavailable',
    request_id: expect.any(String),
  });
});

it('reports the database as down on /api/health, with 503', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    status: 'unavailable',
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    live: true,
    ready: false,
    checks: { database: 'down' },
    message: UNAVAILABLE,
  });
});
