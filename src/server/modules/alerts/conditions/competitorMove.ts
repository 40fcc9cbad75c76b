// competitor_move: a competitor's price for one of the chosen fuels, on the latest day of the
// regulator's prices, differs from its previous price by at least `min_change` pesos. One
// subject per station, competitor and fuel; the alert resolves on the first import in which
// that competitor did not move so much.
import type { ConditionDefinition, Firing } from './types';
import type { PriceRows } from './priceRows';
import { rivalFirings } from './rivalPrices';
import { replayPrices } from './replays';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';

/** Price differences below this (float noise of numeric(8,3)) are no move. */
export const MOVE_EPSILON = 0.0005;

export const competitorMove: ConditionDefinition<'competitor_move', 'prices'> = {
  kind: 'competitor_move',
  family: 'prices',
  parameters: CONDITION_PARAMETERS.competitor_move,
  catalogueKey: 'kinds.competitor_move',
  label: 'Un competidor mueve su precio',
  detailsSchema: 'CompetitorMoveAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayPrices(db, parameters, stationIds, competitorMove.evaluate),
  evaluate(parameters, stationIds, rows: PriceRows): Firing[] {
    const fuels = parameters.fuels ?? [];
    const minChange = parameters.min_change ?? 0;
    return rivalFirings(stationIds, rows, fuels, ({ key }) => {
      const p = rows.prices.get(key);
      if (!p || p.previous === null) return null;
      const change = Math.round((p.price - p.previous) * 1000) / 1000;
      if (Math.abs(change) < MOVE_EPSILON || Math.abs(change) + MOVE_EPSILON < minChange)
        return null;
      return {
        price: p.price,
        previous_price: p.previous,
        previous_date: p.previousDate,
        change,
      };
    });
  },
};
