// Migration 0030: a version per station and day, one row each, gone with its station; going
// down drops the table.
import { sql } from 'kysely';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

it('keeps one version per station and day, removed with the station', async () => {
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
      insert into gas_stations (customer_id, name, permission)
      values (${customer}, 'Versiones', 'PL/0030/EXP/ES/2026') returning id`.execute(db)
  ).rows[0]!.id;
  const bump = () =>
    sql`
    insert into station_day_versions as v (gas_station_id, day) values (${station}, '2026-10-01')
    on conflict (gas_station_id, day) do update set version = v.version + 1`.execute(db);
  await bump();
  await bump();
  const rows = await sql<{ version: string }>`
    select version from station_day_versions where gas_station_id = ${station}`.execute(db);
  expect(rows.rows.map((r) => Number(r.version))).toEqual([2]);
  await sql`delete from gas_stations where id = ${station}`.execute(db);
  const left = await sql<{
    n: number;
  }>`select count(*)::int as n from station_day_versions`.execute(db);
  expect(left.rows[0]!.n).toBe(0);

  expect((await database().migrator.migrateTo('0029_report_request_dates')).error).toBeUndefined();
  const table = await sql<{ t: string | null }>`
    select to_regclass('station_day_versions')::text as t`.execute(db);
  expect(table.rows[0]!.t).toBeNull();
  expect((await database().migrator.migrateToLatest()).error).toBeUndefined();
});
