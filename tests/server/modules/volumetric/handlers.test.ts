// Suppliers and systems over the API: CRUD, 404s, write-only encrypted secrets, the checks
// the schema cannot make (422) and the host rule at save time.
import { startTestServer, type TestServer } from '../../../support/testServer';
import { FAKE_PASSWORD, fakeSystemInput } from '../../../support/fakeSupplier';

const BASE = 'https://api.proveedor.example';
let server: TestServer;
let open: TestServer;
let token: string;
let openToken: string;

beforeAll(async () => {
  [server, open] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' } }),
  ]);
  token = await server.login('admin@demo.surtidor.mx');
  openToken = await open.login('admin@demo.surtidor.mx');
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), open?.close()]);
});

async function newSupplier(name: string, alias: string) {
  const res = await server.post('/api/volumetric_suppliers', { name, alias }, token);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe('suppliers', () => {
  it('creates trimmed, refuses a repeated name or alias, lists with counts', async () => {
    const res = await server.post(
      '/api/volumetric_suppliers',
      { name: '  Gasonet  ', alias: ' gnet ' },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Gasonet', alias: 'gnet', systems: [] });
    for (const body of [
      { name: 'Gasonet', alias: 'otro' },
      { name: 'Otro nombre', alias: 'GNET' },
    ]) {
      const dup = await server.post('/api/volumetric_suppliers', body, token);
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe('Ya existe un proveedor con ese nombre o alias');
    }
    const list = (await server.get('/api/volumetric_suppliers', token)).json();
    const demo = list.items.find((s: { alias: string }) => s.alias === 'cvc');
    expect(demo).toMatchObject({ systems_count: 1, stations_count: expect.any(Number) });
    expect(list.items.find((s: { alias: string }) => s.alias === 'gnet')).toMatchObject({
      systems_count: 0,
      stations_count: 0,
    });
  });

  it("answers 404 'Sistema no encontrado' for an unknown supplier or system", async () => {
    const other = await newSupplier('Otro proveedor', 'otro');
    const mine = await newSupplier('Mío', 'mio');
    const created = await server.post(
      `/api/volumetric_suppliers/${mine.id}/systems`,
      fakeSystemInput(BASE),
      token,
    );
    expect(created.statusCode).toBe(201);
    const systemId = created.json().id as number;
    for (const url of [
      '/api/volumetric_suppliers/999999',
      `/api/volumetric_suppliers/${mine.id}/systems/999999`,
      `/api/volumetric_suppliers/${other.id}/systems/${systemId}`,
      `/api/volumetric_suppliers/999999/systems/${systemId}`,
    ]) {
      const res = await server.get(url, token);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json().message).toBe('Sistema no encontrado');
    }
    const put = await server.put(
      `/api/volumetric_suppliers/${other.id}/systems/${systemId}`,
      fakeSystemInput(BASE),
      token,
    );
    expect(put.statusCode).toBe(404);
    const pull = await server.post(
      `/api/volumetric_suppliers/${other.id}/systems/${systemId}/pull`,
      undefined,
      token,
    );
    expect(pull.statusCode).toBe(404);
  });

  it('shows the demo system (saved before the connector) without failing the contract', async () => {
    const list = (await server.get('/api/volumetric_suppliers', token)).json();
    const demo = list.items.find((s: { alias: string }) => s.alias === 'cvc');
    const supplier = (await server.get(`/api/volumetric_suppliers/${demo.id}`, token)).json();
    const system = await server.get(
      `/api/volumetric_suppliers/${demo.id}/systems/${supplier.systems[0].id}`,
      token,
    );
    expect(system.statusCode).toBe(200);
  });
});

describe('systems', () => {
  let supplierId: number;
  beforeAll(async () => {
    supplierId = (await newSupplier('Secretos SA', 'secretos')).id;
  });

  it('keeps secrets encrypted and write-only; left out keeps, null clears', async () => {
    const input = fakeSystemInput(BASE, { static_token: 'token-estatico-muy-secreto' });
    const created = await server.post(
      `/api/volumetric_suppliers/${supplierId}/systems`,
      input,
      token,
    );
    expect(created.statusCode).toBe(201);
    const system = created.json();
    expect(system).toMatchObject({ token_body_set: true, static_token_set: true, stations: [] });
    expect(created.body).not.toContain(FAKE_PASSWORD);
    expect(created.body).not.toContain('token-estatico-muy-secreto');
    expect(system).not.toHaveProperty('token_body');

    const raw = await server.db
      .selectFrom('volumetric_systems')
      .select(['token_body_secret', 'static_token_secret'])
      .where('id', '=', system.id)
      .executeTakeFirstOrThrow();
    expect(raw.token_body_secret).toMatch(/^v1:/);
    expect(raw.token_body_secret).not.toContain(FAKE_PASSWORD);
    expect(raw.static_token_secret).not.toContain('token-estatico');

    const url = `/api/volumetric_suppliers/${supplierId}/systems/${system.id}`;
    const got = await server.get(url, token);
    expect(got.body).not.toContain(FAKE_PASSWORD);
    expect(got.json()).toMatchObject({ token_body_set: true, static_token_set: true });

    const {
      token_body: _tb,
      static_token: _st,
      ...withoutSecrets
    } = input as typeof input & {
      static_token?: string;
    };
    const kept = await server.put(url, { ...withoutSecrets, name: 'Renombrado' }, token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Renombrado',
      token_body_set: true,
      static_token_set: true,
    });
    const cleared = await server.put(url, { ...withoutSecrets, static_token: null }, token);
    expect(cleared.json()).toMatchObject({ token_body_set: true, static_token_set: false });
    const supplier = await server.get(`/api/volumetric_suppliers/${supplierId}`, token);
    expect(supplier.json().systems[0]).toMatchObject({
      id: system.id,
      stations_count: 0,
      tickets_received: 0,
      last_error: null,
    });
  });

  it.each([
    [
      'a data body that is not JSON',
      { data_body: '{"filtro": ' },
      'body.data_body',
      'El cuerpo debe ser un JSON válido',
    ],
    [
      'a data body that is not an object',
      { data_body: '[1,2]' },
      'body.data_body',
      'El cuerpo debe ser un JSON válido',
    ],
    [
      'a token body that is not JSON',
      { token_body: 'usuario=x' },
      'body.token_body',
      'El cuerpo debe ser un JSON válido',
    ],
    [
      'a JSONPath that does not compile',
      { records_path: '$.resultado[?(@.x)]' },
      'body.records_path',
      undefined,
    ],
    [
      'a JSONPath without $',
      { mapper: { ...fakeSystemInput(BASE).mapper, folio: 'folio' } },
      'body.mapper.folio',
      undefined,
    ],
    [
      'a __proto__ param path',
      {
        params: {
          ...fakeSystemInput(BASE).params,
          station_id: { in: 'body', path: '__proto__.estacion' },
        },
      },
      'body.params.station_id.path',
      undefined,
    ],
    [
      'a body param with a GET request',
      { data_method: 'GET' },
      'body.params.start_date.in',
      undefined,
    ],
    [
      'a loopback data URL',
      { data_url: 'http://127.0.0.1:9/api' },
      'body.data_url',
      'La dirección del proveedor no está permitida (red privada o local)',
    ],
    [
      'a localhost token URL',
      { token_url: 'http://localhost/auth' },
      'body.token_url',
      'La dirección del proveedor no está permitida (red privada o local)',
    ],
    [
      'a metadata address',
      { data_url: 'http://169.254.169.254/latest' },
      'body.data_url',
      undefined,
    ],
    [
      'an IPv4-mapped loopback',
      { data_url: 'http://[::ffff:127.0.0.1]/x' },
      'body.data_url',
      undefined,
    ],
  ])('refuses %s (422)', async (_label, change, field, message) => {
    const res = await server.post(
      `/api/volumetric_suppliers/${supplierId}/systems`,
      fakeSystemInput(BASE, change),
      token,
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    if (message) expect(body.message).toBe(message);
  });

  it('accepts a loopback URL when CONNECTOR_ALLOW_PRIVATE_HOSTS=true', async () => {
    const supplier = await open.post(
      '/api/volumetric_suppliers',
      { name: 'Local', alias: 'local' },
      openToken,
    );
    const res = await open.post(
      `/api/volumetric_suppliers/${supplier.json().id}/systems`,
      fakeSystemInput('http://127.0.0.1:9'),
      openToken,
    );
    expect(res.statusCode).toBe(201);
  });

  it('queues a pull of every linked station', async () => {
    const created = await server.post(
      `/api/volumetric_suppliers/${supplierId}/systems`,
      fakeSystemInput(BASE, { name: 'Para sincronizar' }),
      token,
    );
    const systemId = created.json().id as number;
    await server.db
      .updateTable('gas_stations')
      .set({ volumetric_system_id: systemId, volumetric_station_id: 'E-1' })
      .where('id', 'in', [1, 2])
      .execute();
    const res = await server.post(
      `/api/volumetric_suppliers/${supplierId}/systems/${systemId}/pull`,
      undefined,
      token,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: 2 });
    const system = (
      await server.get(`/api/volumetric_suppliers/${supplierId}/systems/${systemId}`, token)
    ).json();
    expect(system.stations.map((s: { gas_station_id: number }) => s.gas_station_id).sort()).toEqual(
      [1, 2],
    );
  });

  it('is for administrators only', async () => {
    const editor = await server.login('editor@demo.surtidor.mx');
    const res = await server.get('/api/volumetric_suppliers', editor);
    expect(res.statusCode).toBe(403);
  });
});
