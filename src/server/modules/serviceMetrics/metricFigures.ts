// A service metric's measured value per station over whole months, aggregated in SQL from the
// monthly rollups (a few rows per station whatever the event volume).
import { sql, type Kysely } from 'kysely';
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { Database } from '../../db/schema';
import { DEFAULT_PROMPT_SERVICE_SECONDS } from './metricDefinitions';
import { goalsFor } from './goalLookup';

export interface MetricFigure {
  stationId: number;
  /** Seconds (one decimal) or a percentage (one decimal); null without events. */
  value: number | null;
  vehicles: number;
}

/**
 * Months are 'YYYY-MM-01'; the figure covers [firstMonth, lastMonth]. Atención oportuna's
 * limits are the stations' Inmediatez goals over the period: `immediacyGoals` when the caller
 * has them already, else looked up.
 */
export async function metricFigures(
  db: Kysely<Database>,
  name: ServiceMetricName,
  stationIds: number[],
  firstMonth: string,
  lastMonth: string,
  periodEnd: string,
  immediacyGoals?: Map<number, number>,
): Promise<Map<number, MetricFigure>> {
  if (stationIds.length === 0) return new Map();
  const ids = sql.val(stationIds);
  const inPeriod = sql`s.month between ${firstMonth}::date and ${lastMonth}::date`;
  let rows: { gas_station_id: number; value: number | null; vehicles: number }[];

  if (name === 'atencion_oportuna') {
    // The time limit per station is its Inmediatez goal for the period; a month's timely
    // vehicles are element limit+1 of its cumulative waits (the last when none waited as long).
    const limits =
      immediacyGoals ?? (await goalsFor(db, stationIds, 'immeadiacy', firstMonth, periodEnd));
    const limitOf = stationIds.map((id) =>
      Math.floor(limits.get(id) ?? DEFAULT_PROMPT_SERVICE_SECONDS),
    );
    const result = await sql<{ gas_station_id: number; value: number | null; vehicles: number }>`
      with lim as (
        select * from unnest(${ids}::int[], ${sql.val(limitOf)}::int[]) as l(gas_station_id, seconds)
      ),
      monthly as (
        select s.gas_station_id, s.arrivals,
          coalesce(s.waits_at_most[least(lim.seconds + 1, cardinality(s.waits_at_most))], 0) as timely
        from service_monthly_stats s
        join lim on lim.gas_station_id = s.gas_station_id
        where ${inPeriod}
      )
      select gas_station_id,
        case when sum(arrivals) > 0
          then round(100.0 * sum(timely) / sum(arrivals), 1)::float8 end as value,
        sum(arrivals)::int as vehicles
      from monthly
      group by gas_station_id`.execute(db);
    rows = result.rows;
  } else {
    const [sum, count] =
      name === 'inmediatez'
        ? [sql`s.wait_seconds_sum`, sql`s.attended`]
        : name === 'tiempo_servicio_gas'
          ? [sql`s.gas_service_seconds_sum`, sql`s.gas_services`]
          : [sql`s.diesel_service_seconds_sum`, sql`s.diesel_services`];
    const result = await sql<{ gas_station_id: number; value: number | null; vehicles: number }>`
      select s.gas_station_id,
        case when sum(${count}) > 0
          then round((sum(${sum}) / sum(${count}))::numeric, 1)::float8 end as value,
        sum(${count})::int as vehicles
      from service_monthly_stats s
      where s.gas_station_id = any(${ids}::int[]) and ${inPeriod}
      group by s.gas_station_id`.execute(db);
    rows = result.rows;
  }
  return new Map(
    rows.map((r) => [
      r.gas_station_id,
      {
        stationId: r.gas_station_id,
        value: r.value === null ? null : Number(r.value),
        vehicles: Number(r.vehicles),
      },
    ]),
  );
}
