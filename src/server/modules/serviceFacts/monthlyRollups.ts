// Rebuilds the monthly rollups (service_monthly_stats) of some station-months from
// service_visits, in SQL. Callers hold a transaction (and, for ingest, the station's advisory
// lock) so readers never see a half-rebuilt month.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { visitMetrics } from './metrics';

export interface StationMonth {
  stationId: number;
  /** 'YYYY-MM-01'. */
  month: string;
}

/** Waits are counted second by second up to this; longer ones count in the last element only. */
export const WAIT_HISTOGRAM_MAX_SECONDS = 3600;

function pairFilter(pairs: StationMonth[] | 'all'): RawBuilder<unknown> {
  if (pairs === 'all') return sql`true`;
  return sql`(gas_station_id, month) in (
    select * from unnest(
      ${sql.val(pairs.map((p) => p.stationId))}::int[],
      ${sql.val(pairs.map((p) => p.month))}::date[]
    )
  )`;
}

export async function refreshServiceRollups(
  db: Kysely<Database>,
  pairs: StationMonth[] | 'all',
): Promise<void> {
  if (pairs !== 'all' && pairs.length === 0) return;
  const where = pairFilter(pairs);
  const m = visitMetrics('');
  await sql`delete from service_monthly_stats where ${where}`.execute(db);
  await sql`
    insert into service_monthly_stats (
      gas_station_id, month, arrivals, attended, wait_seconds_sum,
      gas_services, gas_service_seconds_sum, diesel_services, diesel_service_seconds_sum
    )
    select gas_station_id, month,
      count(*) filter (where ${m.arrived}),
      count(*) filter (where ${m.attended}),
      coalesce(sum(${m.waitSeconds}) filter (where ${m.attended}), 0),
      count(*) filter (where ${m.served('gasoline')}),
      coalesce(sum(${m.serviceSeconds}) filter (where ${m.served('gasoline')}), 0),
      count(*) filter (where ${m.served('diesel')}),
      coalesce(sum(${m.serviceSeconds}) filter (where ${m.served('diesel')}), 0)
    from service_visits
    where ${where}
    group by gas_station_id, month`.execute(db);
  // The waits counted cumulatively: element i+1 holds the waits of at most i seconds, from 0 s
  // to the longest wait of the month. A wait counts at its whole seconds rounded up (metrics'
  // waitWholeSeconds), so element limit+1 is exactly the visits `timely(limit)` counts: a
  // 120.4 s wait is not within a 120 s limit, in the Dashboard as in the reports and alerts.
  await sql`
    with counts as (
      select gas_station_id, month,
        least(${m.waitWholeSeconds}::int, ${WAIT_HISTOGRAM_MAX_SECONDS}) as seconds, count(*)::int as n
      from service_visits
      where ${where} and ${m.attended}
      group by 1, 2, 3
    ),
    longest as (
      select gas_station_id, month, max(seconds) as seconds from counts group by 1, 2
    ),
    running as (
      select l.gas_station_id, l.month, g.i,
        sum(coalesce(c.n, 0)) over (partition by l.gas_station_id, l.month order by g.i) as n
      from longest l
      cross join lateral generate_series(0, l.seconds) as g(i)
      left join counts c
        on c.gas_station_id = l.gas_station_id and c.month = l.month and c.seconds = g.i
    ),
    dense as (
      select gas_station_id, month, array_agg(n::int order by i) as waits
      from running group by gas_station_id, month
    )
    update service_monthly_stats s set waits_at_most = d.waits
    from dense d
    where s.gas_station_id = d.gas_station_id and s.month = d.month`.execute(db);
}
