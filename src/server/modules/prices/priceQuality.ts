// Price quality: which stored regulator prices are not to be trusted, and why. The one place
// the rules and their constants are written down; the comparison table and the moves read
// their flags from here.
//
// - Local market of a station: every other regulator station within MARKET_RADIUS_KM of it
//   (straight line from the registry's longitude/latitude; the registry carries no
//   municipality), counted for a fuel when its price that day is a plausible one
//   (PLAUSIBLE_MIN..PLAUSIBLE_MAX). Its range that day is the median of those prices; with
//   fewer than MIN_MARKET_SIZE stations a station has no local market and only the absolute
//   bounds apply.
// - Placeholder: a price below PLAUSIBLE_MIN or above PLAUSIBLE_MAX (the feed's 0.01 and
//   1.00), or one more than MARKET_TOLERANCE (a share) away from its local market's median
//   that day (a typo like 2.99 for 22.99, or 95.5 among 27s).
// - Conflicting duplicate: the feed that published the price listed the same station and
//   fuel again that day with another price (recorded at import in cre_price_conflicts).
// - Stale: the price has not changed for at least STALE_DAYS days while at least
//   STALE_MARKET_SHARE of its local market changed theirs (price on the day differs from the
//   price STALE_DAYS days before).
// A placeholder wins over a conflict, and a conflict over staleness. Flagged prices are shown
// with their mark and left out of differences, averages and positions.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../db/schema';
import { addDays } from '@/lib/dates/calendarDates';
import { answerCachePerDatabase } from '../../shared/answerCache';

export const MARKET_RADIUS_KM = 3;
export const MIN_MARKET_SIZE = 3;
export const PLAUSIBLE_MIN = 5;
export const PLAUSIBLE_MAX = 100;
export const MARKET_TOLERANCE = 0.25;
export const STALE_DAYS = 45;
export const STALE_MARKET_SHARE = 0.5;

/** Kilometres per degree of latitude, and of longitude at the equator. */
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON = 111.32;

export type PriceFlag = 'placeholder' | 'stale' | 'conflict';

/** A price change: the day it was published and the price before it. */
export interface PriceMove {
  date: string;
  oldPrice: number;
  newPrice: number;
  change: number;
}

/** What the rules look at, for one station and fuel on one day. */
export interface PriceFacts {
  price: number;
  /** The day this price was published (the latest on or before the day asked). */
  priceDate: string;
  /** The day it took this value: its last move, or its first price. */
  since: string;
  /** The median of its local market that day; null without one. */
  marketMedian: number | null;
  marketSize: number;
  /** Stations of the local market whose price changed in the STALE_DAYS days before. */
  marketMoved: number;
  /** Another price the feed gave for the same station, fuel and day (the first is kept). */
  conflictingPrice: number | null;
}

