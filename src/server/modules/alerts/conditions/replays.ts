// How each condition's history is replayed for a preview (../preview.ts), through the same
// evaluator the evaluation runs; each definition names its replay (nothing is written):
// - Prices, day by day: the latest day, the stations' markets and the window's prices in one
//   statement (each series' rows and its last row before the window; each price's previous one
//   found in order) and, for competitor_price_flagged, the quality of every day in one more.
// - Service, hour by hour: each hour's 60 minutes of camera visits (one statement), judged
//   against the goal of the station's local day.
// - Feed against tickets, at the end of each day (UTC): the sales facts as they stood then, every
//   day's in one statement.
// - Failed deliveries, at the end of each day: the deliveries stored as failed for good by then.
// - A connector's failures are not kept (only its last pull): its definition answers 'not_kept'.
// - SAT compliance, at the end of each day: the pre-audit's rows read once, each evaluation
//   seeing only the reports received by then (findings and months are the current ones, dated
//   by their file's reception).
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../../db/schema';
import { addDays, daysThrough } from '@/lib/dates/calendarDates';
import { readPriceQualityDays } from '../../prices';
import {
  FAILED_DELIVERY_WINDOW_DAYS,
  readFailedDeliveries,
  type OperationRows,
} from './operationRows';
import { readSalesFacts, salesParamsKey, type SalesRows } from './salesRows';
import { readComplianceRows } from './complianceRows';
import { loadServiceHours } from './serviceRows';
import {
  priceKey,
  type MarketStation,
  type PlacePrice,
  type PriceQualityFacts,
  type PriceRows,
} from './priceRows';
import type { ConditionParameters, Evaluation, Evaluator, Replay } from './types';

/** How many days of history a preview replays, up to the latest stored day. */
export const PREVIEW_DAYS = 30;

/**
 * One series (place and fuel) with prices in the window: its last price before the window, and
 * the window's prices by their offset (days since its first day), in no given order.
 */
type SeriesJson = [
  placeId: number,
  fuel: FuelType,
  /** The day of its last row before the window (null: none). */
  beforeDay: string | null,
  beforePrice: number | null,
  offsets: number[],
  prices: number[],
];

interface PriceWindowRow {
  /** The latest day with prices (null: no prices at all). */
  last: string | null;
  first: string | null;
  /** [gas station, its own place] of each station found. */
  own: [number, number | null][];
  /** [gas station, place, name] of each competitor with a place, in the order they were added. */
  rivals: [number, number, string][];
  series: SeriesJson[];
}

/**
 * Each day from `days` before the latest day with prices through it: the rows the evaluators
 * see. One statement (each statement is a round trip, and its writes were the largest part of a
 * preview's time) reads the latest day, the stations' own places and competitors, and every
 * series of those places: its prices in the window (a range of the primary key) and its last
 * price before it (one probe); as JSON, whose one value parses much faster than a row per price.
 * The aggregates are left unordered (an ordered one sorts each series again, 20-30 % of the
 * statement on PostgreSQL 15): the offsets put each price on its day here, and the previous
 * price of each day is the one before it in its series.
 */
