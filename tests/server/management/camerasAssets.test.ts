// Cameras (key shown once, stored hashed, authenticates service events) and assets (station and
// camera of one customer; they block the station's deletion).
import { hashToken } from '@/server/access/tokens';
import { startManagementServer, type ManagementServer } from './managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

describe('cameras', () => {
  it('creates a camera, shows its key once and keeps only its hash', async () => {
    const res = await s.post(
      '/api/cameras',
      {
        customer_id: 1,
        gas_station_id: 1,
        name: 'Isla 1 norte',
        serial: 'HK-2231-A',
        license: 'LIC-9001',
      },
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(201);
    const { camera, key } = res.json();
    expect(key).toMatch(/^cam_[A-Za-z0-9_-]{32}$/);
    expect(camera).toMatchObject({
      name: 'Isla 1 norte',
      serial: 'HK-2231-A',
      license: 'LIC-9001',
      gas_station: { id: 1 },
      customer: { id: 1 },
      key_last4: key.slice(-4),
      status_online: false,
      last_seen_at: null,
    });
    const row = await s.db
      .selectFrom('cameras')
      .select(['key_hash'])
      .where('id', '=', camera.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashToken(key));
    expect(
      JSON.stringify((await s.get('/api/cameras?items=1000', s.tokens.admin)).json()),
    ).not.toContain(key);
    const found = await s.get('/api/cameras?search=isla 1', s.tokens.admin);
    expect(found.json().items.map((c: { id: number }) => c.id)).toContain(camera.id);
  });

  it('refuses a station of another customer and bad fields', async () => {
    const other = await s.post(
      '/api/cameras',
      { customer_id: 1, gas_station_id: 6, name: 'X' },
      s.tokens.admin,
    );
    expect(other.json().errors[0]).toMatchObject({
      field: 'body.gas_station_id',
      message: 'La gasolinera no es del cliente',
    });
    const bad = await s.post(
      '/api/cameras',
      { customer_id: 1, name: '', serial: 'a b' },
      s.tokens.admin,
    );
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.name', 'body.serial']);
    expect(
      (await s.post('/api/cameras', { customer_id: 1, name: 'X' }, s.tokens.editor)).statusCode,
    ).toBe(403);
    expect((await s.get('/api/cameras', s.tokens.editor)).statusCode).toBe(403);
  });
});

describe('assets', () => {
  it('creates, edits and deletes an asset; an asset keeps its station from being deleted', async () => {
    const camera = (
      await s.post(
        '/api/cameras',
        { customer_id: 1, gas_station_id: 3, name: 'Dispensarios' },
        s.tokens.admin,
      )
    ).json().camera;
    const created = await s.post(
      '/api/assets',
      { name: 'Dispensario 4', gas_station_id: 3, camera_id: camera.id },
      s.tokens.admin,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Dispensario 4',
      customer_id: 1,
      gas_station: { id: 3 },
      camera: { id: camera.id, name: 'Dispensarios' },
    });
    const id = created.json().id;

    const refused = await s.delete('/api/gas_stations/3', s.tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ocurrió un error o la gasolinera tiene un activo asignado',
    );

    const edited = await s.put(
      `/api/assets/${id}`,
      { name: 'Dispensario 4B', gas_station_id: 3, camera_id: null },
      s.tokens.admin,
    );
    expect(edited.json()).toMatchObject({ name: 'Dispensario 4B', camera: null });
    expect(
      (await s.get('/api/assets?gas_station_id=3', s.tokens.admin))
        .json()
        .items.map((a: { id: number }) => a.id),
    ).toEqual([id]);
    expect((await s.delete(`/api/assets/${id}`, s.tokens.admin)).statusCode).toBe(204);
    expect((await s.delete(`/api/assets/${id}`, s.tokens.admin)).statusCode).toBe(404);
    expect(
      (await s.put(`/api/assets/${id}`, { name: 'x', gas_station_id: 3 }, s.tokens.admin))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a camera of another customer and an unknown station', async () => {
    const camera = (
      await s.post('/api/cameras', { customer_id: 2, name: 'Bajío 1' }, s.tokens.admin)
    ).json().camera;
    const res = await s.post(
      '/api/assets',
      { name: 'Tanque', gas_station_id: 1, camera_id: camera.id },
      s.tokens.admin,
    );
    expect(res.json().errors[0]).toMatchObject({
      field: 'body.camera_id',
      message: 'La cámara no es del cliente de la gasolinera',
    });
    const station = await s.post(
      '/api/assets',
      { name: 'Tanque', gas_station_id: 999 },
      s.tokens.admin,
    );
    expect(station.json().errors[0]).toMatchObject({ field: 'body.gas_station_id' });
    expect((await s.get('/api/assets', s.tokens.editor)).statusCode).toBe(403);
  });
});
