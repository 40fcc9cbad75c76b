// The x-access enforcement, level by level, on a synthetic contract (the real contract does not
// yet use every level): each operation's handler just echoes who called.
import { parseContract, loadContract, type OpenApiDocument } from '@/server/contract/loadContract';
import type {
  HandlerContext,
  CameraHandlerContext,
  HandlerMap,
} from '@/server/contract/handlerTypes';
import { startTestServer, type TestServer } from '../../support/testServer';

const echo = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id'],
  properties: { user_id: { type: 'integer', nullable: true } },
};
const ok = { description: 'ok', content: { 'application/json': { schema: echo } } };
const errors = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
};
const op = (operationId: string, access: object, extra: object = {}) => ({
  operationId,
  tags: ['test'],
  'x-access': access,
  responses: { '200': ok, ...errors },
  ...extra,
});
const stationQuery = {
  name: 'gas_station_id',
  in: 'query',
  schema: { type: 'integer', minimum: 1 },
};

function syntheticContract() {
  const base = loadContract().document;
  const document: OpenApiDocument = {
    ...base,
    paths: {
      '/api/t/public': { get: op('tPublic', { level: 'public' }) },
      '/api/t/session': { get: op('tSession', { level: 'session' }) },
      '/api/t/files': { get: op('tFiles', { level: 'permission', permission: 'files' }) },
      '/api/t/vms': { get: op('tVms', { level: 'permission', permission: 'vms' }) },
      '/api/t/admin': { get: op('tAdmin', { level: 'admin' }) },
      '/api/t/provider': { get: op('tProvider', { level: 'provider' }) },
      '/api/t/editors': { get: op('tEditors', { level: 'session', roles: ['Editor', 'Admin'] }) },
      '/api/t/camera': { get: op('tCamera', { level: 'camera' }) },
      '/api/t/station-query': {
        get: op(
          'tStationQuery',
          { level: 'session', station: { in: 'query', name: 'gas_station_id' } },
          { parameters: [stationQuery] },
        ),
      },
      '/api/t/stations/{id}': {
        get: op(
          'tStationPath',
          { level: 'session', station: { in: 'path', name: 'id' } },
          {
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                schema: { $ref: '#/components/schemas/Id' },
              },
            ],
          },
        ),
      },
      '/api/t/station-body': {
        post: op(
          'tStationBody',
          { level: 'session', station: { in: 'body', name: 'gas_station_ids' } },
          {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    additionalProperties: false,
                    properties: { gas_station_ids: { type: 'array', items: { type: 'integer' } } },
                  },
                },
              },
            },
          },
        ),
      },
    },
  };
  return parseContract(document);
}

const who = (ctx: HandlerContext) => ({ user_id: ctx.user?.id ?? null });
const modules: Record<string, HandlerMap> = {
  test: {
    tPublic: who,
    tSession: who,
    tFiles: who,
    tVms: who,
    tAdmin: who,
    tProvider: who,
    tEditors: who,
    tCamera: (ctx: CameraHandlerContext) => ({ user_id: ctx.camera.id }),
    tStationQuery: who,
    tStationPath: who,
    tStationBody: who,
  },
};

let server: TestServer;
const t: Record<string, string> = {};
let main: number[];
let other: number[];

beforeAll(async () => {
  server = await startTestServer({
    app: {
      contract: syntheticContract(),
      modules,
      resolveCamera: async (_db, key) =>
        key === 'cam-secret' ? { id: 77, gasStationId: null } : null,
    },
  });
  // The real login handler is not part of the synthetic contract: sign in through a second app.
  const real = await startTestServerSharingDb(server);
  for (const u of ['admin', 'editor', 'visor', 'sinpermisos', 'proveedor', 'bajio'])
    t[u] = await real.login(u);
  await real.app.close();
  const stations = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .orderBy('id')
    .execute();
  const firstCustomer = stations[0]!.customer_id;
  main = stations.filter((s) => s.customer_id === firstCustomer).map((s) => s.id);
  other = stations.filter((s) => s.customer_id !== firstCustomer).map((s) => s.id);
});
afterAll(async () => {
  await server?.close();
});

/** The real app on the same database, only to obtain tokens. */
async function startTestServerSharingDb(s: TestServer) {
  const { buildApp } = await import('@/server/app');
  const app = await buildApp({ config: s.config, db: s.db, listen: s.listen, logLevel: 'silent' });
  return {
    app,
    async login(username: string) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'Demo#2026!' },
      });
      return res.json().token as string;
    },
  };
}

