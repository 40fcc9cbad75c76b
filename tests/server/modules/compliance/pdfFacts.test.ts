// The pre-audit PDF's facts of a month uploaded through the API: every day of the month in the
// calendar (30 for September: the month's last day comes from the calendar, not from a 31st),
// the day left out missing and the balance gap's day with findings.
import JSZip from 'jszip';
import { addDays, daysThrough, lastOfMonth } from '@/lib/dates/calendarDates';
import { DEMO_CUSTOMERS } from '../../../../src/server/demo/demoDataSet';
import { stationMonthReports } from '../../../../src/server/demo/satReports';
import { compliancePdfFacts } from '../../../../src/server/modules/compliance';
import { multipartFile } from '../../../support/xlsxFixtures';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
const FIRST = '2026-09-01';
const MISSING = addDays(FIRST, 3);
const GAP = addDays(FIRST, 8);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('lists every day of a 30-day month with its state', async () => {
  const admin = await server.login('admin');
  const station = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const days = daysThrough(FIRST, lastOfMonth(FIRST));
  const reports = stationMonthReports({
    identity: {
      rfc: DEMO_CUSTOMERS[0]!.rfc!,
      permit: station.permission,
      installationKey: `EDS-${String(station.id).padStart(4, '0')}`,
      description: `Estación de servicio ${station.name}`,
    },
    month: FIRST.slice(0, 7),
    days,
    sold: new Map(days.map((d) => [`${d}|1`, 5000] as [string, number])),
    faults: { missingDay: MISSING, balanceGap: { day: GAP, product: 1, share: 0.008 } },
  });
  const zip = new JSZip();
  for (const report of reports.daily) zip.file(report.name, JSON.stringify(report.json));
  const { payload, headers } = multipartFile(
    'septiembre.zip',
    await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  );
  const upload = await server.inject({
    method: 'POST',
    url: `/api/compliance/stations/${station.id}/files`,
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  });
  expect(upload.statusCode).toBe(200);

  const facts = await compliancePdfFacts(server.db, station.id, '2026-09');
  expect(facts!.days.map((d) => d.day)).toEqual(days);
  expect(facts!.days).toHaveLength(30);
  expect(facts!.days.find((d) => d.day === MISSING)!.state).toBe('missing');
  expect(facts!.days.find((d) => d.day === GAP)!.state).toBe('findings');

  const pdf = await server.get(`/api/reports/compliance/${station.id}?month=2026-09`, admin);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
});
