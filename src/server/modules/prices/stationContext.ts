// What both fuel-price reports start from: the user's stations (for the station select), the
// chosen one (or the default, the first by name), where it sits in the regulator's registry,
// and its competitors in the order they were added, each with its colour.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
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

/**
 * One round trip: the user's stations (by name), the chosen one (or the first) with its
 * registry place — looked up by permit when it has no link — and its competitors in the order
 * they were added.
 */
export async function loadStationContext(
  db: Kysely<Database>,
  user: AuthUser,
  requestedId: number | null,
): Promise<StationContext> {
  // The access hook has already loaded the user's station ids when a station was named.
  const scope = user.isAdmin
    ? sql`true`
    : sql`id = any(${sql.val(await user.stationIds())}::int[])`;
  const result = await sql<{
    kind: 'option' | 'own' | 'rival';
    id: number;
    name: string;
    permission: string | null;
    place_id: number | null;
    color: string | null;
  }>`
    with options as (
      select id, name, row_number() over (order by lower(name), id) as position
      from gas_stations where ${scope}
    ),
    chosen as (
      select coalesce(${requestedId}::int, (select id from options order by position limit 1)) as id
    )
    select 'option' as kind, id, name, null::text as permission, null::int as place_id,
      null::text as color, position as ord
    from options
    union all
    select 'own', gs.id, gs.name, gs.permission,
      coalesce(gs.cre_place_id, (
        select cp.place_id from cre_places cp where cp.permit = gs.permission
        order by cp.place_id limit 1
      )),
      null, 0
    from gas_stations gs join chosen on gs.id = chosen.id
    union all
    select 'rival', r.id, r.name, r.permission, r.cre_place_id, r.color,
      row_number() over (order by r.created_at, r.id)
    from gas_station_rivals r join chosen on r.gas_station_id = chosen.id
    order by kind, ord`.execute(db);

  const stations = result.rows.filter((r) => r.kind === 'option').map(({ id, name }) => ({ id, name }));
  const own = result.rows.find((r) => r.kind === 'own');
  if (!own) {
    // A named station that does not exist (only admins get this far: access was checked).
    if (requestedId !== null) throw notFound('Estación no encontrada');
    return { stations, station: null, lines: [] };
  }
  const rivals = result.rows.filter((r) => r.kind === 'rival');
  const lines: PriceLineSource[] = [
    {
      key: `station-${own.id}`,
      rivalId: null,
      isOwn: true,
      name: own.name,
      permission: own.permission ?? '',
      color: stationColor(0),
      placeId: own.place_id,
    },
    ...rivals.map((r, index) => ({
      key: `rival-${r.id}`,
      rivalId: r.id,
      isOwn: false,
      name: r.name,
      permission: r.permission ?? '',
      color: stationColor(index + 1, r.color),
      placeId: r.place_id,
    })),
  ];
  return {
    stations,
    station: { id: own.id, name: own.name, permission: own.permission ?? '' },
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
