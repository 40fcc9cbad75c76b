// The report documents' reads: the station, its goals, one row per local day (service, traffic,
// sales), the sales breakdown and the traffic detail. Each is one statement over a whole
// period (never one per day). They read the rollups (migration 0020, modules/serviceFacts):
// a few rows per day whatever the station's volume. The same answers computed from the raw rows
// stay here (`source: 'raw'`): the tests compare both, and a
// prompt-service limit beyond the rollup's wait counts falls back to them. The share of frequent
// clients (distinct vehicle keys over the period) reads one row per key and day (migration 0022).
import { sql, type Kysely } from 'kysely';
import type { ReportStation } from '@/api/generated/reports.gen';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../errors';
import { addDays, firstOfMonth } from '@/lib/dates/calendarDates';
import { visitMetrics, WAIT_COUNT_MAX_SECONDS } from '../../serviceFacts';

/** Where a read takes its numbers: the rollups, or the raw rows they summarise (tests). */
export type FactsSource = 'rollups' | 'raw';

export async function readStation(db: Kysely<Database>, stationId: number): Promise<ReportStation> {
  const row = await db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'brand', 'address', 'city', 'state', 'time_zone'])
    .where('id', '=', stationId)
    .executeTakeFirst();
  if (!row) throw notFound('Estación no encontrada');
  return row;
}

/** Every goal metric that applies to the station over the period (most recent goal wins). */
export async function readGoals(
  db: Kysely<Database>,
  stationId: number,
  start: string,
  end: string,
): Promise<Map<GoalMetric, number>> {
  const result = await sql<{ metric: GoalMetric; quantity: number }>`
    with periods as (
      select g.id, g.metric, g.customer_id, g.quantity,
        coalesce(g.start_date, to_date(g.week, 'IYYY-"W"IW')) as starts,
        coalesce(g.end_date, to_date(g.week, 'IYYY-"W"IW') + 6) as ends
      from goals g
      join gas_stations gs on gs.customer_id = g.customer_id and gs.id = ${stationId}
    )
    select distinct on (p.metric) p.metric, p.quantity
    from periods p
    where p.starts <= ${end}::date and p.ends >= ${start}::date
      and (
        exists (select 1 from goal_gas_stations x where x.goal_id = p.id and x.gas_station_id = ${stationId})
        or not exists (select 1 from goal_gas_stations x where x.goal_id = p.id)
      )
    order by p.metric, p.starts desc, p.id desc`.execute(db);
  return new Map(result.rows.map((r) => [r.metric, Number(r.quantity)]));
}

export interface DayFacts {
  day: string;
  arrivals: number;
  attended: number;
  waitSum: number;
  timely: number;
  gasServices: number;
  gasSeconds: number;
  dieselServices: number;
  dieselSeconds: number;
  passes: number | null;
  entries: number | null;
  tickets: number;
  liters: number;
  amount: number;
  cash: number;
  credit: number;
  /** Sales amount by product 1-4 (4: any other), null where none was sold. */
  byProduct: (number | null)[];
  /** Liters sold of products 1-3 (regular, premium, diesel), 0 where none. */
  litersByProduct: number[];
}

/** UTC bounds of local days [from, to] at the station: the sargable filter on timestamps. */
const localStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

