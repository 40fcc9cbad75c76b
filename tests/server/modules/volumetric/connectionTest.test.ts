// 'Probar conexión' against the fake supplier: the steps with secrets masked, mapped rows and
// row errors, and each way a supplier can fail (slow, malformed, oversized, redirect), plus
// the host rule at request time.
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  FAKE_PASSWORD,
  fakeSystemInput,
  startFakeSupplier,
  type FakeSupplier,
} from '../../../support/fakeSupplier';

let server: TestServer;
let strict: TestServer;
let fake: FakeSupplier;
let token: string;
let supplierId: number;

const DAY = '2026-03-05';

beforeAll(async () => {
  [server, strict, fake] = await Promise.all([
    startTestServer({ env: { CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' } }),
    startTestServer(),
    startFakeSupplier({ recordsPerDay: 60 }),
  ]);
  token = await server.login('admin@demo.surtidor.mx');
  supplierId = (
    await server.post('/api/volumetric_suppliers', { name: 'Fake', alias: 'fake' }, token)
  ).json().id;
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), strict?.close(), fake?.close()]);
});

beforeEach(() => fake.setMode('ok'));

const runTest = (system: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  server.post(
    `/api/volumetric_suppliers/${supplierId}/systems/test`,
    { system, date: DAY, volumetric_station_id: 'E-100', ...extra },
    token,
  );

it('shows the token and data calls, masked, and the first 50 rows mapped', async () => {
  const res = await runTest(fakeSystemInput(fake.url));
  expect(res.statusCode).toBe(200);
  const result = res.json();
  expect(result.ok).toBe(true);
  expect(result.records_found).toBe(60);
  expect(result.rows).toHaveLength(50);
  expect(result.steps.map((s: { step: string }) => s.step)).toEqual(['token', 'data']);
  const [tokenStep, dataStep] = result.steps;
  expect(tokenStep).toMatchObject({ status: 200, error: null });
  expect(tokenStep.request.body).toBe(JSON.stringify({ usuario: '••••', clave: '••••' }));
  expect(tokenStep.excerpt).toContain('access_token');
  expect(dataStep.request.headers.authorization).toBe('Bearer ••••');
  expect(JSON.parse(dataStep.request.body)).toEqual({
    filtro: { desde: `${DAY} 00:00:00`, hasta: `${DAY} 23:59:59`, estacion: 'E-100' },
    pagina: 1,
  });
  expect(Buffer.byteLength(dataStep.excerpt)).toBeLessThanOrEqual(4096);
  // Neither the password nor the issued token appears anywhere in the answer.
  expect(res.body).not.toContain(FAKE_PASSWORD);
  expect(res.body).not.toMatch(/tok-\d+-\d+-abcdefghijkl/);
  expect(result.rows[0]).toMatchObject({
    index: 0,
    values: { folio: `E-100-20260305-00001`, employee: 'Despachador 1', pump: 1 },
    ticket: { folio: 'E-100-20260305-00001', local_time: `${DAY} 00:00:00`, product: 1 },
    errors: [],
  });
  expect(fake.calls.some((c) => c.path === '/api/ventas' && c.method === 'POST')).toBe(true);
  // Only the demo's own tickets: a test writes none.
  const written = await server.db
    .selectFrom('sales_tickets')
    .select('id')
    .where('origin', '!=', 'demo')
    .execute();
  expect(written).toEqual([]);
});

it('works with a GET request, query parameters and date-only dates', async () => {
  const res = await runTest(
    fakeSystemInput(fake.url, {
      data_method: 'GET',
      data_body: null,
      date_format: 'YYYY-MM-DD',
      params: {
        start_date: { in: 'query', path: 'desde' },
        end_date: { in: 'query', path: 'hasta' },
        station_id: { in: 'query', path: 'estacion' },
      },
    }),
  );
  const result = res.json();
  expect(result.ok).toBe(true);
  expect(result.steps[1].request.url).toBe(
    `${fake.url}/api/ventas?desde=${DAY}&hasta=${DAY}&estacion=E-100`,
  );
});

it('reports per-row errors for a record that does not make a ticket', async () => {
  fake.overrides.set(`E-100|${DAY}`, (records) =>
    records.map((r, i) => (i === 1 ? { ...r, bomba: 0, fecha_hora: 'ayer' } : r)),
  );
  const result = (await runTest(fakeSystemInput(fake.url))).json();
  fake.overrides.clear();
  expect(result.ok).toBe(false);
  expect(result.rows[1].ticket).toBeNull();
  expect(result.rows[1].errors.map((e: { field: string }) => e.field).sort()).toEqual([
    'pump',
    'time',
  ]);
  expect(result.rows[0].errors).toEqual([]);
});

it('takes left-out secrets from the saved system', async () => {
  const saved = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url),
    token,
  );
  const { token_body: _left, ...system } = fakeSystemInput(fake.url);
  const withSaved = (await runTest(system, { system_id: saved.json().id })).json();
  expect(withSaved.ok).toBe(true);
  const without = (await runTest(system)).json();
  expect(without.ok).toBe(false);
  expect(without.steps[0].error).toBe('El proveedor rechazó las credenciales (HTTP 401)');
});

