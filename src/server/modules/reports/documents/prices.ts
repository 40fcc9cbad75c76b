// The regulator prices of a station and its competitors over a period, read with the price
// comparison's own query (readMonthlyComparison: the lines, the prices in the period and each
// line's last price before it, in one round trip), then carried forward to every day in memory.
// Flagged prices (prices/priceQuality.ts: placeholder, stale, conflicting duplicate) are read
// once, on the period's last day: a flagged price is flagged on every day it held (a stale one
// from the day it became stale) and left out of averages, minimums, maximums and ranks.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../../contract/handlerTypes';
import type { Database, FuelType } from '../../../db/schema';
import { notFound } from '../../../errors';
import {
  type DatedPrice,
  type PriceFlag,
  type PriceLineSource,
  readMonthlyComparison,
  readPriceQuality,
  STALE_DAYS,
} from '../../prices';
import { addDays, daysThrough } from '@/lib/dates/calendarDates';

export const FUELS: FuelType[] = ['regular', 'premium', 'diesel'];

/** The price queries scope their station list by user; a report reads exactly one station. */
function stationScope(stationId: number): AuthUser {
  return {
    id: 0,
    sessionId: 0,
    mustChangePassword: false,
    roleId: null,
    roleName: null,
    isAdmin: false,
    permissions: null,
    customerId: null,
    canAccessStation: async (id) => id === stationId,
    stationIds: async () => [stationId],
  };
}

export interface PriceLine {
  source: PriceLineSource;
  /** Per fuel, one price per day of the period (carried forward; null before the first). */
  daily: Record<FuelType, (number | null)[]>;
  /** Per fuel and day, the flag of that day's price (null: trusted or absent). */
  flags: Record<FuelType, (PriceFlag | null)[]>;
  /** The line's price changes inside the period (the first price of the period included). */
  changes: { fuel: FuelType; date: string; from: number | null; to: number }[];
}

export interface PriceData {
  days: string[];
  own: PriceLine;
  rivals: PriceLine[];
}

export async function readPrices(
  db: Kysely<Database>,
  stationId: number,
  start: string,
  end: string,
): Promise<PriceData> {
  const { context, prices } = await readMonthlyComparison(
    db,
    stationScope(stationId),
    stationId,
    start,
    end,
    1,
  );
  const days = daysThrough(start, end);
  const placeIds = context.lines.flatMap((l) => (l.placeId === null ? [] : [l.placeId]));
  const quality = await readPriceQuality(db, [...new Set(placeIds)], end);
  const byPlace = new Map<number, DatedPrice[]>();
  for (const p of prices) {
    const list = byPlace.get(p.placeId) ?? [];
    list.push(p);
    byPlace.set(p.placeId, list);
  }
  const lineOf = (source: PriceLineSource): PriceLine => {
    const daily = { regular: [], premium: [], diesel: [] } as Record<FuelType, (number | null)[]>;
    const changes: PriceLine['changes'] = [];
    const list = source.placeId === null ? [] : (byPlace.get(source.placeId) ?? []);
    for (const fuel of FUELS) {
      const series = list.filter((p) => p.fuel === fuel); // sorted by date
      let index = 0;
      let current: number | null = null;
      for (const p of series) {
        if (p.priceDate >= start && p.price !== current) {
          changes.push({ fuel, date: p.priceDate, from: current, to: p.price });
        }
        current = p.price;
      }
      current = null;
      for (const day of days) {
        while (index < series.length && series[index]!.priceDate <= day) {
          current = series[index]!.price;
          index += 1;
        }
        daily[fuel].push(current);
      }
    }
    const flags = { regular: [], premium: [], diesel: [] } as Record<
      FuelType,
      (PriceFlag | null)[]
    >;
    for (const fuel of FUELS) {
      const q = quality.find((x) => x.placeId === source.placeId && x.fuel === fuel);
      const from = q?.flag === 'stale' ? addDays(q.since, STALE_DAYS) : (q?.since ?? end);
      flags[fuel] = days.map((day, i) =>
        q?.flag && day >= from && daily[fuel][i] === q.price ? q.flag : null,
      );
    }
    return { source, daily, flags, changes };
  };
  const [ownSource, ...rivalSources] = context.lines;
  if (!ownSource) throw notFound('Estación no encontrada');
  return { days, own: lineOf(ownSource), rivals: rivalSources.map(lineOf) };
}

/** The newest regulator price date of the station (or of its competitors when it has none). */
export async function newestPriceDate(
  db: Kysely<Database>,
  stationId: number,
): Promise<string | null> {
  const result = await sql<{ day: string | null }>`
    with own as (
      select coalesce(gs.cre_place_id, (
        select cp.place_id from cre_places cp where cp.permit = gs.permission
        order by cp.place_id limit 1)) as place_id
      from gas_stations gs where gs.id = ${stationId}
    ),
    places as (
      select place_id from own where place_id is not null
      union select cre_place_id from gas_station_rivals
      where gas_station_id = ${stationId} and cre_place_id is not null
    )
    select max(x.day)::text as day from places p
    cross join lateral (
      select max(price_date) as day from cre_prices c where c.place_id = p.place_id
    ) x`.execute(db);
  return result.rows[0]?.day ?? null;
}

export const round2 = (v: number) => Math.round(v * 100) / 100;

export interface FuelStats {
  own: number | null;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** Rank of the station's price among it and its competitors with a price (1 = cheapest). */
  rank: number | null;
  count: number;
  /** The station's own price is flagged: shown, but in no average, difference or rank. */
  ownFlag: PriceFlag | null;
}

/** The market on day index i for one fuel. */
export function fuelStats(data: PriceData, fuel: FuelType, i: number): FuelStats {
  const shown = data.own.daily[fuel][i] ?? null;
  const ownFlag = data.own.flags[fuel][i] ?? null;
  const own = ownFlag === null ? shown : null;
  const rivals = data.rivals
    .filter((r) => (r.flags[fuel][i] ?? null) === null)
    .map((r) => r.daily[fuel][i])
    .filter((v): v is number => v !== null && v !== undefined);
  const avg = rivals.length ? round2(rivals.reduce((a, b) => a + b, 0) / rivals.length) : null;
  return {
    own,
    avg,
    min: rivals.length ? Math.min(...rivals) : null,
    max: rivals.length ? Math.max(...rivals) : null,
    rank: own === null ? null : 1 + rivals.filter((v) => v < own).length,
    count: rivals.length + (own === null ? 0 : 1),
    ownFlag,
  };
}