export interface PriceQuality extends PriceFacts {
  placeId: number;
  fuel: FuelType;
  flag: PriceFlag | null;
  lastMove: PriceMove | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The rules above, applied to one price on `day`. */
export function classifyPrice(facts: PriceFacts, day: string): PriceFlag | null {
  const { price, marketMedian, marketSize } = facts;
  if (price < PLAUSIBLE_MIN || price > PLAUSIBLE_MAX) return 'placeholder';
  const hasMarket = marketMedian !== null && marketSize >= MIN_MARKET_SIZE;
  if (hasMarket && Math.abs(price - marketMedian) > MARKET_TOLERANCE * marketMedian) {
    return 'placeholder';
  }
  if (facts.conflictingPrice !== null) return 'conflict';
  if (
    hasMarket &&
    daysFrom(facts.since, day) >= STALE_DAYS &&
    facts.marketMoved >= STALE_MARKET_SHARE * marketSize
  ) {
    return 'stale';
  }
  return null;
}

interface QualityRow {
  place_id: number;
  fuel: FuelType;
  price: string | number;
  price_date: string;
  since: string;
  move_date: string | null;
  move_old: string | number | null;
  median: string | number | null;
  market_size: string | number;
  market_moved: string | number;
  conflicting_price: string | number | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** One row of the statements below, as the rules see it on `day`. */
function qualityOf(r: QualityRow, day: string): PriceQuality {
  const price = Number(r.price);
  const facts: PriceFacts = {
    price,
    priceDate: r.price_date,
    since: r.since,
    marketMedian: r.median === null ? null : round3(Number(r.median)),
    marketSize: Number(r.market_size),
    marketMoved: Number(r.market_moved),
    conflictingPrice: num(r.conflicting_price),
  };
  const oldPrice = num(r.move_old);
  return {
    placeId: r.place_id,
    fuel: r.fuel,
    ...facts,
    flag: classifyPrice(facts, day),
    lastMove:
      r.move_date === null || oldPrice === null
        ? null
        : { date: r.move_date, oldPrice, newPrice: price, change: round3(price - oldPrice) },
  };
}

/**
 * The CTEs both statements below start from: `lines` (the places asked, with coordinates),
 * `fuels`, and `neighbours` (every registry place within MARKET_RADIUS_KM of each, found by a
 * bounding box, then by distance).
 */
function marketPlaces(placeIds: number[]) {
  const dLat = MARKET_RADIUS_KM / KM_PER_DEGREE_LAT;
  return sql`lines as (
      select place_id, latitude, longitude from cre_places
      where place_id = any(${sql.val(placeIds)}::int[]) and latitude is not null
        and longitude is not null
    ),
    fuels as (select fuel from (values ('regular'), ('premium'), ('diesel')) as f(fuel)),
    neighbours as (
      select l.place_id, n.place_id as neighbour
      from lines l
      join cre_places n on n.place_id <> l.place_id
        and n.latitude between l.latitude - ${dLat} and l.latitude + ${dLat}
        and n.longitude between
          l.longitude - ${MARKET_RADIUS_KM} / (${KM_PER_DEGREE_LON} * cos(radians(l.latitude)))
          and l.longitude + ${MARKET_RADIUS_KM} / (${KM_PER_DEGREE_LON} * cos(radians(l.latitude)))
      where sqrt(
        power((n.longitude - l.longitude) * ${KM_PER_DEGREE_LON} * cos(radians(l.latitude)), 2)
        + power((n.latitude - l.latitude) * ${KM_PER_DEGREE_LAT}, 2)
      ) <= ${MARKET_RADIUS_KM}
    )`;
}

/**
 * Each place's price per fuel on `day` (the latest on or before it), with its last move, its
 * local market and its flag. One statement: the places' own prices (primary key
 * probes), the neighbours found by a bounding box on the registry, and two probes of the
 * primary key per neighbour and fuel (its price on `day` and STALE_DAYS before). A neighbour
 * of many places asked is probed once (the alert evaluation asks for thousands of places in
 * one city's markets: 5 times fewer probes).
 */
export async function readPriceQuality(
  db: Kysely<Database>,
  placeIds: number[],
  day: string,
): Promise<PriceQuality[]> {
  if (placeIds.length === 0) return [];
  const version = await regulatorDataVersion(db);
  const places = [...new Set(placeIds)].sort((a, b) => a - b);
  const question = `${day}:${places.join(',')}`;
  const cache = qualityCacheOf(db);
  const json = await cache.json(question, version, async () =>
    JSON.stringify(await computePriceQuality(db, places, day)),
  );
  return JSON.parse(json) as PriceQuality[];
}

/**
 * The answers a node keeps, in characters of JSON (a report's five places: some 3 KB). The
 * regulator's data changes once a day (the import), and each report, comparison table and
 * local market asks again for the same places and day: the market's neighbours and their
 * probes were most of a report call's database time.
 */
const qualityCacheOf = answerCachePerDatabase('price-quality', 8 * 1024 * 1024);

/**
 * The version of the three tables the quality reads, bumped by their statement triggers
 * (migrations 0024 and 0025) when a writer commits, on any node or by hand.
 */
async function regulatorDataVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ version: string }>`
    select string_agg(table_name || '=' || version, ',' order by table_name) as version
    from data_versions
    where table_name in ('cre_places', 'cre_price_conflicts', 'cre_prices')`.execute(db);
  return result.rows[0]?.version ?? '';
}

