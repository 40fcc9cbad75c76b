// The Dashboard's fuel-price comparisons: one day against competitors, and the history.
import type {
  DailyFuelPrice,
  LastPriceMove,
  LocalMarket,
  MonthlyFuelPrices,
  PriceMoves,
  PricePoint,
  PriceQuality as PriceQualityBody,
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
import {
  MARKET_DEFAULT_RADIUS_KM,
  rankOwnPrices,
  readMarketCenter,
  readMarketPlaces,
  readMarketQuality,
} from './localMarket';
import { readMoves, readMovesContext } from './priceMoves';
import { readPriceQuality, type PriceQuality } from './priceQuality';
import { optionalDate, optionalId, type PriceLineSource } from './stationContext';
import { addDays } from '@/lib/dates/calendarDates';

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
interface MarketQuery extends DailyQuery {
  radius_km?: number;
}
interface MovesQuery extends MonthlyQuery {
  fuel?: string;
  line?: string;
}

/** The default period of 'Movimientos': this many days up to the latest date with prices. */
const MOVES_DAYS = 30;

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
  const day = optionalDate(query.date) ?? dates[0] ?? null;
  const placeIds = [...new Set(lines.flatMap((l) => (l.placeId === null ? [] : [l.placeId])))];
  const quality = day === null ? [] : await readPriceQuality(db, placeIds, day);
  const qualityOf = (placeId: number | null, fuel: FuelType): PriceQuality | null =>
    placeId === null
      ? null
      : (quality.find((q) => q.placeId === placeId && q.fuel === fuel) ?? null);
  const flagged = (placeId: number | null, fuel: FuelType) =>
    (qualityOf(placeId, fuel)?.flag ?? null) !== null;

  const priceOf = (placeId: number | null, fuel: FuelType): number | null =>
    placeId === null
      ? null
      : (prices.find((p) => p.placeId === placeId && p.fuel === fuel)?.price ?? null);
  const ownPlace = own;
  // A flagged price takes part in no difference: its own, or every row's when it is the station's.
  const diff = (placeId: number | null, fuel: FuelType, isOwn: boolean): number | null => {
    const mine = priceOf(ownPlace, fuel);
    const theirs = priceOf(placeId, fuel);
    if (isOwn || mine === null || theirs === null) return null;
    if (flagged(ownPlace, fuel) || flagged(placeId, fuel)) return null;
    return round3(theirs - mine);
  };
  const qualityBody = (placeId: number | null, fuel: FuelType): PriceQualityBody => {
    const q = qualityOf(placeId, fuel);
    return q === null || q.flag === null
      ? null
      : {
          flag: q.flag,
          since: q.since,
          market_median: q.marketMedian,
          market_size: q.marketSize,
          conflicting_price: q.conflictingPrice,
        };
  };
  const lastMove = (placeId: number | null, fuel: FuelType): LastPriceMove => {
    const move = qualityOf(placeId, fuel)?.lastMove ?? null;
    return move === null
      ? null
      : {
          date: move.date,
          old_price: move.oldPrice,
          new_price: move.newPrice,
          change: move.change,
        };
  };
  const perFuel = <T>(of: (fuel: FuelType) => T) => ({
    regular: of('regular'),
    premium: of('premium'),
    diesel: of('diesel'),
  });

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
    quality: perFuel((fuel) => qualityBody(line.placeId, fuel)),
    last_moves: perFuel((fuel) => lastMove(line.placeId, fuel)),
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

async function getPriceMoves(ctx: HandlerContext<{ query: MovesQuery }>): Promise<PriceMoves> {
  const { db, user, query } = ctx;
  const start = optionalDate(query.start_date);
  const end = optionalDate(query.end_date);
  if (start && end) checkPeriod(start, end);
  const fuel = FUELS.find((f) => f === query.fuel) ?? null;
  const { context, latest } = await readMovesContext(db, user, optionalId(query.gas_station_id));
  const { stations, station, lines } = context;
  const periodEnd = end ?? latest;
  const periodStart = start ?? (periodEnd === null ? null : addDays(periodEnd, -(MOVES_DAYS - 1)));
  if (periodStart && periodEnd) checkPeriod(periodStart, periodEnd);
  const shown = lines.filter((l) => !query.line || l.key === query.line);
  const keysByPlace = new Map<number, string[]>();
  for (const line of shown) {
    if (line.placeId === null) continue;
    keysByPlace.set(line.placeId, [...(keysByPlace.get(line.placeId) ?? []), line.key]);
  }
  const moves =
    periodStart && periodEnd
      ? await readMoves(db, [...keysByPlace.keys()], periodStart, periodEnd, fuel)
      : [];
  return {
    station_filter: {
      stations,
      default: station ? { id: station.id, name: station.name } : null,
    },
    start: periodStart,
    end: periodEnd,
    lines: lines.map((l) => ({ key: l.key, name: l.name, color: l.color, is_own: l.isOwn })),
    moves: moves.flatMap((m) =>
      (keysByPlace.get(m.placeId) ?? []).map((key) => ({
        line: key,
        fuel: m.fuel,
        date: m.date,
        old_price: m.oldPrice,
        new_price: m.newPrice,
        change: m.change,
      })),
    ),
  };
}

async function getLocalMarket(ctx: HandlerContext<{ query: MarketQuery }>): Promise<LocalMarket> {
  const { db, user, query } = ctx;
  const radius = query.radius_km ?? MARKET_DEFAULT_RADIUS_KM;
  const { context, latest } = await readMovesContext(db, user, optionalId(query.gas_station_id));
  const { stations, station, lines } = context;
  const station_filter = {
    stations,
    default: station ? { id: station.id, name: station.name } : null,
  };
  const day = optionalDate(query.date) ?? latest;
  const ownPlace = lines[0]?.placeId ?? null;
  const center = station ? await readMarketCenter(db, station.id, ownPlace) : null;
  const places = center ? await readMarketPlaces(db, center, radius) : [];
  const quality =
    day === null || places.length === 0 ? [] : await readMarketQuality(db, places, day);
  const rivalOf = new Map(
    lines.flatMap((l) =>
      l.rivalId === null || l.placeId === null ? [] : [[l.placeId, l.rivalId]],
    ),
  );
  const byPlace = new Map<number, Map<FuelType, PriceQuality>>();
  for (const q of quality) {
    const fuels = byPlace.get(q.placeId) ?? new Map<FuelType, PriceQuality>();
    fuels.set(q.fuel, q);
    byPlace.set(q.placeId, fuels);
  }
  const perFuel = <T>(of: (fuel: FuelType) => T) => ({
    regular: of('regular'),
    premium: of('premium'),
    diesel: of('diesel'),
  });
  return {
    station_filter,
    date: day,
    radius_km: radius,
    center,
    stations: places.map((p) => {
      const fuels = byPlace.get(p.placeId);
      return {
        place_id: p.placeId,
        permit: p.permit,
        name: p.name,
        address: p.address,
        latitude: p.latitude,
        longitude: p.longitude,
        distance_km: p.distanceKm,
        is_own: ownPlace !== null && p.placeId === ownPlace,
        rival_id: rivalOf.get(p.placeId) ?? null,
        prices: perFuel((fuel) => fuels?.get(fuel)?.price ?? null),
        flags: perFuel((fuel) => fuels?.get(fuel)?.flag ?? null),
      };
    }),
    ranks: rankOwnPrices(quality, places.some((p) => p.placeId === ownPlace) ? ownPlace : null),
  };
}

export const handlers = {
  getDailyFuelPrice,
  getLocalMarket,
  getMonthlyFuelPrices,
  getPriceMoves,
} satisfies OperationHandlers;
