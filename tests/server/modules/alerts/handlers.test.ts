// Alerts API: rules and silences CRUD, the alert list with its filters, the unread count, and
// access — a rule is found only by users who see every station of its scope, an alert only by
// users who see its station (404 otherwise, as if it did not exist); a scope naming somebody
// else's station is refused by x-access (403); writing is for Admins and Editors. Hostile input
// gets a Spanish 400 naming the field.
import { sql } from 'kysely';
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
let mainStations: number[];
let otherStations: number[];

beforeAll(async () => {
  s = await startManagementServer();
  const stations = await s.db
    .selectFrom('gas_stations as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select(['g.id', 'c.name'])
    .orderBy('g.id')
    .execute();
  mainStations = stations.filter((r) => r.name === 'Grupo Surtidor Demo').map((r) => r.id);
  otherStations = stations.filter((r) => r.name !== 'Grupo Surtidor Demo').map((r) => r.id);
});
afterAll(() => s.close());

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Competencia baja precio',
  gas_station_ids: [mainStations[0]],
  condition: { kind: 'competitor_move', fuels: ['regular', 'diesel'], min_change: 0.2 },
  severity: 'warning',
  channels: ['in_app', 'email'],
  enabled: true,
  ...overrides,
});

/** An alert of `ruleId` on `stationId`, as an evaluation would open it. */
async function openAlert(ruleId: number, stationId: number, severity = 'warning') {
  const row = await sql<{ id: number }>`insert into alerts
    (rule_id, gas_station_id, subject_key, severity, details)
    values (${ruleId}, ${stationId}, ${`test:${Math.random()}`}, ${severity}, '{}'::jsonb)
    returning id`.execute(s.db);
  return row.rows[0]!.id;
}

