// competitor_price_flagged: a competitor's price for one of the chosen fuels, published on the
// latest day of the regulator's prices, is a placeholder or stale by the price quality rules
// (prices/priceQuality.ts; a conflicting duplicate is not reported here). One subject per
// station, competitor and fuel; the alert resolves on the first import whose price is fine.
import type { ConditionDefinition, Firing } from './types';
import type { PriceRows } from './priceRows';
import { rivalFirings } from './rivalPrices';

export const competitorPriceFlagged: ConditionDefinition<'prices'> = {
  family: 'prices',
  evaluate(parameters, stationIds, rows: PriceRows): Firing[] {
    return rivalFirings(stationIds, rows, parameters.fuels ?? [], ({ key }) => {
      const q = rows.quality.get(key);
      if (!q || q.priceDate !== rows.date) return null;
      if (q.flag !== 'placeholder' && q.flag !== 'stale') return null;
      return {
        flag: q.flag,
        price: q.price,
        since: q.since,
        market_median: q.marketMedian,
        market_size: q.marketSize,
      };
    });
  },
};
