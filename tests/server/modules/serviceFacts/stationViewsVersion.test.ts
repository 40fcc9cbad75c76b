// The version Home's overview and the service charts are kept under: the same while nothing
// they read is written, another after any committed write to a row they read (written here by
// hand, as another node would), the same after writes to rows they do not read.
import { sql } from 'kysely';
import { stationViewsVersion } from '@/server/modules/serviceFacts';
import { sharedSourceWrites, type NamedWrite } from '../../../support/dataVersionWrites';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
/** The editor: the demo customer's stations only. */
let editor: { id: number; isAdmin: boolean };
let own: number[];
let others: number[];
/** The last month of the demo's service figures, and one before it that has some too. */
let MONTH: string;
let EARLIER: string;

const version = (user = editor, first = MONTH, last = MONTH): Promise<string> =>
  stationViewsVersion(server.db, user, first, last);

/** Whether running `write` changes the editor's version of MONTH. */
async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) !== before;
}

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  editor = { id: user.id, isAdmin: false };
  const links = await server.db
    .selectFrom('user_gas_stations')
    .select('gas_station_id')
    .where('user_id', '=', editor.id)
    .orderBy('gas_station_id')
    .execute();
  own = links.map((l) => l.gas_station_id);
  const rest = await server.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', 'not in', own)
    .orderBy('id')
    .execute();
  others = rest.map((s) => s.id);
  const months = await sql<{ month: string }>`
    select distinct to_char(month, 'YYYY-MM-DD') as month from service_monthly_stats
    where gas_station_id = ${own[0]} order by month desc`.execute(server.db);
  [MONTH, EARLIER] = months.rows.map((r) => r.month) as [string, string];
  expect(EARLIER).toBeDefined();
  expect(own.length).toBeGreaterThan(1);
  expect(others.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await server.close();
});

it('stays the same while nothing is written, and differs by user and period', async () => {
  expect(await version()).toBe(await version());
  const admin = { id: editor.id, isAdmin: true };
  expect(await version(admin)).not.toBe(await version());
  expect(await version(editor, EARLIER, MONTH)).not.toBe(await version());
});

it('changes with any committed write to the rows the overview reads', async () => {
  const [station] = own;
  const { customer_id: customer } = await server.db
    .selectFrom('gas_stations')
    .select('customer_id')
    .where('id', '=', station!)
    .executeTakeFirstOrThrow();
  const writes: NamedWrite[] = [
    ...sharedSourceWrites(server.db, station!, customer),
    [
      'its customer',
      () => sql`update customers set name = name where id = ${customer}`.execute(server.db),
    ],
    [
      'a goal linked to a station',
      () =>
        sql`insert into goal_gas_stations (goal_id, gas_station_id)
          select id, ${station} from goals where customer_id = ${customer}
          on conflict do nothing`.execute(server.db),
    ],
    [
      "the month's service figures",
      () =>
        sql`update service_monthly_stats set arrivals = arrivals
          where gas_station_id = ${station} and month = ${MONTH}`.execute(server.db),
    ],
  ];
  for (const [what, write] of writes) {
    expect([what, await changes(write)]).toEqual([what, true]);
  }
});

it('changes when the stations the user may see change, even for rows written together', async () => {
  // The demo's stations were written by one transaction: swapping one of the editor's for
  // another leaves as many stations, rivals and figures, from the same writer; which stations
  // they are is what tells.
  const [mine] = own;
  const [theirs] = others;
  expect(
    await changes(() =>
      server.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('user_gas_stations')
          .where('user_id', '=', editor.id)
          .where('gas_station_id', '=', mine!)
          .execute();
        await trx
          .insertInto('user_gas_stations')
          .values({ user_id: editor.id, gas_station_id: theirs! })
          .execute();
      }),
    ),
  ).toBe(true);
  // And back: the first set of stations again, by a newer writer.
  const swappedBack = await changes(() =>
    server.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('user_gas_stations')
        .where('user_id', '=', editor.id)
        .where('gas_station_id', '=', theirs!)
        .execute();
      await trx
        .insertInto('user_gas_stations')
        .values({ user_id: editor.id, gas_station_id: mine! })
        .execute();
    }),
  );
  expect(swappedBack).toBe(true);
});

it('stays the same after writes to rows the overview does not read', async () => {
  const [theirs] = others;
  const writes: [string, () => Promise<unknown>][] = [
    [
      "another customer's station",
      () => sql`update gas_stations set name = name where id = ${theirs}`.execute(server.db),
    ],
    [
      'service figures of another month',
      () =>
        sql`update service_monthly_stats set arrivals = arrivals
          where gas_station_id = ${own[0]} and month <> ${MONTH}`.execute(server.db),
    ],
    [
      'a place of the registry',
      () =>
        sql`update cre_places set name = name where place_id = (select min(place_id) from cre_places)`.execute(
          server.db,
        ),
    ],
  ];
  for (const [what, write] of writes) {
    expect([what, await changes(write)]).toEqual([what, false]);
  }
});

it('changes when a transaction that wrote commits, not before', async () => {
  const [station] = own;
  const before = await version();
  await server.db.transaction().execute(async (trx) => {
    await sql`update gas_stations set name = name where id = ${station}`.execute(trx);
    await sql`insert into cre_prices (place_id, fuel, price_date, price)
      values (999999, 'premium', '2026-07-02', 25.1)`.execute(trx);
    // Read from another connection (PGlite has one: there the read waits for the commit).
    if (server.kind === 'postgres') expect(await version()).toBe(before);
  });
  expect(await version()).not.toBe(before);
});

it('changes when a link moves between two stations nothing else tells apart', async () => {
  // Two of the editor's stations made alike by one writer (their rows rewritten together, no
  // rivals, no figures): seeing the one instead of the other leaves as many rows of each table
  // with the same xmin; only which stations they are tells.
  const [kept, moved] = own.slice(-2) as [number, number];
  await server.db.transaction().execute(async (trx) => {
    await sql`update gas_stations set name = name where id in (${kept}, ${moved})`.execute(trx);
    await sql`delete from gas_station_rivals where gas_station_id in (${kept}, ${moved})`.execute(
      trx,
    );
    await sql`delete from service_monthly_stats
      where gas_station_id in (${kept}, ${moved})`.execute(trx);
  });
  const link = (stationId: number) => ({ user_id: editor.id, gas_station_id: stationId });
  await server.db
    .deleteFrom('user_gas_stations')
    .where('user_id', '=', editor.id)
    .where('gas_station_id', '=', moved)
    .execute();
  expect(
    await changes(() =>
      server.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('user_gas_stations')
          .where('user_id', '=', editor.id)
          .where('gas_station_id', '=', kept)
          .execute();
        await trx.insertInto('user_gas_stations').values(link(moved)).execute();
      }),
    ),
  ).toBe(true);
  await server.db.insertInto('user_gas_stations').values(link(kept)).execute();
});
