// Which goal applies to a station over a period: a goal of the station's customer for the
// metric, linked to the station (or linked to no station: then it covers all of the customer's
// stations), whose ISO week or dates overlap the period. The most recent one wins.
import { sql, type Kysely } from 'kysely';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Database } from '../../db/schema';

/** The goals of several metrics at once (one statement): per metric, per station. */
export async function goalsForMetrics(
  db: Kysely<Database>,
  stationIds: number[],
  metrics: readonly GoalMetric[],
  start: string,
  end: string,
): Promise<Map<GoalMetric, Map<number, number>>> {
  const out = new Map<GoalMetric, Map<number, number>>(metrics.map((m) => [m, new Map()]));
  if (stationIds.length === 0 || metrics.length === 0) return out;
  const result = await sql<{ metric: GoalMetric; gas_station_id: number; quantity: number }>`
    with periods as (
      select g.id, g.customer_id, g.metric, g.quantity,
        coalesce(g.start_date, to_date(g.week, 'IYYY-"W"IW')) as starts,
        coalesce(g.end_date, to_date(g.week, 'IYYY-"W"IW') + 6) as ends
      from goals g
      where g.metric = any(${sql.val([...new Set(metrics)])}::text[])
    )
    select distinct on (p.metric, gs.id) p.metric, gs.id as gas_station_id, p.quantity
    from gas_stations gs
    join periods p on p.customer_id = gs.customer_id
    where gs.id = any(${sql.val(stationIds)}::int[])
      and p.starts <= ${end}::date and p.ends >= ${start}::date
      and (
        exists (select 1 from goal_gas_stations x where x.goal_id = p.id and x.gas_station_id = gs.id)
        or not exists (select 1 from goal_gas_stations x where x.goal_id = p.id)
      )
    order by p.metric, gs.id, p.starts desc, p.id desc`.execute(db);
  for (const r of result.rows) out.get(r.metric)!.set(r.gas_station_id, Number(r.quantity));
  return out;
}

export async function goalsFor(
  db: Kysely<Database>,
  stationIds: number[],
  metric: GoalMetric,
  start: string,
  end: string,
): Promise<Map<number, number>> {
  return (await goalsForMetrics(db, stationIds, [metric], start, end)).get(metric)!;
}
