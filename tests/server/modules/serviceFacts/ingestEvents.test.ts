// A camera's batch recorded into the service facts (through POST /api/service_events, as the
// camera sends it): refused whole when a time is impossible or a visit would go backwards, and
// a visit that goes on at its camera's new station moves its facts, and both stations' report
// versions, with it. The figures the visits make are the service charts' tests
// (serviceMetrics/handlers.test.ts); traffic events are trafficEvents.test.ts's.
import { DateTime } from 'luxon';
import type { ServiceEvent } from '@/api/generated/serviceEvents.gen';
import { newCameraKey } from '@/server/access/cameraKeys';
import { reportDataVersion, reportFactsVersion } from '@/server/modules/reports/documentVersion';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
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

/** Visit v: arrival at 0 s, attention after `wait`, end after `service` more seconds. */
function visit(v: string, wait: number | null, service: number): ServiceEvent[] {
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
    events.push(
      {
        id: `${v}-s`,
        visit_id: v,
        type: 'attention_start',
        occurred_at: at(2, wait),
        fuel: 'gasoline',
      },
      {
        id: `${v}-e`,
        visit_id: v,
        type: 'service_end',
        occurred_at: at(2, wait + service),
        fuel: 'gasoline',
      },
    );
  }
  return events;
}

beforeAll(async () => {
  server = await startTestServer();
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

it('refuses a batch with a time in the future or a visit going backwards whole, naming the event', async () => {
  const good = visit('m1', 10, 10);
  const cases: [ServiceEvent[], string][] = [
    [
      [
        ...good,
        {
          id: 'x',
          visit_id: 'm2',
          type: 'vehicle_arrival',
          occurred_at: DateTime.now().plus({ hours: 1 }).toISO()!,
        },
      ],
      'body.events[3].occurred_at',
    ],
    // The end before the attention start: the visit would go backwards.
    [
      [
        { id: 'b-a', visit_id: 'b', type: 'vehicle_arrival', occurred_at: at(2, 0) },
        { id: 'b-s', visit_id: 'b', type: 'attention_start', occurred_at: at(2, 60) },
        { id: 'b-e', visit_id: 'b', type: 'service_end', occurred_at: at(2, 30) },
        ...good,
      ],
      'body.events[1].occurred_at',
    ],
  ];
  for (const [events, field] of cases) {
    const res = await send(events);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  }
  // The demo's visits are of other months.
  const visits = server.db.selectFrom('service_visits').select('id').where('month', '=', MONTH);
  expect(await visits.execute()).toHaveLength(0);
  expect(await server.db.selectFrom('service_events').select('id').execute()).toHaveLength(0);
});

it("changes both stations' report versions when a visit goes on at its camera's new station", async () => {
  // The version the month's report of the station is kept under.
  const version = async (id: number) =>
    `${(await reportDataVersion(server.db, id))!.version}|${await reportFactsVersion(server.db, id, 'monthly', MONTH, MONTH)}`;
  const arrival = visit('moving', null, 0);
  expect((await send(arrival)).statusCode).toBe(200);
  const before = [await version(1), await version(2)];
  await server.db
    .updateTable('cameras')
    .set({ gas_station_id: 2 })
    .where('name', '=', 'Prueba')
    .execute();
  try {
    const attended = visit('moving', 40, 60).slice(1);
    expect((await send(attended)).json()).toMatchObject({ accepted: 2, visits: 1 });
    // The visit now counts at station 2; station 1, whose lock it did not take, lost it.
    expect(await version(2)).not.toBe(before[1]);
    expect(await version(1)).not.toBe(before[0]);
  } finally {
    await server.db
      .updateTable('cameras')
      .set({ gas_station_id: 1 })
      .where('name', '=', 'Prueba')
      .execute();
  }
});