/** One row per local day of [from, to]; `promptSeconds` is the Atención oportuna limit. */
export async function readDayFacts(
  db: Kysely<Database>,
  stationId: number,
  tz: string,
  from: string,
  to: string,
  promptSeconds: number,
  source: FactsSource = 'rollups',
): Promise<DayFacts[]> {
  const after = addDays(to, 1);
  const m = visitMetrics('');
  const rawService = sql`svc as (
      select (arrival_at at time zone ${tz})::date as day,
        count(*) as arrivals,
        count(*) filter (where ${m.attended}) as attended,
        coalesce(sum(${m.waitSeconds}) filter (where ${m.attended}), 0) as wait_sum,
        count(*) filter (where ${m.timely(promptSeconds)}) as timely,
        count(*) filter (where ${m.served('gasoline')}) as gas_services,
        coalesce(sum(${m.serviceSeconds}) filter (where ${m.served('gasoline')}), 0) as gas_seconds,
        count(*) filter (where ${m.served('diesel')}) as diesel_services,
        coalesce(sum(${m.serviceSeconds}) filter (where ${m.served('diesel')}), 0) as diesel_seconds
      from service_visits
      where gas_station_id = ${stationId}
        and month between ${firstOfMonth(addDays(from, -1))}::date and ${firstOfMonth(after)}::date
        and arrival_at >= ${localStart(from, tz)} and arrival_at < ${localStart(after, tz)}
      group by 1
    )`;
  const rolledService = sql`svc as (
      select day, arrivals, attended, wait_sum,
        (select coalesce(sum(c), 0) from unnest(wait_counts[1 : ${promptSeconds} + 1]) c) as timely,
        gas_services, gas_seconds, diesel_services, diesel_seconds
      from service_daily_stats
      where gas_station_id = ${stationId} and day between ${from}::date and ${to}::date
    )`;
  const rawSales = sql`sal as (
      select local_time::date as day, count(*) as tickets, sum(volume) as liters,
        sum(amount) as amount,
        coalesce(sum(amount) filter (where payment_type = 1), 0) as cash,
        coalesce(sum(amount) filter (where payment_type = 2), 0) as credit,
        sum(amount) filter (where product = 1) as p1,
        sum(amount) filter (where product = 2) as p2,
        sum(amount) filter (where product = 3) as p3,
        sum(amount) filter (where product >= 4 or product < 1) as p4,
        coalesce(sum(volume) filter (where product = 1), 0) as l1,
        coalesce(sum(volume) filter (where product = 2), 0) as l2,
        coalesce(sum(volume) filter (where product = 3), 0) as l3
      from sales_tickets
      where gas_station_id = ${stationId}
        and sold_at >= ${localStart(addDays(from, -1), tz)} and sold_at < ${localStart(addDays(after, 1), tz)}
        and local_time >= ${from}::date and local_time < ${after}::date
      group by 1
    )`;
  const rolledSales = sql`sal as (
      select day, sum(tickets) as tickets, sum(liters) as liters, sum(amount) as amount,
        coalesce(sum(amount) filter (where payment_type = 1), 0) as cash,
        coalesce(sum(amount) filter (where payment_type = 2), 0) as credit,
        sum(amount) filter (where product = 1) as p1,
        sum(amount) filter (where product = 2) as p2,
        sum(amount) filter (where product = 3) as p3,
        sum(amount) filter (where product >= 4 or product < 1) as p4,
        coalesce(sum(liters) filter (where product = 1), 0) as l1,
        coalesce(sum(liters) filter (where product = 2), 0) as l2,
        coalesce(sum(liters) filter (where product = 3), 0) as l3
      from sales_hourly_stats
      where gas_station_id = ${stationId} and day between ${from}::date and ${to}::date
      group by day
    )`;
  // A limit past the rollup's wait counts is answered from the visits themselves.
  const rawServiceNeeded = source === 'raw' || promptSeconds >= WAIT_COUNT_MAX_SECONDS;
  const result = await sql<Record<string, string | number | null>>`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    ),
    ${rawServiceNeeded ? rawService : rolledService},
    trf as (
      select day, sum(passes) as passes, sum(entries) as entries
      from traffic_daily_stats
      where gas_station_id = ${stationId} and day between ${from}::date and ${to}::date
      group by day
    ),
    ${source === 'raw' ? rawSales : rolledSales}
    select days.day::text as day,
      coalesce(svc.arrivals, 0)::int as arrivals, coalesce(svc.attended, 0)::int as attended,
      coalesce(svc.wait_sum, 0)::float8 as wait_sum, coalesce(svc.timely, 0)::int as timely,
      coalesce(svc.gas_services, 0)::int as gas_services,
      coalesce(svc.gas_seconds, 0)::float8 as gas_seconds,
      coalesce(svc.diesel_services, 0)::int as diesel_services,
      coalesce(svc.diesel_seconds, 0)::float8 as diesel_seconds,
      trf.passes::int as passes, trf.entries::int as entries,
      coalesce(sal.tickets, 0)::int as tickets, coalesce(sal.liters, 0)::float8 as liters,
      coalesce(sal.amount, 0)::float8 as amount, coalesce(sal.cash, 0)::float8 as cash,
      coalesce(sal.credit, 0)::float8 as credit,
      sal.p1::float8 as p1, sal.p2::float8 as p2, sal.p3::float8 as p3, sal.p4::float8 as p4,
      coalesce(sal.l1, 0)::float8 as l1, coalesce(sal.l2, 0)::float8 as l2,
      coalesce(sal.l3, 0)::float8 as l3
    from days
    left join svc on svc.day = days.day
    left join trf on trf.day = days.day
    left join sal on sal.day = days.day
    order by days.day`.execute(db);
  const num = (v: string | number | null | undefined) =>
    v === null || v === undefined ? 0 : Number(v);
  return result.rows.map((r) => ({
    day: String(r.day),
    arrivals: num(r.arrivals),
    attended: num(r.attended),
    waitSum: num(r.wait_sum),
    timely: num(r.timely),
    gasServices: num(r.gas_services),
    gasSeconds: num(r.gas_seconds),
    dieselServices: num(r.diesel_services),
    dieselSeconds: num(r.diesel_seconds),
    passes: r.passes === null || r.passes === undefined ? null : Number(r.passes),
    entries: r.entries === null || r.entries === undefined ? null : Number(r.entries),
    tickets: num(r.tickets),
    liters: num(r.liters),
    amount: num(r.amount),
    cash: num(r.cash),
    credit: num(r.credit),
    byProduct: [r.p1, r.p2, r.p3, r.p4].map((v) =>
      v === null || v === undefined ? null : Number(v),
    ),
    litersByProduct: [r.l1, r.l2, r.l3].map(num),
  }));
}

