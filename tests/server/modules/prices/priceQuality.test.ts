// Price quality on a real slice of the regulator's 75-day history (the 42 stations within 4 km
// of place 13292, Chalco): the flags of every price on two days, a conflicting duplicate
// recorded by a feed import, and the rules' edges.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { importCreFeeds } from '@/server/modules/prices/creImport';
import {
  classifyPrice,
  readPriceQuality,
  readPriceQualityDays,
  type PriceFacts,
} from '@/server/modules/prices/priceQuality';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { loadCreHistorySlice } from './creHistorySlice';

let server: TestServer;
let ids: number[];
beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await loadCreHistorySlice(server.db);
  ids = (await server.db.selectFrom('cre_places').select('place_id').execute()).map(
    (r) => r.place_id,
  );
});
afterAll(async () => {
  await server.close();
});

const flagged = async (day: string) =>
  (await readPriceQuality(server.db, ids, day))
    .filter((q) => q.flag !== null)
    .map((q) => [q.placeId, q.fuel, q.flag, q.price, q.since, q.marketMedian, q.marketSize]);

describe('readPriceQuality on the real slice', () => {
  it('flags two placeholders and one stale price of 105 on 2026-08-08', async () => {
    expect(await readPriceQuality(server.db, ids, '2026-08-08')).toHaveLength(105);
    expect(await flagged('2026-08-08')).toEqual([
      // A premium at 20.49 among 27s (more than 25 % below its market's median).
      [3388, 'premium', 'placeholder', 20.49, '2026-05-25', 27.38, 9],
      // The feed's 0.01.
      [13292, 'premium', 'placeholder', 0.01, '2026-06-23', 27.635, 26],
      // Unchanged since 2026-06-18 while 9 of its 14 neighbours moved in the last 45 days.
      [27654, 'premium', 'stale', 28.39, '2026-06-18', 27.97, 14],
    ]);
  });

  it('answers each day as the many-day statement does (two ways of reading the same rules)', async () => {
    // Days with moves, conflicts, the first day and days before the 45-day staleness.
    const days = ['2026-05-25', '2026-06-18', '2026-06-23', '2026-07-10', '2026-08-08'];
    const many = await readPriceQualityDays(server.db, ids, '2026-05-25', '2026-08-08');
    for (const day of days) {
      const one = await readPriceQuality(server.db, ids, day);
      expect(one.length).toBeGreaterThan(50);
      expect(one).toEqual(many.get(day));
    }
  });

  it('flags no stale price before 45 days of history', async () => {
    expect(await flagged('2026-07-01')).toEqual([
      [3388, 'premium', 'placeholder', 20.49, '2026-05-25', 27.425, 8],
      [13292, 'premium', 'placeholder', 0.01, '2026-06-23', 27.69, 25],
    ]);
  });

  it("gives each price its last move and its local market's figures", async () => {
    expect(await readPriceQuality(server.db, [28753], '2026-08-08')).toEqual([
      {
        placeId: 28753,
        fuel: 'diesel',
        price: 26.99,
        priceDate: '2026-05-25',
        since: '2026-05-25',
        marketMedian: 26.99,
        marketSize: 16,
        marketMoved: 3,
        conflictingPrice: null,
        flag: null,
        lastMove: null,
      },
      {
        placeId: 28753,
        fuel: 'premium',
        price: 27.99,
        priceDate: '2026-07-23',
        since: '2026-07-23',
        marketMedian: 27.97,
        marketSize: 20,
        marketMoved: 8,
        conflictingPrice: null,
        flag: null,
        lastMove: { date: '2026-07-23', oldPrice: 27.89, newPrice: 27.99, change: 0.1 },
      },
      {
        placeId: 28753,
        fuel: 'regular',
        price: 22.99,
        priceDate: '2026-07-23',
        since: '2026-07-23',
        marketMedian: 22.99,
        marketSize: 22,
        // A neighbour back at the price it had 45 days before has not moved.
        marketMoved: 4,
        conflictingPrice: null,
        flag: null,
        lastMove: { date: '2026-07-23', oldPrice: 22.94, newPrice: 22.99, change: 0.05 },
      },
    ]);
  });

  it('flags a conflicting duplicate recorded by the feed import, once', async () => {
    const xml =
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<places>\n' +
      '<place place_id="28753"><gas_price type="regular">22.99</gas_price></place>\n' +
      '<place place_id="28753"><gas_price type="regular">23.49</gas_price></place>\n' +
      '</places>\n';
    const input = () => ({
      prices: { source: Readable.from([xml]), name: 'prices.xml' },
      date: '2026-08-09',
    });
    await importCreFeeds(server.db, input());
    await importCreFeeds(server.db, input());
    expect(await server.db.selectFrom('cre_price_conflicts').selectAll().execute()).toMatchObject([
      { place_id: 28753, fuel: 'regular', price_date: '2026-08-09' },
    ]);
    const [regular] = (await readPriceQuality(server.db, [28753], '2026-08-09')).filter(
      (q) => q.fuel === 'regular',
    );
    expect(regular).toMatchObject({
      price: 22.99,
      priceDate: '2026-08-09',
      flag: 'conflict',
      conflictingPrice: 23.49,
      // The same price again is no move.
      since: '2026-07-23',
    });
    // The next day's price is not the conflicting one.
    await server.db.deleteFrom('cre_prices').where('price_date', '=', '2026-08-09').execute();
  });
});

