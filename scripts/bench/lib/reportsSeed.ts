// Bench data for the reports: camera traffic (passes, entries with anonymous keys, daily
// counts) and sales tickets for every station with a camera, over the same days and at the
// same scale as the bench's service visits. Synthetic, generated in SQL with a fixed seed: the
// volume is what matters. Used by `npm run bench:dashboard` when it seeds its database.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { insertBenchTickets } from './benchTickets';
import { insertBenchTraffic, insertBenchTrafficDailyStats } from './benchTraffic';

export interface ReportsSeedOptions {
  /** First and last local day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Vehicles entering each station a day (as many tickets); passes are three times more. */
  entriesPerDay: number;
}

/** Passes per entry: a conversion of 25%. */
const PASSES_PER_ENTRY = 3;

export async function seedTraffic(
  db: Kysely<Database>,
  options: ReportsSeedOptions,
): Promise<void> {
  await sql`delete from traffic_events`.execute(db);
  await sql`delete from traffic_daily_stats`.execute(db);
  // Without the unique key and indexes while loading, then rebuilt (as in migration 0013).
  await sql`alter table traffic_events drop constraint traffic_events_camera_event_key`.execute(db);
  await sql`drop index if exists traffic_events_station_time_idx`.execute(db);
  await sql`drop index if exists traffic_events_station_key_idx`.execute(db);
  await insertBenchTraffic(db, {
    from: options.from,
    to: options.to,
    entriesPerDay: options.entriesPerDay,
    passesPerEntry: PASSES_PER_ENTRY,
    seed: 0.2027,
  });
  await sql`alter table traffic_events add constraint traffic_events_camera_event_key unique (camera_id, event_key)`.execute(
    db,
  );
  await sql`create index traffic_events_station_time_idx on traffic_events (gas_station_id, occurred_at)`.execute(
    db,
  );
  await sql`create index traffic_events_station_key_idx on traffic_events (gas_station_id, vehicle_key, occurred_at)
    where vehicle_key is not null`.execute(db);
  await insertBenchTrafficDailyStats(db);
}

/** One ticket per entering vehicle, at the station's regulator price of the day when known. */
export async function seedSales(db: Kysely<Database>, options: ReportsSeedOptions): Promise<void> {
  await sql`delete from sales_tickets where origin in ('bench', 'demo')`.execute(db);
  await sql`drop index if exists sales_tickets_station_time_idx`.execute(db);
  await insertBenchTickets(db, {
    from: options.from,
    to: options.to,
    perDay: options.entriesPerDay,
    folioPrefix: 'b',
    seed: 0.2028,
  });
  await sql`create index sales_tickets_station_time_idx on sales_tickets (gas_station_id, sold_at desc)`.execute(
    db,
  );
}
