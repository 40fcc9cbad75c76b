// One definition of each service metric (metrics.ts) read by all its users: a wait a fraction
// of a second either side of the Inmediatez goal counts alike as Atención oportuna in the
// Dashboard's monthly chart (the monthly rollup's waits counted at most so many seconds), the
// reports (daily rollups and raw visits) and the service alerts' last hour.
import { DateTime } from 'luxon';
import type { ServiceMetricChart } from '@/api/generated/dashboard.gen';
import type { ServiceEvent } from '@/api/generated/serviceEvents.gen';
import { newCameraKey } from '@/server/access/cameraKeys';
import { loadServiceRows } from '@/server/modules/alerts/conditions/serviceRows';
import { buildReportDocument } from '@/server/modules/reports';
import { readDayFacts } from '@/server/modules/reports/documents/queries';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
const STATION = 1;
const GOAL_SECONDS = 120;
/** A month with no demo events (the demo covers the last two). */
const month = DateTime.now().setZone('America/Mexico_City').startOf('month').minus({ months: 3 });
const MONTH = month.toISODate()!;
const DAY = month.plus({ days: 1 }).toISODate()!;
const arrival = month.plus({ days: 1, hours: 10 });
/** The waits, in seconds: whole, and a fraction under and over the 120 s goal. */
const WAITS = [119.6, 120, 120.4];
/** Within 120 s: 119.6 s and 120 s; 120.4 s is not. */
const TIMELY = 2;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
  const key = newCameraKey();
  await server.db
    .insertInto('cameras')
    .values({
      customer_id: 1,
      gas_station_id: STATION,
      name: 'Metricas',
      key_hash: key.keyHash,
      key_last4: key.keyLast4,
    })
    .execute();
  const goal = await server.db
    .insertInto('goals')
    .values({
      customer_id: 1,
      metric: 'immeadiacy',
      quantity: GOAL_SECONDS,
      start_date: MONTH,
      end_date: month.endOf('month').toISODate()!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('goal_gas_stations')
    .values({ goal_id: goal.id, gas_station_id: STATION })
    .execute();
  const events: ServiceEvent[] = WAITS.flatMap((wait, i): ServiceEvent[] => [
    {
      id: `m${i}-a`,
      visit_id: `m${i}`,
      type: 'vehicle_arrival',
      occurred_at: arrival.toUTC().toISO()!,
      vehicle_class: 'autos',
    },
    {
      id: `m${i}-s`,
      visit_id: `m${i}`,
      type: 'attention_start',
      occurred_at: arrival
        .plus({ milliseconds: Math.round(wait * 1000) })
        .toUTC()
        .toISO()!,
      fuel: 'gasoline',
    },
  ]);
  const res = await server.inject({
    method: 'POST',
    url: '/api/service_events',
    headers: { 'x-camera-key': key.key },
    payload: { events },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => server.close());

it('stores the waits with their fractions', async () => {
  const visits = await server.db
    .selectFrom('service_visits')
    .select(['arrival_at', 'attention_at'])
    .where('gas_station_id', '=', STATION)
    .where('month', '=', MONTH)
    .execute();
  const waits = visits.map(
    (v) => (new Date(v.attention_at!).getTime() - new Date(v.arrival_at!).getTime()) / 1000,
  );
  expect(waits.sort((a, b) => a - b)).toEqual(WAITS);
});

it('counts the same timely visits in the Dashboard’s monthly chart', async () => {
  const res = await server.get(
    `/api/v2/dashboard/service_metrics/atencion_oportuna?date=${MONTH}`,
    editor,
  );
  expect(res.statusCode).toBe(200);
  const row = (res.json() as ServiceMetricChart).chartData.find(
    (r) => r.gas_station_id === STATION,
  );
  expect(row).toMatchObject({ value: 66.7, vehicles: WAITS.length });
});

it('counts the same timely visits in the reports, from the rollups and from the visits', async () => {
  const document = await buildReportDocument(server.db, {
    reportType: 'daily',
    stationId: STATION,
    startDate: DAY,
    endDate: DAY,
    locale: 'es',
  });
  expect(document.figures.find((f) => f.key === 'prompt_service')?.value).toBe(66.7);
  for (const source of ['rollups', 'raw'] as const) {
    const [facts] = await readDayFacts(
      server.db,
      STATION,
      'America/Mexico_City',
      DAY,
      DAY,
      GOAL_SECONDS,
      source,
    );
    expect({ source, arrivals: facts?.arrivals, timely: facts?.timely }).toEqual({
      source,
      arrivals: WAITS.length,
      timely: TIMELY,
    });
  }
});

it('counts the same timely visits in the service alerts’ last hour', async () => {
  const now = arrival.plus({ minutes: 10 }).toJSDate();
  const rows = await loadServiceRows(server.db, [STATION], now);
  const station = rows.stations.get(STATION)!;
  expect(station.figures.get('atencion_oportuna')).toEqual({
    value: 66.7,
    vehicles: WAITS.length,
  });
});