describe('classifyPrice', () => {
  const facts = (over: Partial<PriceFacts>): PriceFacts => ({
    price: 23,
    priceDate: '2026-08-01',
    since: '2026-08-01',
    marketMedian: 23,
    marketSize: 10,
    marketMoved: 0,
    conflictingPrice: null,
    ...over,
  });
  const day = '2026-08-01';

  it('applies the absolute bounds with or without a local market', () => {
    expect(classifyPrice(facts({ price: 1 }), day)).toBe('placeholder');
    expect(classifyPrice(facts({ price: 0.01, marketMedian: null, marketSize: 0 }), day)).toBe(
      'placeholder',
    );
    expect(classifyPrice(facts({ price: 100.5, marketMedian: null, marketSize: 0 }), day)).toBe(
      'placeholder',
    );
  });

  it('compares with the median only when the market has 3 stations', () => {
    expect(classifyPrice(facts({ price: 17.2 }), day)).toBe('placeholder');
    expect(classifyPrice(facts({ price: 17.3 }), day)).toBeNull();
    expect(classifyPrice(facts({ price: 17.2, marketSize: 2 }), day)).toBeNull();
  });

  it('puts a placeholder before a conflict, and a conflict before staleness', () => {
    const old = { since: '2026-06-01', marketMoved: 10 };
    expect(classifyPrice(facts({ ...old }), day)).toBe('stale');
    expect(classifyPrice(facts({ ...old, conflictingPrice: 24 }), day)).toBe('conflict');
    expect(classifyPrice(facts({ ...old, conflictingPrice: 24, price: 1 }), day)).toBe(
      'placeholder',
    );
  });

  it('calls a price stale after 45 days only while half its market moved', () => {
    expect(classifyPrice(facts({ since: '2026-06-17', marketMoved: 5 }), day)).toBe('stale');
    expect(classifyPrice(facts({ since: '2026-06-18', marketMoved: 5 }), day)).toBeNull();
    expect(classifyPrice(facts({ since: '2026-06-17', marketMoved: 4 }), day)).toBeNull();
  });
});

describe('answers kept per node (shared/answerCache.ts)', () => {
  const day = '2026-08-08';
  const premium = async () =>
    (await readPriceQuality(server.db, [13292], day)).find((q) => q.fuel === 'premium')!;
  const setPrice = (price: number, priceDate: string) =>
    sql`update cre_prices set price = ${price}
      where place_id = 13292 and fuel = 'premium' and price_date = ${priceDate}::date`.execute(
      server.db,
    );

  it('serves the kept answer until a write to one of the three regulator tables commits', async () => {
    const before = await premium();
    expect(before).toMatchObject({ price: 0.01, flag: 'placeholder' });
    // A write its trigger does not count leaves the version as it was: the kept answer stands.
    await sql`alter table cre_prices disable trigger cre_prices_data_version`.execute(server.db);
    try {
      await setPrice(27.5, before.priceDate);
    } finally {
      await sql`alter table cre_prices enable trigger cre_prices_data_version`.execute(server.db);
    }
    expect(await premium()).toEqual(before);
    try {
      // A write to the places (even one that changes nothing) is a new version: read afresh.
      await sql`update cre_places set brand = brand where place_id = 13292`.execute(server.db);
      expect(await premium()).toMatchObject({ price: 27.5, flag: null });
      // So is a conflicting duplicate recorded for that day.
      await server.db
        .insertInto('cre_price_conflicts')
        .values({ place_id: 13292, fuel: 'premium', price_date: before.priceDate, price: 27.9 })
        .execute();
      expect(await premium()).toMatchObject({ flag: 'conflict', conflictingPrice: 27.9 });
    } finally {
      await server.db.deleteFrom('cre_price_conflicts').where('place_id', '=', 13292).execute();
      await setPrice(0.01, before.priceDate);
    }
    // And a price written back through the trigger.
    expect(await premium()).toEqual(before);
  });

  it('keeps nothing computed inside a transaction (its versions may count its own writes)', async () => {
    const before = await premium();
    await server.db
      .transaction()
      .execute(async (trx) => {
        await sql`update cre_prices set price = 27.5
          where place_id = 13292 and fuel = 'premium' and price_date = ${before.priceDate}::date`.execute(
          trx,
        );
        const inside = (await readPriceQuality(trx, [13292], day)).find(
          (q) => q.fuel === 'premium',
        );
        expect(inside).toMatchObject({ price: 27.5 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await premium()).toEqual(before);
  });
});
