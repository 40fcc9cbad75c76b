// Gas station management: the admin CRUD with its validation and refusals, operators, contacts,
// competitor candidates and the volumetric options; access per role and per station.
import {
  FREE_PERMIT,
  startManagementServer,
  stationInput,
  type ManagementServer,
} from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

// Every new station here has a customer id and three shifts.
const newStation = (overrides: Record<string, unknown> = {}) =>
  stationInput({
    customer_gas_station_id: 'AGS-09',
    shifts: [
      { shift: 1, starts_at: '06:00', ends_at: '14:00' },
      { shift: 2, starts_at: '14:00', ends_at: '22:00' },
      { shift: 3, starts_at: '22:00', ends_at: '06:00' },
    ],
    ...overrides,
  });

async function createStation(overrides: Record<string, unknown> = {}) {
  const res = await s.post('/api/gas_stations', newStation(overrides), s.tokens.admin);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; permission: string };
}

async function removeStation(id: number) {
  await s.db.deleteFrom('assets').where('gas_station_id', '=', id).execute();
  await s.db.deleteFrom('gas_stations').where('id', '=', id).execute();
}

describe('GET /api/gas_stations (the admin list)', () => {
  it('gives administrators every station, the first 50 by name, with the list columns', async () => {
    const res = await s.get('/api/gas_stations?items=50', s.tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['address', 'brand', 'city', 'customer_id', 'id', 'name', 'permission', 'state'].sort(),
    );
  });

  it('filters on the server, ignoring case and accents', async () => {
    const res = await s.get('/api/gas_stations?items=50&search=QUERETARO', s.tokens.admin);
    expect(res.json().items.map((g: { city: string }) => g.city)).toEqual([
      'Querétaro',
      'Querétaro',
      'Querétaro',
    ]);
  });
});

