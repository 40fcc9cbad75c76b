// The feed against the sales tickets: each sale priced against the station's own feed price of
// its local day, the run of off sales since the last one that matched, and the rule evaluated
// on them (exact times and prices on hand-made tickets).
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { evaluateAlertRules } from '@/server/modules/alerts';
import { readSalesFacts } from '@/server/modules/alerts/conditions/salesRows';
import { startTestServer, type TestServer } from '../../../../support/testServer';

let s: TestServer;
let stationId: number;
let customerId: number;
// Past every stored price and demo ticket: only this test's rows are seen.
const NOW = new Date('2030-01-15T18:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

beforeAll(async () => {
  s = await startTestServer();
  const station = await s.db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id', 'cre_place_id', 'time_zone'])
    .where('cre_place_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  customerId = station.customer_id;
  const place = station.cre_place_id!;
  const prices: [string, string, number][] = [
    ['regular', '2030-01-14', 23.0],
    ['regular', '2030-01-15', 23.29],
    ['premium', '2030-01-15', 25.05],
  ];
  for (const [fuel, day, price] of prices) {
    await sql`insert into cre_prices (place_id, fuel, price_date, price)
      values (${place}, ${fuel}, ${day}::date, ${price})`.execute(s.db);
  }
  const ticket = (folio: string, h: number, product: number, price: number) => ({
    gas_station_id: stationId,
    source: 'upload' as const,
    origin: 'alerts-test',
    folio,
    sold_at: hoursAgo(h),
    local_time: DateTime.fromJSDate(hoursAgo(h))
      .setZone(station.time_zone)
      .toFormat('yyyy-MM-dd HH:mm:ss'),
    pump: 1,
    product,
    payment_type: 1,
    volume: 10,
    price,
    amount: price * 10,
  });
  await s.db
    .insertInto('sales_tickets')
    .values([
      // The day before, at that day's feed price.
      ticket('t1', 30, 1, 23.0),
      // The feed moved to 23.29; the pump kept 23.00, then 23.05.
      ticket('t2', 5, 1, 23.0),
      ticket('t3', 3, 1, 23.0),
      ticket('t4', 1, 1, 23.05),
      // Premium within 0.10 of its feed price.
      ticket('t5', 2, 2, 25.0),
      // Diesel against the last feed price stored (the history's last day): 1.00 off.
      ticket('t6', 2, 3, 26.0),
    ])
    .execute();
});
afterAll(() => s.close());

it('finds the run of off sales since the last matching one', async () => {
  const [facts] = await readSalesFacts(s.db, [stationId], 0.1, 8, [NOW]);
  expect(Object.fromEntries(facts!)).toEqual({
    [`${stationId}:regular`]: {
      gasStationId: stationId,
      fuel: 'regular',
      lastMatchAt: hoursAgo(30),
      runStart: hoursAgo(5),
      lastSaleAt: hoursAgo(1),
      lastPrice: 23.05,
      lastFeedPrice: 23.29,
      offSales: 3,
    },
    [`${stationId}:premium`]: {
      gasStationId: stationId,
      fuel: 'premium',
      lastMatchAt: hoursAgo(2),
      runStart: null,
      lastSaleAt: hoursAgo(2),
      lastPrice: 25,
      lastFeedPrice: 25.05,
      offSales: 0,
    },
    [`${stationId}:diesel`]: {
      gasStationId: stationId,
      fuel: 'diesel',
      lastMatchAt: null,
      runStart: hoursAgo(2),
      lastSaleAt: hoursAgo(2),
      lastPrice: 26,
      lastFeedPrice: expect.any(Number),
      offSales: 1,
    },
  });
  expect(Math.abs(facts!.get(`${stationId}:diesel`)!.lastFeedPrice - 26)).toBeGreaterThan(0.1);
  // A threshold of 0.30 makes every regular and premium sale match.
  const [loose] = await readSalesFacts(s.db, [stationId], 0.3, 8, [NOW]);
  expect([
    loose!.get(`${stationId}:regular`)!.runStart,
    loose!.get(`${stationId}:premium`)!.runStart,
  ]).toEqual([null, null]);
});

it('answers many instants in one statement as it answers each alone', async () => {
  // Every 2 hours over the tickets' 32 hours: before any sale, in the run, after the last one.
  const instants = Array.from({ length: 18 }, (_, i) => hoursAgo(32 - 2 * i));
  let queries = 0;
  const counted = s.db.withPlugin({
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const together = await readSalesFacts(counted, [stationId], 0.1, 8, instants);
  expect(queries).toBe(1);
  expect(together).toHaveLength(instants.length);
  expect(together.filter((f) => f.size > 0).length).toBeGreaterThan(5);
  expect(together[0]!.size).toBe(0);
  for (const [i, at] of instants.entries()) {
    const [alone] = await readSalesFacts(s.db, [stationId], 0.1, 8, [at]);
    expect(together[i]).toEqual(alone);
  }
});

it('a rule of 4 hours fires, one of 6 hours does not yet', async () => {
  const rule = async (hours: number) => {
    const row = await s.db
      .insertInto('alert_rules')
      .values({
        customer_id: customerId,
        name: `Tickets ${hours} h`,
        condition_kind: 'feed_ticket_mismatch',
        parameters: JSON.stringify({
          fuels: ['regular', 'premium', 'diesel'],
          min_change: 0.1,
          hours,
        }),
        severity: 'warning',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('alert_rule_stations')
      .values({ rule_id: row.id, gas_station_id: stationId })
      .execute();
    return row.id;
  };
  const four = await rule(4);
  const six = await rule(6);
  expect(await evaluateAlertRules(s.db, 'sales', { now: NOW, ruleIds: [four, six] })).toMatchObject(
    { rules: 2, opened: 1, resolved: 0 },
  );
  const alerts = await s.db
    .selectFrom('alerts')
    .select(['rule_id', 'subject_key', 'details'])
    .where('rule_id', 'in', [four, six])
    .execute();
  expect(alerts.map((a) => [a.rule_id, a.subject_key])).toEqual([[four, 'fuel:regular']]);
  expect(alerts[0]!.details).toMatchObject({
    feed_price: 23.29,
    ticket_price: 23.05,
    difference: -0.24,
    since: hoursAgo(5).toISOString(),
    off_sales: 3,
  });
});
