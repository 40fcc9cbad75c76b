// The bench ticket generator shared by the reports' bench data and the chain data set: the
// asked number of tickets per station and day, only at the stations asked (or every station with
// a camera), the same tickets for the same seed, amounts from the regulator's price or a default.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { insertBenchTickets } from '../../../../scripts/bench/lib/benchTickets';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
}, 300_000);
afterAll(async () => {
  await server.close();
});

async function tickets(prefix: string) {
  const result = await sql<{
    gas_station_id: number;
    folio: string;
    local_day: string;
    volume: string;
    price: string;
    amount: string;
    product: number;
  }>`
    select gas_station_id, folio, (local_time::date)::text as local_day, volume::text, price::text,
      amount::text, product
    from sales_tickets where origin = 'bench' and folio like ${`${prefix}%`}
    order by folio`.execute(db);
  return result.rows;
}

describe('insertBenchTickets', () => {
  it('writes perDay tickets a station a day at the stations asked, the same for the same seed', async () => {
    const stations = await db.selectFrom('gas_stations').select('id').orderBy('id').execute();
    const ids = stations.slice(0, 2).map((s) => s.id);
    const options = { from: '2026-08-01', to: '2026-08-03', perDay: 5, seed: 0.5, stationIds: ids };
    await insertBenchTickets(db, { ...options, folioPrefix: 'x' });
    await insertBenchTickets(db, { ...options, folioPrefix: 'y' });
    const [x, y] = [await tickets('x'), await tickets('y')];
    expect(x).toHaveLength(2 * 3 * 5);
    expect(new Set(x.map((t) => t.gas_station_id))).toEqual(new Set(ids));
    expect(x.every((t) => t.local_day >= '2026-07-31' && t.local_day <= '2026-08-04')).toBe(true);
    for (const t of x) {
      expect(Number(t.amount)).toBeCloseTo(Number(t.volume) * Number(t.price), 2);
      expect([1, 2, 3]).toContain(t.product);
    }
    // The same seed draws the same tickets (folios aside).
    const strip = (rows: typeof x) =>
      rows.map(({ folio, ...rest }) => ({ ...rest, n: folio.slice(1) }));
    expect(strip(y)).toEqual(strip(x));
    await insertBenchTickets(db, { ...options, folioPrefix: 'z', seed: 0.25 });
    expect(strip(await tickets('z'))).not.toEqual(strip(x));
  });

  it('without stations, writes at every station with a camera only', async () => {
    await insertBenchTickets(db, {
      from: '2026-08-01',
      to: '2026-08-01',
      perDay: 2,
      seed: 0.1,
      folioPrefix: 'w',
    });
    const cameras = await sql<{ id: number }>`
      select distinct gas_station_id as id from cameras where gas_station_id is not null`.execute(
      db,
    );
    const written = await tickets('w');
    expect(written.length).toBe(cameras.rows.length * 2);
    expect(new Set(written.map((t) => t.gas_station_id))).toEqual(
      new Set(cameras.rows.map((r) => r.id)),
    );
  });
});
