// Migration 0016: the report configurations of a database at 0015 become schedules of the job
// mechanism (an enabled one keeps the occurrence it was waiting for, one never scheduled gets
// its next; a user's is in the zone of the user's first station), the report tick goes, and
// running the conversion again changes nothing.
import { sql, type Kysely } from 'kysely';
import * as m0016 from '@/server/db/migrations/0016_report_schedules';
import type { Database } from '@/server/db/schema';
import { nextRunAfter } from '@/server/jobs/queue';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

async function insert(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<number> {
  const result = await sql<{ id: number }>`${query} returning id`.execute(db);
  return Number(result.rows[0]!.id);
}

it('converts the configurations of a database at 0015 into job schedules, once', async () => {
  const db = database().db;
  const to15 = await database().migrator.migrateTo('0015_rate_counters');
  expect(to15.error).toBeUndefined();

  const customer = await insert(
    db,
    sql`insert into customers (name, legal_name) values ('Cliente', 'Cliente SA')`,
  );
  const cdmx = await insert(
    db,
    sql`insert into gas_stations (customer_id, name, permission, time_zone)
        values (${customer}, 'Centro', 'PL/1/CDMX', 'America/Mexico_City')`,
  );
  const tijuana = await insert(
    db,
    sql`insert into gas_stations (customer_id, name, permission, time_zone)
        values (${customer}, 'Frontera', 'PL/2/TIJ', 'America/Tijuana')`,
  );
  const user = await insert(
    db,
    sql`insert into users (email, name, username, password_hash, customer_id)
        values ('ana@example.com', 'Ana', 'ana', 'x', ${customer})`,
  );
  await sql`insert into user_gas_stations (user_id, gas_station_id)
    values (${user}, ${tijuana}), (${user}, ${cdmx})`.execute(db);
  const config = (values: ReturnType<typeof sql>) =>
    insert(
      db,
      sql`insert into report_configurations (gas_station_id, user_id, report_type, enabled,
            periodicity, weekday, day_of_month, send_time, next_run_at, last_run_at)
          values ${values}`,
    );
  const waiting = await config(
    sql`(${cdmx}, null, 'weekly', true, 'weekly', 1, null, '07:00',
         '2026-11-30T13:00:00Z', '2026-11-23T13:00:00Z')`,
  );
  const unscheduled = await config(
    sql`(${tijuana}, null, 'daily', true, 'daily', null, null, '02:30', null, null)`,
  );
  const disabled = await config(
    sql`(${tijuana}, null, 'monthly', false, 'monthly', null, 1, '08:00', null, null)`,
  );
  const users = await config(
    sql`(null, ${user}, 'monthly', true, 'monthly', null, 31, '06:00', null, null)`,
  );
  await sql`insert into job_schedules (name, queue, payload, cadence, next_run_at)
    values ('reports-tick', 'reports-tick', '{}', '{"every_minutes":1}', now())`.execute(db);
  await sql`insert into jobs (queue, key, payload) values ('reports-tick', 'reports-tick', '{}')`.execute(
    db,
  );

  const before = new Date();
  const latest = await database().migrator.migrateToLatest();
  expect(latest.error).toBeUndefined();
  // (Other migrations after 0015 may run too; all must succeed.)
  expect(latest.results?.filter((r) => r.status !== 'Success')).toEqual([]);
  expect(latest.results?.map((r) => r.migrationName)).toContain('0016_report_schedules');
  const after = new Date();

  const schedules = () =>
    db
      .selectFrom('job_schedules')
      .selectAll()
      .where('report_configuration_id', 'is not', null)
      .orderBy('report_configuration_id')
      .execute();
  const rows = await schedules();
  expect(rows.map((r) => r.report_configuration_id)).toEqual([waiting, unscheduled, users]);
  expect(rows[0]).toMatchObject({
    name: `report-configuration:${waiting}`,
    queue: 'reports-occurrence',
    key: `config:${waiting}`,
    payload: { configuration_id: waiting },
    cadence: { weekly_at: '07:00', weekday: 1, zone: 'America/Mexico_City' },
    next_run_at: new Date('2026-11-30T13:00:00Z'),
    last_run_at: new Date('2026-11-23T13:00:00Z'),
    enabled: true,
    per_occurrence: true,
  });
  const daily = { daily_at: '02:30', zone: 'America/Tijuana' };
  expect(rows[1]!.cadence).toEqual(daily);
  expect([nextRunAfter(daily, before).getTime(), nextRunAfter(daily, after).getTime()]).toContain(
    rows[1]!.next_run_at.getTime(),
  );
  // The user's first station (lowest id) is the Mexico City one.
  expect(rows[2]!.cadence).toEqual({
    monthly_at: '06:00',
    day_of_month: 31,
    zone: 'America/Mexico_City',
  });
  expect(rows.some((r) => r.report_configuration_id === disabled)).toBe(false);

  // The tick, what it left queued and the configurations' own schedule columns are gone.
  expect(
    await db
      .selectFrom('job_schedules')
      .select('name')
      .where('name', '=', 'reports-tick')
      .execute(),
  ).toEqual([]);
  expect(
    await db.selectFrom('jobs').select('id').where('queue', '=', 'reports-tick').execute(),
  ).toEqual([]);
  const columns = await sql<{ column_name: string }>`select column_name
    from information_schema.columns
    where table_schema = current_schema() and table_name = 'report_configurations'`.execute(db);
  expect(columns.rows.map((c) => c.column_name)).not.toContain('next_run_at');

  // Run again (in a transaction, as the migrator does): nothing changes.
  await db.transaction().execute((trx) => m0016.up(trx as unknown as Kysely<unknown>));
  expect(await schedules()).toEqual(rows);

  // Deleting a configuration deletes its schedule.
  await db.deleteFrom('report_configurations').where('id', '=', waiting).execute();
  expect((await schedules()).map((r) => r.report_configuration_id)).toEqual([unscheduled, users]);
}, 120_000);
