// The month's view on a server whose COMPLIANCE_MONTHLY_DUE_DAY is 5: the due date the month
// answers (and stores, for the alerts), the rule table's threshold and the stations' list all
// take the setting; a month checked against another due day is checked again on its next read;
// the answer carries the station's time zone; and the pre-audit PDF's days, monthly report and
// due date are the month view's own.
import { compliancePdfFacts } from '@/server/modules/compliance';
import { reportsOfDays } from '@/server/demo/satReports';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { multipartFile } from '../../../support/xlsxFixtures';

const MONTH = '2026-03';
const ZONE = 'America/Tijuana';

let server: TestServer;
let admin: string;
let stationId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { COMPLIANCE_MONTHLY_DUE_DAY: '5' } });
  admin = await server.login('admin@demo.surtidor.mx');
  const permit = 'PL/31555/EXP/ES/2016';
  const customer = await server.db
    .insertInto('customers')
    .values({ name: 'Gas Vista', legal_name: 'Gas Vista SA de CV', rfc: 'GVI010101AB1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = (
    await server.db
      .insertInto('gas_stations')
      .values({ name: 'Gas Vista', permission: permit, customer_id: customer.id, time_zone: ZONE })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Ten days of the month, then nothing: the rest of March is missing.
  const reports = reportsOfDays(`${MONTH}-01`, 10).map((r) => ({
    ...r,
    RfcContribuyente: 'GVI010101AB1',
    NumPermiso: permit,
  }));
  for (const [i, report] of reports.entries()) {
    const { payload, headers } = multipartFile(
      `D_${MONTH}-${String(i + 1).padStart(2, '0')}.json`,
      Buffer.from(JSON.stringify(report)),
    );
    const res = await server.inject({
      method: 'POST',
      url: `/api/compliance/stations/${stationId}/files`,
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
  }
}, 180_000);
afterAll(() => server?.close());

const storedMonth = () =>
  server.db
    .selectFrom('compliance_months')
    .select(['due_date', 'checked_at'])
    .where('gas_station_id', '=', stationId)
    .where('month', '=', `${MONTH}-01`)
    .executeTakeFirstOrThrow();

it('answers the due date of the configured day, with the station’s time zone', async () => {
  const month = (
    await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}`, admin)
  ).json();
  expect(month.time_zone).toBe(ZONE);
  expect(month.monthly.due_date).toBe('2026-05-05');
  expect(month.summary.due_date).toBe('2026-05-05');
  expect(month.monthly).toMatchObject({ state: 'missing', overdue: true });
  expect(month.monthly.days_left).toBeLessThan(0);
  // Stored so, for the compliance_monthly_due alert.
  expect((await storedMonth()).due_date).toBe('2026-05-05');

  const rules = (await server.get('/api/compliance/rules', admin)).json().items;
  expect(rules.find((r: { id: string }) => r.id === 'dueDate')).toMatchObject({
    threshold: 5,
    threshold_unit: 'day_of_month',
  });
  const stations = (await server.get(`/api/compliance/stations?month=${MONTH}`, admin)).json();
  const mine = stations.items.find(
    (s: { gas_station_id: number }) => s.gas_station_id === stationId,
  );
  expect(mine.summary.due_date).toBe('2026-05-05');
  // A station nothing was received for counts down to the same day.
  const other = stations.items.find(
    (s: { gas_station_id: number }) => s.gas_station_id !== stationId,
  );
  expect(other.summary).toMatchObject({ due_date: '2026-05-05', checked_at: null });
  // The due date's finding names it.
  const findings = (
    await server.get(
      `/api/compliance/stations/${stationId}/months/${MONTH}/findings?rule=dueDate`,
      admin,
    )
  ).json();
  expect(findings.items).toEqual([
    expect.objectContaining({
      figures: expect.arrayContaining([{ key: 'fechaLimite', value: '2026-05-05' }]),
    }),
  ]);
});

it('checks again a month stored with another due day on its next read', async () => {
  // As a check made before the setting changed left it.
  await server.db
    .updateTable('compliance_months')
    .set({ due_date: '2026-05-03', checked_at: new Date('2026-04-01T00:00:00Z') })
    .where('gas_station_id', '=', stationId)
    .where('month', '=', `${MONTH}-01`)
    .execute();
  const month = (
    await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}`, admin)
  ).json();
  expect(month.monthly.due_date).toBe('2026-05-05');
  const stored = await storedMonth();
  expect(stored.due_date).toBe('2026-05-05');
  expect(stored.checked_at.getTime()).toBeGreaterThan(new Date('2026-04-02T00:00:00Z').getTime());
});

it('prints in the PDF the month view’s days, monthly report and due date', async () => {
  const month = (
    await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}`, admin)
  ).json();
  const facts = await compliancePdfFacts(server.db, stationId, MONTH, { dueDay: 5 });
  expect(facts!.days).toEqual(
    month.days.map((d: { day: string; state: string; findings: number }) => ({
      day: d.day,
      state: d.state,
      findings: d.findings,
    })),
  );
  expect(facts!.days.filter((d) => d.state === 'missing')).toHaveLength(21);
  expect(facts!.monthly).toEqual({
    state: month.monthly.state,
    dueDate: '2026-05-05',
    receivedAt: null,
  });
  expect(facts!.timeZone).toBe(ZONE);
  expect(facts!.checkedAt!.toISOString()).toBe(month.summary.checked_at);
});
