// Which goal applies to a station over a period: a goal of the station's customer for the
// metric, linked to the station (or linked to no station: then it covers all of the customer's
// stations), whose ISO week or dates overlap the period. The most recent one wins.
import { sql, type Kysely } from 'kysely';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Database } from '../../db/schema';

export async function goalsFor(
  db: Kysely<Database>,
  stationIds: number[],
  metric: GoalMetric,
  start: string,
  end: string,
): Promise<Map<number, number>> {
  if (stationIds.length === 0) return new Map();
  const result = await sql<{ gas_station_id: number; quantity: number }>`
    with periods as (
      select g.id, g.customer_id, g.quantity,
        coalesce(g.start_date, to_date(g.week, 'IYYY-"W"IW')) as starts,
        coalesce(g.end_date, to_date(g.week, 'IYYY-"W"IW') + 6) as ends
      from goals g
      where g.metric = ${metric}
    )
    select distinct on (gs.id) gs.id as gas_station_id, p.quantity
    from gas_stations gs
    join periods p on p.customer_id = gs.customer_id
    where gs.id = any(${sql.val(stationIds)}::int[])
      and p.starts <= ${end}::date and p.ends >= ${start}::date
      and (
        exists (select 1 from goal_gas_stations x where x.goal_id = p.id and x.gas_station_id = gs.id)
        or not exists (select 1 from goal_gas_stations x where x.goal_id = p.id)
      )
    order by gs.id, p.starts desc, p.id desc`.execute(db);
  return new Map(result.rows.map((r) => [r.gas_station_id, Number(r.quantity)]));
}