const status = async (url: string, token?: string) => (await server.get(url, token)).statusCode;

it('public: no token needed, a bad token ignored, a good one recognised', async () => {
  expect((await server.get('/api/t/public')).json()).toEqual({ user_id: null });
  expect((await server.get('/api/t/public', 'garbage')).json()).toEqual({ user_id: null });
  expect((await server.get('/api/t/public', t.visor)).json().user_id).toEqual(expect.any(Number));
});

it('session: any valid session', async () => {
  expect(await status('/api/t/session')).toBe(401);
  expect(await status('/api/t/session', t.sinpermisos)).toBe(200);
});

it('permission: the flag must be true; no permission object fails every check', async () => {
  expect(await status('/api/t/files', t.visor)).toBe(200);
  expect(await status('/api/t/vms', t.visor)).toBe(403);
  expect(await status('/api/t/files', t.sinpermisos)).toBe(403);
  expect(await status('/api/t/vms', t.sinpermisos)).toBe(403);
  expect(await status('/api/t/files', t.proveedor)).toBe(403);
  expect(await status('/api/t/files')).toBe(401);
  const res = await server.get('/api/t/vms', t.visor);
  expect(res.json()).toEqual({
    message: 'No tienes permisos para realizar esta acción',
    code: 'forbidden',
    request_id: expect.any(String),
  });
});

it('admin: role 1 only', async () => {
  expect(await status('/api/t/admin', t.admin)).toBe(200);
  expect(await status('/api/t/admin', t.editor)).toBe(403);
});

it('provider: role Proveedor only', async () => {
  expect(await status('/api/t/provider', t.proveedor)).toBe(200);
  expect(await status('/api/t/provider', t.admin)).toBe(403);
  expect(await status('/api/t/provider', t.editor)).toBe(403);
});

it('roles: the role name must be listed', async () => {
  expect(await status('/api/t/editors', t.editor)).toBe(200);
  expect(await status('/api/t/editors', t.admin)).toBe(200);
  expect(await status('/api/t/editors', t.visor)).toBe(403);
});

it('camera: X-Camera-Key must match a camera', async () => {
  const okRes = await server.inject({
    method: 'GET',
    url: '/api/t/camera',
    headers: { 'x-camera-key': 'cam-secret' },
  });
  expect(okRes.json()).toEqual({ user_id: 77 });
  const bad = await server.inject({
    method: 'GET',
    url: '/api/t/camera',
    headers: { 'x-camera-key': 'nope' },
  });
  expect(bad.statusCode).toBe(401);
  expect(await status('/api/t/camera', t.admin)).toBe(401);
});

it('station in the query: own stations pass, others 403, absent passes', async () => {
  expect(await status(`/api/t/station-query?gas_station_id=${main[0]}`, t.editor)).toBe(200);
  expect(await status(`/api/t/station-query?gas_station_id=${other[0]}`, t.editor)).toBe(403);
  expect(await status('/api/t/station-query', t.editor)).toBe(200);
  expect(await status(`/api/t/station-query?gas_station_id=${other[0]}`, t.bajio)).toBe(200);
  // Admins may address any station; a user without links none.
  expect(await status(`/api/t/station-query?gas_station_id=${other[0]}`, t.admin)).toBe(200);
  expect(await status(`/api/t/station-query?gas_station_id=${main[0]}`, t.proveedor)).toBe(403);
  // Validation precedes the station check.
  expect(await status('/api/t/station-query?gas_station_id=x', t.editor)).toBe(400);
});

it('station in the path', async () => {
  expect(await status(`/api/t/stations/${main[1]}`, t.visor)).toBe(200);
  expect(await status(`/api/t/stations/${other[0]}`, t.visor)).toBe(403);
  const bad = await server.get('/api/t/stations/0', t.visor);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors[0]).toMatchObject({ field: 'params.id', rule: 'minimum' });
});

it('station list in the body: every id must be accessible', async () => {
  expect(
    (await server.post('/api/t/station-body', { gas_station_ids: main }, t.editor)).statusCode,
  ).toBe(200);
  expect(
    (await server.post('/api/t/station-body', { gas_station_ids: [...main, ...other] }, t.editor))
      .statusCode,
  ).toBe(403);
  expect((await server.post('/api/t/station-body', {}, t.editor)).statusCode).toBe(200);
});

it('authentication is checked before the body is parsed or validated', async () => {
  const res = await server.inject({
    method: 'POST',
    url: '/api/t/station-body',
    headers: { 'content-type': 'application/json' },
    payload: '{not json',
  });
  expect(res.statusCode).toBe(401);
});