export interface SalesGroup {
  /** product: '1'..'4' (4 = other); payment: cash|credit|other; shift: '1'..'4' or 'none'; hour: '0'..'23'. */
  dim: 'product' | 'payment' | 'shift' | 'hour';
  key: string;
  tickets: number;
  liters: number;
  amount: number;
}

/** The period's tickets grouped by product, payment type, shift, hour and day×product. */
export async function readSalesGroups(
  db: Kysely<Database>,
  stationId: number,
  tz: string,
  from: string,
  to: string,
  source: FactsSource = 'rollups',
): Promise<SalesGroup[]> {
  const after = addDays(to, 1);
  const rawCells = sql`minutes as (
      -- Each minute of the day's shift, so tickets find theirs with one hash join. A shift
      -- whose end is not after its start crosses midnight.
      select m, (
        select x.shift from gas_station_shifts x
        where x.gas_station_id = ${stationId}
          and case when x.starts_at::time < x.ends_at::time
            then make_time(m / 60, m % 60, 0) >= x.starts_at::time
              and make_time(m / 60, m % 60, 0) < x.ends_at::time
            else make_time(m / 60, m % 60, 0) >= x.starts_at::time
              or make_time(m / 60, m % 60, 0) < x.ends_at::time
          end
        order by x.shift limit 1
      ) as shift
      from generate_series(0, 1439) as m
    ),
    t as (
      -- Cells of hour, product, payment and shift: every breakdown below sums these.
      select date_part('hour', s.local_time)::int as hour,
        least(s.product, 4) as product,
        case s.payment_type when 1 then 'cash' when 2 then 'credit' else 'other' end as payment,
        mi.shift, count(*) as tickets, sum(s.volume) as volume, sum(s.amount) as amount
      from sales_tickets s
      join minutes mi
        on mi.m = date_part('hour', s.local_time)::int * 60 + date_part('minute', s.local_time)::int
      where s.gas_station_id = ${stationId}
        and s.sold_at >= ${localStart(addDays(from, -1), tz)} and s.sold_at < ${localStart(addDays(after, 1), tz)}
        and s.local_time >= ${from}::date and s.local_time < ${after}::date
      group by 1, 2, 3, 4
    )`;
  const rolledCells = sql`t as (
      select hour, least(product, 4) as product,
        case payment_type when 1 then 'cash' when 2 then 'credit' else 'other' end as payment,
        nullif(shift, 0) as shift, sum(tickets) as tickets, sum(liters) as volume,
        sum(amount) as amount
      from sales_hourly_stats
      where gas_station_id = ${stationId} and day between ${from}::date and ${to}::date
      group by 1, 2, 3, 4
    )`;
  const result = await sql<{
    dim: SalesGroup['dim'];
    key: string;
    tickets: number;
    liters: number;
    amount: number;
  }>`
    with ${source === 'raw' ? rawCells : rolledCells}
    select 'product' as dim, product::text as key, sum(tickets)::int as tickets,
      sum(volume)::float8 as liters, sum(amount)::float8 as amount from t group by product
    union all
    select 'payment', payment, sum(tickets)::int, sum(volume)::float8, sum(amount)::float8
    from t group by payment
    union all
    select 'shift', coalesce(shift::text, 'none'), sum(tickets)::int, sum(volume)::float8,
      sum(amount)::float8 from t group by shift
    union all
    select 'hour', hour::text, sum(tickets)::int, sum(volume)::float8,
      sum(amount)::float8 from t group by hour`.execute(db);
  return result.rows.map((r) => ({
    dim: r.dim,
    key: r.key,
    tickets: Number(r.tickets),
    liters: Number(r.liters),
    amount: Number(r.amount),
  }));
}