async function computePriceQuality(
  db: Kysely<Database>,
  placeIds: number[],
  day: string,
): Promise<PriceQuality[]> {
  const before = addDays(day, -STALE_DAYS);
  const statement = sql<QualityRow>`
    with ${marketPlaces(placeIds)},
    probes as materialized (
      select n.neighbour, f.fuel, now_p.price, then_p.price as then_price
      from (select distinct neighbour from neighbours) n cross join fuels f
      join lateral (
        select c.price from cre_prices c
        where c.place_id = n.neighbour and c.fuel = f.fuel and c.price_date <= ${day}::date
        order by c.price_date desc limit 1
      ) now_p on true
      left join lateral (
        select c.price from cre_prices c
        where c.place_id = n.neighbour and c.fuel = f.fuel and c.price_date <= ${before}::date
        order by c.price_date desc limit 1
      ) then_p on true
      where now_p.price between ${PLAUSIBLE_MIN} and ${PLAUSIBLE_MAX}
    ),
    market as (
      select nb.place_id, p.fuel, p.price, p.then_price
      from neighbours nb join probes p on p.neighbour = nb.neighbour
    ),
    market_stats as (
      select place_id, fuel,
        percentile_cont(0.5) within group (order by price) as median,
        count(*) as market_size,
        count(*) filter (where then_price is not null and then_price <> price) as market_moved
      from market group by place_id, fuel
    ),
    -- Each place's price on the day, the day before its run of that price began (the last
    -- different price: a move follows it), that move's day and its first day: probes of the
    -- primary key, not a scan of the places' whole history.
    latest as (
      select a.place_id, f.fuel, p.price_date, p.price,
        (select min(c.price_date) from cre_prices c
          where c.place_id = a.place_id and c.fuel = f.fuel) as first_date
      from (select distinct unnest(${sql.val(placeIds)}::int[]) as place_id) a cross join fuels f
      join lateral (
        select c.price_date, c.price from cre_prices c
        where c.place_id = a.place_id and c.fuel = f.fuel and c.price_date <= ${day}::date
        order by c.price_date desc limit 1
      ) p on true
    ),
    last_move as (
      select l.place_id, l.fuel, d.price as prev,
        (select min(c.price_date) from cre_prices c
          where c.place_id = l.place_id and c.fuel = l.fuel and c.price_date > d.price_date
            and c.price_date <= l.price_date) as price_date
      from latest l
      join lateral (
        select c.price_date, c.price from cre_prices c
        where c.place_id = l.place_id and c.fuel = l.fuel and c.price_date < l.price_date
          and c.price <> l.price
        order by c.price_date desc limit 1
      ) d on true
    )
    select ${qualityColumns()}
    from latest l
    left join last_move m on m.place_id = l.place_id and m.fuel = l.fuel
    left join market_stats s on s.place_id = l.place_id and s.fuel = l.fuel
    order by l.place_id, l.fuel`;
  const result = await statement.execute(db);
  return result.rows.map((r) => qualityOf(r, day));
}

/**
 * readPriceQuality for every day of [first, last], in one statement (for a replay over many
 * days, instead of a statement a day): the same rules, each day's market by the same probes;
 * each day's latest price of the places asked by a primary-key probe, their first day and
 * moves from one scan of their rows up to `last`. The days are a list (not a series the
 * planner takes for 1,000 rows: that estimate made PostgreSQL compile the statement with JIT,
 * 3 of its 4 seconds).
 */
