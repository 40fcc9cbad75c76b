// States and municipalities for the pickers, and the permit lookup in the regulator's registry.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

describe('GET /api/states', () => {
  it('lists the 32 states by name, with their INEGI codes', async () => {
    const res = await s.get('/api/states', s.tokens.visor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(32);
    expect(body.items[0]).toEqual({ id: 1, code: '01', name: 'Aguascalientes' });
    const names = body.items.map((st: { name: string }) => st.name);
    expect(names).toContain('Querétaro');
    expect(names.indexOf('Michoacán de Ocampo')).toBeLessThan(names.indexOf('Morelos'));
  });

  it('needs a session', async () => {
    expect((await s.get('/api/states')).statusCode).toBe(401);
  });
});

describe('GET /api/states/{id}', () => {
  it("returns a state's municipalities, sorted the Spanish way", async () => {
    const res = await s.get('/api/states/1', s.tokens.editor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('Aguascalientes');
    expect(body.cities).toHaveLength(11);
    expect(body.cities.slice(0, 3)).toEqual(['Aguascalientes', 'Asientos', 'Calvillo']);
    expect(body.cities).toContain('Jesús María');
  });

  it('answers 404 for an unknown state and 400 for a bad id', async () => {
    expect((await s.get('/api/states/33', s.tokens.editor)).json()).toMatchObject({
      message: 'Estado no encontrado',
    });
    expect((await s.get('/api/states/abc', s.tokens.editor)).statusCode).toBe(400);
  });
});

describe('GET /api/registry/stations', () => {
  const lookup = (permit: string) =>
    s.get(`/api/registry/stations?permit=${encodeURIComponent(permit)}`, s.tokens.admin);

  it('finds a real permit with its latest prices and the station that already holds it', async () => {
    const res = await lookup('PL/1404/EXP/ES/2015');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      place_id: 2700,
      permit: 'PL/1404/EXP/ES/2015',
      name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
      registered_as: { id: 1 },
    });
    expect(body.latitude).toBeCloseTo(21.9, 0);
    expect(body.prices.price_date).toBe('2026-08-08');
    expect(body.prices.regular).toBeGreaterThan(15);
  });

  it('finds an unregistered permit (registered_as null)', async () => {
    const row = await s.db
      .selectFrom('cre_places')
      .select('permit')
      .where('permit', 'not in', (eb) => eb.selectFrom('gas_stations').select('permission'))
      .orderBy('place_id')
      .executeTakeFirstOrThrow();
    const res = await lookup(row.permit);
    expect(res.statusCode).toBe(200);
    expect(res.json().registered_as).toBeNull();
  });

  it("accepts the feed's other permit shapes and the PS-XXXXXX form, then says nothing matches", async () => {
    for (const permit of ['CNE/PL/164/EXP/ES/2025', 'PL/99999/EXP/ESA/2016', 'PS-A1B2C3']) {
      const res = await lookup(permit);
      expect([permit, res.statusCode]).toEqual([permit, 404]);
      expect(res.json().message).toBe('Ninguna estación registrada coincide con ese permiso');
    }
  });

  it('refuses text that is not a permit', async () => {
    for (const permit of ['658/2015', 'PL/658', 'PS-12345', 'pl/658/exp/es/2015 ; drop']) {
      const res = await lookup(permit);
      expect([permit, res.statusCode]).toEqual([permit, 400]);
      expect(res.json().errors[0]).toMatchObject({ field: 'query.permit', rule: 'pattern' });
    }
  });

  it('needs a session', async () => {
    expect((await s.get('/api/registry/stations?permit=PS-123456')).statusCode).toBe(401);
  });
});
