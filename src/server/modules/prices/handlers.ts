// The Dashboard's fuel-price comparisons: one day against competitors, and the history.
import type {
  DailyFuelPrice,
  MonthlyFuelPrices,
  PricePoint,
  StationPriceRow,
} from '@/api/generated/dashboard.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import type { FuelType } from '../../db/schema';
import { checkPeriod } from '../shared/period';
import { FUEL_TITLES, FUELS } from './fuelTitles';
import {
  readDailyComparison,
  readMonthlyComparison,
  type DatedPrice,
} from './priceComparisonQueries';
import { optionalDate, optionalId, type PriceLineSource } from './stationContext';

/** Query strings as received (the generated ApiArg types are camelCased for the client). */
interface DailyQuery {
  date?: string;
  gas_station_id?: number | string;
}
interface MonthlyQuery {
  start_date?: string;
  end_date?: string;
  gas_station_id?: number | string;
}

/** Dates offered by the date select (over a year of daily snapshots). */
const MAX_DATES = 400;
const MAX_MONTHS = 120;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

async function getDailyFuelPrice(
  ctx: HandlerContext<{ query: DailyQuery }>,
): Promise<DailyFuelPrice> {
  const { db, user, query } = ctx;
  const { context, dates, prices } = await readDailyComparison(
    db,
    user,
    optionalId(query.gas_station_id),
    optionalDate(query.date),
    MAX_DATES,
  );
  const { stations, station, lines } = context;
  const station_filter = {
    stations,
    default: station ? { id: station.id, name: station.name } : null,
  };
  const own = lines[0]?.placeId ?? null;

  const priceOf = (placeId: number | null, fuel: FuelType): number | null =>
    placeId === null
      ? null
      : (prices.find((p) => p.placeId === placeId && p.fuel === fuel)?.price ?? null);
  const ownPlace = own;
  const diff = (placeId: number | null, fuel: FuelType, isOwn: boolean): number | null => {
    const mine = priceOf(ownPlace, fuel);
    const theirs = priceOf(placeId, fuel);
    return isOwn || mine === null || theirs === null ? null : round3(theirs - mine);
  };

  const station_table: StationPriceRow[] = lines.map((line) => ({
    id: line.isOwn ? `own-${station!.id}` : `rival-${line.rivalId}`,
    rival_id: line.rivalId,
    gas_station_id: station!.id,
    is_own: line.isOwn,
    station: line.name,
    permission: line.permission,
    color: line.color,
    regular: priceOf(line.placeId, 'regular'),
    regular_diff: diff(line.placeId, 'regular', line.isOwn),
    premium: priceOf(line.placeId, 'premium'),
    premium_diff: diff(line.placeId, 'premium', line.isOwn),
    diesel: priceOf(line.placeId, 'diesel'),
    diesel_diff: diff(line.placeId, 'diesel', line.isOwn),
  }));

  return {
    station_table,
    tar_list: FUELS.map((fuel) => ({
      tar: fuel,
      price: priceOf(ownPlace, fuel),
      title: FUEL_TITLES[fuel],
    })),
    date_filter: { dates, default: dates[0] ?? null },
    station_filter,
  };
}

/**
 * One series per fuel: a point per date with a price, each line carried forward. `rows` are
 * ordered by date; a date's snapshot is taken when the fuel moves on to the next date, so each
 * row is visited once (this runs on every history request).
 */
function buildSeries(
  lines: PriceLineSource[],
  rows: DatedPrice[],
  start: string,
): MonthlyFuelPrices['chart_data'] {
  const keysByPlace = new Map<number, string[]>();
  for (const line of lines) {
    if (line.placeId === null) continue;
    keysByPlace.set(line.placeId, [...(keysByPlace.get(line.placeId) ?? []), line.key]);
  }
  const empty = () => Object.fromEntries(lines.map((l) => [l.key, null])) as PricePoint['prices'];
  const series = {} as MonthlyFuelPrices['chart_data'];
  const carried = {} as Record<FuelType, PricePoint['prices']>;
  const open = {} as Record<FuelType, PricePoint | null>;
  for (const fuel of FUELS) {
    series[fuel] = [];
    carried[fuel] = empty();
    open[fuel] = null;
  }
  for (const row of rows) {
    const { fuel } = row;
    if (row.priceDate >= start && open[fuel]?.date !== row.priceDate) {
      const previous = open[fuel];
      if (previous) previous.prices = { ...carried[fuel] };
      const point: PricePoint = { date: row.priceDate, prices: {} };
      series[fuel].push(point);
      open[fuel] = point;
    }
    for (const key of keysByPlace.get(row.placeId) ?? []) carried[fuel][key] = row.price;
  }
  for (const fuel of FUELS) {
    const last = open[fuel];
    if (last) last.prices = { ...carried[fuel] };
  }
  return series;
}

async function getMonthlyFuelPrices(
  ctx: HandlerContext<{ query: MonthlyQuery }>,
): Promise<MonthlyFuelPrices> {
  const { db, user, query } = ctx;
  const start = optionalDate(query.start_date);
  const end = optionalDate(query.end_date);
  if (start && end) checkPeriod(start, end);
  const read = await readMonthlyComparison(
    db,
    user,
    optionalId(query.gas_station_id),
    start,
    end,
    MAX_MONTHS,
  );
  const { lines } = read.context;
  // An end_date alone may fall before the default start.
  if (read.start && read.end) checkPeriod(read.start, read.end);
  return {
    chart_data: read.start
      ? buildSeries(lines, read.prices, read.start)
      : { regular: [], premium: [], diesel: [] },
    dates: read.months,
    fuel_list: FUELS.map((key) => ({ key, name: FUEL_TITLES[key] })),
    line_list: lines.map((l) => ({ key: l.key, name: l.name, color: l.color, is_own: l.isOwn })),
    default_current_date: read.months[0] ?? null,
  };
}

export const handlers = { getDailyFuelPrice, getMonthlyFuelPrices } satisfies OperationHandlers;
