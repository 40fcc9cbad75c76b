// What both fuel-price reports start from: the user's stations (for the station select), the
// chosen one (or the default, the first by name), where it sits in the regulator's registry,
// and its competitors in the order they were added, each with its colour.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { scopeToUser } from '../gasStations/stationScope';
import { stationColor } from './stationPalette';

export interface StationOption {
  id: number;
  name: string;
}

export interface PriceLineSource {
  /** 'station-{id}' or 'rival-{id}'. */
  key: string;
  rivalId: number | null;
  isOwn: boolean;
  name: string;
  permission: string;
  color: string;
  /** The regulator place whose prices the line shows; null when the registry lacks it. */
  placeId: number | null;
}

export interface StationContext {
  stations: StationOption[];
  station: (StationOption & { permission: string }) | null;
  /** The station itself first, then its competitors. Empty without a station. */
  lines: PriceLineSource[];
}

export async function loadStationContext(
  db: Kysely<Database>,
  user: AuthUser,
  requestedId: number | null,
): Promise<StationContext> {
  const stations = await scopeToUser(db.selectFrom('gas_stations'), user)
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const id = requestedId ?? stations[0]?.id ?? null;
  if (id === null) return { stations, station: null, lines: [] };

  // Access was checked by x-access; an admin may name a station that does not exist.
  const own = await db
    .selectFrom('gas_stations as gs')
    .select([
      'gs.id',
      'gs.name',
      'gs.permission',
      // A station without a registry link is looked up by its permit.
      (eb) =>
        eb.fn
          .coalesce(
            'gs.cre_place_id',
            eb
              .selectFrom('cre_places as cp')
              .select('cp.place_id')
              .whereRef('cp.permit', '=', 'gs.permission')
              .orderBy('cp.place_id')
              .limit(1),
          )
          .as('place_id'),
    ])
    .where('gs.id', '=', id)
    .executeTakeFirst();
  if (!own) throw notFound('Estación no encontrada');

  const rivals = await db
    .selectFrom('gas_station_rivals')
    .select(['id', 'name', 'permission', 'color', 'cre_place_id'])
    .where('gas_station_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const lines: PriceLineSource[] = [
    {
      key: `station-${own.id}`,
      rivalId: null,
      isOwn: true,
      name: own.name,
      permission: own.permission,
      color: stationColor(0),
      placeId: own.place_id ?? null,
    },
    ...rivals.map((r, index) => ({
      key: `rival-${r.id}`,
      rivalId: r.id,
      isOwn: false,
      name: r.name,
      permission: r.permission,
      color: stationColor(index + 1, r.color),
      placeId: r.cre_place_id,
    })),
  ];
  return {
    stations,
    station: { id: own.id, name: own.name, permission: own.permission },
    lines,
  };
}

export const placeIdsOf = (lines: PriceLineSource[]): number[] => [
  ...new Set(lines.map((l) => l.placeId).filter((p): p is number => p !== null)),
];

/** '' (server default) and absent both mean null. */
export const optionalId = (value: number | string | undefined): number | null =>
  typeof value === 'number' ? value : null;
export const optionalDate = (value: string | undefined): string | null => (value ? value : null);
