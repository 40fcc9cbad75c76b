// Rollups of the raw rows the reports read (migration 0020): service visits per station and
// local day, sales tickets per station, local day, hour, product, payment type and shift, and
// traffic entries per station, local day and hour; keyed traffic entries per station, local day
// and vehicle key (migration 0022: the share of frequent clients counts distinct keys).
//
// Every write path keeps them in step inside its own transaction, holding the station's
// advisory lock (`lockStations`), and bumps the versions of the days it wrote (dayVersions.ts): service ingest and ticket writes rebuild each station-day they
// touch from the raw rows (a rebuild recounts, never adds, so an update or a repeated write is
// counted once); traffic ingest adds its new entries (traffic events are never updated). The
// backfill (`runRollupBackfill`) rebuilds station-days the same way under the same lock, one
// station per short transaction, so a row written while it runs is counted exactly once.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { clockIn } from '@/lib/dates/zonedTimes';
import type { Database } from '../../db/schema';
import { bumpStationVersions, dayVersionsBump } from './dayVersions';
import { visitMetrics } from './metrics';

/** Waits are counted second by second up to this; longer ones only in wait_over. */
export const WAIT_COUNT_MAX_SECONDS = 7200;

export interface StationDay {
  stationId: number;
  /** 'YYYY-MM-DD' at the station. */
  day: string;
}

export type RollupKind = 'service' | 'sales' | 'traffic';

export interface StationInstant {
  stationId: number;
  at: Date;
}

/**
 * Some station-days: given, or the local days of some instants at their stations (found in
 * the statement that rebuilds them).
 */
export type DayScope = { pairs: StationDay[] } | { instants: StationInstant[] };

/** Where a rebuild reads: some station-days, or every day of some stations. */
type Scope = DayScope | { stations: number[] };

const pairsCte = (scope: DayScope) =>
  'pairs' in scope
    ? sql`pairs as (
  select distinct s, d from unnest(
    ${sql.val(scope.pairs.map((p) => p.stationId))}::int[], ${sql.val(scope.pairs.map((p) => p.day))}::date[]
  ) as p(s, d)
)`
    : sql`pairs as (
  select distinct p.s, (p.at at time zone gs.time_zone)::date as d
  from unnest(${sql.val(scope.instants.map((i) => i.stationId))}::int[],
    ${sql.val(scope.instants.map((i) => i.at.toISOString()))}::timestamptz[]) as p(s, at)
  join gas_stations gs on gs.id = p.s
)`;

/** Start of a local day as an instant: `day` and `tz` are SQL expressions. */
const localStart = (day: RawBuilder<unknown>, tz: RawBuilder<unknown>) =>
  sql`((${day})::timestamp at time zone ${tz})`;
/** The first day of a date's month, without going through the session's time zone. */
const monthOf = (day: RawBuilder<unknown>) => sql`((${day}) - (extract(day from ${day})::int - 1))`;

/**
 * The scope's station-days with their bounds as plain columns: the months a visit of the day
 * may be filed under, the day's first and next instants in the station's zone, and those a day
 * either side (a ticket's instant is within a day of its local day). Materialized, so the
 * planner sees outer columns and bounds each raw table's (station, time) index by them; written
 * as expressions of the pair inside the join, they bounded nothing, and every visit (or, in a
 * second index scan, every ticket) of the station was read.
 */
const dayBoundsCte = (scope: DayScope) => sql`${pairsCte(scope)},
  bounds as materialized (
    select p.s, p.d, gs.time_zone,
      ${monthOf(sql`p.d - 1`)} as month_from, ${monthOf(sql`p.d + 1`)} as month_to,
      ${localStart(sql`p.d`, sql`gs.time_zone`)} as starts,
      ${localStart(sql`p.d + 1`, sql`gs.time_zone`)} as ends,
      ${localStart(sql`p.d - 1`, sql`gs.time_zone`)} as near_starts,
      ${localStart(sql`p.d + 2`, sql`gs.time_zone`)} as near_ends
    from pairs p join gas_stations gs on gs.id = p.s
  )`;

