// The price lookups behind the fuel-price reports, written so the primary key of cre_prices
// (place_id, fuel, price_date) answers each of them with index probes: a year of prices for
// every station of the country (about 14 million rows) must not slow the dashboard down.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../db/schema';

export interface LatestPrice {
  placeId: number;
  fuel: FuelType;
  price: number;
  priceDate: string;
}

/** Per place and fuel, the latest price published on or before `date` (one probe each). */
export async function latestPrices(
  db: Kysely<Database>,
  placeIds: number[],
  date: string,
): Promise<LatestPrice[]> {
  if (placeIds.length === 0) return [];
  const result = await sql<{ place_id: number; fuel: FuelType; price: number; price_date: string }>`
    select p.place_id, f.fuel, x.price, x.price_date
    from unnest(${sql.val(placeIds)}::int[]) as p(place_id)
    cross join (values ('regular'), ('premium'), ('diesel')) as f(fuel)
    join lateral (
      select c.price, c.price_date
      from cre_prices c
      where c.place_id = p.place_id and c.fuel = f.fuel and c.price_date <= ${date}::date
      order by c.price_date desc
      limit 1
    ) x on true`.execute(db);
  return result.rows.map((r) => ({
    placeId: r.place_id,
    fuel: r.fuel,
    price: Number(r.price),
    priceDate: r.price_date,
  }));
}

/** Distinct dates with a price for any of the places, newest first. */
export async function priceDates(
  db: Kysely<Database>,
  placeIds: number[],
  limit: number,
): Promise<string[]> {
  if (placeIds.length === 0) return [];
  const result = await sql<{ price_date: string }>`
    select distinct price_date from cre_prices
    where place_id = any(${sql.val(placeIds)}::int[])
    order by price_date desc
    limit ${limit}`.execute(db);
  return result.rows.map((r) => r.price_date);
}

/** First days of the months with a price for any of the places, newest first. */
export async function priceMonths(
  db: Kysely<Database>,
  placeIds: number[],
  limit: number,
): Promise<string[]> {
  if (placeIds.length === 0) return [];
  const result = await sql<{ month: string }>`
    select distinct date_trunc('month', price_date)::date as month from cre_prices
    where place_id = any(${sql.val(placeIds)}::int[])
    order by month desc
    limit ${limit}`.execute(db);
  return result.rows.map((r) => r.month);
}

export interface PriceRow {
  placeId: number;
  fuel: FuelType;
  priceDate: string;
  price: number;
}

/**
 * Every price of the places in [start, end], plus each (place, fuel)'s latest price before
 * start so a line can be carried into the range, ordered by date.
 */
export async function pricesInRange(
  db: Kysely<Database>,
  placeIds: number[],
  start: string,
  end: string,
): Promise<PriceRow[]> {
  if (placeIds.length === 0) return [];
  const ids = sql.val(placeIds);
  const result = await sql<{ place_id: number; fuel: FuelType; price_date: string; price: number }>`
    select place_id, fuel, price_date, price from cre_prices
    where place_id = any(${ids}::int[])
      and price_date between ${start}::date and ${end}::date
    union all
    select p.place_id, f.fuel, x.price_date, x.price
    from unnest(${ids}::int[]) as p(place_id)
    cross join (values ('regular'), ('premium'), ('diesel')) as f(fuel)
    join lateral (
      select c.price_date, c.price from cre_prices c
      where c.place_id = p.place_id and c.fuel = f.fuel and c.price_date < ${start}::date
      order by c.price_date desc
      limit 1
    ) x on true
    order by price_date`.execute(db);
  return result.rows.map((r) => ({
    placeId: r.place_id,
    fuel: r.fuel,
    priceDate: r.price_date,
    price: Number(r.price),
  }));
}
