// competitor_price_flagged: a competitor's price for one of the chosen fuels, published on the
// latest day of the regulator's prices, is a placeholder or stale by the price quality rules
// (prices/priceQuality.ts; a conflicting duplicate is not reported here). One subject per
// station, competitor and fuel; the alert resolves on the first import whose price is fine.
import type { ConditionDefinition, Firing } from './types';
import { priceKey, type PriceRows } from './priceRows';

export const competitorPriceFlagged: ConditionDefinition<'prices'> = {
  family: 'prices',
  evaluate(parameters, stationIds, rows: PriceRows): Firing[] {
    const firings: Firing[] = [];
    for (const stationId of stationIds) {
      const station = rows.stations.get(stationId);
      if (!station) continue;
      for (const rival of station.rivals) {
        for (const fuel of parameters.fuels ?? []) {
          const q = rows.quality.get(priceKey(rival.placeId, fuel));
          if (!q || q.priceDate !== rows.date) continue;
          if (q.flag !== 'placeholder' && q.flag !== 'stale') continue;
          firings.push({
            gasStationId: stationId,
            subjectKey: `rival:${rival.placeId}:${fuel}`,
            details: {
              date: rows.date,
              fuel,
              place_id: rival.placeId,
              competitor: rival.name,
              flag: q.flag,
              price: q.price,
              since: q.since,
              market_median: q.marketMedian,
              market_size: q.marketSize,
            },
          });
        }
      }
    }
    return firings;
  },
};
