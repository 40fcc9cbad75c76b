// POST /api/service_events (camera key) and GET /api/v2/dashboard/service_metrics/{name}:
// figures computed from known events, idempotence, whole-batch refusal, access. What recording
// a batch does to the service facts beyond the figures is serviceFacts/ingestEvents.test.ts's.
import { DateTime } from 'luxon';
import type { ServiceMetricChart } from '@/api/generated/dashboard.gen';
import type { ServiceEvent } from '@/api/generated/serviceEvents.gen';
import { newCameraKey } from '@/server/access/cameraKeys';
import * as figuresModule from '@/server/modules/serviceMetrics/metricFigures';
import { describeOnPostgres } from '../../../support/databaseKind';
import { secondNodeForFile, startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
let cameraKey: string;
/** A month with no demo events (the demo covers the last two), within the 400-day limit. */
const month = DateTime.now().setZone('America/Mexico_City').startOf('month').minus({ months: 3 });
const MONTH = month.toISODate()!;
const at = (day: number, seconds: number) =>
  month
    .plus({ days: day - 1, hours: 10, seconds })
    .toUTC()
    .toISO()!;

const send = (events: ServiceEvent[], key = cameraKey) =>
  server.inject({
    method: 'POST',
    url: '/api/service_events',
    headers: { 'x-camera-key': key },
    payload: { events },
  });
const chart = async (name: string, token = editor) => {
  const res = await server.get(`/api/v2/dashboard/service_metrics/${name}?date=${MONTH}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as ServiceMetricChart;
};
const stationRow = (c: ServiceMetricChart, id: number) =>
  c.chartData.find((r) => r.gas_station_id === id)!;

/** Visit v: arrival at 0 s, attention after `wait`, end after `service` more seconds. */
function visit(
  v: string,
  wait: number | null,
  service: number | null,
  fuel: 'gasoline' | 'diesel',
): ServiceEvent[] {
  const events: ServiceEvent[] = [
    {
      id: `${v}-a`,
      visit_id: v,
      type: 'vehicle_arrival',
      occurred_at: at(2, 0),
      vehicle_class: 'autos',
    },
  ];
  if (wait !== null) {
    events.push({
      id: `${v}-s`,
      visit_id: v,
      type: 'attention_start',
      occurred_at: at(2, wait),
      fuel,
    });
    if (service !== null) {
      events.push({
        id: `${v}-e`,
        visit_id: v,
        type: 'service_end',
        occurred_at: at(2, wait + service),
        fuel,
      });
    }
  }
  return events;
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
  const key = newCameraKey();
  cameraKey = key.key;
  await server.db
    .insertInto('cameras')
    .values({
      customer_id: 1,
      gas_station_id: 1,
      name: 'Prueba',
      key_hash: key.keyHash,
      key_last4: key.keyLast4,
    })
    .execute();
});
afterAll(async () => {
  await server.close();
});

const countVisits = async () =>
  Number(
    (
      await server.db
        .selectFrom('service_visits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('month', '=', MONTH)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('service events', () => {
  it('refuses a missing, wrong or unassigned camera key', async () => {
    const events = visit('k1', 10, 10, 'gasoline');
    expect((await server.post('/api/service_events', { events })).statusCode).toBe(401);
    expect((await send(events, 'not-a-key')).statusCode).toBe(401);
    const loose = newCameraKey();
    await server.db
      .insertInto('cameras')
      .values({
        customer_id: 1,
        name: 'Sin estación',
        key_hash: loose.keyHash,
        key_last4: loose.keyLast4,
      })
      .execute();
    const res = await send(events, loose.key);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La cámara no está asignada a una estación');
    expect(await countVisits()).toBe(0);
  });

  it('refuses a malformed batch whole, naming the bad event', async () => {
    const good = visit('m1', 10, 10, 'gasoline');
    const cases: [unknown[], number, string][] = [
      [
        [...good, { id: 'x', visit_id: 'm2', type: 'parked', occurred_at: at(2, 0) }],
        400,
        'body.events[3].type',
      ],
      [
        [...good, { id: 'x', visit_id: 'm2', type: 'vehicle_arrival' }],
        400,
        'body.events[3].occurred_at',
      ],
      [
        [...good, { id: 'x', visit_id: 'm2', type: 'vehicle_arrival', occurred_at: 'ayer' }],
        400,
        'body.events[3].occurred_at',
      ],
      [[], 400, 'body.events'],
    ];
    for (const [events, status, field] of cases) {
      const res = await send(events as ServiceEvent[]);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await countVisits()).toBe(0);
    const stored = await server.db.selectFrom('service_events').select('id').execute();
    expect(stored).toHaveLength(0);
  });

  it('turns events into the four figures, against the demo goals', async () => {
    // Waits 30, 90 and 200 s; one vehicle left unattended. Gasoline services 100 and 200 s,
    // diesel 300 s.
    const events = [
      ...visit('v1', 30, 100, 'gasoline'),
      ...visit('v2', 90, 200, 'gasoline'),
      ...visit('v3', 200, 300, 'diesel'),
      ...visit('v4', null, null, 'gasoline'),
    ];
    const res = await send(events);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: events.length,
      duplicates: 0,
      visits: 4,
      passes: 0,
      entries: 0,
    });

    const inmediatez = await chart('inmediatez');
    expect(inmediatez.categories).toEqual([
      { key: 'value', name: 'Inmediatez', color: expect.any(String), type: 'bar' },
      { key: 'goal', name: 'Objetivo', color: expect.any(String), type: 'marker' },
    ]);
    expect(inmediatez.unit).toBe('seconds');
    expect(stationRow(inmediatez, 1)).toMatchObject({ value: 106.7, goal: 60, vehicles: 3 });
    // Stations without events are listed with no value.
    expect(stationRow(inmediatez, 2)).toMatchObject({ value: null, goal: 60, vehicles: 0 });
    expect(inmediatez.chartData).toHaveLength(5);

    // Within the 60 s Inmediatez goal: 1 of the 4 arrived vehicles.
    const oportuna = await chart('atencion_oportuna');
    expect(oportuna.unit).toBe('percent');
    expect(stationRow(oportuna, 1)).toMatchObject({ value: 25, goal: 85, vehicles: 4 });
    expect(stationRow(await chart('tiempo_servicio_gas'), 1)).toMatchObject({
      value: 150,
      goal: 180,
      vehicles: 2,
    });
    expect(stationRow(await chart('tiempo_servicio_diesel'), 1)).toMatchObject({
      value: 300,
      goal: 240,
      vehicles: 1,
    });
  });

  it('records nothing twice and completes visits across batches', async () => {
    const again = await send(visit('v1', 30, 100, 'gasoline'));
    expect(again.json()).toEqual({ accepted: 0, duplicates: 3, visits: 0, passes: 0, entries: 0 });
    // v4 is attended after all (arrival was in the previous batch): 90 s wait, 60 s service.
    const later = await send([
      {
        id: 'v4-s',
        visit_id: 'v4',
        type: 'attention_start',
        occurred_at: at(2, 90),
        fuel: 'gasoline',
      },
      {
        id: 'v4-e',
        visit_id: 'v4',
        type: 'service_end',
        occurred_at: at(2, 150),
        fuel: 'gasoline',
      },
    ]);
    expect(later.json()).toEqual({ accepted: 2, duplicates: 0, visits: 1, passes: 0, entries: 0 });
    expect(stationRow(await chart('inmediatez'), 1)).toMatchObject({ value: 102.5, vehicles: 4 });
    expect(stationRow(await chart('atencion_oportuna'), 1)).toMatchObject({
      value: 25,
      vehicles: 4,
    });
    expect(stationRow(await chart('tiempo_servicio_gas'), 1)).toMatchObject({
      value: 120,
      vehicles: 3,
    });
    const camera = await server.db
      .selectFrom('cameras')
      .select(['status_online', 'last_seen_at'])
      .where('name', '=', 'Prueba')
      .executeTakeFirstOrThrow();
    expect(camera.status_online).toBe(true);
    expect(camera.last_seen_at).not.toBeNull();
  });

  it('reads a station-specific goal before the customer-wide one', async () => {
    const goal = await server.db
      .insertInto('goals')
      .values({
        customer_id: 1,
        metric: 'immeadiacy',
        quantity: 95,
        start_date: MONTH,
        end_date: month.endOf('month').toISODate()!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('goal_gas_stations')
      .values({ goal_id: goal.id, gas_station_id: 1 })
      .execute();
    const inmediatez = await chart('inmediatez');
    expect(stationRow(inmediatez, 1).goal).toBe(95);
    expect(stationRow(inmediatez, 2).goal).toBe(60);
    // Atención oportuna now counts waits up to 95 s: 3 of 4 (30, 90, 90).
    expect(stationRow(await chart('atencion_oportuna'), 1).value).toBe(75);
  });
});

describe('service metric charts', () => {
  it('shows every station of the user, by name, and only theirs', async () => {
    const bajio = await chart('inmediatez', await server.login('bajio'));
    expect(bajio.chartData.map((r) => r.gas_station_id)).toEqual([6]);
    const names = (await chart('inmediatez')).chartData.map((r) => r.name);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(
      names,
    );
  });

  it('has demo data for the current month by default', async () => {
    const res = await server.get('/api/v2/dashboard/service_metrics/tiempo_servicio_gas', editor);
    const body = res.json() as ServiceMetricChart;
    expect(body.month).toBe(
      DateTime.now().setZone('America/Mexico_City').startOf('month').toISODate(),
    );
    expect(body.chartData.some((r) => r.value !== null)).toBe(true);
  });

  it('keeps a chart per node while its data stands, and shows a write by hand at once', async () => {
    // A month no other test asks for, so nothing is kept of it yet.
    const earlier = month.minus({ months: 1 }).toISODate()!;
    const ask = (name: string) =>
      server.get(`/api/v2/dashboard/service_metrics/${name}?date=${earlier}`, editor);
    const computed = jest.spyOn(figuresModule, 'metricFigures');
    try {
      const first = await ask('inmediatez');
      const again = await ask('inmediatez');
      expect(again.body).toBe(first.body);
      expect(computed).toHaveBeenCalledTimes(1);
      // Another metric is another answer.
      await ask('tiempo_servicio_gas');
      expect(computed).toHaveBeenCalledTimes(2);
      // A station renamed by hand, past every writer (as another node would): computed again.
      await server.db
        .updateTable('gas_stations')
        .set({ name: 'Renombrada para la gráfica' })
        .where('id', '=', 1)
        .execute();
      const renamed = (await ask('inmediatez')).json() as ServiceMetricChart;
      expect(stationRow(renamed, 1).name).toBe('Renombrada para la gráfica');
      expect(computed).toHaveBeenCalledTimes(3);
    } finally {
      computed.mockRestore();
    }
  });

  it('refuses unknown metrics, bad dates, and users without the dashboard flag', async () => {
    expect(
      (await server.get('/api/v2/dashboard/service_metrics/velocidad', editor)).statusCode,
    ).toBe(400);
    expect(
      (await server.get('/api/v2/dashboard/service_metrics/inmediatez?date=2026-13-01', editor))
        .statusCode,
    ).toBe(400);
    expect((await server.get('/api/v2/dashboard/service_metrics/inmediatez')).statusCode).toBe(401);
    const none = await server.login('sinpermisos');
    expect(
      (await server.get('/api/v2/dashboard/service_metrics/inmediatez', none)).statusCode,
    ).toBe(403);
  });
});

describeOnPostgres('two nodes on one database', () => {
  const nodeB = secondNodeForFile(() => server);

  it('answers with camera events another node took in, though it kept the chart from before', async () => {
    const before = stationRow(await chart('inmediatez'), 1).vehicles;
    expect(stationRow(await chart('inmediatez'), 1).vehicles).toBe(before);
    const taken = await nodeB().app.inject({
      method: 'POST',
      url: '/api/service_events',
      headers: { 'x-camera-key': cameraKey },
      payload: { events: visit('otro-nodo', 20, 60, 'gasoline') },
    });
    expect(taken.statusCode).toBe(200);
    expect(stationRow(await chart('inmediatez'), 1).vehicles).toBe(before + 1);
  });
});
