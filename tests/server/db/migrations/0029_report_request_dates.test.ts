// Migration 0029: report requests whose days lie outside the API's calendar (queued through a
// multipart form before the contract checked its dates) are dropped with their deliveries, the
// others kept, and the table refuses such days from then on; going down lifts the refusal.
import { sql } from 'kysely';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

it('drops the requests of impossible years with their deliveries and refuses new ones', async () => {
  const db = database().db;
  expect((await database().migrator.migrateTo('0028_alert_sockets')).error).toBeUndefined();
  const request = async (start: string, end: string) =>
    (
      await sql<{ id: number }>`
        insert into report_requests (report_type, gas_station_ids, start_date, end_date)
        values ('weekly', '{1}', ${start}::date, ${end}::date) returning id`.execute(db)
    ).rows[0]!.id;
  const kept = await request('2026-11-09', '2026-11-15');
  const ancient = await request('0010-01-01', '0010-01-31');
  await request('1969-12-01', '1969-12-31');
  await request('2101-01-01', '9999-12-31');
  for (const id of [kept, ancient]) {
    await sql`insert into report_deliveries (request_id, channel, recipient_name, address)
      values (${id}, 'email', 'Ana', 'ana@example.mx')`.execute(db);
  }

  expect((await database().migrator.migrateTo('0029_report_request_dates')).error).toBeUndefined();
  const requests = await sql<{ id: number }>`select id from report_requests`.execute(db);
  expect(requests.rows.map((r) => r.id)).toEqual([kept]);
  const deliveries = await sql<{ request_id: number }>`
    select request_id from report_deliveries`.execute(db);
  expect(deliveries.rows.map((r) => r.request_id)).toEqual([kept]);
  await expect(request('0001-01-01', '2026-01-01')).rejects.toThrow(
    /report_requests_calendar_check/,
  );
  await expect(request('2026-01-01', '2101-01-01')).rejects.toThrow(
    /report_requests_calendar_check/,
  );

  expect((await database().migrator.migrateTo('0028_alert_sockets')).error).toBeUndefined();
  expect(await request('1999-12-31', '1999-12-31')).toBeGreaterThan(kept);
  await sql`delete from report_requests where start_date < '2000-01-01'`.execute(db);
  expect((await database().migrator.migrateToLatest()).error).toBeUndefined();
});