export async function readPriceQualityDays(
  db: Kysely<Database>,
  placeIds: number[],
  first: string,
  last: string,
): Promise<Map<string, PriceQuality[]>> {
  const days = new Map<string, PriceQuality[]>();
  for (let d = first; d <= last; d = addDays(d, 1)) days.set(d, []);
  if (placeIds.length === 0 || days.size === 0) return days;
  const statement = sql<QualityRow & { day: string }>`
    with days as (
      select d as day, (d - ${STALE_DAYS}::int) as before
      from unnest(${sql.val([...days.keys()])}::date[]) as d
    ),
    ${marketPlaces(placeIds)},
    probes as materialized (
      select d.day, n.neighbour, f.fuel, now_p.price, then_p.price as then_price
      from days d cross join (select distinct neighbour from neighbours) n cross join fuels f
      join lateral (
        select c.price from cre_prices c
        where c.place_id = n.neighbour and c.fuel = f.fuel and c.price_date <= d.day
        order by c.price_date desc limit 1
      ) now_p on true
      left join lateral (
        select c.price from cre_prices c
        where c.place_id = n.neighbour and c.fuel = f.fuel and c.price_date <= d.before
        order by c.price_date desc limit 1
      ) then_p on true
      where now_p.price between ${PLAUSIBLE_MIN} and ${PLAUSIBLE_MAX}
    ),
    market as (
      select p.day, nb.place_id, p.fuel, p.price, p.then_price
      from neighbours nb join probes p on p.neighbour = nb.neighbour
    ),
    market_stats as (
      select day, place_id, fuel,
        percentile_cont(0.5) within group (order by price) as median,
        count(*) as market_size,
        count(*) filter (where then_price is not null and then_price <> price) as market_moved
      from market group by day, place_id, fuel
    ),
    history as (
      select place_id, fuel, price_date, price,
        lag(price) over (partition by place_id, fuel order by price_date) as prev
      from cre_prices
      where place_id = any(${sql.val(placeIds)}::int[]) and price_date <= ${last}::date
    ),
    series as (
      select place_id, fuel, min(price_date) as first_date from history group by place_id, fuel
    ),
    latest as (
      select d.day, s.place_id, s.fuel, p.price_date, p.price, s.first_date
      from days d cross join series s
      join lateral (
        select c.price_date, c.price from cre_prices c
        where c.place_id = s.place_id and c.fuel = s.fuel and c.price_date <= d.day
        order by c.price_date desc limit 1
      ) p on true
    ),
    last_move as (
      select distinct on (d.day, h.place_id, h.fuel) d.day, h.place_id, h.fuel, h.price_date,
        h.prev
      from days d join history h on h.price_date <= d.day and h.prev <> h.price
      order by d.day, h.place_id, h.fuel, h.price_date desc
    )
    select l.day::text as day, ${qualityColumns()}
    from latest l
    left join last_move m on m.day = l.day and m.place_id = l.place_id and m.fuel = l.fuel
    left join market_stats s on s.day = l.day and s.place_id = l.place_id and s.fuel = l.fuel
    order by l.day, l.place_id, l.fuel`;
  const result = await statement.execute(db);
  for (const r of result.rows) days.get(r.day)?.push(qualityOf(r, r.day));
  return days;
}

/**
 * The columns of a QualityRow both statements above end with, read from `latest l`,
 * `last_move m` and `market_stats s`, and the price's conflicting duplicate, if any.
 */
function qualityColumns() {
  return sql`l.place_id, l.fuel, l.price, l.price_date::text,
      coalesce(m.price_date, l.first_date)::text as since,
      m.price_date::text as move_date, m.prev as move_old,
      s.median, coalesce(s.market_size, 0) as market_size,
      coalesce(s.market_moved, 0) as market_moved,
      (select min(x.price) from cre_price_conflicts x
        where x.place_id = l.place_id and x.fuel = l.fuel and x.price_date = l.price_date
          and x.price <> l.price) as conflicting_price`;
}
