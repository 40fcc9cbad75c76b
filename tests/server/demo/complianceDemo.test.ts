// The demo's SAT compliance month: on a fresh start the first two stations of the main customer
// hold the last complete month's daily reports and its monthly report, received through the
// intake as an upload, and its pre-audit shows exactly the faults built in: a missing day (and
// so its sales tickets without a report), a 0.8 % balance gap without event 7 and a continuity
// break at the first; an expired calibration and a CFDI short of its receipt at the second
// (plus the monthly report's due date once it is near). The demo's compliance rules have their
// alerts.
import { addDays, daysThrough, lastOfMonth } from '@/lib/dates/calendarDates';
import { DUE_WARN_DAYS } from '@/server/modules/compliance';
import { DEMO_COMPLIANCE_RULES, demoMonthFaults } from '@/server/demo/complianceDemo';
import { DEMO_CUSTOMERS } from '@/server/demo/demoDataSet';
import { startTestServer, type TestServer } from '../../support/testServer';

let s: TestServer;
let stations: number[];
let first: string;
beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.db
    .selectFrom('gas_stations as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select('g.id')
    .where('c.legal_name', '=', DEMO_CUSTOMERS[0]!.legal_name)
    .orderBy('g.id')
    .limit(2)
    .execute();
  stations = rows.map((r) => r.id);
  const month = await s.db
    .selectFrom('compliance_months')
    .select((eb) => eb.fn.max('month').as('month'))
    .where('gas_station_id', 'in', stations)
    .executeTakeFirstOrThrow();
  first = String(month.month);
}, 180_000);
afterAll(() => s.close());

/** A finding's figures, stored as a list of key and value. */
const figure = (f: { figures: unknown }, key: string) =>
  (f.figures as { key: string; value: unknown }[]).find((x) => x.key === key)?.value;

const findingsOf = (station: number) =>
  s.db
    .selectFrom('compliance_findings')
    .select(['rule', 'day', 'subject', 'figures'])
    .where('gas_station_id', '=', station)
    .where('month', '=', first)
    .orderBy('day')
    .orderBy('rule')
    .execute();

it('receives the month of reports of two stations through the intake', async () => {
  expect(stations).toHaveLength(2);
  const days = daysThrough(first, lastOfMonth(first)).length;
  const files = await s.db
    .selectFrom('compliance_files')
    .select(['gas_station_id', 'kind', 'source'])
    .where('gas_station_id', 'in', stations)
    .where('month', '=', first)
    .execute();
  const count = (station: number, kind: string) =>
    files.filter((f) => f.gas_station_id === station && f.kind === kind).length;
  expect([count(stations[0]!, 'daily'), count(stations[0]!, 'monthly')]).toEqual([days - 1, 1]);
  expect([count(stations[1]!, 'daily'), count(stations[1]!, 'monthly')]).toEqual([days, 1]);
  expect(new Set(files.map((f) => f.source))).toEqual(new Set(['upload']));
  const tanks = await s.db
    .selectFrom('compliance_tank_days')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('gas_station_id', 'in', stations)
    .executeTakeFirstOrThrow();
  expect(Number(tanks.n)).toBe((2 * days - 1) * 3);
});

