// feed_ticket_mismatch: the station's own price in the regulator's feed differs from the price
// it sells at, in its sales tickets, by more than `min_change` for more than `hours` hours: it
// sold the fuel in the last `hours` hours, every one of those sales was off, and so was the
// last sale before them (the mismatch began before the window). One subject per station and
// fuel; resolves when a sale matches the feed again (or no sale falls in the window).
import type { FieldError } from '../../../errors';
import type { ConditionDefinition, Firing } from './types';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';
import { replaySales } from './replays';
import { MISMATCH_MAX_HOURS, salesFactKey, salesParamsKey, type SalesRows } from './salesRows';

const HOUR_MS = 3_600_000;

export const feedTicketMismatch: ConditionDefinition<'feed_ticket_mismatch', 'sales'> = {
  kind: 'feed_ticket_mismatch',
  family: 'sales',
  parameters: CONDITION_PARAMETERS.feed_ticket_mismatch,
  catalogueKey: 'kinds.feed_ticket_mismatch',
  label: 'Precio publicado distinto al de venta',
  detailsSchema: 'FeedTicketMismatchAlertDetails',
  replay: (db, parameters, stationIds) =>
    replaySales(db, parameters, stationIds, feedTicketMismatch.evaluate),
  check(parameters): FieldError[] {
    return (parameters.hours ?? 0) > MISMATCH_MAX_HOURS
      ? [
          {
            field: 'body.condition.hours',
            rule: 'maximum',
            message: `Esta condición admite como máximo ${MISMATCH_MAX_HOURS} horas`,
          },
        ]
      : [];
  },
  evaluate(parameters, stationIds, rows: SalesRows, now): Firing[] {
    const hours = parameters.hours ?? 1;
    const facts = rows.facts.get(salesParamsKey(parameters.min_change ?? 0, hours));
    const windowStart = now.getTime() - hours * HOUR_MS;
    const firings: Firing[] = [];
    for (const stationId of stationIds) {
      for (const fuel of parameters.fuels ?? []) {
        const f = facts?.get(salesFactKey(stationId, fuel));
        if (!f || f.runStart === null) continue;
        if (f.lastMatchAt !== null && f.lastMatchAt >= f.lastSaleAt) continue;
        // A sale in the window, none matching in it, and the mismatch began before it.
        if (f.lastSaleAt.getTime() <= windowStart || f.runStart.getTime() > windowStart) continue;
        firings.push({
          gasStationId: stationId,
          subjectKey: `fuel:${fuel}`,
          details: {
            fuel,
            feed_price: f.lastFeedPrice,
            ticket_price: f.lastPrice,
            difference: Math.round((f.lastPrice - f.lastFeedPrice) * 1000) / 1000,
            since: f.runStart.toISOString(),
            last_sale_at: f.lastSaleAt.toISOString(),
            off_sales: f.offSales,
            hours,
          },
        });
      }
    }
    return firings;
  },
};