describe('alert rules', () => {
  it('creates, reads, edits, silences and deletes a rule', async () => {
    const created = await s.post('/api/alert_rules', rule(), s.tokens.editor);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Competencia baja precio',
      owner: { name: 'Eduardo Editor' },
      gas_stations: [{ id: mainStations[0] }],
      condition: { kind: 'competitor_move', fuels: ['regular', 'diesel'], min_change: 0.2 },
      severity: 'warning',
      channels: ['in_app', 'email'],
      enabled: true,
      silences: [],
    });
    const id = body.id as number;
    const listed = (await s.get('/api/alert_rules', s.tokens.editor)).json();
    expect(listed.items.map((r: { id: number }) => r.id)).toContain(id);
    const byStation = await s.get(
      `/api/alert_rules?gas_station_id=${mainStations[1]}`,
      s.tokens.editor,
    );
    expect(byStation.json().items.map((r: { id: number }) => r.id)).not.toContain(id);

    const edited = await s.put(
      `/api/alert_rules/${id}`,
      rule({
        name: 'Más cara',
        gas_station_ids: mainStations.slice(0, 2),
        condition: { kind: 'most_expensive', fuels: ['premium'] },
        severity: 'critical',
      }),
      s.tokens.admin,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Más cara',
      owner: { name: 'Eduardo Editor' },
      condition: { kind: 'most_expensive', fuels: ['premium'] },
      severity: 'critical',
    });
    expect(edited.json().gas_stations).toHaveLength(2);

    const until = new Date(Date.now() + 86_400_000).toISOString();
    const silence = await s.post(
      `/api/alert_rules/${id}/silences`,
      { until, reason: 'Remodelación' },
      s.tokens.editor,
    );
    expect(silence.statusCode).toBe(201);
    expect(silence.json()).toMatchObject({
      reason: 'Remodelación',
      created_by: { name: 'Eduardo Editor' },
    });
    expect((await s.get(`/api/alert_rules/${id}`, s.tokens.editor)).json().silences).toHaveLength(
      1,
    );
    const silenceUrl = `/api/alert_rules/${id}/silences/${silence.json().id}`;
    expect((await s.delete(silenceUrl, s.tokens.editor)).statusCode).toBe(204);
    expect((await s.get(`/api/alert_rules/${id}`, s.tokens.editor)).json().silences).toEqual([]);
    expect((await s.delete(silenceUrl, s.tokens.editor)).statusCode).toBe(404);

    expect((await s.delete(`/api/alert_rules/${id}`, s.tokens.editor)).statusCode).toBe(204);
    expect((await s.get(`/api/alert_rules/${id}`, s.tokens.editor)).statusCode).toBe(404);
  });

  it('refuses hostile or inconsistent input with a Spanish 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ condition: { kind: 'competitor_move', fuels: ['regular'] } }, 'body.condition.min_change'],
      [
        { condition: { kind: 'not_cheapest', fuels: ['regular'], hours: 3 } },
        'body.condition.hours',
      ],
      [{ condition: { kind: 'connector_failing' } }, 'body.condition.hours'],
      [{ condition: { kind: 'delivery_failed', fuels: ['regular'] } }, 'body.condition.fuels'],
      [{ name: '   ' }, 'body.name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await s.post('/api/alert_rules', rule(overrides), s.tokens.editor);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(res.json().message).toMatch(/[áéíóúñ]|La condición|Escribe/);
    }
    const contract: Record<string, unknown>[] = [
      { condition: { kind: 'rm -rf', fuels: ['regular'] } },
      { condition: { kind: 'competitor_move', fuels: ['gas'], min_change: 1 } },
      { condition: { kind: 'competitor_move', fuels: ['regular'], min_change: -1 } },
      { gas_station_ids: [] },
      { severity: "'; drop table alerts; --" },
      { channels: ['pager'] },
      { name: 'x'.repeat(121) },
      { extra: true },
    ];
    for (const overrides of contract) {
      const res = await s.post('/api/alert_rules', rule(overrides), s.tokens.editor);
      expect({ overrides, status: res.statusCode }).toEqual({ overrides, status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
    // Stations of two customers, or one that does not exist (an administrator reaches any id).
    const mixed = await s.post(
      '/api/alert_rules',
      rule({ gas_station_ids: [mainStations[0], otherStations[0]] }),
      s.tokens.admin,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Las gasolineras de una regla deben ser de un mismo cliente');
    const missing = await s.post(
      '/api/alert_rules',
      rule({ gas_station_ids: [999999] }),
      s.tokens.admin,
    );
    expect(missing.json()).toMatchObject({ message: 'Una gasolinera elegida no existe' });

    const id = (await s.post('/api/alert_rules', rule(), s.tokens.editor)).json().id as number;
    for (const [until, message] of [
      [new Date(Date.now() - 60_000).toISOString(), 'El silencio debe terminar en el futuro'],
      [
        new Date(Date.now() + 91 * 86_400_000).toISOString(),
        'Un silencio dura como máximo 90 días',
      ],
    ] as const) {
      const res = await s.post(`/api/alert_rules/${id}/silences`, { until }, s.tokens.editor);
      expect(res.json()).toMatchObject({ message });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await s.post(`/api/alert_rules/${id}/silences`, { until: 'mañana' }, s.tokens.editor))
        .statusCode,
    ).toBe(400);
    await s.delete(`/api/alert_rules/${id}`, s.tokens.editor);
  });

  it('never shows a rule to a user who cannot see all its stations', async () => {
    const id = (
      await s.post(
        '/api/alert_rules',
        rule({ gas_station_ids: mainStations.slice(0, 2) }),
        s.tokens.editor,
      )
    ).json().id as number;
    // Another customer's user: not found, not listed, cannot edit, silence or delete it.
    expect((await s.get(`/api/alert_rules/${id}`, s.tokens.bajio)).statusCode).toBe(404);
    expect(
      (await s.get('/api/alert_rules', s.tokens.bajio))
        .json()
        .items.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect(
      (
        await s.put(
          `/api/alert_rules/${id}`,
          rule({ gas_station_ids: otherStations }),
          s.tokens.bajio,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await s.post(
          `/api/alert_rules/${id}/silences`,
          { until: new Date(Date.now() + 60_000).toISOString() },
          s.tokens.bajio,
        )
      ).statusCode,
    ).toBe(404);
    expect((await s.delete(`/api/alert_rules/${id}`, s.tokens.bajio)).statusCode).toBe(404);
    // Naming a station of somebody else is refused by the access layer.
    const foreign = await s.post('/api/alert_rules', rule(), s.tokens.bajio);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('forbidden');
    const foreignFilter = await s.get(
      `/api/alert_rules?gas_station_id=${mainStations[0]}`,
      s.tokens.bajio,
    );
    expect(foreignFilter.statusCode).toBe(403);

    // A viewer sees rules but may not write them.
    expect((await s.get(`/api/alert_rules/${id}`, s.tokens.visor)).statusCode).toBe(200);
    expect((await s.post('/api/alert_rules', rule(), s.tokens.visor)).json().code).toBe(
      'forbidden',
    );

    // The viewer loses one of the rule's stations: the rule disappears for them.
    const visor = await s.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'visor@demo.surtidor.mx')
      .executeTakeFirstOrThrow();
    await s.db
      .deleteFrom('user_gas_stations')
      .where('user_id', '=', visor.id)
      .where('gas_station_id', '=', mainStations[1]!)
      .execute();
    try {
      expect((await s.get(`/api/alert_rules/${id}`, s.tokens.visor)).statusCode).toBe(404);
      // Its alerts on the station still visible stay visible; the other's do not.
      const seen = await openAlert(id, mainStations[0]!);
      const hidden = await openAlert(id, mainStations[1]!);
      const ids = (await s.get('/api/alerts?items=1000', s.tokens.visor))
        .json()
        .items.map((a: { id: number }) => a.id);
      expect(ids).toContain(seen);
      expect(ids).not.toContain(hidden);
      expect((await s.get(`/api/alerts/${hidden}`, s.tokens.visor)).statusCode).toBe(404);
      expect(
        (await s.post(`/api/alerts/${hidden}/acknowledge`, undefined, s.tokens.bajio)).statusCode,
      ).toBe(404);
      // A read-only role reads the alerts it sees but does not acknowledge them.
      const refused = await s.post(`/api/alerts/${seen}/acknowledge`, undefined, s.tokens.visor);
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 403,
        code: 'forbidden',
      });
      expect((await s.get(`/api/alerts/${seen}`, s.tokens.visor)).statusCode).toBe(200);
    } finally {
      await s.db
        .insertInto('user_gas_stations')
        .values({ user_id: visor.id, gas_station_id: mainStations[1]! })
        .execute();
    }
    await s.delete(`/api/alert_rules/${id}`, s.tokens.editor);
  });
});

