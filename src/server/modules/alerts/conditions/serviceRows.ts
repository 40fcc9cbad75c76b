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
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import { dayIn } from '@/lib/dates/calendarDates';
import type { Database } from '../../../db/schema';
import {
  DEFAULT_PROMPT_SERVICE_SECONDS,
  goalsFor,
  SERVICE_METRIC_NAMES,
  SERVICE_METRICS,
} from '../../serviceMetrics';
import { visitMetrics } from '../../serviceFacts';

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

function figuresOf(r: FigureRow): Map<ServiceMetricName, ServiceFigure> {
  return new Map<ServiceMetricName, ServiceFigure>([
    ['inmediatez', { value: mean(r.wait_sum, r.waits), vehicles: r.waits }],
    [
      'atencion_oportuna',
      { value: r.decided > 0 ? round1((100 * r.timely) / r.decided) : null, vehicles: r.decided },
    ],
    ['tiempo_servicio_gas', { value: mean(r.gas_sum, r.gas), vehicles: r.gas }],
    ['tiempo_servicio_diesel', { value: mean(r.diesel_sum, r.diesel), vehicles: r.diesel }],
  ]);
}

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
    const day = dayIn(now, z.time_zone);
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
  const m = visitMetrics('v');
  const wait = m.waitSeconds;
  const arrived = sql`v.arrival_at > ${from} and v.arrival_at <= ${now}`;
  // Attended by `now`: the window is judged as it stood then.
  const attended = sql`${m.attended} and v.attention_at <= ${now}`;
  const served = (fuel: 'gasoline' | 'diesel') =>
    sql`${m.served(fuel)} and v.end_at > ${from} and v.end_at <= ${now}`;
  const service = m.serviceSeconds;
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
      count(*) filter (where ${arrived} and ${attended} and ${m.timely(sql`lim.seconds`)})::int
        as timely,
      count(*) filter (where ${served('gasoline')})::int as gas,
      sum(${service}) filter (where ${served('gasoline')})::float8 as gas_sum,
      count(*) filter (where ${served('diesel')})::int as diesel,
      sum(${service}) filter (where ${served('diesel')})::float8 as diesel_sum
    from service_visits v
    join lim on lim.gas_station_id = v.gas_station_id
    where v.arrival_at > ${scanFrom} and v.arrival_at <= ${now}
    group by v.gas_station_id`.execute(db);
  for (const r of result.rows) stations.get(r.gas_station_id)!.figures = figuresOf(r);
  return { at, stations };
}

interface HourRow extends FigureRow {
  at: Date;
}

const HOUR_MS = 3_600_000;

/**
 * The rows of each hour ending in (firstEnd - 1 h, lastEnd] on whole hours (UTC), for one
 * metric: what loadServiceRows would have read at each hour's end, in one statement (each
 * visit counted in the hour its arrival, or its service's end, falls in). Only the metric's
 * goal is looked up (per local day of the hour) and only stations with vehicles that hour are
 * listed: the evaluator judges nothing else.
 */
export async function loadServiceHours(
  db: Kysely<Database>,
  stationIds: readonly number[],
  metric: ServiceMetricName,
  firstEnd: Date,
  lastEnd: Date,
): Promise<ServiceRows[]> {
  const hours: ServiceRows[] = [];
  const index = new Map<number, ServiceRows>();
  for (let t = firstEnd.getTime(); t <= lastEnd.getTime(); t += HOUR_MS) {
    const rows: ServiceRows = { at: new Date(t).toISOString(), stations: new Map() };
    hours.push(rows);
    index.set(t, rows);
  }
  if (stationIds.length === 0 || hours.length === 0) return hours;
  const zones = await db
    .selectFrom('gas_stations')
    .select(['id', 'time_zone'])
    .where('id', 'in', [...stationIds])
    .execute();
  // Each station's local day of each hour (by zone), and the goals of those days.
  const localDay = new Map<string, Map<number, string>>();
  const days = new Set<string>();
  for (const zone of new Set(zones.map((z) => z.time_zone))) {
    const byHour = new Map<number, string>();
    for (const t of index.keys()) {
      const day = dayIn(new Date(t), zone);
      byHour.set(t, day);
      days.add(day);
    }
    localDay.set(zone, byHour);
  }
  const ids = zones.map((z) => z.id);
  const goals = new Map<string, Map<number, number>>();
  const limits = new Map<string, Map<number, number>>();
  for (const day of days) {
    goals.set(day, await goalsFor(db, ids, SERVICE_METRICS[metric].goal, day, day));
    if (metric === 'atencion_oportuna') {
      limits.set(day, await goalsFor(db, ids, 'immeadiacy', day, day));
    }
  }
  const limStations: number[] = [];
  const limDays: string[] = [];
  const limSeconds: number[] = [];
  for (const z of zones) {
    for (const day of days) {
      limStations.push(z.id);
      limDays.push(day);
      const seconds = limits.get(day)?.get(z.id);
      limSeconds.push(seconds === undefined ? DEFAULT_PROMPT_SERVICE_SECONDS : Math.floor(seconds));
    }
  }
  const from = new Date(firstEnd.getTime() - HOUR_MS);
  const scanFrom = new Date(firstEnd.getTime() - LONGEST_VISIT_MINUTES * 60_000);
  // The end of the whole hour a time falls in, as (end - 1 h, end].
  const hourEnd = (column: string) =>
    sql`to_timestamp(ceil(extract(epoch from ${sql.ref(column)}) / 3600) * 3600)`;
  const m = visitMetrics('v');
  const wait = m.waitSeconds;
  // Attended by the end of its arrival's hour.
  const attended = sql`${m.attended} and v.attention_at <= v.arrival_end`;
  const service = m.serviceSeconds;
  const result = await sql<HourRow>`
    with lim as (
      select * from unnest(${sql.val(limStations)}::int[], ${sql.val(limDays)}::date[],
        ${sql.val(limSeconds)}::int[]) as l(gas_station_id, day, seconds)
    ),
    v as (
      select v.gas_station_id, v.arrival_at, v.attention_at, v.end_at, v.fuel, gs.time_zone,
        ${hourEnd('v.arrival_at')} as arrival_end, ${hourEnd('v.end_at')} as service_end
      from service_visits v
      join gas_stations gs on gs.id = v.gas_station_id
      where v.gas_station_id = any(${sql.val(ids)}::int[])
        and v.arrival_at > ${scanFrom} and v.arrival_at <= ${lastEnd}
    ),
    arrivals as (
      select v.gas_station_id, v.arrival_end as at,
        count(*) filter (where ${attended})::int as waits,
        sum(${wait}) filter (where ${attended})::float8 as wait_sum,
        count(*) filter (where ${attended}
          or v.arrival_at <= v.arrival_end - make_interval(secs => lim.seconds))::int as decided,
        count(*) filter (where ${attended} and ${m.timely(sql`lim.seconds`)})::int as timely
      from v
      join lim on lim.gas_station_id = v.gas_station_id
        and lim.day = (v.arrival_end at time zone v.time_zone)::date
      where v.arrival_at > ${from}
      group by v.gas_station_id, v.arrival_end
    ),
    services as (
      select v.gas_station_id, v.service_end as at,
        count(*) filter (where ${m.served('gasoline')})::int as gas,
        sum(${service}) filter (where ${m.served('gasoline')})::float8 as gas_sum,
        count(*) filter (where ${m.served('diesel')})::int as diesel,
        sum(${service}) filter (where ${m.served('diesel')})::float8 as diesel_sum
      from v
      where v.attention_at is not null and v.end_at > ${from} and v.end_at <= ${lastEnd}
        and v.arrival_at > v.service_end - make_interval(mins => ${LONGEST_VISIT_MINUTES})
        and v.arrival_at <= v.service_end
      group by v.gas_station_id, v.service_end
    )
    select coalesce(a.gas_station_id, s.gas_station_id) as gas_station_id,
      coalesce(a.at, s.at) as at,
      coalesce(a.waits, 0) as waits, a.wait_sum, coalesce(a.decided, 0) as decided,
      coalesce(a.timely, 0) as timely, coalesce(s.gas, 0) as gas, s.gas_sum,
      coalesce(s.diesel, 0) as diesel, s.diesel_sum
    from arrivals a
    full join services s on s.gas_station_id = a.gas_station_id and s.at = a.at`.execute(db);
  const zoneOf = new Map(zones.map((z) => [z.id, z.time_zone]));
  for (const r of result.rows) {
    const t = new Date(r.at).getTime();
    const rows = index.get(t);
    if (!rows) continue;
    const day = localDay.get(zoneOf.get(r.gas_station_id)!)!.get(t)!;
    const goal = goals.get(day)?.get(r.gas_station_id);
    const station: ServiceStation = {
      gasStationId: r.gas_station_id,
      goals: new Map(goal === undefined ? [] : [[metric, goal]]),
      figures: figuresOf(r),
    };
    rows.stations.set(r.gas_station_id, station);
  }
  return hours;
}
