// The latest price per place and fuel (the agency overview): one probe of the primary key of
// cre_prices (place_id, fuel, price_date) each, whatever the number of rows.
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
