// 'Mercado local': every regulator station within a radius of the own station (not only its
// registered competitors), with its prices on a day, their quality flags, and the own price's
// rank and percentile per fuel among the trusted prices.
//
// The stations are found by a latitude/longitude box on the registry (the index of migration
// 0017 makes it a range scan), then the exact great-circle distance; their prices and flags
// come from readPriceQuality (priceQuality.ts), so a price the comparison table marks is marked
// here too and takes no part in the ranks.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../db/schema';
import { FUELS } from './fuelTitles';
import { readPriceQuality, type PriceFlag, type PriceQuality } from './priceQuality';

/** Radius bounds, also in the contract (a radius outside them is a 400 in Spanish). */
export const MARKET_MIN_RADIUS_KM = 1;
export const MARKET_MAX_RADIUS_KM = 20;
export const MARKET_DEFAULT_RADIUS_KM = 5;

/**
 * Kilometres per degree of latitude, rounded down (110.57 at the equator, 111.69 at the
 * poles), so the box always contains the circle; the exact distance decides.
 */
const KM_PER_DEGREE = 110.5;
const EARTH_RADIUS_KM = 6371;

export interface MarketCenter {
  latitude: number;
  longitude: number;
}

export interface MarketPlace {
  placeId: number;
  permit: string;
  name: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  distanceKm: number;
}

export interface FuelRank {
  fuel: FuelType;
  price: number | null;
  flag: PriceFlag | null;
  rank: number | null;
  percentile: number | null;
  ranked: number;
  min: number | null;
  median: number | null;
  max: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The registry's stations within `radiusKm` of `center`, nearest first (then by place id). */
export async function readMarketPlaces(
  db: Kysely<Database>,
  center: MarketCenter,
  radiusKm: number,
): Promise<MarketPlace[]> {
  const { latitude: lat, longitude: lng } = center;
  const dLat = radiusKm / KM_PER_DEGREE;
  // Longitude degrees shrink with the latitude; near the poles the box is the whole circle.
  const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = radiusKm / (KM_PER_DEGREE * cosLat);
  const result = await sql<{
    place_id: number;
    permit: string;
    name: string | null;
    address: string | null;
    latitude: number;
    longitude: number;
    distance_km: number | string;
  }>`
    select place_id, permit, name, address, latitude, longitude, distance_km
    from (
      select place_id, permit, name, address, latitude, longitude,
        ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
          power(sin(radians(latitude - ${lat}) / 2), 2)
          + cos(radians(${lat}::double precision)) * cos(radians(latitude))
            * power(sin(radians(longitude - ${lng}) / 2), 2)
        )) as distance_km
      from cre_places
      where latitude between ${lat - dLat} and ${lat + dLat}
        and longitude between ${lng - dLng} and ${lng + dLng}
    ) box
    where distance_km <= ${radiusKm}
    order by distance_km, place_id`.execute(db);
  return result.rows.map((r) => ({
    placeId: r.place_id,
    permit: r.permit,
    name: r.name,
    address: r.address,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    distanceKm: round2(Number(r.distance_km)),
  }));
}

/**
 * The own price's rank per fuel among the trusted prices of `quality` (the market's stations,
 * own included): rank 1 is the cheapest and ties share a rank; percentile is the share of the
 * ranked stations whose price is at or below the own price. A missing or flagged own price has
 * no rank; the market's figures (ranked, min, median, max) are given all the same.
 */
export function rankOwnPrices(quality: PriceQuality[], ownPlaceId: number | null): FuelRank[] {
  return FUELS.map((fuel) => {
    const ofFuel = quality.filter((q) => q.fuel === fuel);
    const trusted = ofFuel
      .filter((q) => q.flag === null)
      .map((q) => q.price)
      .sort((a, b) => a - b);
    const own = ownPlaceId === null ? undefined : ofFuel.find((q) => q.placeId === ownPlaceId);
    const price = own?.price ?? null;
    const flag = own?.flag ?? null;
    const ranked = trusted.length;
    const middle = Math.floor(ranked / 2);
    const median =
      ranked === 0
        ? null
        : ranked % 2 === 1
          ? trusted[middle]!
          : round3((trusted[middle - 1]! + trusted[middle]!) / 2);
    const ownRanked = price !== null && flag === null;
    return {
      fuel,
      price,
      flag,
      rank: ownRanked ? 1 + trusted.filter((p) => p < price).length : null,
      percentile: ownRanked
        ? Math.round((1000 * trusted.filter((p) => p <= price).length) / ranked) / 10
        : null,
      ranked,
      min: trusted[0] ?? null,
      median,
      max: trusted[ranked - 1] ?? null,
    };
  });
}

/** Where the own station sits: its registry place, else its own coordinates; null without. */
export async function readMarketCenter(
  db: Kysely<Database>,
  stationId: number,
  placeId: number | null,
): Promise<MarketCenter | null> {
  const result = await sql<{ latitude: number | null; longitude: number | null }>`
    select coalesce(cp.latitude, gs.latitude) as latitude,
      coalesce(cp.longitude, gs.longitude) as longitude
    from gas_stations gs
    left join cre_places cp on cp.place_id = ${placeId}::int
      and cp.latitude is not null and cp.longitude is not null
    where gs.id = ${stationId}`.execute(db);
  const row = result.rows[0];
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/** Prices and flags of the market's places on `day` (the latest on or before it). */
export const readMarketQuality = (db: Kysely<Database>, places: MarketPlace[], day: string) =>
  readPriceQuality(
    db,
    places.map((p) => p.placeId),
    day,
  );