async function priceDays(
  db: Kysely<Database>,
  readsQuality: boolean,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  days: number,
): Promise<PriceRows[] | null> {
  const ids = sql.val([...stationIds]);
  const row = (
    await sql<PriceWindowRow>`
      with latest as (select max(price_date) as day from cre_prices),
      own as (select id, cre_place_id from gas_stations where id = any(${ids}::int[])),
      rivals as (
        select id, gas_station_id, cre_place_id, name from gas_station_rivals
        where gas_station_id = any(${ids}::int[]) and cre_place_id is not null
      ),
      series as (
        select p.place_id, f.fuel
        from (
          select cre_place_id as place_id from own where cre_place_id is not null
          union select cre_place_id from rivals
        ) p
        cross join unnest(${sql.val(parameters.fuels ?? [])}::text[]) as f(fuel)
      ),
      window_days as (select day - ${days}::int as first, day as last from latest)
      select
        (select last::text from window_days) as last,
        (select first::text from window_days) as first,
        (select coalesce(json_agg(json_build_array(id, cre_place_id)), '[]') from own) as own,
        (select coalesce(json_agg(json_build_array(gas_station_id, cre_place_id, name) order by id), '[]')
          from rivals) as rivals,
        (select coalesce(json_agg(json_build_array(s.place_id, s.fuel, b.day, b.price, w.offsets, w.prices)), '[]')
          from window_days d
          cross join series s
          left join lateral (
            select c.price_date::text as day, c.price::float8 as price from cre_prices c
            where c.place_id = s.place_id and c.fuel = s.fuel and c.price_date < d.first
            order by c.price_date desc limit 1
          ) b on true
          cross join lateral (
            select array_agg(c.price_date - d.first) as offsets, array_agg(c.price::float8) as prices
            from cre_prices c
            where c.place_id = s.place_id and c.fuel = s.fuel
              and c.price_date between d.first and d.last
          ) w
          where w.offsets is not null) as series`.execute(db)
  ).rows[0]!;
  if (row.last === null || row.first === null) return null;
  const stations = new Map<number, MarketStation>();
  for (const [id, ownPlaceId] of row.own) {
    stations.set(id, { gasStationId: id, ownPlaceId, rivals: [] });
  }
  for (const [id, placeId, name] of row.rivals) stations.get(id)?.rivals.push({ placeId, name });
  const window = daysThrough(row.first, row.last);
  const prices = window.map(() => new Map<string, PlacePrice>());
  const onDay: (number | undefined)[] = [];
  for (const [placeId, fuel, beforeDay, beforePrice, offsets, values] of row.series) {
    const key = priceKey(placeId, fuel);
    onDay.length = 0;
    offsets.forEach((offset, i) => (onDay[offset] = values[i]));
    let previous = beforePrice;
    let previousDate = beforeDay;
    for (let offset = 0; offset < window.length; offset += 1) {
      const price = onDay[offset];
      if (price === undefined) continue;
      prices[offset]!.set(key, { placeId, fuel, price, previous, previousDate });
      previous = price;
      previousDate = window[offset]!;
    }
  }
  const rivalPlaces = [
    ...new Set([...stations.values()].flatMap((s) => s.rivals.map((r) => r.placeId))),
  ];
  const quality = readsQuality
    ? await readPriceQualityDays(db, rivalPlaces, row.first, row.last)
    : new Map<string, never[]>();
  return window.map((date, i) => {
    const facts = new Map<string, PriceQualityFacts>();
    for (const q of quality.get(date) ?? []) facts.set(priceKey(q.placeId, q.fuel), q);
    return { date, stations, prices: prices[i]!, quality: facts };
  });
}

const HOUR_MS = 3_600_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** The end of a day (UTC): when the daily replays evaluate it (no date library: one a day). */
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS);

/** Day by day over the window of stored prices; `readsQuality`: the competitors' price
 * quality of every day is read too (competitor_price_flagged). */
export async function replayPrices(
  db: Kysely<Database>,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  evaluate: Evaluator<'prices'>,
  readsQuality = false,
): Promise<Replay | null> {
  const days = await priceDays(db, readsQuality, parameters, stationIds, PREVIEW_DAYS);
  if (days === null) return null;
  const now = new Date();
  return {
    from: days[1]!.date!,
    to: days[days.length - 1]!.date!,
    evaluations: days.map((rows) => ({
      day: rows.date!,
      firings: evaluate(parameters, stationIds, rows, now),
    })),
  };
}

