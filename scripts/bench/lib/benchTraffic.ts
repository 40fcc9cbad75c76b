// Synthetic camera traffic for the benches, generated in SQL with a fixed seed: `entriesPerDay`
// vehicles entering each station a day and `passesPerEntry` times as many passing by, mostly in
// daytime (6:00 to 22:00); 30% of entries carry a key, 60% of those from about 300 regulars a
// station, so recurrence shows. One statement whatever the volume; the reports' bench data
// (reportsSeed.ts) and the chain data set (chainDataSet.ts) both write their traffic here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

export interface BenchTrafficOptions {
  /** First and last local day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  entriesPerDay: number;
  passesPerEntry: number;
  /** setseed's argument: the same events on every run. */
  seed: number;
  /** These stations; every station with a camera when absent. */
  stationIds?: number[];
}

/** Writes traffic_events only (not their daily counts), at every camera of each station. */
export async function insertBenchTraffic(
  db: Kysely<Database>,
  options: BenchTrafficOptions,
): Promise<void> {
  const perDay = options.entriesPerDay * (1 + options.passesPerEntry);
  const stations = options.stationIds ? sql`s.id = any(${options.stationIds}::int[])` : sql`true`;
  await sql`select setseed(${options.seed})`.execute(db);
  await sql`
    insert into traffic_events (camera_id, gas_station_id, event_key, type, occurred_at,
      vehicle_class, vehicle_key)
    select camera_id, gas_station_id, key, type, occurred_at, vehicle_class,
      case when type = 'vehicle_entry' and r_key < 0.3 then
        case when r_key < 0.18 then md5('regular-' || gas_station_id || '-' || floor(r_key * 1666)::int)
          else md5(key) end
      end
    from (
      select c.id as camera_id, s.id as gas_station_id,
        't' || s.id || '-' || to_char(d, 'YYYYMMDD') || '-' || n as key,
        case when n <= ${options.entriesPerDay} then 'vehicle_entry' else 'vehicle_pass' end as type,
        (d::timestamp at time zone s.time_zone)
          + case when random() < 0.85 then interval '6 hours' + random() * interval '16 hours'
            else random() * interval '24 hours' end as occurred_at,
        (array['autos', 'autos', 'autos', 'autos', 'autos', 'autos', 'motos', 'camiones',
          'autobuses', 'personas'])[1 + floor(random() * 10)::int] as vehicle_class,
        random() as r_key
      from gas_stations s
      join cameras c on c.gas_station_id = s.id
      cross join generate_series(${options.from}::date, ${options.to}::date, interval '1 day') as d
      cross join generate_series(1, ${perDay}) as n
      where ${stations}
    ) t`.execute(db);
}

/**
 * The daily counts the ingestion keeps beside the events (traffic_daily_stats), per station's
 * local day and class, for the stations given (every station when absent).
 */
export async function insertBenchTrafficDailyStats(
  db: Kysely<Database>,
  stationIds?: number[],
): Promise<void> {
  const stations = stationIds ? sql`e.gas_station_id = any(${stationIds}::int[])` : sql`true`;
  await sql`
    insert into traffic_daily_stats (gas_station_id, day, vehicle_class, passes, entries)
    select e.gas_station_id, (e.occurred_at at time zone s.time_zone)::date, e.vehicle_class,
      count(*) filter (where e.type = 'vehicle_pass'),
      count(*) filter (where e.type = 'vehicle_entry')
    from traffic_events e join gas_stations s on s.id = e.gas_station_id
    where ${stations}
    group by 1, 2, 3`.execute(db);
}
