// What the monthly pre-audit PDF prints of a station's month (the reports module draws it): the
// days with their state, the monthly report's state and due date, every finding with its rule
// line (threshold, legal source) and the files received with their digests. Read from what the
// last check stored; the days' states as the month view tells them.
import type { Kysely } from 'kysely';
import { daysThrough, lastOfMonth, todayIn } from '@/lib/dates/calendarDates';
import type { Database } from '../../db/schema';
import { COMPLIANCE_RULES, type ComplianceRuleId } from './complianceRules';
import {
  findingCounts,
  findStation,
  listFindings,
  monthDayFiles,
  monthFiles,
  monthSummary,
} from './complianceStore';
import { THRESHOLD_UNIT, type Severity, type ThresholdUnit } from './findingSeverity';
import { monthlyDueDate } from './monthChecks';

export type PdfDayState = 'complete' | 'findings' | 'missing' | 'pending';

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
): Promise<CompliancePdfFacts | null> {
  const station = await findStation(db, stationId);
  if (!station) return null;
  const today = todayIn(station.time_zone);
  const [summary, dayFiles, counts, findings, files] = await Promise.all([
    monthSummary(db, stationId, month),
    monthDayFiles(db, stationId, month),
    findingCounts(db, stationId, month),
    listFindings(db, stationId, month, { items: MAX_FINDINGS, offset: 0 }),
    monthFiles(db, stationId, month),
  ]);
  const received = new Map(
    dayFiles.filter((f) => f.kind === 'daily' && f.day).map((f) => [String(f.day), f]),
  );
  const monthlyFile = dayFiles.find((f) => f.kind === 'monthly');
  const first = `${month}-01`;
  const days = daysThrough(first, lastOfMonth(first)).map((day) => {
    const count = counts.byDay.get(day) ?? 0;
    const state: PdfDayState = received.has(day)
      ? count > 0
        ? 'findings'
        : 'complete'
      : day < today
        ? 'missing'
        : 'pending';
    return { day, state, findings: count };
  });
  return {
    month,
    today,
    timeZone: station.time_zone,
    days,
    monthly: {
      state: summary?.monthly_state ?? 'missing',
      dueDate: summary?.due_date ?? monthlyDueDate(month),
      receivedAt: monthlyFile ? new Date(monthlyFile.received_at) : null,
    },
    checkedAt: summary ? new Date(summary.checked_at) : null,
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
        threshold: rule.threshold,
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