describe('alerts', () => {
  it('lists by state, severity and station, counts the unread, and acknowledges once', async () => {
    const id = (
      await s.post(
        '/api/alert_rules',
        rule({ gas_station_ids: mainStations.slice(0, 2) }),
        s.tokens.editor,
      )
    ).json().id as number;
    const before = (await s.get('/api/alerts/unread_count', s.tokens.editor)).json()
      .count as number;
    const a = await openAlert(id, mainStations[0]!, 'critical');
    const b = await openAlert(id, mainStations[1]!, 'info');
    expect((await s.get('/api/alerts/unread_count', s.tokens.editor)).json().count).toBe(
      before + 2,
    );
    expect((await s.get('/api/alerts/unread_count', s.tokens.bajio)).json().count).toBe(0);

    const ids = async (query: string, token = s.tokens.editor) =>
      (await s.get(`/api/alerts?rule_id=${id}${query}`, token))
        .json()
        .items.map((x: { id: number }) => x.id);
    expect(await ids('')).toEqual([b, a]);
    expect(await ids('&severity=critical')).toEqual([a]);
    expect(await ids(`&gas_station_id=${mainStations[1]}`)).toEqual([b]);
    expect(await ids('', s.tokens.bajio)).toEqual([]);
    expect(
      (await s.get(`/api/alerts?gas_station_id=${mainStations[0]}`, s.tokens.bajio)).statusCode,
    ).toBe(403);

    const first = await s.post(`/api/alerts/${a}/acknowledge`, undefined, s.tokens.editor);
    expect(first.json().alert).toMatchObject({
      state: 'acknowledged',
      acknowledged_by: { name: 'Eduardo Editor' },
    });
    const second = await s.post(`/api/alerts/${a}/acknowledge`, undefined, s.tokens.admin);
    expect(second.json().alert.acknowledged_by).toMatchObject({ name: 'Eduardo Editor' });
    expect(
      second.json().transitions.filter((t: { to_state: string }) => t.to_state === 'acknowledged'),
    ).toHaveLength(1);
    expect(await ids('&state=acknowledged')).toEqual([a]);
    expect(await ids('&state=open')).toEqual([b]);
    expect((await s.get('/api/alerts/unread_count', s.tokens.editor)).json().count).toBe(
      before + 1,
    );
    expect(
      (await s.post('/api/alerts/999999/acknowledge', undefined, s.tokens.editor)).statusCode,
    ).toBe(404);
    expect((await s.get('/api/alerts?state=abierta', s.tokens.editor)).statusCode).toBe(400);
    await s.delete(`/api/alert_rules/${id}`, s.tokens.editor);
  });
});
