// The own price's rank and percentile in 'Mercado local' (rankOwnPrices): ties share a rank,
// flagged prices are left out, a missing or flagged own price has no rank.
import { rankOwnPrices } from '@/server/modules/prices/localMarket';
import type { PriceQuality } from '@/server/modules/prices/priceQuality';

const price = (
  placeId: number,
  value: number,
  flag: PriceQuality['flag'] = null,
  fuel: PriceQuality['fuel'] = 'regular',
): PriceQuality => ({
  placeId,
  fuel,
  price: value,
  priceDate: '2026-08-08',
  since: '2026-08-01',
  marketMedian: null,
  marketSize: 0,
  marketMoved: 0,
  conflictingPrice: null,
  flag,
  lastMove: null,
});

it('ranks from the cheapest, ties sharing a rank, percentile of prices at or below the own', () => {
  const [regular] = rankOwnPrices(
    [price(1, 23.0), price(2, 22.5), price(3, 23.0), price(4, 23.5), price(5, 0.01, 'placeholder')],
    1,
  );
  expect(regular).toEqual({
    fuel: 'regular',
    price: 23,
    flag: null,
    rank: 2,
    percentile: 75,
    ranked: 4,
    min: 22.5,
    median: 23,
    max: 23.5,
  });
  // The cheapest of three: the first third.
  expect(rankOwnPrices([price(1, 22), price(2, 23), price(3, 24)], 1)[0]).toMatchObject({
    rank: 1,
    percentile: 33.3,
    median: 23,
  });
});

it('gives no rank to a flagged or missing own price, but the market figures all the same', () => {
  const ranks = rankOwnPrices(
    [
      price(1, 28.5, 'stale', 'premium'),
      price(2, 27.9, null, 'premium'),
      price(3, 28.1, null, 'premium'),
    ],
    1,
  );
  expect(ranks.map((r) => r.fuel)).toEqual(['regular', 'premium', 'diesel']);
  expect(ranks[0]).toMatchObject({ price: null, rank: null, ranked: 0, min: null, median: null });
  expect(ranks[1]).toMatchObject({
    price: 28.5,
    flag: 'stale',
    rank: null,
    percentile: null,
    ranked: 2,
    median: 28,
  });
  expect(rankOwnPrices([price(2, 22)], null)[0]).toMatchObject({ rank: null, ranked: 1 });
});
