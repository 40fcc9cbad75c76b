// Moves on a real slice of the regulator's 75-day history (see creHistorySlice.ts).
import { countAllMoves, readMoves } from '@/server/modules/prices/priceMoves';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { loadCreHistorySlice } from './creHistorySlice';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await loadCreHistorySlice(server.db);
});
afterAll(async () => {
  await server.close();
});

describe('readMoves', () => {
  it("lists two stations' moves in a period, newest first", async () => {
    expect(await readMoves(server.db, [13292, 28753], '2026-07-01', '2026-08-08')).toEqual([
      {
        placeId: 13292,
        fuel: 'diesel',
        date: '2026-07-23',
        oldPrice: 26.99,
        newPrice: 27.2,
        change: 0.21,
      },
      {
        placeId: 28753,
        fuel: 'premium',
        date: '2026-07-23',
        oldPrice: 27.89,
        newPrice: 27.99,
        change: 0.1,
      },
      {
        placeId: 28753,
        fuel: 'regular',
        date: '2026-07-23',
        oldPrice: 22.94,
        newPrice: 22.99,
        change: 0.05,
      },
      {
        placeId: 28753,
        fuel: 'regular',
        date: '2026-07-21',
        oldPrice: 22.4,
        newPrice: 22.94,
        change: 0.54,
      },
      {
        placeId: 28753,
        fuel: 'regular',
        date: '2026-07-18',
        oldPrice: 22.94,
        newPrice: 22.4,
        change: -0.54,
      },
      {
        placeId: 28753,
        fuel: 'premium',
        date: '2026-07-11',
        oldPrice: 27.99,
        newPrice: 27.89,
        change: -0.1,
      },
      {
        placeId: 28753,
        fuel: 'premium',
        date: '2026-07-04',
        oldPrice: 27.89,
        newPrice: 27.99,
        change: 0.1,
      },
    ]);
  });

  it("sees a move on the period's first day and filters by fuel", async () => {
    expect(await readMoves(server.db, [28753], '2026-07-18', '2026-07-18', 'regular')).toEqual([
      {
        placeId: 28753,
        fuel: 'regular',
        date: '2026-07-18',
        oldPrice: 22.94,
        newPrice: 22.4,
        change: -0.54,
      },
    ]);
    expect(await readMoves(server.db, [28753], '2026-07-18', '2026-07-18', 'premium')).toEqual([]);
  });

  it('a price stored again unchanged (daily rows) is no move', async () => {
    await server.db
      .insertInto('cre_prices')
      .values({ place_id: 28753, fuel: 'regular', price_date: '2026-07-19', price: '22.4' })
      .execute();
    expect(
      (await readMoves(server.db, [28753], '2026-07-18', '2026-07-21', 'regular')).map(
        (m) => m.date,
      ),
    ).toEqual(['2026-07-21', '2026-07-18']);
    await server.db.deleteFrom('cre_prices').where('price_date', '=', '2026-07-19').execute();
  });
});

describe('countAllMoves', () => {
  it("counts the slice's 89 moves of 29 stations (194 rows, 105 first prices)", async () => {
    expect(await countAllMoves(server.db, '2026-05-25', '2026-08-08')).toEqual({
      moves: 89,
      stations: 29,
    });
  });
});
