// Provider-level browsing: customers and their stations, authorised by the caller's role, or
// by a customer's integration token (Settings › Provider token), which sees only its customer.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

describe('provider browsing', () => {
  it('lists customers with their station counts, and searches them', async () => {
    const res = await s.get('/api/v2/surtidor_customer/surtidor_customers', s.tokens.proveedor);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((c: { name: string; station_count: number }) => [c.name, c.station_count]),
    ).toEqual([
      ['Combustibles del Bajío', 1],
      ['Grupo Surtidor Demo', 5],
    ]);
    const found = await s.get(
      '/api/v2/surtidor_customer/surtidor_customers?search=bajio',
      s.tokens.proveedor,
    );
    expect(found.json().total).toBe(1);
  });

  it("lists a customer's stations and shows one", async () => {
    const stations = await s.get(
      '/api/v2/surtidor_customer/gas_stations/by_owner/2',
      s.tokens.proveedor,
    );
    expect(stations.json()).toMatchObject({ total: 1, items: [{ id: 6, customer_id: 2 }] });
    const station = await s.get('/api/v2/surtidor_customer/gas_stations/6', s.tokens.proveedor);
    expect(station.json()).toMatchObject({ id: 6, customer: { id: 2 } });
    expect(
      (await s.get('/api/v2/surtidor_customer/gas_stations/by_owner/99', s.tokens.proveedor))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.get('/api/v2/surtidor_customer/gas_stations/999', s.tokens.proveedor)).statusCode,
    ).toBe(404);
  });

  it('is refused to every other role, administrators included', async () => {
    for (const who of ['admin', 'editor', 'visor', 'sinpermisos'] as const) {
      const res = await s.get('/api/v2/surtidor_customer/surtidor_customers', s.tokens[who]);
      expect([who, res.statusCode]).toEqual([who, 403]);
    }
    expect((await s.get('/api/v2/surtidor_customer/surtidor_customers')).statusCode).toBe(401);
  });

  it("accepts a customer's integration token for that customer only", async () => {
    const generated = await s.put('/api/generate_surtidor_token', undefined, s.tokens.editor);
    const token: string = generated.json().token;
    const customers = await s.get('/api/v2/surtidor_customer/surtidor_customers', token);
    expect(customers.statusCode).toBe(200);
    expect(customers.json().items.map((c: { id: number }) => c.id)).toEqual([1]);
    const own = await s.get('/api/v2/surtidor_customer/gas_stations/by_owner/1', token);
    expect(
      own
        .json()
        .items.map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect((await s.get('/api/v2/surtidor_customer/gas_stations/1', token)).statusCode).toBe(200);
    // Another customer's data is as missing as an id that does not exist.
    for (const url of [
      '/api/v2/surtidor_customer/gas_stations/by_owner/2',
      '/api/v2/surtidor_customer/gas_stations/6',
    ]) {
      const res = await s.get(url, token);
      expect([url, res.statusCode, res.json().message]).toEqual([
        url,
        404,
        url.includes('by_owner') ? 'Cliente no encontrado' : 'Gasolinera no encontrada',
      ]);
    }
    // It is no session: operations that do not accept integration tokens refuse it.
    expect((await s.get('/api/user_profile', token)).statusCode).toBe(401);
    expect((await s.get('/api/gas_stations', token)).statusCode).toBe(401);
    // A newer token revokes it.
    await s.put('/api/generate_surtidor_token', undefined, s.tokens.editor);
    expect((await s.get('/api/v2/surtidor_customer/surtidor_customers', token)).statusCode).toBe(
      401,
    );
  });
});
