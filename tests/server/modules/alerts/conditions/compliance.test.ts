// The SAT compliance conditions over the pre-audit's stored facts, read by their loader from a
// database of their own: a daily report missing `hours` after its day ended (and not before,
// nor before the station's first report, nor once received), a balance or ticket finding
// beyond its threshold over the last 62 days (and not another rule's, nor a finding of a file
// received later), and a
// monthly report due within the warning window and not clean (and not once clean).
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { addDays } from '@/lib/dates/calendarDates';
import { startOfDayIn } from '@/lib/dates/zonedTimes';
import {
  complianceMismatch,
  complianceMonthlyDue,
  complianceReportMissing,
} from '@/server/modules/alerts/conditions/compliance';
import { loadComplianceRows } from '@/server/modules/alerts/conditions/complianceRows';
import { checkCondition } from '@/server/modules/alerts/conditions';
import { checkMonthNow } from '@/server/modules/compliance';
import { freshTestDatabase, type TestDatabase } from '../../../../support/databaseTemplates';

const ZONE = 'America/Mexico_City';
const HOUR_MS = 3_600_000;
let database: TestDatabase;
let db: Kysely<Database>;
let station: number;
let quiet: number;

/** Midnight ending `day` on the station's clock, plus `hours`. */
const after = (day: string, hours: number) =>
  new Date(startOfDayIn(addDays(day, 1), ZONE).getTime() + hours * HOUR_MS);

async function file(
  stationId: number,
  kind: 'daily' | 'monthly',
  period: string,
  receivedAt: Date,
): Promise<number> {
  const month = `${period.slice(0, 7)}-01`;
  const row = await db
    .insertInto('compliance_files')
    .values({
      gas_station_id: stationId,
      kind,
      day: kind === 'daily' ? period : null,
      month,
      name: `${kind === 'daily' ? 'D' : 'M'}_${period}.json`,
      sha256: `${stationId}-${kind}-${period}`,
      size: 10,
      storage_key: `compliance/${stationId}/${period}.json`,
      source: 'upload',
      received_at: receivedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Cumplimiento', legal_name: 'Cumplimiento SA', rfc: 'CUM200101AA1' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const insert = async (name: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({
          customer_id: customer,
          name,
          permission: `PL/${name}/EXP/ES/2026`,
          time_zone: ZONE,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  station = await insert('Reportes');
  quiet = await insert('SinReportes');
  // Daily reports of 2026-03-01 to 03-09 but 03-05; 03-09's received late, on 03-12.
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-06']) {
    await file(station, 'daily', day, after(day, 2));
  }
  await file(station, 'daily', '2026-03-07', after('2026-03-07', 2));
  await file(station, 'daily', '2026-03-08', after('2026-03-08', 2));
  const late = await file(station, 'daily', '2026-03-09', after('2026-03-11', 12));
  const onTime = await file(station, 'daily', '2026-02-27', after('2026-02-27', 2));
  await db
    .insertInto('compliance_findings')
    .values([
      {
        gas_station_id: station,
        month: '2026-03-01',
        day: '2026-03-09',
        rule: 'dailyBalance',
        severity: 'high',
        subject: 'TQS-0001',
        message: 'El tanque TQS-0001 cerró con 0.80 % de diferencia.',
        figures: JSON.stringify([{ key: 'porcentaje', value: 0.8 }]),
        file_id: late,
      },
      {
        gas_station_id: station,
        month: '2026-02-01',
        day: '2026-02-27',
        rule: 'ticketMismatch',
        severity: 'high',
        subject: 'PR07/SP16',
        message: 'Las mangueras entregaron 1,000 L y los tickets suman 1,100 L.',
        figures: JSON.stringify([{ key: 'porcentaje', value: 9.09 }]),
        file_id: onTime,
      },
      {
        gas_station_id: station,
        month: '2026-02-01',
        day: '2026-02-27',
        rule: 'calibration',
        severity: 'medium',
        subject: 'TQS-0002',
        message: 'La calibración venció.',
        figures: JSON.stringify({}),
        file_id: onTime,
      },
    ])
    .execute();
  const summary = {
    checked_at: new Date(),
    checked_on: '2026-03-10',
    days_due: 28,
    days_received: 28,
    days_with_findings: 1,
    days_missing: 0,
    findings: 2,
    high: 1,
    medium: 1,
    low: 0,
  };
  await db
    .insertInto('compliance_months')
    .values([
      {
        gas_station_id: station,
        month: '2026-02-01',
        monthly_state: 'findings',
        due_date: '2026-04-03',
        ...summary,
      },
      {
        gas_station_id: station,
        month: '2026-01-01',
        monthly_state: 'clean',
        due_date: '2026-03-03',
        ...summary,
      },
    ])
    .execute();
  await file(station, 'monthly', '2026-01', new Date('2026-02-10T18:00:00Z'));
});
afterAll(() => database.close());

const subjects = (firings: { gasStationId: number; subjectKey: string }[]) =>
  firings
    .map((f) => `${f.gasStationId === station ? 'st' : f.gasStationId}|${f.subjectKey}`)
    .sort();

