// The ranks of 'Mercado local' within 2 km of place 13292 (Chalco) on 2026-08-08, as the server
// answers on tests/fixtures/cre-history-slice: the server test asserts them, the dashboard's
// stories and component tests show them, so both read the same figures.
import type { LocalMarket } from '@/api/generated/dashboard.gen';

export const chalcoMarketRanks: LocalMarket['ranks'] = [
  {
    fuel: 'regular',
    price: 23.99,
    flag: null,
    rank: 11,
    percentile: 100,
    ranked: 13,
    min: 22.95,
    median: 22.99,
    max: 23.99,
  },
  {
    fuel: 'premium',
    price: 0.01,
    flag: 'placeholder',
    rank: null,
    percentile: null,
    ranked: 12,
    min: 26.95,
    median: 27.99,
    max: 28.99,
  },
  {
    fuel: 'diesel',
    price: 27.2,
    flag: null,
    rank: 9,
    percentile: 100,
    ranked: 9,
    min: 26.8,
    median: 26.99,
    max: 27.2,
  },
];
