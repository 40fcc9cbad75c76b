// GET /api/agency/dashboards/: per client and station, metrics against goals and price position.
// Every station's four metrics equal the dashboard charts', and its prices a lookup made here
// place by place, so the set-based reads of the overview answer as one station at a time would.
// A repeated call is answered from the node's cache with the same bytes, until a write (by
// hand, or through another node on PostgreSQL) changes what it read.
import { sql } from 'kysely';
import type { AgencyDashboard } from '@/api/generated/agency.gen';
import type { ServiceMetricChart } from '@/api/generated/dashboard.gen';
import { describeOnPostgres } from '../../../support/databaseKind';
import { secondNodeForFile, startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
const URL = '/api/agency/dashboards/';

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
});
afterAll(async () => {
  await server.close();
});

it("gives the user's client and stations, with the month's metrics as the dashboard charts", async () => {
  const res = await server.get(URL, editor);
  expect(res.statusCode).toBe(200);
  const body = res.json() as AgencyDashboard;
  expect(body.clients.map((c) => c.name)).toEqual(['Grupo Surtidor Demo']);
  const stations = body.clients[0]!.stations;
  expect(stations).toHaveLength(5);
  const chart = (
    await server.get(`/api/v2/dashboard/service_metrics/inmediatez?date=${body.start_date}`, editor)
  ).json() as ServiceMetricChart;
  for (const station of stations) {
    expect(station.metrics.map((m) => m.key)).toEqual([
      'inmediatez',
      'atencion_oportuna',
      'tiempo_servicio_gas',
      'tiempo_servicio_diesel',
    ]);
    const inmediatez = station.metrics[0]!;
    const row = chart.chartData.find((r) => r.gas_station_id === station.id)!;
    expect(inmediatez).toMatchObject({ value: row.value, goal: row.goal });
    expect(inmediatez.met).toBe(row.value === null ? null : row.value <= row.goal!);
  }
});

it('places each price against the competitors of the daily table', async () => {
  const body = (
    await server.get(`${URL}?start_date=2026-07-01&end_date=2026-07-13`, editor)
  ).json() as AgencyDashboard;
  expect(body).toMatchObject({ start_date: '2026-07-01', end_date: '2026-07-31' });
  const station = body.clients[0]!.stations.find((s) => s.id === 1)!;
  expect(station.price_date).toBe('2026-07-13');
  const daily = (
    await server.get('/api/v2/reports/daily/fuel_price?gas_station_id=1&date=2026-07-13', editor)
  ).json() as {
    station_table: { is_own: boolean; regular: number | null }[];
  };
  const own = daily.station_table[0]!.regular!;
  const theirs = daily.station_table
    .filter((r) => !r.is_own && r.regular !== null)
    .map((r) => r.regular!);
  const regular = station.prices.find((p) => p.fuel === 'regular')!;
  const average = Math.round((theirs.reduce((a, b) => a + b, 0) / theirs.length) * 1000) / 1000;
  expect(regular).toMatchObject({
    price: own,
    rivals: theirs.length,
    rival_min: Math.min(...theirs),
    rival_max: Math.max(...theirs),
    rival_avg: average,
    cheaper_rivals: theirs.filter((p) => p < own - 0.005).length,
    position: Math.abs(own - average) <= 0.005 ? 'equal' : own < average ? 'below' : 'above',
  });
});

it('filters by client, and refuses clients the user cannot see', async () => {
  const admin = await server.login('admin');
  const both = (await server.get(`${URL}?clients=1,2`, admin)).json() as AgencyDashboard;
  expect(both.clients.map((c) => c.id).sort()).toEqual([1, 2]);
  const one = (await server.get(`${URL}?clients=2`, admin)).json() as AgencyDashboard;
  expect(one.clients.map((c) => c.id)).toEqual([2]);
  expect((await server.get(`${URL}?clients=2`, editor)).statusCode).toBe(403);
  expect((await server.get(`${URL}?clients=1,2`, editor)).statusCode).toBe(403);
  expect((await server.get(`${URL}?clients=`, editor)).statusCode).toBe(200);
});

it('refuses bad parameters and anonymous calls', async () => {
  for (const query of [
    'clients=a',
    'clients=1,,2',
    'start_date=2022-02-30',
    'start_date=2022-03-01&end_date=2022-01-01',
    'start_date=2020-01-01&end_date=2022-01-01',
  ]) {
    expect((await server.get(`${URL}?${query}`, editor)).statusCode).toBe(400);
  }
  expect((await server.get(URL)).statusCode).toBe(401);
});

it('refuses a client id past its column (int4) with a Spanish 400, not a database error', async () => {
  for (const [clients, field] of [
    ['2147483648', 'query.clients[0]'],
    ['1,99999999999', 'query.clients[1]'],
  ] as const) {
    const res = await server.get(`${URL}?clients=${clients}`, editor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `Solicitud inválida: ${field} debe ser <= 2147483647`,
      errors: [{ field, rule: 'maximum' }],
    });
  }
  const zero = await server.get(`${URL}?clients=0`, editor);
  expect(zero.json().errors).toEqual([
    expect.objectContaining({ field: 'query.clients[0]', rule: 'minimum' }),
  ]);
});

