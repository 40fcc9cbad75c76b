// The backfill of rows written before migration 0020 (dailyRollups.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rebuildDays, type StationDay } from './dailyRollups';
import { visitMetrics } from './metrics';
import { lockStations } from './writeLock';

const SOURCES = {
  service_visits: {
    kind: 'service' as const,
    // Station-days of a batch of ids: arrival instants in the station's zone.
    pairs: (from: number, to: number) => sql<{ s: number; d: string }>`
      select distinct v.gas_station_id as s, (v.arrival_at at time zone gs.time_zone)::date::text as d
      from service_visits v join gas_stations gs on gs.id = v.gas_station_id
      where v.id >= ${from} and v.id < ${to} and ${visitMetrics('v').arrived}`,
  },
  sales_tickets: {
    kind: 'sales' as const,
    pairs: (from: number, to: number) => sql<{ s: number; d: string }>`
      select distinct gas_station_id as s, local_time::date::text as d
      from sales_tickets where id >= ${from} and id < ${to}`,
  },
  traffic_events: {
    kind: 'traffic' as const,
    pairs: (from: number, to: number) => sql<{ s: number; d: string }>`
      select distinct e.gas_station_id as s, (e.occurred_at at time zone gs.time_zone)::date::text as d
      from traffic_events e join gas_stations gs on gs.id = e.gas_station_id
      where e.id >= ${from} and e.id < ${to} and e.type = 'vehicle_entry'`,
  },
};

export type BackfillSource = keyof typeof SOURCES;

export interface BackfillOptions {
  /** Raw ids per batch. */
  batchSize?: number;
  log?: (line: string) => void;
  /** Called after each committed batch (tests stop the backfill here). */
  afterBatch?: (source: BackfillSource, nextId: number) => void | Promise<void>;
}

export interface BackfillResult {
  batches: number;
  stationDays: number;
}

/**
 * Rebuilds the rollups of the rows that existed when migration 0020 ran, in batches of ids.
 * Each batch finds the station-days its rows fall on, then rebuilds them one station per short
 * transaction under that station's write lock (never a table lock: a writer of that station
 * waits at most one station's rebuild), then records its progress. Killed at any point, it
 * resumes from the last recorded batch; a batch done twice only recounts the same days. A
 * station-day already rebuilt in this run is not rebuilt again. Two nodes never run one source
 * at once (its progress row is locked with SKIP LOCKED).
 */
export async function runRollupBackfill(
  db: Kysely<Database>,
  options: BackfillOptions = {},
): Promise<BackfillResult> {
  const batchSize = options.batchSize ?? 20_000;
  const log = options.log ?? (() => undefined);
  const result: BackfillResult = { batches: 0, stationDays: 0 };
  for (const source of Object.keys(SOURCES) as BackfillSource[]) {
    const spec = SOURCES[source];
    const done = new Set<string>();
    for (;;) {
      const step = await db.transaction().execute(async (trx) => {
        const row = await sql<{ next_id: string; last_id: string; finished_at: Date | null }>`
          select next_id, last_id, finished_at from rollup_backfills where source = ${source}
          for update skip locked`.execute(trx);
        const state = row.rows[0];
        if (!state || state.finished_at) return null;
        const next = Number(state.next_id);
        const last = Number(state.last_id);
        if (next > last) {
          await sql`update rollup_backfills set finished_at = now() where source = ${source}`.execute(
            trx,
          );
          log(`rollups: ${source} done`);
          return null;
        }
        if (next === 0) {
          await sql`update rollup_backfills set started_at = now() where source = ${source}`.execute(
            trx,
          );
        }
        return { next, last };
      });
      if (!step) break;
      const to = Math.min(step.next + batchSize, step.last + 1);
      const found = await spec.pairs(step.next, to).execute(db);
      const byStation = new Map<number, StationDay[]>();
      for (const r of found.rows) {
        const key = `${r.s}|${r.d}`;
        if (done.has(key)) continue;
        done.add(key);
        const list = byStation.get(Number(r.s)) ?? [];
        list.push({ stationId: Number(r.s), day: r.d });
        byStation.set(Number(r.s), list);
      }
      for (const [stationId, pairs] of byStation) {
        await db.transaction().execute(async (trx) => {
          await lockStations(trx, [stationId]);
          await rebuildDays(trx, spec.kind, { pairs });
        });
        result.stationDays += pairs.length;
      }
      await sql`update rollup_backfills set next_id = ${to} where source = ${source}`.execute(db);
      result.batches += 1;
      const share = step.last > 0 ? Math.min(100, Math.round(((to - 1) / step.last) * 100)) : 100;
      log(
        `rollups: ${source} ids ${step.next}-${to - 1} of ${step.last} (${share}%), ${result.stationDays} station-days rebuilt`,
      );
      await options.afterBatch?.(source, to);
    }
  }
  return result;
}
