// Panels over the API as each demo profile sees them: administrators all, other users their
// customer's panels and only the cameras of their stations; users without a permission object
// view, share and revoke but do not create, edit or delete; the vms flag missing → 403.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
const camera: Record<string, number> = {};
const panel: Record<string, number> = {};

beforeAll(async () => {
  s = await startManagementServer();
  for (const row of await s.db.selectFrom('cameras').select(['id', 'name']).execute())
    camera[row.name] = row.id;
  for (const row of await s.db.selectFrom('panels').select(['id', 'name']).execute())
    panel[row.name] = row.id;
}, 60_000);
afterAll(() => s.close());

const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('listing and reading', () => {
  it('shows administrators every panel and others only their customer’s', async () => {
    const admin = (await s.get('/api/panels', s.tokens.admin)).json();
    expect(names(admin.items)).toEqual(['Bajío', 'Pistas Aguascalientes', 'Querétaro y accesos']);
    expect(admin.can_manage).toBe(true);

    const editor = (await s.get('/api/panels', s.tokens.editor)).json();
    expect(names(editor.items)).toEqual(['Pistas Aguascalientes', 'Querétaro y accesos']);
    expect(editor.items[0]).toMatchObject({
      title: 'Monitoreo de pistas',
      customer: { name: 'Grupo Surtidor Demo' },
      columns: 2,
      camera_count: 4,
    });

    const viewer = await s.get('/api/panels', s.tokens.sinpermisos);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json()).toMatchObject({ total: 2, can_manage: false });
    expect(names((await s.get('/api/panels', s.tokens.bajio)).json().items)).toEqual(['Bajío']);
    expect((await s.get('/api/panels', s.tokens.visor)).statusCode).toBe(403);
  });

  it('searches title and name ignoring accents and case, and pages by items', async () => {
    const found = (await s.get('/api/panels?search=QUERETARO', s.tokens.editor)).json();
    expect(names(found.items)).toEqual(['Querétaro y accesos']);
    const byTitle = (await s.get('/api/panels?search=monitoreo', s.tokens.editor)).json();
    expect(names(byTitle.items)).toEqual(['Pistas Aguascalientes']);
    const page = (await s.get('/api/panels?items=1', s.tokens.admin)).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(3);
  });

  it('returns a panel’s cameras in grid order, never their source', async () => {
    const res = await s.get(`/api/panels/${panel['Pistas Aguascalientes']}`, s.tokens.sinpermisos);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().cameras)).toEqual([
      'Cámara de pista AGS-01',
      'Cámara de pista AGS-02',
      'Cámara de pista AGS-03',
      'Cámara de tienda AGS-01',
    ]);
    expect(res.json().cameras[0]).toMatchObject({
      has_source: true,
      has_substream: false,
      stream_status: 'unchecked',
      gas_station: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(res.json().can_manage).toBe(false);
    expect(res.body).not.toContain('testsrc');
    expect((await s.get(`/api/panels/${panel['Bajío']}`, s.tokens.editor)).statusCode).toBe(404);
    expect((await s.get('/api/panels/99999', s.tokens.admin)).statusCode).toBe(404);
  });

  it('hides the cameras of stations the user may not access', async () => {
    const userId = (
      await s.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'sinpermisos@demo.surtidor.mx')
        .executeTakeFirstOrThrow()
    ).id;
    const station = (
      await s.db
        .selectFrom('cameras')
        .select('gas_station_id')
        .where('id', '=', camera['Cámara de pista AGS-02']!)
        .executeTakeFirstOrThrow()
    ).gas_station_id!;
    await s.db
      .deleteFrom('user_gas_stations')
      .where('user_id', '=', userId)
      .where('gas_station_id', '=', station)
      .execute();
    try {
      const res = await s.get(
        `/api/panels/${panel['Pistas Aguascalientes']}`,
        s.tokens.sinpermisos,
      );
      expect(names(res.json().cameras)).toEqual([
        'Cámara de pista AGS-01',
        'Cámara de pista AGS-03',
        'Cámara de tienda AGS-01',
      ]);
      const list = (await s.get('/api/panels?search=pistas', s.tokens.sinpermisos)).json();
      expect(list.items[0].camera_count).toBe(3);
    } finally {
      await s.db
        .insertInto('user_gas_stations')
        .values({ user_id: userId, gas_station_id: station })
        .execute();
    }
  });

  it('offers the customer’s cameras as choices, by station and search', async () => {
    const all = (await s.get('/api/panels/camera_choices?customer_id=1', s.tokens.editor)).json();
    expect(all.items).toHaveLength(7);
    expect(names(all.items)).not.toContain('Cámara de pista BJ-01');
    const stationId = all.items.find((c: { name: string }) => c.name === 'Cámara de tienda AGS-01')
      .gas_station.id;
    const station = (
      await s.get(
        `/api/panels/camera_choices?customer_id=1&gas_station_id=${stationId}`,
        s.tokens.editor,
      )
    ).json();
    expect(names(station.items).sort()).toEqual([
      'Cámara de pista AGS-01',
      'Cámara de tienda AGS-01',
    ]);
    const search = (
      await s.get('/api/panels/camera_choices?customer_id=1&search=TIENDA', s.tokens.editor)
    ).json();
    expect(names(search.items)).toEqual(['Cámara de tienda AGS-01']);
    // Another customer's cameras: none of the editor's stations hold them.
    const other = (await s.get('/api/panels/camera_choices?customer_id=2', s.tokens.editor)).json();
    expect(other.items).toEqual([]);
    expect(
      (await s.get('/api/panels/camera_choices?customer_id=1', s.tokens.sinpermisos)).statusCode,
    ).toBe(403);
  });
});