describe('POST /api/gas_stations', () => {
  it('registers a station from a real permit, linked to the registry with its coordinates', async () => {
    const res = await s.post('/api/gas_stations', newStation(), s.tokens.admin);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Servicios Guzmán Norte',
      customer: { id: 1, name: 'Grupo Surtidor Demo' },
      permission: FREE_PERMIT,
      cre_place_id: 9320,
      city: 'Aguascalientes',
      state: 'Aguascalientes',
      bombs: 8,
      time_zone: 'America/Mexico_City',
      customer_gas_station_id: 'AGS-09',
      brand_photo_url: null,
      volumetric: { supplier_id: null, system_id: null, station_id: null },
    });
    expect(body.shifts).toHaveLength(3);
    expect(body.shifts[2]).toEqual({ shift: 3, starts_at: '22:00', ends_at: '06:00' });
    expect(body.latitude).toBeCloseTo(21.88, 1);
    const list = await s.get('/api/gas_stations?items=50&search=guzman', s.tokens.admin);
    expect(list.json().items.map((g: { id: number }) => g.id)).toEqual([body.id]);
    await removeStation(body.id);
  });

  it('accepts a PS-XXXXXX permit that the registry does not hold (no link, no coordinates)', async () => {
    const res = await s.post(
      '/api/gas_stations',
      newStation({ permission: 'ps-00a123', shifts: [] }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(400);
    const ok = await s.post(
      '/api/gas_stations',
      newStation({ permission: 'PS-00A123', shifts: [] }),
      s.tokens.admin,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ cre_place_id: null, latitude: null, longitude: null });
    await removeStation(ok.json().id);
  });

  it('names every missing required field', async () => {
    const res = await s.post('/api/gas_stations', { customer_id: 1 }, s.tokens.admin);
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`);
    expect(fields.sort()).toEqual(
      [
        'body.name:required',
        'body.brand:required',
        'body.address:required',
        'body.city:required',
        'body.state:required',
        'body.bombs:required',
        'body.permission:required',
      ].sort(),
    );
  });

  it('refuses a city outside the state, repeated shifts, an unknown customer or system', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ city: 'Querétaro' }, 'body.city', 'La ciudad no es un municipio de Aguascalientes'],
      [{ state: 'Atlántida' }, 'body.state', 'El estado no existe'],
      [
        {
          shifts: [
            { shift: 1, starts_at: '06:00', ends_at: '14:00' },
            { shift: 1, starts_at: '14:00', ends_at: '22:00' },
          ],
        },
        'body.shifts',
        'Un turno está repetido',
      ],
      [{ customer_id: 999 }, 'body.customer_id', 'El cliente no existe'],
      [
        { volumetric: { system_id: 999, station_id: 'X1' } },
        'body.volumetric.system_id',
        'Sistema no encontrado',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await s.post('/api/gas_stations', newStation(overrides), s.tokens.admin);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, message })]);
    }
    const count = await s.db
      .selectFrom('gas_stations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6);
  });

  it('refuses bad shapes: pumps, shift times, more than four shifts, lengths', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bombs: 0 }, 'body.bombs'],
      [{ bombs: '8' }, 'body.bombs'],
      [{ shifts: [{ shift: 5, starts_at: '06:00', ends_at: '14:00' }] }, 'body.shifts[0].shift'],
      [{ shifts: [{ shift: 1, starts_at: '6:00', ends_at: '24:00' }] }, 'body.shifts[0].starts_at'],
      [
        {
          shifts: [1, 2, 3, 4, 1].map((n) => ({ shift: n, starts_at: '00:00', ends_at: '01:00' })),
        },
        'body.shifts',
      ],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{ customer_gas_station_id: 'AGS<09>' }, 'body.customer_gas_station_id'],
      [{ time_zone: 'Europe/Madrid' }, 'body.time_zone'],
    ];
    for (const [overrides, field] of cases) {
      const res = await s.post('/api/gas_stations', newStation(overrides), s.tokens.admin);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses a permit another station holds (409 on body.permission)', async () => {
    const res = await s.post(
      '/api/gas_stations',
      newStation({ permission: 'PL/1404/EXP/ES/2015' }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Ya existe una gasolinera con ese permiso',
      errors: [{ field: 'body.permission', rule: 'unique' }],
    });
  });

  it('is for administrators only', async () => {
    for (const who of ['editor', 'visor', 'proveedor'] as const) {
      const res = await s.post('/api/gas_stations', newStation(), s.tokens[who]);
      expect([who, res.statusCode]).toEqual([who, 403]);
    }
    expect((await s.post('/api/gas_stations', newStation())).statusCode).toBe(401);
  });
});

describe('GET /api/gas_stations/{id}', () => {
  it('shows a station to the users who have access to it, and to nobody else', async () => {
    expect((await s.get('/api/gas_stations/1', s.tokens.admin)).statusCode).toBe(200);
    const visor = await s.get('/api/gas_stations/1', s.tokens.visor);
    expect(visor.statusCode).toBe(200);
    expect(visor.json()).toMatchObject({ id: 1, permission: 'PL/1404/EXP/ES/2015' });
    expect(visor.json().shifts).toHaveLength(3);
    expect((await s.get('/api/gas_stations/6', s.tokens.editor)).statusCode).toBe(403);
    expect((await s.get('/api/gas_stations/1', s.tokens.bajio)).statusCode).toBe(403);
    expect((await s.get('/api/gas_stations/999', s.tokens.admin)).json()).toMatchObject({
      message: 'Gasolinera no encontrada',
    });
  });
});

describe('PUT /api/gas_stations/{id}', () => {
  it('replaces the fields, shifts and volumetric link', async () => {
    const supplier = await s.db
      .insertInto('volumetric_suppliers')
      .values({ name: 'Controles Volumétricos MX', alias: 'cvmx' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const system = await s.db
      .insertInto('volumetric_systems')
      .values({ volumetric_supplier_id: supplier.id, name: 'CV Cloud' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await createStation();
    const res = await s.put(
      `/api/gas_stations/${created.id}`,
      newStation({
        name: 'Guzmán Poniente',
        city: 'Jesús María',
        time_zone: 'America/Monterrey',
        shifts: [{ shift: 4, starts_at: '00:00', ends_at: '23:59' }],
        volumetric: { system_id: system.id, station_id: 'EST-77' },
      }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Guzmán Poniente',
      city: 'Jesús María',
      time_zone: 'America/Monterrey',
      shifts: [{ shift: 4, starts_at: '00:00', ends_at: '23:59' }],
      volumetric: { supplier_id: supplier.id, system_id: system.id, station_id: 'EST-77' },
    });
    const options = await s.get('/api/gas_stations/volumetric_options', s.tokens.admin);
    expect(options.json().suppliers).toContainEqual({
      id: supplier.id,
      name: 'Controles Volumétricos MX',
      alias: 'cvmx',
      systems: [{ id: system.id, name: 'CV Cloud' }],
    });
    await removeStation(created.id);
    await s.db.deleteFrom('volumetric_suppliers').where('id', '=', supplier.id).execute();
  });

  it('answers 404 for an unknown station and 403 to non-administrators', async () => {
    expect((await s.put('/api/gas_stations/999', newStation(), s.tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await s.put('/api/gas_stations/1', newStation(), s.tokens.editor)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/gas_stations/{id}', () => {
  it('refuses while an asset is attached, then deletes the station and what hangs on it', async () => {
    const created = await createStation();
    await s.db
      .insertInto('user_gas_stations')
      .values({ user_id: 2, gas_station_id: created.id })
      .execute();
    await s.db
      .insertInto('gas_station_rivals')
      .values({
        gas_station_id: created.id,
        cre_place_id: 2470,
        permission: 'PL/731/EXP/ES/2015',
        name: 'Martín',
      })
      .execute();
    const asset = await s.db
      .insertInto('assets')
      .values({ customer_id: 1, gas_station_id: created.id, name: 'Dispensario 1' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const refused = await s.delete(`/api/gas_stations/${created.id}`, s.tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ocurrió un error o la gasolinera tiene un activo asignado',
    );
    expect((await s.get(`/api/gas_stations/${created.id}`, s.tokens.admin)).statusCode).toBe(200);

    await s.db.deleteFrom('assets').where('id', '=', asset.id).execute();
    expect((await s.delete(`/api/gas_stations/${created.id}`, s.tokens.editor)).statusCode).toBe(
      403,
    );
    expect((await s.delete(`/api/gas_stations/${created.id}`, s.tokens.admin)).statusCode).toBe(
      204,
    );
    expect((await s.get(`/api/gas_stations/${created.id}`, s.tokens.admin)).statusCode).toBe(404);
    const rivals = await s.db
      .selectFrom('gas_station_rivals')
      .select('id')
      .where('gas_station_id', '=', created.id)
      .execute();
    expect(rivals).toEqual([]);
    expect((await s.delete(`/api/gas_stations/${created.id}`, s.tokens.admin)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/gas_stations/{id}/operators', () => {
  it('lists administrators and the users linked to the station', async () => {
    const res = await s.get('/api/gas_stations/6/operators', s.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().items.map((u: { email: string; role: string }) => `${u.email} ${u.role}`),
    ).toEqual(['admin@demo.surtidor.mx Admin', 'bajio@demo.surtidor.mx Editor']);
    expect((await s.get('/api/gas_stations/6/operators', s.tokens.bajio)).statusCode).toBe(403);
    expect((await s.get('/api/gas_stations/999/operators', s.tokens.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/gas_stations/contacts/{id}', () => {
  it("lists the station's contacts to users with access to it", async () => {
    const [ana, luis] = await s.db
      .insertInto('contacts')
      .values([
        { customer_id: 1, name: 'Ana Ruiz', email: 'ana@example.com', telephone: null },
        { customer_id: 1, name: 'Luis Mora', email: null, telephone: '4491234567' },
      ])
      .returning('id')
      .execute();
    await s.db
      .insertInto('contact_gas_stations')
      .values([
        { contact_id: ana!.id, gas_station_id: 1 },
        { contact_id: luis!.id, gas_station_id: 2 },
      ])
      .execute();
    const res = await s.get('/api/gas_stations/contacts/1', s.tokens.editor);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((c: { name: string }) => c.name);
    expect(names).toContain('Ana Ruiz');
    expect(names).not.toContain('Luis Mora');
    expect(res.json().items).toContainEqual({
      id: ana!.id,
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      telephone: null,
    });
    expect((await s.get('/api/gas_stations/contacts/1', s.tokens.bajio)).statusCode).toBe(403);
    await s.db.deleteFrom('contacts').execute();
  });
});

describe('GET /api/gas_stations/rivals/city/{permission}', () => {
  const permit = encodeURIComponent('PL/1404/EXP/ES/2015');

  it('finds registry stations by distance from the station, nearest first, with prices', async () => {
    const res = await s.get(
      `/api/gas_stations/rivals/city/${permit}?radius_km=1.5`,
      s.tokens.editor,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.station).toMatchObject({ id: 1, permission: 'PL/1404/EXP/ES/2015' });
    expect(body.items.map((c: { place_id: number }) => c.place_id)).toEqual([9320, 2470, 8909]);
    expect(body.items[0].distance_km).toBeCloseTo(1.04, 1);
    expect(body.items[0].prices.price_date).toBe('2026-08-08');
    // The demo links some competitors already: exactly those carry their rival id.
    const linked = await s.db
      .selectFrom('gas_station_rivals')
      .select(['id', 'cre_place_id'])
      .where('gas_station_id', '=', 1)
      .execute();
    const rivalOf = new Map(linked.map((r) => [r.cre_place_id, r.id]));
    for (const c of body.items as { place_id: number; rival_id: number | null }[]) {
      expect([c.place_id, c.rival_id]).toEqual([c.place_id, rivalOf.get(c.place_id) ?? null]);
    }
  });

  it('limits prices to the dates asked for and flags existing competitors', async () => {
    await s.db.deleteFrom('gas_station_rivals').where('cre_place_id', '=', 2470).execute();
    const rival = await s.db
      .insertInto('gas_station_rivals')
      .values({
        gas_station_id: 1,
        cre_place_id: 2470,
        permission: 'PL/731/EXP/ES/2015',
        name: 'Martín',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await s.get(
      `/api/gas_stations/rivals/city/${permit}?radius_km=1.5&start_date=2026-06-01&end_date=2026-06-02`,
      s.tokens.editor,
    );
    const martin = res.json().items.find((c: { place_id: number }) => c.place_id === 2470);
    expect(martin.rival_id).toBe(rival.id);
    expect(martin.prices.price_date).toBe('2026-06-02');
    await s.db.deleteFrom('gas_station_rivals').where('id', '=', rival.id).execute();
  });

  it('searches by text instead of distance', async () => {
    const res = await s.get(
      `/api/gas_stations/rivals/city/${permit}?search=guzman`,
      s.tokens.editor,
    );
    expect(res.json().items.map((c: { permit: string }) => c.permit)).toContain(
      'PL/8543/EXP/ES/2015',
    );
    const none = await s.get(
      `/api/gas_stations/rivals/city/${permit}?search=zzzz`,
      s.tokens.editor,
    );
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it('needs coordinates for a distance search', async () => {
    const created = await createStation({ permission: 'PS-123456', shifts: [] });
    const res = await s.get(`/api/gas_stations/rivals/city/PS-123456`, s.tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/no tiene coordenadas/);
    await removeStation(created.id);
  });

  it('never searches for a station the user cannot reach', async () => {
    expect(
      (await s.get(`/api/gas_stations/rivals/city/${permit}`, s.tokens.bajio)).statusCode,
    ).toBe(403);
    expect(
      (await s.get(`/api/gas_stations/rivals/city/PS-999999`, s.tokens.admin)).statusCode,
    ).toBe(404);
    expect(
      (await s.get(`/api/gas_stations/rivals/city/${permit}?radius_km=80`, s.tokens.admin))
        .statusCode,
    ).toBe(400);
  });
});

describe('report configurations of a station', () => {
  it('lists one switched-off configuration per report type, with default schedules', async () => {
    const res = await s.get('/api/gas_stations/1/reports_configurations', s.tokens.editor);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((c: { report_type: string }) => c.report_type)).toEqual([
      'weekly',
      'weekly_executive',
      'weekly_analytic',
      'monthly',
      'traffic_sensitivity',
      'customer_behavior',
      'price',
      'daily',
    ]);
    expect(items[3]).toMatchObject({
      enabled: false,
      periodicity: 'monthly',
      day_of_month: 1,
      weekday: null,
      send_time: '08:00',
      channel: 'email',
      contact_ids: [],
      allowed: true,
    });
    const again = await s.get('/api/gas_stations/1/reports_configurations', s.tokens.admin);
    expect(again.json().items.map((c: { id: number }) => c.id)).toEqual(
      items.map((c: { id: number }) => c.id),
    );
  });

  it('saves a schedule, channel and contacts, checking each against the station', async () => {
    const items = (
      await s.get('/api/gas_stations/1/reports_configurations', s.tokens.editor)
    ).json().items;
    const weekly = items[0];
    const [ana, luis, other] = await s.db
      .insertInto('contacts')
      .values([
        { customer_id: 1, name: 'Ana', email: 'ana@example.com', telephone: null },
        { customer_id: 1, name: 'Luis', email: null, telephone: '4491234567' },
        { customer_id: 1, name: 'Otra', email: 'otra@example.com', telephone: null },
      ])
      .returning('id')
      .execute();
    await s.db
      .insertInto('contact_gas_stations')
      .values([
        { contact_id: ana!.id, gas_station_id: 1 },
        { contact_id: luis!.id, gas_station_id: 1 },
        { contact_id: other!.id, gas_station_id: 2 },
      ])
      .execute();
    const url = `/api/gas_station_reports_configurations/${weekly.id}`;
    const base = {
      enabled: true,
      periodicity: 'weekly',
      weekday: 5,
      send_time: '07:30',
      channel: 'email',
    };

    const missingDay = await s.put(
      url,
      { ...base, weekday: null, contact_ids: [ana!.id] },
      s.tokens.editor,
    );
    expect(missingDay.json().errors).toEqual([
      expect.objectContaining({ field: 'body.weekday', message: 'Elige el día de la semana' }),
    ]);
    const noEmail = await s.put(url, { ...base, contact_ids: [luis!.id] }, s.tokens.editor);
    expect(noEmail.json().errors[0]).toMatchObject({
      field: 'body.contact_ids',
      message: 'Un contacto elegido no tiene correo',
    });
    const foreign = await s.put(url, { ...base, contact_ids: [other!.id] }, s.tokens.editor);
    expect(foreign.json().errors[0]).toMatchObject({
      field: 'body.contact_ids',
      rule: 'contactAccess',
    });
    const badTime = await s.put(
      url,
      { ...base, send_time: '25:00', contact_ids: [] },
      s.tokens.editor,
    );
    expect(badTime.statusCode).toBe(400);

    const saved = await s.put(
      url,
      { ...base, day_of_month: 12, contact_ids: [ana!.id] },
      s.tokens.editor,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      periodicity: 'weekly',
      weekday: 5,
      day_of_month: null,
      send_time: '07:30',
      contact_ids: [ana!.id],
    });
    const whatsapp = await s.put(
      url,
      {
        ...base,
        channel: 'whatsapp',
        periodicity: 'monthly',
        day_of_month: 31,
        contact_ids: [luis!.id],
      },
      s.tokens.admin,
    );
    expect(whatsapp.json()).toMatchObject({
      channel: 'whatsapp',
      periodicity: 'monthly',
      weekday: null,
      day_of_month: 31,
      contact_ids: [luis!.id],
    });
    await s.db.deleteFrom('contacts').execute();
  });

  it('keeps other users out', async () => {
    const items = (await s.get('/api/gas_stations/1/reports_configurations', s.tokens.admin)).json()
      .items;
    const body = { enabled: false, periodicity: 'daily', send_time: '08:00', channel: 'email' };
    expect(
      (await s.get('/api/gas_stations/1/reports_configurations', s.tokens.bajio)).statusCode,
    ).toBe(403);
    expect(
      (await s.get('/api/gas_stations/1/reports_configurations', s.tokens.visor)).statusCode,
    ).toBe(403);
    expect(
      (await s.put(`/api/gas_station_reports_configurations/${items[7].id}`, body, s.tokens.bajio))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.put(`/api/gas_station_reports_configurations/999999`, body, s.tokens.admin))
        .statusCode,
    ).toBe(404);
  });
});
