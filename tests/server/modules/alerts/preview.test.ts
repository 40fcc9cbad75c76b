// The preview of an unsaved rule on the demo's real price history (the regulator's 2026 slice):
// its counts agree with the moves counted straight from the prices, nothing is written, and it
// is for the roles and stations that may create the rule.
import { sql } from 'kysely';
import { addDays } from '@/lib/dates/calendarDates';
import { readPriceQuality, readPriceQualityDays } from '@/server/modules/prices';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let token: string;
let stationId: number;
/** Every station of the demo's first customer. */
let scope: number[];

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('editor@demo.surtidor.mx');
  const row = await s.db
    .selectFrom('gas_station_rivals as r')
    .innerJoin('gas_stations as g', 'g.id', 'r.gas_station_id')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select('r.gas_station_id')
    .where('r.cre_place_id', 'is not', null)
    .where('c.name', '=', 'Grupo Surtidor Demo')
    .orderBy('r.gas_station_id')
    .executeTakeFirstOrThrow();
  stationId = row.gas_station_id;
  scope = (
    await s.db
      .selectFrom('gas_stations as g')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .select('g.id')
      .where('c.name', '=', 'Grupo Surtidor Demo')
      .orderBy('g.id')
      .execute()
  ).map((g) => g.id);
  // Seeding the demo's history is slow on a loaded machine.
}, 300_000);
afterAll(() => s.close());

const preview = (condition: Record<string, unknown>, ids = [stationId], as = token) =>
  s.post('/api/alert_rules/preview', { gas_station_ids: ids, condition }, as);

/** Days of the window a rival moved at least `min` on regular, the day before it did not. */
async function movesOpening(ids: number[], min: number, from: string, to: string) {
  const result = await sql<{ n: number }>`
    with rivals as (
      select distinct cre_place_id as place_id from gas_station_rivals
      where gas_station_id = any(${ids}::int[]) and cre_place_id is not null
    ),
    days as (
      select p.place_id, p.price_date,
        abs(p.price - lag(p.price) over w) >= ${min} - 0.0005 as moved
      from cre_prices p join rivals r on r.place_id = p.place_id
      where p.fuel = 'regular'
      window w as (partition by p.place_id order by p.price_date)
    ),
    marked as (
      select place_id, price_date, coalesce(moved, false) as moved,
        coalesce(lag(moved) over (partition by place_id order by price_date), false) as before
      from days
    )
    select count(*)::int as n from marked
    where moved and not before and price_date between ${from}::date and ${to}::date`.execute(s.db);
  return result.rows[0]!.n;
}

describe('price rules over the real history', () => {
  it('counts the moves of 0.30 or more of the last 30 days, with examples, latest first', async () => {
    const res = await preview(
      { kind: 'competitor_move', fuels: ['regular'], min_change: 0.3 },
      scope,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-07-10', to: '2026-08-08', days: 30 });
    expect(body.alerts).toBe(await movesOpening(scope, 0.3, '2026-07-10', '2026-08-08'));
    // On the demo's slice: 4 moves of one competitor's regular price.
    expect([body.alerts, body.stations]).toEqual([4, 1]);
    expect(body.examples.length).toBe(Math.min(5, body.alerts));
    const days = body.examples.map((e: { day: string }) => e.day);
    expect([...days].sort().reverse()).toEqual(days);
    expect(body.examples[0]).toMatchObject({
      gas_station: { id: expect.any(Number) },
      subject: expect.stringMatching(/^rival:\d+:regular$/),
      details: { fuel: 'regular' },
    });
    expect(Math.abs(body.examples[0].details.change)).toBeGreaterThanOrEqual(0.3 - 0.0005);
  });

  it('a higher threshold never counts more; the position rules and flags answer too', async () => {
    const move = (min_change: number) =>
      preview({ kind: 'competitor_move', fuels: ['regular'], min_change }, scope);
    const low = (await move(0.1)).json().alerts;
    const high = (await move(1)).json().alerts;
    expect(low).toBe(await movesOpening(scope, 0.1, '2026-07-10', '2026-08-08'));
    expect(high).toBeLessThanOrEqual(low);
    for (const kind of ['not_cheapest', 'most_expensive', 'competitor_price_flagged']) {
      const res = await preview({ kind, fuels: ['regular', 'premium'] }, scope);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ from: '2026-07-10', to: '2026-08-08', days: 30 });
    }
  });

  it('writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await s.db
            .selectFrom('alerts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await preview({ kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 });
    expect(await count()).toBe(before);
  });
});