export interface TrafficDetail {
  /** By vehicle class: passes and entries, current and previous period. */
  classes: { period: 'cur' | 'prev'; vehicleClass: string; passes: number; entries: number }[];
  /** Entries per local hour of the current period. */
  hours: Map<number, number>;
  /** Entries with a vehicle key, and those whose key had an earlier entry in the same period. */
  keyed: Record<'cur' | 'prev', { repeated: number; keyed: number }>;
}

export async function readTrafficDetail(
  db: Kysely<Database>,
  stationId: number,
  tz: string,
  period: { start: string; end: string },
  previous: { start: string; end: string } | null,
  source: FactsSource = 'rollups',
): Promise<TrafficDetail> {
  const from = previous && previous.start < period.start ? previous.start : period.start;
  const prevEnd = previous ? previous.end : addDays(period.start, -1);
  const rawHours = sql`select 'hour', 'cur', date_part('hour', occurred_at at time zone ${tz})::int::text,
      count(*)::int, 0
    from ev where period = 'cur' group by 3`;
  const rolledHours = sql`select 'hour', 'cur', hour::text, sum(entries)::int, 0
    from traffic_hourly_stats
    where gas_station_id = ${stationId} and day between ${period.start}::date and ${period.end}::date
    group by hour`;
  const rawKeyed = sql`ev as (
      select occurred_at, vehicle_key,
        case when occurred_at >= ${localStart(period.start, tz)} then 'cur' else 'prev' end as period
      from traffic_events
      where gas_station_id = ${stationId} and type = 'vehicle_entry'
        and occurred_at >= ${localStart(from, tz)}
        and occurred_at < ${localStart(addDays(period.end, 1), tz)}
        and (occurred_at >= ${localStart(period.start, tz)} or occurred_at < ${localStart(addDays(prevEnd, 1), tz)})
    ),
    -- An entry whose key had an earlier entry in the period: every keyed entry but the
    -- first of each key, so keyed entries minus distinct keys (no window needed).
    keyed as (
      select period, count(*) - count(distinct vehicle_key) as repeated, count(*) as keyed
      from ev where vehicle_key is not null group by period
    )`;
  // The same from one row per key and local day: entries summed, keys counted once a period
  // (grouped by period and key, then counted: hashed, where count(distinct) sorts each period's
  // rows; a month and the one before are some 7,000 rows at a busy station).
  const rolledKeyed = sql`keyed as (
      select period, sum(entries) - count(*) as repeated, sum(entries) as keyed
      from (
        select case when day >= ${period.start}::date then 'cur' else 'prev' end as period,
          vehicle_key, sum(entries) as entries
        from traffic_key_daily_stats
        where gas_station_id = ${stationId} and day between ${from}::date and ${period.end}::date
          and (day >= ${period.start}::date or day <= ${prevEnd}::date)
        group by 1, 2
      ) per_key
      group by period
    )`;
  const result = await sql<{
    kind: string;
    period: 'cur' | 'prev';
    key: string;
    a: number;
    b: number;
  }>`
    with ${source === 'raw' ? rawKeyed : rolledKeyed}
    select 'keyed' as kind, period, '' as key, repeated::int as a, keyed::int as b
    from keyed
    union all
    ${source === 'raw' ? rawHours : rolledHours}
    union all
    select 'class', case when day >= ${period.start}::date then 'cur' else 'prev' end,
      vehicle_class, sum(passes)::int, sum(entries)::int
    from traffic_daily_stats
    where gas_station_id = ${stationId} and day between ${from}::date and ${period.end}::date
      and (day >= ${period.start}::date or day <= ${prevEnd}::date)
    group by 2, 3`.execute(db);
  const detail: TrafficDetail = {
    classes: [],
    hours: new Map(),
    keyed: { cur: { repeated: 0, keyed: 0 }, prev: { repeated: 0, keyed: 0 } },
  };
  for (const r of result.rows) {
    if (r.kind === 'keyed') detail.keyed[r.period] = { repeated: Number(r.a), keyed: Number(r.b) };
    else if (r.kind === 'hour') detail.hours.set(Number(r.key), Number(r.a));
    else {
      detail.classes.push({
        period: r.period,
        vehicleClass: r.key,
        passes: Number(r.a),
        entries: Number(r.b),
      });
    }
  }
  return detail;
}