function serviceFrom(scope: Scope): RawBuilder<unknown> {
  if (!('stations' in scope)) {
    return sql`with ${dayBoundsCte(scope)}
      select v.*, b.time_zone from bounds b
      join service_visits v on v.gas_station_id = b.s
        and v.month between b.month_from and b.month_to
        and v.arrival_at >= b.starts and v.arrival_at < b.ends`;
  }
  return sql`select v.*, gs.time_zone from service_visits v
    join gas_stations gs on gs.id = v.gas_station_id
    where v.gas_station_id = any(${sql.val(scope.stations)}::int[]) and ${visitMetrics('v').arrived}`;
}

function salesFrom(scope: Scope): RawBuilder<unknown> {
  if (!('stations' in scope)) {
    // The same bounds as the raw reads: the local day, and sold_at within a day of it (the index).
    return sql`with ${dayBoundsCte(scope)}
      select t.* from bounds b
      join sales_tickets t on t.gas_station_id = b.s
        and t.sold_at >= b.near_starts and t.sold_at < b.near_ends
        and t.local_time >= b.d and t.local_time < b.d + 1`;
  }
  return sql`select t.* from sales_tickets t
    where t.gas_station_id = any(${sql.val(scope.stations)}::int[])`;
}

function trafficFrom(scope: Scope): RawBuilder<unknown> {
  if (!('stations' in scope)) {
    return sql`with ${dayBoundsCte(scope)}
      select e.*, b.time_zone from bounds b
      join traffic_events e on e.gas_station_id = b.s
        and e.occurred_at >= b.starts and e.occurred_at < b.ends
      where e.type = 'vehicle_entry'`;
  }
  return sql`select e.*, gs.time_zone from traffic_events e
    join gas_stations gs on gs.id = e.gas_station_id
    where e.gas_station_id = any(${sql.val(scope.stations)}::int[]) and e.type = 'vehicle_entry'`;
}

function deleteScope(table: string, scope: Scope): RawBuilder<unknown> {
  if (!('stations' in scope)) {
    return sql`delete from ${sql.table(table)} r using (${sql`with ${pairsCte(scope)} select * from pairs`}) q
      where r.gas_station_id = q.s and r.day = q.d`;
  }
  return sql`delete from ${sql.table(table)} r where r.gas_station_id = any(${sql.val(scope.stations)}::int[])`;
}

async function rebuildService(db: Kysely<Database>, scope: Scope): Promise<void> {
  // One statement, one read of the visits: each day's counts and its waits by whole second
  // (rounded up, as `timely` counts them) are upserted, and the scope's days left without
  // visits are deleted (the two touch different rows).
  const m = visitMetrics('v');
  await sql`
    with visits as materialized (
      select v.gas_station_id as s, (v.arrival_at at time zone v.time_zone)::date as d,
        ${m.attended} as attended, ${m.waitSeconds} as wait, ${m.waitWholeSeconds} as whole,
        case when ${m.served('gasoline')} then ${m.serviceSeconds} end as gas,
        case when ${m.served('diesel')} then ${m.serviceSeconds} end as diesel
      from (${serviceFrom(scope)}) v
    ),
    totals as (
      select s, d, count(*) as arrivals, count(*) filter (where attended) as attended,
        coalesce(sum(wait) filter (where attended), 0) as wait_sum,
        count(*) filter (where attended and whole > ${WAIT_COUNT_MAX_SECONDS}) as wait_over,
        count(gas) as gas_services, coalesce(sum(gas), 0) as gas_seconds,
        count(diesel) as diesel_services, coalesce(sum(diesel), 0) as diesel_seconds
      from visits group by s, d
    ),
    counts as (
      select s, d, greatest(whole::int, 0) as sec, count(*)::int as n
      from visits
      where attended and whole <= ${WAIT_COUNT_MAX_SECONDS}
      group by 1, 2, 3
    ),
    longest as (select s, d, max(sec) as sec from counts group by 1, 2),
    dense as (
      select l.s, l.d, array_agg(coalesce(c.n, 0) order by g.i) as histogram
      from longest l
      cross join lateral generate_series(0, l.sec) as g(i)
      left join counts c on c.s = l.s and c.d = l.d and c.sec = g.i
      group by l.s, l.d
    ),
    emptied as (
      ${deleteScope('service_daily_stats', scope)}
        and not exists (select 1 from totals t where t.s = r.gas_station_id and t.d = r.day)
    )
    insert into service_daily_stats (gas_station_id, day, arrivals, attended, wait_sum,
      wait_counts, wait_over, gas_services, gas_seconds, diesel_services, diesel_seconds)
    select t.s, t.d, t.arrivals, t.attended, t.wait_sum, coalesce(h.histogram, '{}'),
      t.wait_over, t.gas_services, t.gas_seconds, t.diesel_services, t.diesel_seconds
    from totals t left join dense h on h.s = t.s and h.d = t.d
    on conflict (gas_station_id, day) do update set arrivals = excluded.arrivals,
      attended = excluded.attended, wait_sum = excluded.wait_sum,
      wait_counts = excluded.wait_counts, wait_over = excluded.wait_over,
      gas_services = excluded.gas_services, gas_seconds = excluded.gas_seconds,
      diesel_services = excluded.diesel_services, diesel_seconds = excluded.diesel_seconds`.execute(
    db,
  );
}

