// The way each key figure of the report documents improves, declared once: a rise in sales is
// good news, a rise in waiting or service time bad news, and a price moving either way neither.
// The screens and the PDF colour a figure's change by it. A figure key missing here does not
// compile (FigureKey).
import type { ReportBetter } from '@/api/generated/reports.gen';
import type { FuelType } from '../../../db/schema';

export const FIGURE_BETTER = {
  // service
  arrivals: 'higher',
  wait: 'lower',
  prompt_service: 'higher',
  service_time_gas: 'lower',
  service_time_diesel: 'lower',
  // traffic and conversion
  passes: 'higher',
  entries: 'higher',
  conversion: 'higher',
  frequent_clients: 'higher',
  // sales
  sales_total: 'higher',
  sales_cash: 'higher',
  sales_credit: 'higher',
  sales_other: 'higher',
  average_ticket: 'higher',
  tickets: 'higher',
  liters: 'higher',
  // traffic sensitivity: the station's regular price above the competitors' average is
  // the dearer side (as the price tables colour it); the slopes are read, not judged.
  average_price_difference: 'lower',
  slope_entries: 'none',
  slope_sales: 'none',
} as const satisfies Record<string, ReportBetter>;

/** The figures given once per fuel, keyed `<name>_<fuel>`. Rank 1 is the cheapest. */
export const FUEL_FIGURE_BETTER = {
  price: 'none',
  rivals_average: 'none',
  price_difference: 'lower',
  price_rank: 'lower',
} as const satisfies Record<string, ReportBetter>;

export type FigureKey =
  keyof typeof FIGURE_BETTER | `${keyof typeof FUEL_FIGURE_BETTER}_${FuelType}`;

/** The way the figure `key` improves. */
export function betterOf(key: FigureKey): ReportBetter {
  if (key in FIGURE_BETTER) return FIGURE_BETTER[key as keyof typeof FIGURE_BETTER];
  const name = key.slice(0, key.lastIndexOf('_')) as keyof typeof FUEL_FIGURE_BETTER;
  return FUEL_FIGURE_BETTER[name];
}
