// not_cheapest and most_expensive: the own station's price for a chosen fuel on the latest day
// of the regulator's prices, against its competitors' prices that same day (competitors with
// no price that day do not count). not_cheapest holds while some competitor is strictly
// cheaper; most_expensive while every competitor (at least one) is strictly cheaper. One
// subject per station and fuel.
import type { FuelType } from '../../../db/schema';
import type { ConditionDefinition, ConditionParameters, Firing } from './types';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';
import { replayPrices } from './replays';
import { priceKey, type MarketStation, type PriceRows } from './priceRows';

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
      // One pass over the competitors, counting (the preview runs this for every day).
      let competitors = 0;
      let cheaper = 0;
      let cheapest: MarketStation['rivals'][number] | null = null;
      let cheapestPrice = Infinity;
      for (const rival of station.rivals) {
        const p = rows.prices.get(priceKey(rival.placeId, fuel));
        if (!p) continue;
        competitors += 1;
        if (p.price < own.price) cheaper += 1;
        if (p.price < cheapestPrice) {
          cheapest = rival;
          cheapestPrice = p.price;
        }
      }
      const holds =
        position === 'not_cheapest' ? cheaper > 0 : competitors > 0 && cheaper === competitors;
      if (!holds) continue;
      firings.push({
        gasStationId: stationId,
        subjectKey: `fuel:${fuel}`,
        details: {
          date: rows.date,
          fuel,
          own_price: own.price,
          competitors,
          cheaper,
          cheapest: {
            place_id: cheapest!.placeId,
            competitor: cheapest!.name,
            price: cheapestPrice,
          },
        },
      });
    }
  }
  return firings;
}

export const notCheapest: ConditionDefinition<'not_cheapest', 'prices'> = {
  kind: 'not_cheapest',
  family: 'prices',
  parameters: CONDITION_PARAMETERS.not_cheapest,
  catalogueKey: 'kinds.not_cheapest',
  label: 'Dejar de ser la más barata',
  detailsSchema: 'NotCheapestAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayPrices(db, parameters, stationIds, notCheapest.evaluate),
  evaluate: (parameters, stationIds, rows) =>
    evaluatePosition('not_cheapest', parameters, stationIds, rows),
};

export const mostExpensive: ConditionDefinition<'most_expensive', 'prices'> = {
  kind: 'most_expensive',
  family: 'prices',
  parameters: CONDITION_PARAMETERS.most_expensive,
  catalogueKey: 'kinds.most_expensive',
  label: 'Ser la más cara',
  detailsSchema: 'MostExpensiveAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayPrices(db, parameters, stationIds, mostExpensive.evaluate),
  evaluate: (parameters, stationIds, rows) =>
    evaluatePosition('most_expensive', parameters, stationIds, rows),
};
