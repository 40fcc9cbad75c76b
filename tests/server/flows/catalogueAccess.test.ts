// Metrics, gas stations and customers: who sees what.
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'editor', 'visor', 'sinpermisos', 'proveedor', 'bajio']) {
    tokens[user] = await server.login(user);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/metrics', () => {
  it('gives admins the 11 metrics by id with their keys', async () => {
    const res = await server.get('/api/metrics', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(11);
    expect(body.items).toEqual([
      { id: 1, key: 'immeadiacy' },
      { id: 2, key: 'prompt_service' },
      { id: 3, key: 'service_time' },
      { id: 4, key: 'conversion' },
      { id: 5, key: 'frequent_clients' },
      { id: 6, key: 'immeadiacy_gas' },
      { id: 7, key: 'prompt_service_gas' },
      { id: 8, key: 'service_time_gas' },
      { id: 9, key: 'immeadiacy_diesel' },
      { id: 10, key: 'prompt_service_diesel' },
      { id: 11, key: 'service_time_diesel' },
    ]);
  });

  it('honours items', async () => {
    const res = await server.get('/api/metrics?items=3', tokens.admin);
    expect(res.json().items).toHaveLength(3);
    expect(res.json().total).toBe(11);
  });

  it('is forbidden to non-admins, whatever their flags', async () => {
    for (const user of ['editor', 'visor', 'proveedor']) {
      const res = await server.get('/api/metrics', tokens[user]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'No tienes permisos para realizar esta acción',
        code: 'forbidden',
        request_id: expect.any(String),
      });
    }
  });

  it('needs a session', async () => {
    expect((await server.get('/api/metrics')).statusCode).toBe(401);
  });

  it('refuses out-of-range and unknown query parameters', async () => {
    const big = await server.get('/api/metrics?items=5000', tokens.admin);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      expect.objectContaining({ field: 'query.items', rule: 'maximum' }),
    ]);
    const word = await server.get('/api/metrics?items=abc', tokens.admin);
    expect(word.json().errors).toEqual([
      expect.objectContaining({ field: 'query.items', rule: 'type' }),
    ]);
    const unknown = await server.get('/api/metrics?foo=1', tokens.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Solicitud inválida: query.foo no está permitido',
      errors: [{ field: 'query.foo', rule: 'additionalProperties' }],
    });
  });
});

describe('GET /api/gas_stations', () => {
  const names = (body: { items: { name: string }[] }) => body.items.map((s) => s.name);

  it('admins see every station, ordered by name', async () => {
    const res = await server.get('/api/gas_stations', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.items).toHaveLength(6);
    expect(names(body)).toEqual(
      [...names(body)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(body.items.map((s: { customer_id: number }) => s.customer_id)).size).toBe(2);
  });

  it('an editor sees only the stations of their customer', async () => {
    const res = await server.get('/api/gas_stations', tokens.editor);
    const body = res.json();
    expect(body.total).toBe(5);
    const customerIds = new Set(body.items.map((s: { customer_id: number }) => s.customer_id));
    expect(customerIds.size).toBe(1);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      permission: expect.stringMatching(/^PL\/\d+\/EXP\/ES\/\d{4}$/),
      brand: expect.any(String),
      city: expect.stringMatching(/^(Aguascalientes|Querétaro)$/),
      state: expect.any(String),
      address: expect.any(String),
      customer_id: expect.any(Number),
    });
  });

  it('the other customer sees its single station; a provider without links sees none', async () => {
    const other = (await server.get('/api/gas_stations', tokens.bajio)).json();
    expect(other.total).toBe(1);
    expect(other.items[0].permission).toBe('PL/3393/EXP/ES/2015');
    const provider = (await server.get('/api/gas_stations', tokens.proveedor)).json();
    expect(provider).toEqual({ items: [], total: 0 });
  });

  it('searches name, permit and city without regard to case or accents', async () => {
    const city = (await server.get('/api/gas_stations?search=QUERETARO', tokens.editor)).json();
    expect(city.total).toBe(2);
    const accented = (
      await server.get(`/api/gas_stations?search=${encodeURIComponent('querétaro')}`, tokens.admin)
    ).json();
    expect(accented.total).toBe(3);
    const permit = (
      await server.get(`/api/gas_stations?search=${encodeURIComponent('pl/1404')}`, tokens.editor)
    ).json();
    expect(permit.items.map((s: { permission: string }) => s.permission)).toEqual([
      'PL/1404/EXP/ES/2015',
    ]);
    const name = (await server.get('/api/gas_stations?search=astra', tokens.visor)).json();
    expect(name.items).toHaveLength(1);
    expect(name.items[0].name).toMatch(/ASTRA/);
    // Scope still applies to a search.
    const none = (await server.get('/api/gas_stations?search=servigas', tokens.editor)).json();
    expect(none.total).toBe(0);
  });

  it('items limits the page but total counts every match', async () => {
    const res = (await server.get('/api/gas_stations?items=2', tokens.admin)).json();
    expect(res.items).toHaveLength(2);
    expect(res.total).toBe(6);
  });

  it('is open to any session, even without a permission object', async () => {
    expect((await server.get('/api/gas_stations', tokens.sinpermisos)).statusCode).toBe(200);
    expect((await server.get('/api/gas_stations')).statusCode).toBe(401);
  });
});

describe('GET /api/customers', () => {
  it('lists every customer with its station count, for admins', async () => {
    const res = await server.get('/api/customers', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          legal_name: 'Grupo Surtidor Demo S.A. de C.V.',
          name: 'Grupo Surtidor Demo',
          station_count: 5,
        },
        {
          id: expect.any(Number),
          legal_name: 'Combustibles del Bajío Demo S.A. de C.V.',
          name: 'Combustibles del Bajío',
          station_count: 1,
        },
      ]),
    );
  });

  it('counts a customer without stations as 0', async () => {
    await server.db
      .insertInto('customers')
      .values({ legal_name: 'Sin Estaciones S.A.', name: 'Sin Estaciones' })
      .execute();
    try {
      const body = (await server.get('/api/customers', tokens.admin)).json();
      expect(
        body.items.find((c: { name: string }) => c.name === 'Sin Estaciones').station_count,
      ).toBe(0);
    } finally {
      await server.db
        .deleteFrom('customers')
        .where('legal_name', '=', 'Sin Estaciones S.A.')
        .execute();
    }
  });

  it('is forbidden to non-admins', async () => {
    expect((await server.get('/api/customers', tokens.editor)).statusCode).toBe(403);
    expect((await server.get('/api/customers', tokens.proveedor)).statusCode).toBe(403);
  });
});