/** The shift holding a local time's minute (0 for none), as the raw reads find it. */
const shiftOf = (stationId: RawBuilder<unknown>, localTime: RawBuilder<unknown>) => {
  const at = sql`make_time(date_part('hour', ${localTime})::int, date_part('minute', ${localTime})::int, 0)`;
  return sql`coalesce((
    select x.shift from gas_station_shifts x
    where x.gas_station_id = ${stationId}
      and case when x.starts_at::time < x.ends_at::time
        then ${at} >= x.starts_at::time and ${at} < x.ends_at::time
        else ${at} >= x.starts_at::time or ${at} < x.ends_at::time
      end
    order by x.shift limit 1
  ), 0)`;
};

async function rebuildSales(db: Kysely<Database>, scope: Scope): Promise<void> {
  // One statement: the scope's rows upserted from a recount, and its rows no ticket is left in
  // deleted (the two touch different rows).
  await sql`
    with totals as (
      select t.gas_station_id as s, t.local_time::date as d,
        date_part('hour', t.local_time)::int as hour, t.product, t.payment_type,
        ${shiftOf(sql`t.gas_station_id`, sql`t.local_time`)} as shift,
        count(*) as tickets, sum(t.volume) as liters, sum(t.amount) as amount
      from (${salesFrom(scope)}) t
      group by 1, 2, 3, 4, 5, 6
    ),
    emptied as (
      ${deleteScope('sales_hourly_stats', scope)}
        and not exists (select 1 from totals t where t.s = r.gas_station_id and t.d = r.day
          and t.hour = r.hour and t.product = r.product and t.payment_type = r.payment_type
          and t.shift = r.shift)
    )
    insert into sales_hourly_stats (gas_station_id, day, hour, product, payment_type, shift,
      tickets, liters, amount)
    select * from totals
    on conflict (gas_station_id, day, hour, product, payment_type, shift) do update set
      tickets = excluded.tickets, liters = excluded.liters, amount = excluded.amount`.execute(db);
}

async function rebuildTraffic(db: Kysely<Database>, scope: Scope): Promise<void> {
  await deleteScope('traffic_hourly_stats', scope).execute(db);
  await sql`
    insert into traffic_hourly_stats (gas_station_id, day, hour, entries)
    select e.gas_station_id, (e.occurred_at at time zone e.time_zone)::date,
      date_part('hour', e.occurred_at at time zone e.time_zone)::int, count(*)
    from (${trafficFrom(scope)}) e
    group by 1, 2, 3`.execute(db);
  await deleteScope('traffic_key_daily_stats', scope).execute(db);
  await sql`
    insert into traffic_key_daily_stats (gas_station_id, day, vehicle_key, entries)
    select e.gas_station_id, (e.occurred_at at time zone e.time_zone)::date, e.vehicle_key, count(*)
    from (${trafficFrom(scope)}) e
    where e.vehicle_key is not null
    group by 1, 2, 3`.execute(db);
}

