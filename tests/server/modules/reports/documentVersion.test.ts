// The version a station's reports are kept under: the same while nothing they read is written,
// another after a committed write to any of it (the small tables written here by hand, as another
// node would; the camera, traffic and sales rows through their writers, which bump the station's
// version under its write lock), the same after writes to another station's rows.
import { sql } from 'kysely';
import { reportDataVersion } from '@/server/modules/reports/documentVersion';
import { lockStations } from '@/server/modules/serviceFacts';
import { storeTickets, type TicketToStore } from '@/server/modules/tickets';
import { sharedSourceWrites, type NamedWrite } from '../../../support/dataVersionWrites';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let station: number;
let other: number;
let customer: number;

const version = async (id = station) => (await reportDataVersion(server.db, id))?.version;

/** Whether running `write` changes the station's version. */
async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) !== before;
}

const ticket = (folio: string): TicketToStore => ({
  folio,
  employee: null,
  sold_at: '2026-03-02T16:00:00.000Z',
  local_time: '2026-03-02 10:00:00',
  pump: 1,
  product: 1,
  payment_type: 1,
  volume: 10,
  price: 23,
  amount: 230,
});

beforeAll(async () => {
  server = await startTestServer();
  const stations = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .orderBy('id')
    .limit(2)
    .execute();
  [station, other] = stations.map((s) => s.id) as [number, number];
  customer = stations[0]!.customer_id;
});
afterAll(async () => {
  await server.close();
});

it('stays the same while nothing is written, and is null for no station', async () => {
  expect(await version()).toBe(await version());
  expect(await reportDataVersion(server.db, 987_654)).toBeNull();
  expect((await reportDataVersion(server.db, station))?.timeZone).toMatch(/^America\//);
});

it('changes with any committed write to what the reports read', async () => {
  const writes: NamedWrite[] = [
    ...sharedSourceWrites(server.db, station, customer),
    [
      'a shift of the station',
      () =>
        sql`update gas_station_shifts set shift = shift where gas_station_id = ${station}`.execute(
          server.db,
        ),
    ],
    [
      'a ticket stored (its writer bumps the station under its lock)',
      () =>
        storeTickets(server.db, { gasStationId: station, source: 'upload', origin: 'test' }, [
          ticket('version-1'),
        ]),
    ],
    [
      'any writer of the camera, traffic or sales rows (lockStations)',
      () => server.db.transaction().execute((trx) => lockStations(trx, [station])),
    ],
    [
      'a place of the regulator',
      () =>
        sql`update cre_places set name = name where place_id = (select min(place_id) from cre_places)`.execute(
          server.db,
        ),
    ],
  ];
  for (const [what, write] of writes) {
    expect([what, await changes(write)]).toEqual([what, true]);
  }
});

it("changes when a goal starts or stops applying to the station through another station's link", async () => {
  const goal = await server.db
    .insertInto('goals')
    .values({
      customer_id: customer,
      metric: 'immeadiacy',
      quantity: 90,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Linked to another station only: no longer the station's goal, though none of its rows moved.
  expect(
    await changes(() =>
      sql`insert into goal_gas_stations (goal_id, gas_station_id) values (${goal.id}, ${other})`.execute(
        server.db,
      ),
    ),
  ).toBe(true);
  expect(
    await changes(() =>
      sql`delete from goal_gas_stations where goal_id = ${goal.id}`.execute(server.db),
    ),
  ).toBe(true);
  await sql`delete from goals where id = ${goal.id}`.execute(server.db);
});

it("stays the same after writes to another station's rows, or a rolled-back write", async () => {
  expect(
    await changes(() =>
      storeTickets(server.db, { gasStationId: other, source: 'upload', origin: 'test' }, [
        ticket('version-other'),
      ]),
    ),
  ).toBe(false);
  expect(
    await changes(() =>
      sql`update gas_station_shifts set shift = shift where gas_station_id = ${other}`.execute(
        server.db,
      ),
    ),
  ).toBe(false);
  expect(
    await changes(() =>
      server.db
        .transaction()
        .execute(async (trx) => {
          await lockStations(trx, [station]);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    ),
  ).toBe(false);
});