describe('writing', () => {
  const input = (cameraNames: string[], extra: Record<string, unknown> = {}) => ({
    customer_id: 1,
    title: 'Turno noche',
    name: 'Noche',
    columns: 2,
    camera_ids: cameraNames.map((n) => camera[n]),
    ...extra,
  });

  it('creates, reorders and deletes a panel', async () => {
    const created = await s.post(
      '/api/panels',
      input(['Cámara de pista QRO-02', 'Cámara de pista AGS-01']),
      s.tokens.editor,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ title: 'Turno noche', name: 'Noche', can_manage: true });
    expect(names(created.json().cameras)).toEqual([
      'Cámara de pista QRO-02',
      'Cámara de pista AGS-01',
    ]);

    const updated = await s.put(
      `/api/panels/${id}`,
      input(['Cámara de pista AGS-01', 'Cámara de acceso AGS-02', 'Cámara de pista QRO-02'], {
        title: 'Turno de noche',
        columns: 3,
      }),
      s.tokens.editor,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Turno de noche', columns: 3 });
    const rows = await s.db
      .selectFrom('panel_cameras')
      .select(['camera_id', 'position'])
      .where('panel_id', '=', id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { camera_id: camera['Cámara de pista AGS-01'], position: 0 },
      { camera_id: camera['Cámara de acceso AGS-02'], position: 1 },
      { camera_id: camera['Cámara de pista QRO-02'], position: 2 },
    ]);

    const link = await s.post(`/api/panels/${id}/share_links`, { kind: 'panel' }, s.tokens.editor);
    expect(link.statusCode).toBe(201);
    expect((await s.delete(`/api/panels/${id}`, s.tokens.sinpermisos)).statusCode).toBe(403);
    expect((await s.delete(`/api/panels/${id}`, s.tokens.bajio)).statusCode).toBe(404);
    expect((await s.delete(`/api/panels/${id}`, s.tokens.editor)).statusCode).toBe(204);
    expect(
      await s.db.selectFrom('share_links').select('id').where('panel_id', '=', id).execute(),
    ).toEqual([]);
    expect((await s.get(`/api/public/share_links/${link.json().token}`)).json().code).toBe(
      'share_link_invalid',
    );
    expect((await s.delete(`/api/panels/${id}`, s.tokens.editor)).statusCode).toBe(404);
  });

  it('refuses cameras of another customer, another customer for non-admins and repeats', async () => {
    const other = await s.post(
      '/api/panels',
      input(['Cámara de pista AGS-01', 'Cámara de pista BJ-01']),
      s.tokens.editor,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      {
        field: 'body.camera_ids.1',
        rule: 'customer',
        message: 'La cámara no es del cliente del panel',
      },
    ]);
    const customer = await s.post(
      '/api/panels',
      input(['Cámara de pista BJ-01'], { customer_id: 2 }),
      s.tokens.editor,
    );
    expect(customer.json().errors[0]).toMatchObject({
      field: 'body.customer_id',
      message: 'Solo puedes crear paneles de tu cliente',
    });
    const missing = await s.post('/api/panels', input([], { customer_id: 999 }), s.tokens.admin);
    expect(missing.json().errors[0]).toMatchObject({
      field: 'body.customer_id',
      message: 'El cliente no existe',
    });
    const repeated = await s.post(
      '/api/panels',
      input(['Cámara de pista AGS-01', 'Cámara de pista AGS-01']),
      s.tokens.editor,
    );
    expect(repeated.statusCode).toBe(400);
    const blank = await s.post('/api/panels', input([], { title: '   ' }), s.tokens.editor);
    expect(blank.json().errors[0]).toMatchObject({
      field: 'body.title',
      message: 'No puede quedar vacío',
    });
    expect(
      (await s.post('/api/panels', input(['Cámara de pista AGS-01']), s.tokens.sinpermisos))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await s.put(
          `/api/panels/${panel['Bajío']}`,
          input(['Cámara de pista AGS-01']),
          s.tokens.editor,
        )
      ).statusCode,
    ).toBe(404);
    expect(await s.db.selectFrom('panels').select('id').execute()).toHaveLength(3);
  });

  it('keeps, on save, the cameras the saving user cannot see', async () => {
    const created = await s.post(
      '/api/panels',
      input(['Cámara de pista AGS-01', 'Cámara de pista QRO-01']),
      s.tokens.admin,
    );
    const id = created.json().id;
    const editorId = (
      await s.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'editor@demo.surtidor.mx')
        .executeTakeFirstOrThrow()
    ).id;
    const qro = (
      await s.db
        .selectFrom('cameras')
        .select('gas_station_id')
        .where('id', '=', camera['Cámara de pista QRO-01']!)
        .executeTakeFirstOrThrow()
    ).gas_station_id!;
    await s.db
      .deleteFrom('user_gas_stations')
      .where('user_id', '=', editorId)
      .where('gas_station_id', '=', qro)
      .execute();
    try {
      const saved = await s.put(
        `/api/panels/${id}`,
        input(['Cámara de pista AGS-02']),
        await s.login('editor@demo.surtidor.mx'),
      );
      expect(names(saved.json().cameras)).toEqual(['Cámara de pista AGS-02']);
      const rows = await s.db
        .selectFrom('panel_cameras')
        .select('camera_id')
        .where('panel_id', '=', id)
        .orderBy('position')
        .execute();
      expect(rows.map((r) => r.camera_id)).toEqual([
        camera['Cámara de pista AGS-02'],
        camera['Cámara de pista QRO-01'],
      ]);
    } finally {
      await s.db
        .insertInto('user_gas_stations')
        .values({ user_id: editorId, gas_station_id: qro })
        .execute();
      await s.delete(`/api/panels/${id}`, s.tokens.admin);
    }
  });
});
