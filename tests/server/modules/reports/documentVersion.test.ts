// The version a station's reports are kept under: the same while nothing they read is written,
// another after a committed write to any of it (the small tables written here by hand, as another
// node would; the camera, traffic and sales rows through their writers, which bump the versions
// of the days they write under the station's write lock), the same after writes to another
// station's rows or to days the report does not read.
import { sql } from 'kysely';
import {
  rangeFactsVersion,
  reportDataVersion,
  reportFactsVersion,
} from '@/server/modules/reports/documentVersion';
import { lockStations, rebuildDays, rebuildStations } from '@/server/modules/serviceFacts';
import { storeTickets, type TicketToStore } from '@/server/modules/tickets';
import { sharedSourceWrites, type NamedWrite } from '../../../support/dataVersionWrites';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let station: number;
let other: number;
let customer: number;

/** The version March 2026's monthly report of a station is kept under. */
const version = async (id = station) => {
  const data = await reportDataVersion(server.db, id);
  const facts = await reportFactsVersion(server.db, id, 'monthly', '2026-03-01', '2026-03-31');
  return data && `${data.version}|${facts}`;
};

/** Whether running `write` changes the station's version. */
async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) !== before;
}

/** A ticket of 10:00 at the station (Mexico City) on `day`, 2026-03-02 unless told. */
const ticket = (folio: string, day = '2026-03-02'): TicketToStore => ({
  folio,
  employee: null,
  sold_at: `${day}T16:00:00.000Z`,
  local_time: `${day} 10:00:00`,
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
      'a ticket of the month before, read as the previous period',
      () =>
        storeTickets(server.db, { gasStationId: station, source: 'upload', origin: 'test' }, [
          ticket('version-february', '2026-02-20'),
        ]),
    ],
    [
      "a recount of one of the month's days (the backfill's)",
      () =>
        server.db.transaction().execute(async (trx) => {
          await lockStations(trx, [station]);
          await rebuildDays(trx, 'sales', { pairs: [{ stationId: station, day: '2026-03-31' }] });
        }),
    ],
    [
      'a recount of every day of the station (its zone or shifts changed)',
      () =>
        server.db.transaction().execute(async (trx) => {
          await lockStations(trx, [station]);
          await rebuildStations(trx, [station], ['traffic']);
        }),
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
          await storeTickets(trx, { gasStationId: station, source: 'upload', origin: 'test' }, [
            ticket('version-rolled-back'),
          ]);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    ),
  ).toBe(false);
});

describe("the facts' versions by day", () => {
  it("stay the same for a past period after writes of other days, today's included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [what, write] of [
      [
        "a ticket of today (a camera's or a till's writes of the day)",
        () =>
          storeTickets(server.db, { gasStationId: station, source: 'upload', origin: 'test' }, [
            ticket('version-today', today),
          ]),
      ],
      [
        "a recount of a day after the month's (the backfill's)",
        () =>
          server.db.transaction().execute(async (trx) => {
            await lockStations(trx, [station]);
            await rebuildDays(trx, 'service', {
              pairs: [{ stationId: station, day: '2026-04-01' }],
            });
          }),
      ],
    ] as const) {
      expect([what, await changes(write)]).toEqual([what, false]);
    }
  });

  it("change with a late write of one of the period's days, and the download's likewise", async () => {
    const range = () => rangeFactsVersion(server.db, station, '2026-03-10', '2026-03-16');
    const before = await range();
    expect(
      await changes(() =>
        storeTickets(server.db, { gasStationId: station, source: 'upload', origin: 'test' }, [
          ticket('version-late', '2026-03-15'),
        ]),
      ),
    ).toBe(true);
    expect(await range()).not.toBe(before);
    const after = await range();
    await storeTickets(server.db, { gasStationId: station, source: 'upload', origin: 'test' }, [
      ticket('version-late-other-week', '2026-03-20'),
    ]);
    expect(await range()).toBe(after);
  });

  it('leave the price report, which reads no facts, without one', async () => {
    expect(await reportFactsVersion(server.db, station, 'price', '2026-03-01', '2026-03-31')).toBe(
      '',
    );
  });
});
