// The two fuel-price comparisons (the Dashboard's daily fuel price and monthly fuel prices: a
// station against its competitors), each read in one round trip: the station context (see
// stationContext.ts) and the prices, in one statement. Written so the primary key of
// cre_prices (place_id, fuel, price_date) answers every price lookup with index probes: a year
// of prices for every station of the country (about 14 million rows) must not slow them down.
// When the station has no prices of its own (missing from the registry), its competitors'
// dates or months are offered instead.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database, FuelType } from '../../db/schema';
import {
  contextCtes,
  contextRows,
  toStationContext,
  type ComparisonRow,
  type StationContext,
} from './stationContext';

export interface DatedPrice {
  placeId: number;
  fuel: FuelType;
  priceDate: string;
  price: number;
}

const FUEL_VALUES = sql`(values ('regular'), ('premium'), ('diesel')) as f(fuel)`;

const pricesOf = (rows: ComparisonRow[]): DatedPrice[] =>
  rows
    .filter((r) => r.kind === 'price')
    .map((r) => ({
      placeId: r.place_id!,
      fuel: r.fuel!,
      priceDate: r.price_date!,
      price: Number(r.price),
    }));

/**
 * The daily comparison: the context, the dates with prices (newest first, at most `limit`), and
 * every line's latest price per fuel on or before `date` (default: the newest of those dates).
 */
export async function readDailyComparison(
  db: Kysely<Database>,
  user: AuthUser,
  requestedId: number | null,
  date: string | null,
  limit: number,
): Promise<{ context: StationContext; dates: string[]; prices: DatedPrice[] }> {
  const result = await sql<ComparisonRow>`
    with ${await contextCtes(user, requestedId)},
    own_dates as (
      select distinct price_date from cre_prices
      where place_id = (select place_id from own)
      order by price_date desc limit ${limit}
    ),
    rival_dates as (
      select distinct price_date from cre_prices
      where not exists (select 1 from own_dates) and place_id in (select place_id from rivals)
      order by price_date desc limit ${limit}
    ),
    dates as (select price_date from own_dates union all select price_date from rival_dates),
    day as (select coalesce(${date}::date, (select max(price_date) from dates)) as day),
    prices as (
      select p.place_id, f.fuel, x.price_date, x.price
      from day cross join places p cross join ${FUEL_VALUES}
      join lateral (
        select c.price, c.price_date from cre_prices c
        where c.place_id = p.place_id and c.fuel = f.fuel and c.price_date <= day.day
        order by c.price_date desc
        limit 1
      ) x on true
    )
    ${contextRows}
    union all
    -- One row for all the dates: hundreds of rows would cost more to send and parse.
    select 'dates', null, null, null, null, null, 0, null, null, null,
      (select array_agg(price_date::text order by price_date desc) from dates)
    union all
    select 'price', null, null, null, place_id, null, 0, price_date, fuel, price, null
    from prices`.execute(db);
  const rows = result.rows;
  return {
    context: toStationContext(rows, requestedId),
    dates: rows.find((r) => r.kind === 'dates')?.dates ?? [],
    prices: pricesOf(rows),
  };
}

/**
 * The history: the context, the months with prices (newest first), the period (start default:
 * the newest month; end default: start's month end), every line's prices in it and each
 * line's latest price before it (to carry into the period), ordered by date.
 */
export async function readMonthlyComparison(
  db: Kysely<Database>,
  user: AuthUser,
  requestedId: number | null,
  start: string | null,
  end: string | null,
  limit: number,
): Promise<{
  context: StationContext;
  months: string[];
  start: string | null;
  end: string | null;
  prices: DatedPrice[];
}> {
  const result = await sql<ComparisonRow>`
    with ${await contextCtes(user, requestedId)},
    own_months as (
      select distinct date_trunc('month', price_date)::date as month from cre_prices
      where place_id = (select place_id from own)
      order by month desc limit ${limit}
    ),
    rival_months as (
      select distinct date_trunc('month', price_date)::date as month from cre_prices
      where not exists (select 1 from own_months) and place_id in (select place_id from rivals)
      order by month desc limit ${limit}
    ),
    months as (select month from own_months union all select month from rival_months),
    first_day as (select coalesce(${start}::date, (select max(month) from months)) as day),
    span as (
      select day as starts,
        coalesce(${end}::date, (date_trunc('month', day) + interval '1 month - 1 day')::date) as ends
      from first_day where day is not null
    ),
    prices as (
      select c.place_id, c.fuel, c.price_date, c.price
      from span cross join places p cross join ${FUEL_VALUES}
      join cre_prices c on c.place_id = p.place_id and c.fuel = f.fuel
        and c.price_date between span.starts and span.ends
      union all
      select p.place_id, f.fuel, x.price_date, x.price
      from span cross join places p cross join ${FUEL_VALUES}
      join lateral (
        select c.price_date, c.price from cre_prices c
        where c.place_id = p.place_id and c.fuel = f.fuel and c.price_date < span.starts
        order by c.price_date desc
        limit 1
      ) x on true
    )
    ${contextRows}
    union all
    select 'months', null, null, null, null, null, 0, null, null, null,
      (select array_agg(month::text order by month desc) from months)
    union all
    select 'start', null, null, null, null, null, 0, starts, null, null, null from span
    union all
    select 'end', null, null, null, null, null, 0, ends, null, null, null from span
    union all
    select 'price', null, null, null, place_id, null, 0, price_date, fuel, price, null
    from prices`.execute(db);
  const rows = result.rows;
  const single = (kind: string) => rows.find((r) => r.kind === kind)?.price_date ?? null;
  return {
    context: toStationContext(rows, requestedId),
    months: rows.find((r) => r.kind === 'months')?.dates ?? [],
    start: single('start'),
    end: single('end'),
    prices: pricesOf(rows).sort((a, b) =>
      a.priceDate < b.priceDate ? -1 : a.priceDate > b.priceDate ? 1 : 0,
    ),
  };
}