it('gives up on a slow supplier after about 10 s with a Spanish error', async () => {
  fake.setMode('slow');
  const started = Date.now();
  const result = (await runTest(fakeSystemInput(fake.url))).json();
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(9_500);
  expect(elapsed).toBeLessThan(14_000);
  expect(result.ok).toBe(false);
  expect(result.steps[1]).toMatchObject({
    status: null,
    error: 'El proveedor no respondió en 10 s',
  });
}, 30_000);

it.each([
  ['malformed', 'La respuesta del proveedor no es JSON válido'],
  ['oversized', 'La respuesta del proveedor supera el límite de 1 MB'],
  ['error500', 'El proveedor respondió con un error (HTTP 500)'],
  [
    'redirect',
    'El proveedor respondió con una redirección (HTTP 302); las redirecciones no se siguen',
  ],
] as const)('explains a %s answer', async (mode, message) => {
  fake.setMode(mode);
  const result = (await runTest(fakeSystemInput(fake.url))).json();
  expect(result.ok).toBe(false);
  expect(result.records_found).toBe(0);
  expect(result.steps[1].error).toBe(message);
});

it('refuses a loopback supplier without CONNECTOR_ALLOW_PRIVATE_HOSTS, at save and at request time', async () => {
  const admin = await strict.login('admin@demo.surtidor.mx');
  const supplier = (
    await strict.post('/api/volumetric_suppliers', { name: 'Estricto', alias: 'estricto' }, admin)
  ).json();
  const input = fakeSystemInput(fake.url);
  const saved = await strict.post(`/api/volumetric_suppliers/${supplier.id}/systems`, input, admin);
  expect(saved.statusCode).toBe(422);
  expect(saved.json().message).toBe(
    'La dirección del proveedor no está permitida (red privada o local)',
  );

  // A row that got in anyway (saved while allowed, a name that later resolved to a private
  // address) is refused again when a request is about to be made.
  const { pullStation } = await import('@/server/modules/volumetric/pull');
  const box = await (
    await import('@/server/modules/volumetric/secrets')
  ).connectorSecretBox(strict.config, strict.db);
  const { inputToColumns } = await import('@/server/modules/volumetric/systemRows');
  const row = await strict.db
    .insertInto('volumetric_systems')
    .values({ volumetric_supplier_id: supplier.id, ...inputToColumns(input as never, box) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await strict.db
    .updateTable('gas_stations')
    .set({ volumetric_system_id: row.id, volumetric_station_id: 'E-1' })
    .where('id', '=', 1)
    .execute();
  const before = fake.calls.length;
  await expect(
    pullStation({ db: strict.db, config: strict.config, log: { info() {}, warn() {} } }, 1),
  ).rejects.toThrow('La dirección del proveedor no está permitida (red privada o local)');
  expect(fake.calls.length).toBe(before);
  const sync = await strict.db
    .selectFrom('volumetric_station_syncs')
    .selectAll()
    .where('gas_station_id', '=', 1)
    .executeTakeFirstOrThrow();
  expect(sync.last_error).toBe(
    'La dirección del proveedor no está permitida (red privada o local)',
  );
});