it("answers for every client's stations as the charts and a price lookup per place do", async () => {
  const admin = await server.login('admin');
  const period = 'start_date=2026-07-01&end_date=2026-07-20';
  const body = (await server.get(`${URL}?${period}`, admin)).json() as AgencyDashboard;
  const stations = body.clients.flatMap((c) => c.stations);
  expect(body.clients.length).toBeGreaterThan(1);
  const names = stations[0]!.metrics.map((m) => m.key);
  const charts = new Map<string, ServiceMetricChart>();
  for (const name of names) {
    const res = await server.get(
      `/api/v2/dashboard/service_metrics/${name}?date=2026-07-01`,
      admin,
    );
    charts.set(name, res.json() as ServiceMetricChart);
  }
  let prices = 0;
  let goals = 0;
  for (const station of stations) {
    for (const metric of station.metrics) {
      const row = charts.get(metric.key)!.chartData.find((r) => r.gas_station_id === station.id);
      expect({ value: metric.value, goal: metric.goal }).toEqual({
        value: row?.value ?? null,
        goal: row?.goal ?? null,
      });
      if (metric.goal !== null) goals += 1;
    }
    // The latest price of each fuel on or before the period's last asked day, place by place.
    const places = await sql<{ place: number | null; own: boolean }>`
      select cre_place_id as place, true as own from gas_stations where id = ${station.id}
      union all
      select cre_place_id, false from gas_station_rivals where gas_station_id = ${station.id}`.execute(
      server.db,
    );
    for (const fuel of ['regular', 'premium', 'diesel'] as const) {
      const found: { own: boolean; price: number; date: string }[] = [];
      for (const { place, own } of places.rows) {
        if (place === null) continue;
        const latest = await sql<{ price: number; price_date: string }>`
          select price, price_date from cre_prices
          where place_id = ${place} and fuel = ${fuel} and price_date <= '2026-07-20'
          order by price_date desc limit 1`.execute(server.db);
        const r = latest.rows[0];
        if (r) found.push({ own, price: Number(r.price), date: r.price_date });
      }
      const own = found.find((f) => f.own);
      const theirs = found.filter((f) => !f.own).map((f) => f.price);
      const shown = station.prices.find((p) => p.fuel === fuel)!;
      expect(shown).toMatchObject({
        price: own?.price ?? null,
        rivals: theirs.length,
        rival_min: theirs.length ? Math.min(...theirs) : null,
        rival_max: theirs.length ? Math.max(...theirs) : null,
        cheaper_rivals: own ? theirs.filter((p) => p < own.price - 0.005).length : 0,
      });
      if (own) prices += 1;
    }
  }
  expect(prices).toBeGreaterThan(5);
  expect(goals).toBeGreaterThan(5);
});

it('answers again with the same bytes, and with the new data after a write by hand', async () => {
  const first = await server.get(URL, editor);
  const again = await server.get(URL, editor);
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-type']).toBe(first.headers['content-type']);
  expect(again.body).toBe(first.body);

  const station = (first.json() as AgencyDashboard).clients[0]!.stations[0]!;
  await sql`update gas_stations set name = 'Renombrada a mano' where id = ${station.id}`.execute(
    server.db,
  );
  try {
    const renamed = (await server.get(URL, editor)).json() as AgencyDashboard;
    const names = renamed.clients.flatMap((c) => c.stations.map((s) => s.name));
    expect(names).toContain('Renombrada a mano');
    expect(names).not.toContain(station.name);
  } finally {
    await sql`update gas_stations set name = ${station.name} where id = ${station.id}`.execute(
      server.db,
    );
  }
  expect((await server.get(URL, editor)).body).toBe(first.body);
});

describeOnPostgres('two nodes on one database', () => {
  const nodeB = secondNodeForFile(() => server);

  it('answers with a goal another node saved, though it kept the answer from before', async () => {
    const before = (await server.get(URL, editor)).json() as AgencyDashboard;
    expect((await server.get(URL, editor)).json()).toEqual(before);
    const station = before.clients[0]!.stations[0]!;
    expect(station.metrics[0]!.goal).not.toBe(77);

    const admin = await server.login('admin');
    const saved = await nodeB().app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        customer_id: before.clients[0]!.id,
        metric: 'immeadiacy',
        quantity: 77,
        gas_station_ids: [station.id],
        start_date: before.end_date,
        end_date: before.end_date,
      },
    });
    expect(saved.statusCode).toBe(201);
    try {
      const after = (await server.get(URL, editor)).json() as AgencyDashboard;
      const shown = after.clients[0]!.stations.find((s) => s.id === station.id)!;
      expect(shown.metrics[0]).toMatchObject({ key: 'inmediatez', goal: 77 });
    } finally {
      await nodeB().app.inject({
        method: 'DELETE',
        url: `/api/goals/${(saved.json() as { id: number }).id}`,
        headers: { authorization: `Bearer ${admin}` },
      });
    }
    expect((await server.get(URL, editor)).json()).toEqual(before);
  });
});
