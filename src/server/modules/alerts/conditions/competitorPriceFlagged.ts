// competitor_price_flagged: a competitor's price for one of the chosen fuels, published on the
// latest day of the regulator's prices, is a placeholder or stale by the price quality rules
// (prices/priceQuality.ts; a conflicting duplicate is not reported here). One subject per
// station, competitor and fuel; the alert resolves on the first import whose price is fine.
import type { ConditionDefinition, Firing } from './types';
import type { PriceRows } from './priceRows';
import { rivalFirings } from './rivalPrices';
import { replayPrices } from './replays';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';

export const competitorPriceFlagged: ConditionDefinition<'competitor_price_flagged', 'prices'> = {
  kind: 'competitor_price_flagged',
  family: 'prices',
  parameters: CONDITION_PARAMETERS.competitor_price_flagged,
  catalogueKey: 'kinds.competitor_price_flagged',
  label: 'Precio de competidor dudoso',
  detailsSchema: 'CompetitorPriceFlaggedAlertDetails',
  readsPriceQuality: true,
  replay: (db, parameters, stationIds) =>
    replayPrices(db, parameters, stationIds, competitorPriceFlagged.evaluate, true),
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
