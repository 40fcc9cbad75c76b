// What the monthly pre-audit PDF prints of a station's month (the reports module draws it): the
// days with their state, the monthly report's state and due date, every finding with its rule
// line (threshold, legal source) and the files received with their digests. Read from what the
// last check stored; the days, the monthly report and the due date are the month view's
// (monthView.ts), the same the screen shows.
import type { Kysely } from 'kysely';
import type { ComplianceDayState } from '@/api/generated/compliance.gen';
import { todayIn } from '@/lib/dates/calendarDates';
import type { Database } from '../../db/schema';
import {
  COMPLIANCE_RULES,
  MONTHLY_DUE_DAY,
  thresholdOf,
  type ComplianceRuleId,
} from './complianceRules';
import { findStation, listFindings, monthFiles } from './complianceStore';
import { THRESHOLD_UNIT, type Severity, type ThresholdUnit } from './findingSeverity';
import { readMonthView } from './monthView';

export type PdfDayState = ComplianceDayState;

export interface CompliancePdfFacts {
  month: string;
  /** The station's date now. */
  today: string;
  timeZone: string;
  days: { day: string; state: PdfDayState; findings: number }[];
  monthly: {
    state: 'missing' | 'findings' | 'clean';
    dueDate: string;
    receivedAt: Date | null;
  };
  checkedAt: Date | null;
  findings: {
    day: string | null;
    rule: ComplianceRuleId;
    title: string;
    severity: Severity;
    subject: string | null;
    message: string;
    figures: { key: string; value: number | string }[];
    threshold: number | null;
    thresholdUnit: ThresholdUnit;
    source: string;
  }[];
  files: {
    name: string;
    kind: 'daily' | 'monthly';
    day: string | null;
    receivedAt: Date;
    sha256: string;
    size: number;
    current: boolean;
  }[];
}

/** Findings a month can hold, read at once for the PDF. */
const MAX_FINDINGS = 100_000;

/** The month's facts for the PDF, or null when the station does not exist. */
export async function compliancePdfFacts(
  db: Kysely<Database>,
  stationId: number,
  month: string,
  options: { dueDay?: number } = {},
): Promise<CompliancePdfFacts | null> {
  const station = await findStation(db, stationId);
  if (!station) return null;
  const today = todayIn(station.time_zone);
  const dueDay = options.dueDay ?? MONTHLY_DUE_DAY;
  const [view, findings, files] = await Promise.all([
    readMonthView(db, station, month, { today, dueDay }),
    listFindings(db, stationId, month, { items: MAX_FINDINGS, offset: 0 }),
    monthFiles(db, stationId, month),
  ]);
  return {
    month,
    today,
    timeZone: station.time_zone,
    days: view.days.map((d) => ({ day: d.day, state: d.state, findings: d.findings })),
    monthly: {
      state: view.monthly.state,
      dueDate: view.monthly.due_date,
      receivedAt: view.monthly.received_at ? new Date(view.monthly.received_at) : null,
    },
    checkedAt: view.summary.checked_at ? new Date(view.summary.checked_at) : null,
    findings: findings.rows.map((f) => {
      const rule = COMPLIANCE_RULES[f.rule as ComplianceRuleId];
      return {
        day: f.day === null ? null : String(f.day),
        rule: rule.id,
        title: rule.title,
        severity: f.severity as Severity,
        subject: f.subject,
        message: f.message,
        figures: (f.figures ?? []) as { key: string; value: number | string }[],
        threshold: thresholdOf(rule.id, dueDay),
        thresholdUnit: THRESHOLD_UNIT[rule.id],
        source: rule.source,
      };
    }),
    files: files.map((f) => ({
      name: f.name,
      kind: f.kind as 'daily' | 'monthly',
      day: f.day === null ? null : String(f.day),
      receivedAt: new Date(f.received_at),
      sha256: f.sha256,
      size: Number(f.size),
      current: f.replaced_by_id === null,
    })),
  };
}
