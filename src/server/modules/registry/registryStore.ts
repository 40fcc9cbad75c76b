// Reads of the regulator's registry (cre_places) and its prices (cre_prices), shared by the
// permit lookup and the competitor search.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../db/schema';

export interface FuelPrices {
  regular: number | null;
  premium: number | null;
  diesel: number | null;
  price_date: string | null;
}

export const NO_REGISTRY_MATCH = 'Ninguna estación registrada coincide con ese permiso';

/** Permits are compared as the regulator writes them: upper case, no spaces. */
export { normalizePermitText as normalizePermit } from '@/lib/permits';

/**
 * The newest price of each fuel per place, optionally within [from, to] ('YYYY-MM-DD').
 * Places without prices in the window are absent from the map.
 */
export async function latestPrices(
  db: Kysely<Database>,
  placeIds: number[],
  window: { from?: string | null; to?: string | null } = {},
): Promise<Map<number, FuelPrices>> {
  const out = new Map<number, FuelPrices>();
  if (placeIds.length === 0) return out;
  let query = db
    .selectFrom('cre_prices')
    .select(['place_id', 'fuel', 'price', 'price_date'])
    .distinctOn(['place_id', 'fuel'])
    .where('place_id', 'in', placeIds);
  if (window.from) query = query.where('price_date', '>=', window.from);
  if (window.to) query = query.where('price_date', '<=', window.to);
  const rows = await query
    .orderBy('place_id')
    .orderBy('fuel')
    .orderBy('price_date', 'desc')
    .execute();
  for (const row of rows) {
    const prices = out.get(row.place_id) ?? {
      regular: null,
      premium: null,
      diesel: null,
      price_date: null,
    };
    prices[row.fuel as FuelType] = Number(row.price);
    if (!prices.price_date || row.price_date > prices.price_date)
      prices.price_date = row.price_date;
    out.set(row.place_id, prices);
  }
  return out;
}

export const emptyPrices = (): FuelPrices => ({
  regular: null,
  premium: null,
  diesel: null,
  price_date: null,
});

/** Great-circle distance in km between two points (haversine), as a SQL expression. */
export function distanceKmSql(lat: number, lng: number) {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}) / 2), 2)
  )))`;
}

/** The place that holds a permit; after re-issues a permit may appear on more than one: the newest import wins. */
export function placeOfPermit(db: Kysely<Database>, permit: string) {
  return db
    .selectFrom('cre_places')
    .selectAll()
    .where('permit', '=', permit)
    .orderBy('imported_at', 'desc')
    .orderBy('place_id', 'desc')
    .executeTakeFirst();
}

/** Our first station that holds the permit, if any. */
export function stationWithPermit(db: Kysely<Database>, permit: string) {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'name'])
    .where('permission', '=', permit)
    .orderBy('id')
    .executeTakeFirst();
}