const REBUILD: Record<RollupKind, (db: Kysely<Database>, scope: Scope) => Promise<void>> = {
  service: rebuildService,
  sales: rebuildSales,
  traffic: rebuildTraffic,
};

/**
 * Recounts some station-days of one rollup from the raw rows and bumps their versions (the
 * caller holds the stations' locks): the kept reports that read those days are built again.
 */
export async function rebuildDays(
  db: Kysely<Database>,
  kind: RollupKind,
  days: DayScope,
): Promise<void> {
  const empty = 'pairs' in days ? days.pairs.length === 0 : days.instants.length === 0;
  if (empty) return;
  await REBUILD[kind](db, days);
  await dayVersionsBump(sql`with ${pairsCte(days)} select s, d from pairs`).execute(db);
}

/**
 * Recounts every rollup of some stations (their shifts or time zone changed, or the demo loaded
 * them). The caller holds a transaction and the stations' locks.
 */
export async function rebuildStations(
  db: Kysely<Database>,
  stationIds: number[],
  kinds: RollupKind[] = ['service', 'sales', 'traffic'],
): Promise<void> {
  if (stationIds.length === 0) return;
  for (const kind of kinds) await REBUILD[kind](db, { stations: stationIds });
  await bumpStationVersions(db, stationIds);
}

/**
 * Adds new traffic entries to the hourly and keyed rollups (traffic events are only ever
 * inserted): the upserts, one per rollup row, to run as data-modifying CTEs of the caller's
 * statement (the daily traffic counts' upsert), so a batch's counts are one statement. None
 * without entries.
 */
export function trafficEntryUpserts(
  stationId: number,
  zone: string,
  entries: { at: Date; vehicleKey: string | null }[],
): RawBuilder<unknown>[] {
  if (entries.length === 0) return [];
  const counts = new Map<string, { day: string; hour: number; n: number }>();
  const keys = new Map<string, { day: string; key: string; n: number }>();
  for (const entry of entries) {
    const local = clockIn(entry.at, zone)!;
    const day = local.day;
    const hourKey = `${day}|${local.hour}`;
    const c = counts.get(hourKey) ?? { day, hour: local.hour, n: 0 };
    c.n += 1;
    counts.set(hourKey, c);
    if (entry.vehicleKey !== null) {
      const keyKey = `${day}|${entry.vehicleKey}`;
      const k = keys.get(keyKey) ?? { day, key: entry.vehicleKey, n: 0 };
      k.n += 1;
      keys.set(keyKey, k);
    }
  }
  const rows = [...counts.values()];
  const upserts = [
    sql`insert into traffic_hourly_stats (gas_station_id, day, hour, entries)
    select ${stationId}, * from unnest(${sql.val(rows.map((r) => r.day))}::date[],
      ${sql.val(rows.map((r) => r.hour))}::int[], ${sql.val(rows.map((r) => r.n))}::int[])
    on conflict (gas_station_id, day, hour)
    do update set entries = traffic_hourly_stats.entries + excluded.entries`,
  ];
  if (keys.size === 0) return upserts;
  const keyed = [...keys.values()];
  upserts.push(sql`insert into traffic_key_daily_stats (gas_station_id, day, vehicle_key, entries)
    select ${stationId}, * from unnest(${sql.val(keyed.map((r) => r.day))}::date[],
      ${sql.val(keyed.map((r) => r.key))}::text[], ${sql.val(keyed.map((r) => r.n))}::int[])
    on conflict (gas_station_id, day, vehicle_key)
    do update set entries = traffic_key_daily_stats.entries + excluded.entries`);
  return upserts;
}
