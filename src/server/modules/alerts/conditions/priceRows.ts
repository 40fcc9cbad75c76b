// The rows the price conditions read, in bulk for every station of every price rule: the
// latest day of the regulator's prices, each station's own place and competitors, and for
// each of those places and fuels its price that day and its last price before it; and, for
// the competitors of stations whose rules judge price quality, each price's flag.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../../db/schema';
import { readPriceQuality, type PriceFlag } from '../../prices';

export interface MarketStation {
  gasStationId: number;
  /** The station's own place in the regulator's feed (null: not linked). */
  ownPlaceId: number | null;
  rivals: { placeId: number; name: string }[];
}

export interface PlacePrice {
  placeId: number;
  fuel: FuelType;
  price: number;
  /** The place's last price for the fuel before `date` (null: none stored). */
  previous: number | null;
  previousDate: string | null;
}

export interface PriceRows {
  /** The latest day with prices (null: no prices at all). */
  date: string | null;
  stations: Map<number, MarketStation>;
  /** By `${placeId}:${fuel}`, prices of `date` only. */
  prices: Map<string, PlacePrice>;
  /** By `${placeId}:${fuel}`: the quality of competitors' prices (only when a rule asks). */
  quality: Map<string, PriceQualityFacts>;
}

/** What competitor_price_flagged reads of a price's quality on `date`. */
export interface PriceQualityFacts {
  flag: PriceFlag | null;
  price: number;
  /** The day the price was published (the latest on or before `date`). */
  priceDate: string;
  /** The day it took this value. */
  since: string;
  marketMedian: number | null;
  marketSize: number;
}

export const priceKey = (placeId: number, fuel: string) => `${placeId}:${fuel}`;

/** `qualityStationIds`: the stations whose competitors' price quality is read. */
export async function loadPriceRows(
  db: Kysely<Database>,
  stationIds: readonly number[],
  qualityStationIds: readonly number[] = [],
): Promise<PriceRows> {
  const stations = new Map<number, MarketStation>();
  const prices = new Map<string, PlacePrice>();
  const quality = new Map<string, PriceQualityFacts>();
  const latest = await db
    .selectFrom('cre_prices')
    .select(sql<string | null>`max(price_date)::text`.as('date'))
    .executeTakeFirst();
  const date = latest?.date ?? null;
  if (stationIds.length === 0 || date === null) return { date, stations, prices, quality };
  const ids = [...stationIds];
  const [own, rivals] = await Promise.all([
    db.selectFrom('gas_stations').select(['id', 'cre_place_id']).where('id', 'in', ids).execute(),
    db
      .selectFrom('gas_station_rivals')
      .select(['gas_station_id', 'cre_place_id', 'name'])
      .where('gas_station_id', 'in', ids)
      .where('cre_place_id', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  for (const row of own) {
    stations.set(row.id, { gasStationId: row.id, ownPlaceId: row.cre_place_id, rivals: [] });
  }
  for (const row of rivals) {
    stations.get(row.gas_station_id)?.rivals.push({ placeId: row.cre_place_id!, name: row.name });
  }
  const placeIds = [
    ...new Set(
      [...stations.values()].flatMap((s) => [
        ...(s.ownPlaceId === null ? [] : [s.ownPlaceId]),
        ...s.rivals.map((r) => r.placeId),
      ]),
    ),
  ];
  if (placeIds.length === 0) return { date, stations, prices, quality };
  const rows = await sql<{
    place_id: number;
    fuel: FuelType;
    price: number;
    previous: number | null;
    previous_date: string | null;
  }>`
    select p.place_id, p.fuel, p.price, prev.price as previous, prev.price_date::text as previous_date
    from cre_prices p
    left join lateral (
      select q.price, q.price_date from cre_prices q
      where q.place_id = p.place_id and q.fuel = p.fuel and q.price_date < p.price_date
      order by q.price_date desc limit 1
    ) prev on true
    where p.price_date = ${date}::date and p.place_id = any(${placeIds}::int[])`.execute(db);
  const qualityPlaces = [
    ...new Set(
      qualityStationIds.flatMap((id) => stations.get(id)?.rivals ?? []).map((r) => r.placeId),
    ),
  ];
  for (const q of await readPriceQuality(db, qualityPlaces, date)) {
    quality.set(priceKey(q.placeId, q.fuel), {
      flag: q.flag,
      price: q.price,
      priceDate: q.priceDate,
      since: q.since,
      marketMedian: q.marketMedian,
      marketSize: q.marketSize,
    });
  }
  for (const row of rows.rows) {
    prices.set(priceKey(row.place_id, row.fuel), {
      placeId: row.place_id,
      fuel: row.fuel,
      price: Number(row.price),
      previous: row.previous === null ? null : Number(row.previous),
      previousDate: row.previous_date,
    });
  }
  return { date, stations, prices, quality };
}