it('shows exactly the faults built in', async () => {
  const [a, b] = demoMonthFaults(first);
  const month = await s.db
    .selectFrom('compliance_months')
    .select(['gas_station_id', 'checked_on', 'due_date', 'days_missing', 'monthly_state'])
    .where('gas_station_id', 'in', stations)
    .where('month', '=', first)
    .orderBy('gas_station_id')
    .execute();
  expect(month.map((m) => [m.days_missing, m.monthly_state])).toEqual([
    [1, 'findings'],
    [0, 'findings'],
  ]);
  // The due date's warning, only once it is near (it is no fault of the month).
  const dueNear = month[0]!.checked_on >= addDays(month[0]!.due_date, -DUE_WARN_DAYS);
  const without = <T extends { rule: string }>(list: T[]) =>
    list.filter((f) => f.rule !== 'dueDate');

  const first_ = await findingsOf(stations[0]!);
  expect(first_.some((f) => f.rule === 'dueDate')).toBe(dueNear);
  expect(
    without(first_).map((f) => [f.rule, f.day, f.rule === 'ticketMismatch' ? '' : f.subject]),
  ).toEqual(
    [
      ['dailyBalance', a.balanceGap!.day, 'TQS-EDS-0001'],
      ['coverage', a.missingDay!, null],
      // The missing day's tickets have no report: one per fuel.
      ['ticketMismatch', a.missingDay!, ''],
      ['ticketMismatch', a.missingDay!, ''],
      ['ticketMismatch', a.missingDay!, ''],
      ['continuity', a.continuityBreak!.day, 'TQS-EDS-0003'],
    ].sort(
      (x, y) =>
        String(x[1]).localeCompare(String(y[1])) || String(x[0]).localeCompare(String(y[0])),
    ),
  );
  const balance = first_.find((f) => f.rule === 'dailyBalance')!;
  expect(figure(balance, 'evento7')).toBe('no registrado');
  expect(figure(balance, 'porcentaje')).toBeCloseTo(0.81, 2);
  for (const f of first_.filter((x) => x.rule === 'ticketMismatch')) {
    expect(figure(f, 'entregas')).toBe(0);
  }

  const second = await findingsOf(stations[1]!);
  expect(second.some((f) => f.rule === 'dueDate')).toBe(dueNear);
  const expired = daysThrough(addDays(b.expiredCalibration!.until, 1), lastOfMonth(first));
  expect(without(second).map((f) => [f.rule, f.day, f.subject])).toEqual(
    [
      ...expired.map((day) => ['calibration', day, 'TQS-EDS-0002']),
      ['cfdiVolumes', b.cfdiShortfall!.day, 'PR03/SP18'],
    ].sort(
      (x, y) =>
        String(x[1]).localeCompare(String(y[1])) || String(x[0]).localeCompare(String(y[0])),
    ),
  );

  // The five faults' kinds, and the missing day's tickets.
  const kinds = new Set(without([...first_, ...second]).map((f) => f.rule));
  expect([...kinds].sort()).toEqual(
    [
      'calibration',
      'cfdiVolumes',
      'continuity',
      'coverage',
      'dailyBalance',
      'ticketMismatch',
    ].sort(),
  );
});

it('ships a rule of each compliance kind, with the alerts of that history', async () => {
  const rules = await s.db
    .selectFrom('alert_rules')
    .select(['id', 'condition_kind'])
    .where(
      'name',
      'in',
      DEMO_COMPLIANCE_RULES.map((r) => r.name),
    )
    .execute();
  expect(rules.map((r) => r.condition_kind).sort()).toEqual(
    DEMO_COMPLIANCE_RULES.map((r) => r.condition_kind).sort(),
  );
  const mismatch = rules.find((r) => r.condition_kind === 'compliance_mismatch')!;
  const open = await s.db
    .selectFrom('alerts')
    .select(['gas_station_id', 'subject_key'])
    .where('rule_id', '=', mismatch.id)
    .where('state', '<>', 'resolved')
    .execute();
  const [a] = demoMonthFaults(first);
  expect(open.map((o) => o.subject_key)).toContain(
    `dailyBalance:${a.balanceGap!.day}:TQS-EDS-0001`,
  );
  expect(open.every((o) => o.gas_station_id === stations[0])).toBe(true);
});

it("shows the compliance alerts in the administrator's inbox, and not in the editor's", async () => {
  const admin = await s.login('admin@demo.surtidor.mx');
  const editor = await s.login('editor@demo.surtidor.mx');
  const kindsIn = async (token: string) => {
    const response = await s.get('/api/alerts?items=1000&state=open', token);
    expect(response.statusCode).toBe(200);
    return new Set(
      (response.json() as { items: { rule: { kind: string } }[] }).items.map((a) => a.rule.kind),
    );
  };
  const seen = await kindsIn(admin);
  expect(seen.has('compliance_mismatch')).toBe(true);
  expect([...(await kindsIn(editor))].filter((k) => k.startsWith('compliance_'))).toEqual([]);
});
