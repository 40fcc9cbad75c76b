// Competitor candidates from the regulator's registry for one of our stations: by text (name,
// permit or address; permits starting with the text first, then nearest first, which is what
// the add dialog suggests while the operator types) or by distance from the station, nearest
// first, with their prices.
import { sql, type Kysely } from 'kysely';
import type { RivalCandidateList } from '@/api/generated/gasStations.gen';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { distanceKmSql, emptyPrices, latestPrices } from '../registry';
import { containsSearch, foldForSearch } from '../../db/search';

export interface CandidateQuery {
  start_date?: string;
  end_date?: string;
  state?: string;
  municipality?: string;
  search?: string;
  radius_km?: number;
  items?: number;
}

export const NO_COORDINATES =
  'La gasolinera no tiene coordenadas: busca a la competencia por dirección';

const KM_PER_DEGREE_LAT = 111.32;

export async function searchCandidates(
  db: Kysely<Database>,
  station: {
    id: number;
    name: string;
    permission: string;
    latitude: number | null;
    longitude: number | null;
    cre_place_id: number | null;
  },
  query: CandidateQuery,
): Promise<RivalCandidateList> {
  const limit = query.items ?? 50;
  const matches = containsSearch('cre_places.search_text', query.search);
  const byDistance = matches === null;
  const hasOrigin = station.latitude !== null && station.longitude !== null;
  if (byDistance && !hasOrigin) throw new HttpError(422, NO_COORDINATES, 'no_coordinates');

  const distance = hasOrigin
    ? distanceKmSql(station.latitude!, station.longitude!)
    : sql<number | null>`null::double precision`;
  let base = db.selectFrom('cre_places').where('permit', '<>', station.permission);
  if (station.cre_place_id !== null) base = base.where('place_id', '<>', station.cre_place_id);
  for (const place of [query.municipality, query.state]) {
    const inPlace = containsSearch('cre_places.search_text', place);
    if (inPlace) base = base.where(inPlace);
  }
  if (matches) {
    base = base.where(matches);
  } else {
    // A bounding box first (cheap), then the exact great-circle distance.
    const radius = query.radius_km ?? 5;
    const dLat = radius / KM_PER_DEGREE_LAT;
    const dLng = radius / (KM_PER_DEGREE_LAT * Math.cos((station.latitude! * Math.PI) / 180));
    base = base
      .where((eb) => eb.between('latitude', station.latitude! - dLat, station.latitude! + dLat))
      .where((eb) => eb.between('longitude', station.longitude! - dLng, station.longitude! + dLng))
      .where(sql<boolean>`${distanceKmSql(station.latitude!, station.longitude!)} <= ${radius}`);
  }
  const rows = await base
    .select([
      'place_id',
      'permit',
      'name',
      'brand',
      'address',
      'latitude',
      'longitude',
      distance.as('distance_km'),
    ])
    .$if(!byDistance, (q) =>
      q.orderBy(
        sql`starts_with(lower(permit), ${foldForSearch(query.search ?? '').replace(/\s+/g, '')})`,
        'desc',
      ),
    )
    .orderBy(sql`distance_km`, (ob) => ob.asc().nullsLast())
    .orderBy('name')
    .orderBy('place_id')
    .limit(limit)
    .execute();

  const ids = rows.map((r) => r.place_id);
  const [prices, rivals] = await Promise.all([
    latestPrices(db, ids, { from: query.start_date, to: query.end_date }),
    ids.length === 0
      ? []
      : db
          .selectFrom('gas_station_rivals')
          .select(['id', 'cre_place_id'])
          .where('gas_station_id', '=', station.id)
          .where('cre_place_id', 'in', ids)
          .execute(),
  ]);
  const rivalOf = new Map(rivals.map((r) => [r.cre_place_id, r.id]));
  return {
    station: {
      id: station.id,
      name: station.name,
      permission: station.permission,
      latitude: station.latitude,
      longitude: station.longitude,
    },
    items: rows.map((r) => ({
      place_id: r.place_id,
      permit: r.permit,
      name: r.name,
      brand: r.brand,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
      distance_km:
        r.distance_km === null || r.distance_km === undefined
          ? null
          : Math.round(Number(r.distance_km) * 100) / 100,
      prices: prices.get(r.place_id) ?? emptyPrices(),
      rival_id: rivalOf.get(r.place_id) ?? null,
    })),
    total: rows.length,
  };
}
