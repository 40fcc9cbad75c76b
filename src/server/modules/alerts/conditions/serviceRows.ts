// The rows service_under_goal reads, for every station of every service rule at once: each
// station's service metrics over the SERVICE_WINDOW_MINUTES before `now` (from its vehicle
// visits, which the camera events build) and its goals for them on its local day.
//
// - inmediatez: vehicles that arrived in the window and were attended by `now`: mean wait.
// - atencion_oportuna: vehicles that arrived in the window whose outcome is known by `now`
//   (attended, or waiting longer than the limit already): the share attended within the limit
//   (the station's Inmediatez goal, or DEFAULT_PROMPT_SERVICE_SECONDS), as the Dashboard does.
// - tiempo_servicio_gas / _diesel: services of that fuel that ended in the window: mean time
//   from attention to end.
// Values are rounded to one decimal, as the Dashboard shows them.
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { Database } from '../../../db/schema';
import {
  DEFAULT_PROMPT_SERVICE_SECONDS,
  goalsFor,
  SERVICE_METRIC_NAMES,
  SERVICE_METRICS,
} from '../../serviceMetrics';

export const SERVICE_WINDOW_MINUTES = 60;
/** A service that ended in the window began at most this long before it (bounds the scan). */
const LONGEST_VISIT_MINUTES = 180;

export interface ServiceFigure {
  /** Seconds or a percentage, one decimal; null without vehicles. */
  value: number | null;
  vehicles: number;
}

export interface ServiceStation {
  gasStationId: number;
  /** The station's goals by metric (a metric without a goal is absent). */
  goals: Map<ServiceMetricName, number>;
  figures: Map<ServiceMetricName, ServiceFigure>;
}

export interface ServiceRows {
  /** The end of the window. */
  at: string;
  stations: Map<number, ServiceStation>;
}

interface FigureRow {
  gas_station_id: number;
  waits: number;
  wait_sum: number | null;
  decided: number;
  timely: number;
  gas: number;
  gas_sum: number | null;
  diesel: number;
  diesel_sum: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (sum: number | null, n: number) => (n > 0 && sum !== null ? round1(sum / n) : null);

export async function loadServiceRows(
  db: Kysely<Database>,
  stationIds: readonly number[],
  now: Date,
): Promise<ServiceRows> {
  const stations = new Map<number, ServiceStation>();
  const at = now.toISOString();
  if (stationIds.length === 0) return { at, stations };
  const zones = await db
    .selectFrom('gas_stations')
    .select(['id', 'time_zone'])
    .where('id', 'in', [...stationIds])
    .execute();
  // Goals by the station's local day (stations of one zone share it: one look-up per day).
  const byDay = new Map<string, number[]>();
  for (const z of zones) {
    const day = DateTime.fromJSDate(now).setZone(z.time_zone).toISODate()!;
    byDay.set(day, [...(byDay.get(day) ?? []), z.id]);
    stations.set(z.id, { gasStationId: z.id, goals: new Map(), figures: new Map() });
  }
  const limits = new Map<number, number>();
  for (const [day, ids] of byDay) {
    for (const name of SERVICE_METRIC_NAMES) {
      const goals = await goalsFor(db, ids, SERVICE_METRICS[name].goal, day, day);
      for (const [id, quantity] of goals) stations.get(id)!.goals.set(name, quantity);
    }
    for (const [id, seconds] of await goalsFor(db, ids, 'immeadiacy', day, day)) {
      limits.set(id, Math.floor(seconds));
    }
  }
  const ids = [...stations.keys()];
  const limitOf = ids.map((id) => limits.get(id) ?? DEFAULT_PROMPT_SERVICE_SECONDS);
  const from = new Date(now.getTime() - SERVICE_WINDOW_MINUTES * 60_000);
  const scanFrom = new Date(now.getTime() - LONGEST_VISIT_MINUTES * 60_000);
  const wait = sql`extract(epoch from v.attention_at - v.arrival_at)`;
  const arrived = sql`v.arrival_at > ${from} and v.arrival_at <= ${now}`;
  const attended = sql`v.attention_at is not null and v.attention_at <= ${now}`;
  const served = (fuel: string) =>
    sql`v.fuel = ${fuel} and v.attention_at is not null and v.end_at > ${from}
      and v.end_at <= ${now}`;
  const service = sql`extract(epoch from v.end_at - v.attention_at)`;
  const result = await sql<FigureRow>`
    with lim as (
      select * from unnest(${sql.val(ids)}::int[], ${sql.val(limitOf)}::int[])
        as l(gas_station_id, seconds)
    )
    select v.gas_station_id,
      count(*) filter (where ${arrived} and ${attended})::int as waits,
      sum(${wait}) filter (where ${arrived} and ${attended})::float8 as wait_sum,
      count(*) filter (where ${arrived} and (${attended}
        or v.arrival_at <= ${now}::timestamptz - make_interval(secs => lim.seconds)))::int
        as decided,
      count(*) filter (where ${arrived} and ${attended} and ${wait} <= lim.seconds)::int
        as timely,
      count(*) filter (where ${served('gasoline')})::int as gas,
      sum(${service}) filter (where ${served('gasoline')})::float8 as gas_sum,
      count(*) filter (where ${served('diesel')})::int as diesel,
      sum(${service}) filter (where ${served('diesel')})::float8 as diesel_sum
    from service_visits v
    join lim on lim.gas_station_id = v.gas_station_id
    where v.arrival_at > ${scanFrom} and v.arrival_at <= ${now}
    group by v.gas_station_id`.execute(db);
  for (const r of result.rows) {
    const figures = stations.get(r.gas_station_id)!.figures;
    figures.set('inmediatez', { value: mean(r.wait_sum, r.waits), vehicles: r.waits });
    figures.set('atencion_oportuna', {
      value: r.decided > 0 ? round1((100 * r.timely) / r.decided) : null,
      vehicles: r.decided,
    });
    figures.set('tiempo_servicio_gas', { value: mean(r.gas_sum, r.gas), vehicles: r.gas });
    figures.set('tiempo_servicio_diesel', {
      value: mean(r.diesel_sum, r.diesel),
      vehicles: r.diesel,
    });
  }
  return { at, stations };
}
