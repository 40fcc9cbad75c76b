// Migration 0027: the monthly service stats' per-second wait histograms of a database at 0026
// become cumulative counts (an empty histogram stays empty), and going down gives the
// histograms back.
import { sql } from 'kysely';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

it('turns each month’s wait histogram into waits counted at most so many seconds, and back', async () => {
  const db = database().db;
  expect((await database().migrator.migrateTo('0026_station_data_versions')).error).toBeUndefined();
  const customer = await sql<{ id: number }>`
    insert into customers (name, legal_name) values ('Cliente', 'Cliente SA') returning id`.execute(
    db,
  );
  const stationId = (
    await sql<{ id: number }>`
      insert into gas_stations (customer_id, name, permission, time_zone)
      values (${customer.rows[0]!.id}, 'Centro', 'PL/1/CDMX', 'America/Mexico_City')
      returning id`.execute(db)
  ).rows[0]!.id;
  await sql`insert into service_monthly_stats (gas_station_id, month, arrivals, attended,
      wait_seconds_sum, gas_services, gas_service_seconds_sum, diesel_services,
      diesel_service_seconds_sum, wait_histogram)
    values (${stationId}, '2026-06-01', 7, 6, 60, 0, 0, 0, 0, '{1,0,2,0,3}'),
      (${stationId}, '2026-07-01', 2, 0, 0, 0, 0, 0, 0, '{}')`.execute(db);

  expect((await database().migrator.migrateTo('0027_monthly_waits_at_most')).error).toBeUndefined();
  const up = await sql<{ month: string; waits_at_most: number[] }>`
    select month::text, waits_at_most from service_monthly_stats order by month`.execute(db);
  expect(up.rows).toEqual([
    { month: '2026-06-01', waits_at_most: [1, 1, 3, 3, 6] },
    { month: '2026-07-01', waits_at_most: [] },
  ]);

  expect((await database().migrator.migrateTo('0026_station_data_versions')).error).toBeUndefined();
  const down = await sql<{ month: string; wait_histogram: number[] }>`
    select month::text, wait_histogram from service_monthly_stats order by month`.execute(db);
  expect(down.rows).toEqual([
    { month: '2026-06-01', wait_histogram: [1, 0, 2, 0, 3] },
    { month: '2026-07-01', wait_histogram: [] },
  ]);
  expect((await database().migrator.migrateToLatest()).error).toBeUndefined();
});
