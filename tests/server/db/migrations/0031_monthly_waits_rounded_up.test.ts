// Migration 0031: the monthly service stats of a database at 0030, counted with each wait
// rounded down, are recounted from the visits with each wait rounded up (only where that
// changes them; their other columns untouched), and going down recounts them rounded down.
import { sql } from 'kysely';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

interface Row {
  month: string;
  arrivals: number;
  attended: number;
  waits_at_most: number[];
}
const rows = async () =>
  (
    await sql<Row>`
      select month::text, arrivals, attended, waits_at_most
      from service_monthly_stats order by month`.execute(database().db)
  ).rows;

it('recounts each month’s waits with fractional seconds rounded up, and back down', async () => {
  const db = database().db;
  expect((await database().migrator.migrateTo('0030_station_day_versions')).error).toBeUndefined();
  const customer = (
    await sql<{ id: number }>`
      insert into customers (name, legal_name) values ('Cliente', 'Cliente SA') returning id`.execute(
      db,
    )
  ).rows[0]!.id;
  const station = (
    await sql<{ id: number }>`
      insert into gas_stations (customer_id, name, permission, time_zone)
      values (${customer}, 'Centro', 'PL/0031/EXP/ES/2026', 'America/Mexico_City')
      returning id`.execute(db)
  ).rows[0]!.id;
  const camera = (
    await sql<{ id: number }>`
      insert into cameras (customer_id, gas_station_id, name, key_hash, key_last4)
      values (${customer}, ${station}, 'Isla 1', 'hash-0031', '0031') returning id`.execute(db)
  ).rows[0]!.id;
  // June: waits of 0.5 s, 1 s and 2.5 s and a visit never attended; July: whole seconds only;
  // August: arrivals only.
  const visits: [string, string, number | null][] = [
    ['j1', '2026-06-03T15:00:00Z', 0.5],
    ['j2', '2026-06-03T16:00:00Z', 1],
    ['j3', '2026-06-04T15:00:00Z', 2.5],
    ['j4', '2026-06-05T15:00:00Z', null],
    ['l1', '2026-07-03T15:00:00Z', 0],
    ['l2', '2026-07-03T16:00:00Z', 2],
    ['a1', '2026-08-03T15:00:00Z', null],
  ];
  for (const [key, arrival, wait] of visits) {
    await sql`insert into service_visits
        (camera_id, gas_station_id, visit_key, arrival_at, attention_at, month)
      values (${camera}, ${station}, ${key}, ${arrival}::timestamptz,
        ${arrival}::timestamptz + make_interval(secs => ${wait}::float8),
        date_trunc('month', ${arrival}::timestamptz at time zone 'America/Mexico_City')::date)`.execute(
      db,
    );
  }
  // As 0030's code left them: waits rounded down (0, 1, 2 in June).
  await sql`insert into service_monthly_stats (gas_station_id, month, arrivals, attended,
      wait_seconds_sum, gas_services, gas_service_seconds_sum, diesel_services,
      diesel_service_seconds_sum, waits_at_most)
    values (${station}, '2026-06-01', 4, 3, 4, 0, 0, 0, 0, '{1,2,3}'),
      (${station}, '2026-07-01', 2, 2, 2, 0, 0, 0, 0, '{1,1,2}'),
      (${station}, '2026-08-01', 1, 0, 0, 0, 0, 0, 0, '{}')`.execute(db);

  expect(
    (await database().migrator.migrateTo('0031_monthly_waits_rounded_up')).error,
  ).toBeUndefined();
  // June: 0 within 0 s, 2 within 1 s (0.5 s and 1 s), 2 within 2 s, 3 within 3 s.
  expect(await rows()).toEqual([
    { month: '2026-06-01', arrivals: 4, attended: 3, waits_at_most: [0, 2, 2, 3] },
    { month: '2026-07-01', arrivals: 2, attended: 2, waits_at_most: [1, 1, 2] },
    { month: '2026-08-01', arrivals: 1, attended: 0, waits_at_most: [] },
  ]);

  expect((await database().migrator.migrateTo('0030_station_day_versions')).error).toBeUndefined();
  expect((await rows()).map((r) => r.waits_at_most)).toEqual([[1, 2, 3], [1, 1, 2], []]);
  expect((await database().migrator.migrateToLatest()).error).toBeUndefined();
});