/** Hour by hour up to the hour of the stations' latest camera visit. */
export async function replayService(
  db: Kysely<Database>,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  evaluate: Evaluator<'service'>,
): Promise<Replay | null> {
  const latest = await db
    .selectFrom('service_visits')
    .select((eb) => eb.fn.max('arrival_at').as('at'))
    .where('gas_station_id', 'in', [...stationIds])
    .executeTakeFirst();
  if (!latest?.at) return null;
  const lastEnd = new Date(Math.ceil(new Date(latest.at).getTime() / HOUR_MS) * HOUR_MS);
  const firstEnd = new Date(lastEnd.getTime() - PREVIEW_DAYS * 24 * HOUR_MS);
  const metric = parameters.metric ?? 'atencion_oportuna';
  const hours = await loadServiceHours(db, stationIds, metric, firstEnd, lastEnd);
  const now = new Date();
  return {
    from: isoDay(new Date(firstEnd.getTime() + 1)),
    to: isoDay(new Date(lastEnd.getTime() - 1)),
    evaluations: hours.map((rows) => ({
      day: rows.at,
      firings: evaluate(parameters, stationIds, rows, now),
    })),
  };
}

/** At the end of each day up to the day of the stations' latest sale. */
export async function replaySales(
  db: Kysely<Database>,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  evaluate: Evaluator<'sales'>,
): Promise<Replay | null> {
  const latest = await db
    .selectFrom('sales_tickets')
    .select((eb) => eb.fn.max('sold_at').as('at'))
    .where('gas_station_id', 'in', [...stationIds])
    .executeTakeFirst();
  if (!latest?.at) return null;
  const to = isoDay(new Date(latest.at));
  const from = addDays(to, -(PREVIEW_DAYS - 1));
  const minChange = parameters.min_change ?? 0;
  const hours = parameters.hours ?? 1;
  const days = daysThrough(addDays(from, -1), to);
  const ends = days.map(endOf);
  const facts = await readSalesFacts(db, stationIds, minChange, hours, ends);
  const evaluations = days.map((day, i): Evaluation => {
    const rows: SalesRows = { facts: new Map([[salesParamsKey(minChange, hours), facts[i]!]]) };
    return {
      day,
      firings: evaluate(parameters, stationIds, rows, ends[i]!),
    };
  });
  return { from, to, evaluations };
}

/** At the end of each day up to today, over the deliveries stored as failed for good. */
export async function replayDeliveries(
  db: Kysely<Database>,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  evaluate: Evaluator<'operations'>,
): Promise<Replay> {
  const now = new Date();
  const to = isoDay(now);
  const from = addDays(to, -(PREVIEW_DAYS - 1));
  const windowMs = FAILED_DELIVERY_WINDOW_DAYS * 24 * HOUR_MS;
  const first = endOf(addDays(from, -1));
  const failed = await readFailedDeliveries(
    db,
    stationIds,
    new Date(first.getTime() - windowMs),
    now,
  );
  const evaluations: Evaluation[] = [];
  for (const day of daysThrough(addDays(from, -1), to)) {
    const at = day === to ? now : endOf(day);
    const rows: OperationRows = {
      connectors: new Map(),
      failedDeliveries: failed.filter(
        (d) =>
          d.failedAt.getTime() <= at.getTime() && d.failedAt.getTime() >= at.getTime() - windowMs,
      ),
    };
    evaluations.push({
      day,
      firings: evaluate(parameters, stationIds, rows, at),
    });
  }
  return { from, to, evaluations };
}

/** At the end of each day (UTC) up to now, over the stations' SAT reports received by then;
 * null when none of the stations has any. */
export async function replayCompliance(
  db: Kysely<Database>,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  evaluate: Evaluator<'compliance'>,
): Promise<Replay | null> {
  const now = new Date();
  const to = isoDay(now);
  const from = addDays(to, -(PREVIEW_DAYS - 1));
  const rows = await readComplianceRows(db, stationIds, addDays(from, -1));
  const received = [...rows.stations.values()].some((s) => s.firstDay !== null);
  if (!received && rows.months.length === 0) return null;
  const evaluations = daysThrough(addDays(from, -1), to).map((day): Evaluation => ({
    day,
    firings: evaluate(parameters, stationIds, rows, day === to ? now : endOf(day)),
  }));
  return { from, to, evaluations };
}
