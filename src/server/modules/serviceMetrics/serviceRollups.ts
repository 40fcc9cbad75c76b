// Rebuilds the monthly rollups (service_monthly_stats, service_monthly_wait_counts) of some
// station-months from service_visits, in SQL. Callers hold a transaction (and, for ingest, the
// station's advisory lock) so readers never see a half-rebuilt month.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

export interface StationMonth {
  stationId: number;
  /** 'YYYY-MM-01'. */
  month: string;
}

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
  await sql`delete from service_monthly_stats where ${where}`.execute(db);
  await sql`delete from service_monthly_wait_counts where ${where}`.execute(db);
  await sql`
    insert into service_monthly_stats (
      gas_station_id, month, arrivals, attended, wait_seconds_sum,
      gas_services, gas_service_seconds_sum, diesel_services, diesel_service_seconds_sum
    )
    select gas_station_id, month,
      count(*) filter (where arrival_at is not null),
      count(*) filter (where arrival_at is not null and attention_at is not null),
      coalesce(sum(extract(epoch from attention_at - arrival_at))
        filter (where arrival_at is not null and attention_at is not null), 0),
      count(*) filter (where fuel = 'gasoline' and attention_at is not null and end_at is not null),
      coalesce(sum(extract(epoch from end_at - attention_at))
        filter (where fuel = 'gasoline' and attention_at is not null and end_at is not null), 0),
      count(*) filter (where fuel = 'diesel' and attention_at is not null and end_at is not null),
      coalesce(sum(extract(epoch from end_at - attention_at))
        filter (where fuel = 'diesel' and attention_at is not null and end_at is not null), 0)
    from service_visits
    where ${where}
    group by gas_station_id, month`.execute(db);
  await sql`
    insert into service_monthly_wait_counts (gas_station_id, month, wait_seconds, vehicles)
    select gas_station_id, month, floor(extract(epoch from attention_at - arrival_at))::int, count(*)
    from service_visits
    where ${where} and arrival_at is not null and attention_at is not null
    group by 1, 2, 3`.execute(db);
}
