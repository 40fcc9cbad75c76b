// not_cheapest and most_expensive: the own station's price for a chosen fuel on the latest day
// of the regulator's prices, against its competitors' prices that same day (competitors with
// no price that day do not count). not_cheapest holds while some competitor is strictly
// cheaper; most_expensive while every competitor (at least one) is strictly cheaper. One
// subject per station and fuel.
import type { FuelType } from '../../../db/schema';
import type { ConditionDefinition, ConditionParameters, Firing } from './types';
import { priceKey, type PriceRows } from './priceRows';

type Position = 'not_cheapest' | 'most_expensive';

function evaluatePosition(
  position: Position,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  rows: PriceRows,
): Firing[] {
  const firings: Firing[] = [];
  for (const stationId of stationIds) {
    const station = rows.stations.get(stationId);
    if (!station || station.ownPlaceId === null) continue;
    for (const fuel of parameters.fuels ?? ([] as FuelType[])) {
      const own = rows.prices.get(priceKey(station.ownPlaceId, fuel));
      if (!own) continue;
      const others = station.rivals.flatMap((rival) => {
        const p = rows.prices.get(priceKey(rival.placeId, fuel));
        return p ? [{ place_id: rival.placeId, competitor: rival.name, price: p.price }] : [];
      });
      const cheaper = others.filter((o) => o.price < own.price);
      const holds =
        position === 'not_cheapest'
          ? cheaper.length > 0
          : others.length > 0 && cheaper.length === others.length;
      if (!holds) continue;
      const cheapest = others.reduce((a, b) => (b.price < a.price ? b : a));
      firings.push({
        gasStationId: stationId,
        subjectKey: `fuel:${fuel}`,
        details: {
          date: rows.date,
          fuel,
          own_price: own.price,
          competitors: others.length,
          cheaper: cheaper.length,
          cheapest,
        },
      });
    }
  }
  return firings;
}

export const notCheapest: ConditionDefinition<'prices'> = {
  family: 'prices',
  evaluate: (parameters, stationIds, rows) =>
    evaluatePosition('not_cheapest', parameters, stationIds, rows),
};

export const mostExpensive: ConditionDefinition<'prices'> = {
  family: 'prices',
  evaluate: (parameters, stationIds, rows) =>
    evaluatePosition('most_expensive', parameters, stationIds, rows),
};