describe('compliance_report_missing', () => {
  const evaluate = async (now: Date, hours: number) =>
    complianceReportMissing.evaluate(
      { hours },
      [station, quiet],
      await loadComplianceRows(db, [station, quiet], now),
      now,
    );

  it('holds for each day of the last 7 whose report is not in `hours` after the day ended', async () => {
    // 03-10 at 09:00 local: 03-09's deadline (10:00) has not passed; 03-05 is missing.
    const firings = await evaluate(after('2026-03-09', 9), 10);
    expect(subjects(firings)).toEqual(['st|day:2026-03-05']);
    expect(firings[0]!.details).toEqual({
      day: '2026-03-05',
      month: '2026-03',
      deadline: after('2026-03-05', 10).toISOString(),
      hours: 10,
    });
  });

  it('holds once the deadline passes, until the report is received', async () => {
    expect(subjects(await evaluate(after('2026-03-09', 10), 10))).toEqual([
      'st|day:2026-03-05',
      'st|day:2026-03-09',
    ]);
    // 03-09's report arrived on 03-12 at 12:00; the window (7 days) still holds 03-05.
    expect(subjects(await evaluate(after('2026-03-11', 13), 10))).toEqual([
      'st|day:2026-03-05',
      'st|day:2026-03-10',
      'st|day:2026-03-11',
    ]);
  });

  it('leaves out days before the station first reported, stations without reports, and days past the window', async () => {
    // 2026-02-27 is the first report: 02-26 and before are never missing; the quiet station never reported.
    const firings = await evaluate(after('2026-02-28', 12), 10);
    expect(subjects(firings)).toEqual(['st|day:2026-02-28']);
    // Eight days later 03-05 has left the 7-day window.
    expect(subjects(await evaluate(after('2026-03-13', 12), 10))).not.toContain(
      'st|day:2026-03-05',
    );
  });

  it('admits at most 72 hours', () => {
    expect(checkCondition('compliance_report_missing', { hours: 72 })).toEqual([]);
    expect(checkCondition('compliance_report_missing', { hours: 73 })).toEqual([
      expect.objectContaining({ field: 'body.condition.hours', rule: 'maximum' }),
    ]);
    expect(checkCondition('compliance_report_missing', {})).toEqual([
      expect.objectContaining({ field: 'body.condition.hours', rule: 'required' }),
    ]);
  });
});

describe('compliance_mismatch', () => {
  const evaluate = async (now: Date) =>
    complianceMismatch.evaluate(
      {},
      [station, quiet],
      await loadComplianceRows(db, [station, quiet], now),
      now,
    );

  it("holds for each balance or ticket finding received by now (not another rule's)", async () => {
    const firings = await evaluate(after('2026-03-10', 0));
    expect(subjects(firings)).toEqual(['st|ticketMismatch:2026-02-27:PR07/SP16']);
    expect(firings[0]!.details).toEqual(
      expect.objectContaining({
        rule: 'ticketMismatch',
        day: '2026-02-27',
        month: '2026-02',
        figures: { porcentaje: 9.09 },
      }),
    );
    // The balance finding's file came on 03-12 at 12:00.
    expect(subjects(await evaluate(after('2026-03-11', 13)))).toEqual([
      'st|dailyBalance:2026-03-09:TQS-0001',
      'st|ticketMismatch:2026-02-27:PR07/SP16',
    ]);
  });

  it('lets a finding go after 62 days', async () => {
    expect(subjects(await evaluate(after('2026-04-30', 1)))).toEqual([
      'st|dailyBalance:2026-03-09:TQS-0001',
    ]);
  });
});

describe('compliance_monthly_due', () => {
  const evaluate = async (now: Date) =>
    complianceMonthlyDue.evaluate(
      {},
      [station, quiet],
      await loadComplianceRows(db, [station, quiet], now),
      now,
    );

  it('holds from 7 days before the due date while the month is not clean', async () => {
    // February is due on 04-03: not yet on 03-26, from 03-27 on, and after it too.
    expect(subjects(await evaluate(after('2026-03-25', 12)))).toEqual([]);
    const firings = await evaluate(after('2026-03-26', 12));
    expect(subjects(firings)).toEqual(['st|month:2026-02']);
    expect(firings[0]!.details).toEqual({
      month: '2026-02',
      due_date: '2026-04-03',
      days_left: 7,
      monthly_state: 'missing',
      findings: 2,
    });
    expect((await evaluate(after('2026-04-04', 12)))[0]!.details).toEqual(
      expect.objectContaining({ days_left: -2 }),
    );
  });

  it('does not hold for a clean month whose monthly report was received', async () => {
    // January (due 03-03) is clean since its monthly report came on 02-10.
    expect(subjects(await evaluate(after('2026-03-01', 12)))).toEqual([]);
  });
});

describe('compliance_monthly_due on the configured due day', () => {
  it('counts down to the day the pre-audit’s check stored (COMPLIANCE_MONTHLY_DUE_DAY 5)', async () => {
    // The quiet station's April, checked with the due day set to 5: due on June 5th, not 3rd.
    await checkMonthNow(db, { id: quiet, time_zone: ZONE }, '2026-04', {
      today: '2026-05-20',
      dueDay: 5,
    });
    const evaluate = async (now: Date) =>
      complianceMonthlyDue.evaluate({}, [quiet], await loadComplianceRows(db, [quiet], now), now);
    // On May 28th June 3rd would be within the week; June 5th is not yet.
    expect(await evaluate(after('2026-05-27', 12))).toEqual([]);
    const firings = await evaluate(after('2026-05-28', 12));
    expect(firings.map((f) => f.details)).toEqual([
      expect.objectContaining({ month: '2026-04', due_date: '2026-06-05', days_left: 7 }),
    ]);
  });
});
