// Cameras (key shown once, stored hashed, authenticates service events) and assets (station and
// camera of one customer; they block the station's deletion).
import { hashToken } from '@/server/access/tokens';
import { startManagementServer, type ManagementServer } from '../managementServer';

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

describe('camera sources and status', () => {
  const SOURCE = 'rtsp://operador:clave-secreta@10.0.0.8:554/Streaming/Channels/101';
  const SUB = 'rtsp://operador:clave-secreta@10.0.0.8:554/Streaming/Channels/102';

  it('keeps the source on the server: set, kept when omitted, cleared with null', async () => {
    const created = await s.post(
      '/api/cameras',
      { customer_id: 1, gas_station_id: 2, name: 'Acceso poniente', source_url: SOURCE },
      s.tokens.admin,
    );
    expect(created.statusCode).toBe(201);
    const { camera } = created.json();
    expect(camera).toMatchObject({
      has_source: true,
      has_substream: false,
      stream_status: 'unchecked',
      stream_checked_at: null,
      status_online: false,
    });
    expect(created.body).not.toContain('clave-secreta');

    const withSub = await s.put(
      `/api/cameras/${camera.id}`,
      { customer_id: 1, gas_station_id: 2, name: 'Acceso poniente 2', substream_url: SUB },
      s.tokens.admin,
    );
    expect(withSub.statusCode).toBe(200);
    expect(withSub.json()).toMatchObject({
      name: 'Acceso poniente 2',
      has_source: true,
      has_substream: true,
    });
    const stored = await s.db
      .selectFrom('cameras')
      .select(['source_url', 'substream_url'])
      .where('id', '=', camera.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ source_url: SOURCE, substream_url: SUB });

    // Live stream: online; the list says so without the address.
    await s.db
      .updateTable('cameras')
      .set({ stream_status: 'live', stream_checked_at: new Date() })
      .where('id', '=', camera.id)
      .execute();
    const list = await s.get('/api/cameras?items=1000', s.tokens.admin);
    const listed = list.json().items.find((c: { id: number }) => c.id === camera.id);
    expect(listed).toMatchObject({
      status_online: true,
      stream_status: 'live',
      stream_checked_at: expect.any(String),
    });
    for (const body of [list.body, withSub.body]) {
      expect(body).not.toContain('clave-secreta');
      expect(body).not.toContain('rtsp://');
    }

    const cleared = await s.put(
      `/api/cameras/${camera.id}`,
      { customer_id: 1, gas_station_id: 2, name: 'Acceso poniente', source_url: null },
      s.tokens.admin,
    );
    expect(cleared.json()).toMatchObject({
      has_source: false,
      has_substream: true,
      stream_status: 'unchecked',
      // Without a source, recent events decide: none yet.
      status_online: false,
    });
  });

  it('without a source, online means events in the last 10 minutes', async () => {
    const { camera } = (
      await s.post('/api/cameras', { customer_id: 1, name: 'Sin video' }, s.tokens.admin)
    ).json();
    const seen = async (minutesAgo: number) => {
      await s.db
        .updateTable('cameras')
        .set({ last_seen_at: new Date(Date.now() - minutesAgo * 60_000) })
        .where('id', '=', camera.id)
        .execute();
      const list = (await s.get('/api/cameras?search=sin video', s.tokens.admin)).json();
      return list.items.find((c: { id: number }) => c.id === camera.id).status_online;
    };
    expect(await seen(2)).toBe(true);
    expect(await seen(11)).toBe(false);
  });

  it('validates an edit like a creation and answers 404 for an unknown camera', async () => {
    const { camera } = (
      await s.post('/api/cameras', { customer_id: 1, name: 'Patio' }, s.tokens.admin)
    ).json();
    const bad = await s.put(
      `/api/cameras/${camera.id}`,
      { customer_id: 1, gas_station_id: 6, name: 'Patio', source_url: 'ftp://x' },
      s.tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.source_url');
    const station = await s.put(
      `/api/cameras/${camera.id}`,
      { customer_id: 1, gas_station_id: 6, name: 'Patio' },
      s.tokens.admin,
    );
    expect(station.json().errors[0]).toMatchObject({
      field: 'body.gas_station_id',
      message: 'La gasolinera no es del cliente',
    });
    expect(
      (await s.put('/api/cameras/999999', { customer_id: 1, name: 'X' }, s.tokens.admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.put(`/api/cameras/${camera.id}`, { customer_id: 1, name: 'X' }, s.tokens.editor))
        .statusCode,
    ).toBe(403);
  });

  it('a camera moved to another customer leaves the panels of its former one', async () => {
    const { camera } = (
      await s.post(
        '/api/cameras',
        { customer_id: 1, gas_station_id: 1, name: 'Mudanza' },
        s.tokens.admin,
      )
    ).json();
    const panel = (
      await s.post(
        '/api/panels',
        { customer_id: 1, title: 'Mudanza', name: 'Mudanza', columns: 1, camera_ids: [camera.id] },
        s.tokens.admin,
      )
    ).json();
    expect(panel.cameras).toHaveLength(1);
    const moved = await s.put(
      `/api/cameras/${camera.id}`,
      { customer_id: 2, gas_station_id: 6, name: 'Mudanza' },
      s.tokens.admin,
    );
    expect(moved.json().customer.id).toBe(2);
    expect((await s.get(`/api/panels/${panel.id}`, s.tokens.admin)).json().cameras).toEqual([]);
  });

  it('no answer of the API carries a demo camera’s source', async () => {
    const urls = [
      '/api/cameras?items=1000',
      '/api/panels',
      '/api/panels/camera_choices?customer_id=1',
    ];
    const panels = (await s.get('/api/panels', s.tokens.admin)).json().items;
    for (const p of panels) urls.push(`/api/panels/${p.id}`);
    for (const url of urls) {
      const res = await s.get(url, s.tokens.admin);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('testsrc');
    }
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
