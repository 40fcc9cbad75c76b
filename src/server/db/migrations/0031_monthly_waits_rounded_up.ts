// The monthly service stats count each wait at its whole seconds rounded UP, as the reports,
// the alerts and the daily rollups do (serviceFacts/metrics.ts, `waitWholeSeconds`): element
// i+1 of `waits_at_most` is the number of attended visits whose wait is at most i seconds (at
// most 3600; longer waits count in the last element only). Until now they were rounded down,
// so a 120.4 s wait counted as within a 120 s Inmediatez goal on the Dashboard's Atención
// oportuna chart and Home's overview, and outside it in the reports and alerts.
//
// Only `waits_at_most` depends on the rounding, so only it is recomputed, from service_visits,
// and only where it changes (a month whose waits are all whole seconds keeps its row as it is).
// The other columns and the rows themselves are untouched. Going down recounts with the old
// rule, for the code before this migration.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** The cap of the per-second counts (WAIT_HISTOGRAM_MAX_SECONDS when this migration landed). */
const MAX_SECONDS = 3600;

/** Recounts every station-month's `waits_at_most` with `whole` seconds of each wait. */
async function recount(
  db: Kysely<unknown>,
  whole: (wait: RawBuilder<unknown>) => RawBuilder<unknown>,
) {
  const wait = sql`extract(epoch from v.attention_at - v.arrival_at)`;
  await sql`
    with counts as (
      select v.gas_station_id, v.month, least(${whole(wait)}::int, ${MAX_SECONDS}) as seconds,
        count(*)::int as n
      from service_visits v
      where v.arrival_at is not null and v.attention_at is not null
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
    where s.gas_station_id = d.gas_station_id and s.month = d.month
      and s.waits_at_most is distinct from d.waits`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recount(db, (wait) => sql`ceil(${wait})`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recount(db, (wait) => sql`floor(${wait})`);
}