describe('a series with gaps', () => {
  it("each day's previous price is the series' last stored one, however far back", async () => {
    // A competitor whose diesel price is stored 40 days before the latest day (before the
    // window), 2 days before it and on it; moves of 3 pesos or more are this competitor's only.
    const place = 990_001;
    const rival = await s.db
      .insertInto('gas_station_rivals')
      .values({
        gas_station_id: stationId,
        cre_place_id: place,
        name: 'Rival con huecos',
        permission: 'PL/0/EXP/ES/2026',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = (ago: number) => addDays('2026-08-08', -ago);
    await s.db
      .insertInto('cre_prices')
      .values([
        { place_id: place, fuel: 'diesel', price_date: day(40), price: 20 },
        { place_id: place, fuel: 'diesel', price_date: day(2), price: 24 },
        { place_id: place, fuel: 'diesel', price_date: day(0), price: 27.5 },
      ])
      .execute();
    try {
      const res = await preview({ kind: 'competitor_move', fuels: ['diesel'], min_change: 3 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ from: '2026-07-10', to: '2026-08-08', alerts: 2, stations: 1 });
      const subject = `rival:${place}:diesel`;
      expect(body.examples).toEqual([
        {
          gas_station: { id: stationId, name: expect.any(String) },
          day: day(0),
          subject,
          details: {
            date: day(0),
            fuel: 'diesel',
            place_id: place,
            competitor: 'Rival con huecos',
            price: 27.5,
            previous_price: 24,
            previous_date: day(2),
            change: 3.5,
          },
        },
        {
          gas_station: { id: stationId, name: expect.any(String) },
          day: day(2),
          subject,
          details: {
            date: day(2),
            fuel: 'diesel',
            place_id: place,
            competitor: 'Rival con huecos',
            price: 24,
            previous_price: 20,
            previous_date: day(40),
            change: 4,
          },
        },
      ]);
    } finally {
      await s.db.deleteFrom('cre_prices').where('place_id', '=', place).execute();
      await s.db.deleteFrom('gas_station_rivals').where('id', '=', rival.id).execute();
    }
  });
});

describe('checks', () => {
  it('refuses missing parameters in Spanish, viewers, and stations of others', async () => {
    const bad = await preview({ kind: 'competitor_move', fuels: ['regular'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[a-z]/);
    const viewer = await s.login('visor@demo.surtidor.mx');
    expect(
      (await preview({ kind: 'not_cheapest', fuels: ['regular'] }, [stationId], viewer)).statusCode,
    ).toBe(403);
    const other = await s.db
      .selectFrom('gas_stations as g')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .select('g.id')
      .where('c.name', '<>', 'Grupo Surtidor Demo')
      .executeTakeFirstOrThrow();
    expect(
      (await preview({ kind: 'not_cheapest', fuels: ['regular'] }, [other.id])).statusCode,
    ).toBe(403);
  });

  it('a connector keeps no history: not_kept, nothing replayed', async () => {
    const res = await preview({ kind: 'connector_failing', hours: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      history: 'not_kept',
      from: null,
      to: null,
      days: 0,
      alerts: 0,
      stations: 0,
      examples: [],
    });
  });
});

describe('the other kinds with stored history', () => {
  it.each([
    { kind: 'service_under_goal', metric: 'inmediatez', min_vehicles: 1 },
    { kind: 'service_under_goal', metric: 'atencion_oportuna', min_vehicles: 3 },
    { kind: 'feed_ticket_mismatch', fuels: ['regular', 'premium'], min_change: 0.05, hours: 2 },
    { kind: 'delivery_failed' },
  ])('$kind is replayed over its history, answering only for the stations asked', async (c) => {
    const asked = scope.slice(0, 3);
    const res = await preview(c, asked);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.history).toBe('replayed');
    expect(body.examples.length).toBe(Math.min(5, body.alerts));
    for (const e of body.examples) expect(asked).toContain(e.gas_station.id);
  });
});

describe('price quality of the window', () => {
  it('one statement for the window gives what readPriceQuality gives day by day', async () => {
    const places = (
      await s.db
        .selectFrom('gas_station_rivals')
        .select('cre_place_id')
        .where('gas_station_id', 'in', scope)
        .where('cre_place_id', 'is not', null)
        .orderBy('cre_place_id')
        .limit(6)
        .execute()
    ).map((r) => r.cre_place_id!);
    expect(places.length).toBeGreaterThan(0);
    const days = await readPriceQualityDays(s.db, places, '2026-08-02', '2026-08-08');
    expect([...days.keys()]).toHaveLength(7);
    let compared = 0;
    for (const [day, rows] of days) {
      const one = await readPriceQuality(s.db, places, day);
      expect(rows).toEqual(one);
      compared += one.length;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
