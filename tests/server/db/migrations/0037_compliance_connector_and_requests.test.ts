// Migration 0037: report requests take the pre-audit's kind (compliance), volumetric systems a
// reports URL (none by default) and station syncs the count of report files received and the
// last one refused; going down drops the pre-audit's requests and those columns.
import { sql } from 'kysely';
import { migrationDatabaseForFile } from '../../../support/migrationDatabase';

const database = migrationDatabaseForFile();

const request = (kind: string) =>
  sql`insert into report_requests (report_type, kind, gas_station_ids, start_date, end_date)
    values ('monthly', ${kind}, '{1}', '2026-03-01', '2026-03-31')`.execute(database().db);
const columns = async (table: string) =>
  (
    await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = ${table} order by column_name`.execute(database().db)
  ).rows.map((r) => r.column_name);

it('adds the pre-audit kind and the connector’s report columns, and takes them back', async () => {
  const { migrator } = database();
  expect((await migrator.migrateTo('0036_compliance_alert_conditions')).error).toBeUndefined();
  await expect(request('compliance')).rejects.toThrow(/report_requests_kind_check/);
  await request('price');

  expect(
    (await migrator.migrateTo('0037_compliance_connector_and_requests')).error,
  ).toBeUndefined();
  await request('compliance');
  await expect(request('otra')).rejects.toThrow(/report_requests_kind_check/);
  expect(await columns('volumetric_systems')).toContain('reports_url');
  expect(await columns('volumetric_station_syncs')).toEqual(
    expect.arrayContaining(['reports_received', 'last_report_refusal', 'last_report_refusal_at']),
  );

  expect((await migrator.migrateTo('0036_compliance_alert_conditions')).error).toBeUndefined();
  const kinds = await sql<{ kind: string }>`select kind from report_requests`.execute(
    database().db,
  );
  expect(kinds.rows.map((r) => r.kind)).toEqual(['price']);
  expect(await columns('volumetric_systems')).not.toContain('reports_url');
  expect(await columns('volumetric_station_syncs')).not.toContain('reports_received');
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
