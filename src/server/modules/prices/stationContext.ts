// What both fuel-price reports start from: the user's stations (for the station select), the
// chosen one (or the default, the first by name), where it sits in the regulator's registry,
// and its competitors in the order they were added, each with its colour.
// The reports read all of it and their prices in ONE round trip: contextCtes() are the common
// table expressions, contextRows() the rows they contribute to the report's union, and
// toStationContext() turns those rows back into a context.
import { sql, type RawBuilder } from 'kysely';
import { stationInScope, stationScopeOf } from '../../access/stationVisibility';
import type { AuthUser } from '../../contract/handlerTypes';
import type { FuelType } from '../../db/schema';
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

/** One row of a comparison's union: context rows, then the comparison's own kinds. */
export interface ComparisonRow {
  kind: string;
  id: number | null;
  name: string | null;
  permission: string | null;
  place_id: number | null;
  color: string | null;
  ord: number | null;
  price_date: string | null;
  fuel: FuelType | null;
  price: number | null;
  /** A report's list of dates, newest first, in one row ('YYYY-MM-DD' strings). */
  dates: string[] | null;
}

/**
 * CTEs options (the user's stations), chosen (the requested or first one), own (it, with its
 * registry place, looked up by permit when unlinked), rivals and places (every line's place).
 */
export async function contextCtes(
  user: AuthUser,
  requestedId: number | null,
): Promise<RawBuilder<unknown>> {
  // The access hook has already loaded the user's station ids when a station was named.
  const scope = stationInScope(sql.ref('id'), await stationScopeOf(user));
  return sql`
    options as (
      select id, name, row_number() over (order by lower(name), id) as position
      from gas_stations where ${scope}
    ),
    chosen as (
      select coalesce(${requestedId}::int, (select id from options order by position limit 1)) as id
    ),
    own as (
      select gs.id, gs.name, gs.permission,
        coalesce(gs.cre_place_id, (
          select cp.place_id from cre_places cp where cp.permit = gs.permission
          order by cp.place_id limit 1
        )) as place_id
      from gas_stations gs join chosen on gs.id = chosen.id
    ),
    rivals as (
      select r.id, r.name, r.permission, r.cre_place_id as place_id, r.color,
        row_number() over (order by r.created_at, r.id) as ord
      from gas_station_rivals r join chosen on r.gas_station_id = chosen.id
    ),
    places as (
      select place_id from own where place_id is not null
      union
      select place_id from rivals
    )`;
}

/** The context's rows, in the column shape of ComparisonRow (a comparison unions its own after them). */
export const contextRows = sql`
  select 'option' as kind, id, name, null::text as permission, null::int as place_id,
    null::text as color, position as ord, null::date as price_date, null::text as fuel,
    null::numeric as price, null::text[] as dates
  from options
  union all
  select 'own', id, name, permission, place_id, null, 0, null, null, null, null from own
  union all
  select 'rival', id, name, permission, place_id, color, ord, null, null, null, null from rivals`;

export function toStationContext(
  rows: ComparisonRow[],
  requestedId: number | null,
): StationContext {
  const stations = rows
    .filter((r) => r.kind === 'option')
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .map((r) => ({ id: r.id!, name: r.name! }));
  const own = rows.find((r) => r.kind === 'own');
  if (!own) {
    // A named station that does not exist (only admins get this far: access was checked).
    if (requestedId !== null) throw notFound('Estación no encontrada');
    return { stations, station: null, lines: [] };
  }
  const rivals = rows
    .filter((r) => r.kind === 'rival')
    .sort((a, b) => Number(a.ord) - Number(b.ord));
  const lines: PriceLineSource[] = [
    {
      key: `station-${own.id}`,
      rivalId: null,
      isOwn: true,
      name: own.name!,
      permission: own.permission ?? '',
      color: stationColor(0),
      placeId: own.place_id,
    },
    ...rivals.map((r, index) => ({
      key: `rival-${r.id}`,
      rivalId: r.id,
      isOwn: false,
      name: r.name!,
      permission: r.permission ?? '',
      color: stationColor(index + 1, r.color),
      placeId: r.place_id,
    })),
  ];
  return {
    stations,
    station: { id: own.id!, name: own.name!, permission: own.permission ?? '' },
    lines,
  };
}

/** '' (server default) and absent both mean null. */
export const optionalId = (value: number | string | undefined): number | null =>
  typeof value === 'number' ? value : null;
export const optionalDate = (value: string | undefined): string | null => (value ? value : null);
