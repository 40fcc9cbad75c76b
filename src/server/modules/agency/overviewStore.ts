// The agency overview's queries: the stations it covers with their clients, and their rivals
// with the latest prices of every place involved.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database, FuelType } from '../../db/schema';
import { scopeToUser } from '../gasStations';
import { latestPrices, type LatestPrice } from '../prices';

/** The user's stations with their client, by client then station name; only `clientIds`' when given. */
export function overviewStations(db: Kysely<Database>, user: AuthUser, clientIds: number[] | null) {
  let stationsQuery = scopeToUser(db.selectFrom('gas_stations'), user)
    .innerJoin('customers', 'customers.id', 'gas_stations.customer_id')
    .select([
      'gas_stations.id',
      'gas_stations.name',
      'gas_stations.cre_place_id',
      'customers.id as customer_id',
      'customers.name as customer_name',
    ]);
  if (clientIds) stationsQuery = stationsQuery.where('customers.id', 'in', clientIds);
  return stationsQuery
    .orderBy(sql`lower(customers.name)`)
    .orderBy('customers.id')
    .orderBy(sql`lower(gas_stations.name)`)
    .orderBy('gas_stations.id')
    .execute();
}

/**
 * The stations' rivals, and the latest price on or before `date` of each fuel at every place
 * involved (own and rivals'), looked up by place: an owner of hundreds of stations has
 * thousands of prices (a scan per lookup made the overview quadratic).
 */
export async function rivalsAndPrices(
  db: Kysely<Database>,
  stations: { id: number; cre_place_id: number | null }[],
  date: string,
) {
  const ids = stations.map((s) => s.id);
  const rivals = ids.length
    ? await db
        .selectFrom('gas_station_rivals')
        .select(['gas_station_id', 'cre_place_id'])
        .where('gas_station_id', 'in', ids)
        .execute()
    : [];
  const places = [
    ...new Set([
      ...stations.map((s) => s.cre_place_id).filter((p): p is number => p !== null),
      ...rivals.map((r) => r.cre_place_id).filter((p): p is number => p !== null),
    ]),
  ];
  const byPlace = new Map<number, Partial<Record<FuelType, LatestPrice>>>();
  for (const price of await latestPrices(db, places, date)) {
    const fuels = byPlace.get(price.placeId) ?? {};
    fuels[price.fuel] = price;
    byPlace.set(price.placeId, fuels);
  }
  const rivalsOf = new Map<number, (number | null)[]>();
  for (const r of rivals) {
    const list = rivalsOf.get(r.gas_station_id) ?? [];
    list.push(r.cre_place_id);
    rivalsOf.set(r.gas_station_id, list);
  }
  const priceOf = (place: number | null, fuel: FuelType): LatestPrice | undefined =>
    place === null ? undefined : byPlace.get(place)?.[fuel];
  return { rivalsOf, priceOf };
}
