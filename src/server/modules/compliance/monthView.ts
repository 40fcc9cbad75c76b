// A station's month as the screen shows it (getComplianceMonth) and the pre-audit PDF prints it:
// each day's state, the monthly report's state and due date, the summary and the findings per
// rule, read from what the last check stored. The one place the days' states are told.
import type { Kysely } from 'kysely';
import type { ComplianceMonth, ComplianceRuleCount } from '@/api/generated/compliance.gen';
import type { Database } from '../../db/schema';
import {
  findingCounts,
  monthDayFiles,
  monthHasFiles,
  monthSummary,
  type MonthSummaryRow,
  type StationRow,
} from './complianceStore';
import { daysOfMonth, emptySummary, RULE_ORDER, summaryToApi } from './complianceViews';
import { checkMonthNow } from './monthCheck';
import { monthlyDueDate } from './monthChecks';

export interface MonthViewOptions {
  /** The station's date now. */
  today: string;
  /** The configuration's day the monthly report is due (COMPLIANCE_MONTHLY_DUE_DAY). */
  dueDay: number;
}

/**
 * Whether a month's stored check no longer tells its state: checked on an earlier day (a day
 * became due, the due date drew near) or against another due day than the configuration's.
 */
export const isStale = (summary: MonthSummaryRow, options: MonthViewOptions) =>
  summary.checked_on < options.today ||
  summary.due_date !== monthlyDueDate(summary.month, options.dueDay);

/** The month's summary, checked again first when stale (or when `force`), or never checked with files in. */
export async function refreshMonth(
  db: Kysely<Database>,
  station: StationRow,
  month: string,
  options: MonthViewOptions & { force?: boolean },
): Promise<MonthSummaryRow | null> {
  const summary = await monthSummary(db, station.id, month);
  const due =
    options.force === true ||
    (summary ? isStale(summary, options) : await monthHasFiles(db, station.id, month));
  if (!due) return summary;
  return checkMonthNow(db, station, month, { today: options.today, dueDay: options.dueDay });
}

/** The month as stored: days, monthly report, summary and findings per rule. */
export async function readMonthView(
  db: Kysely<Database>,
  station: StationRow,
  month: string,
  options: MonthViewOptions,
): Promise<ComplianceMonth> {
  const { today, dueDay } = options;
  const [summary, files, counts] = await Promise.all([
    monthSummary(db, station.id, month),
    monthDayFiles(db, station.id, month),
    findingCounts(db, station.id, month),
  ]);
  const daily = new Map(files.filter((f) => f.kind === 'daily').map((f) => [f.day!, f] as const));
  const monthly = files.find((f) => f.kind === 'monthly') ?? null;
  const apiSummary = summary
    ? summaryToApi(summary, today, dueDay)
    : emptySummary(month, today, dueDay);
  const byRule: ComplianceRuleCount[] = RULE_ORDER.filter((r) => counts.byRule.has(r)).map(
    (rule) => ({ rule, count: counts.byRule.get(rule)! }),
  );
  return {
    gas_station_id: station.id,
    month,
    time_zone: station.time_zone,
    today,
    days: daysOfMonth(month, today, daily, counts.byDay),
    monthly: {
      state: apiSummary.monthly_state,
      file_id: monthly?.id ?? null,
      received_at: monthly?.received_at.toISOString() ?? null,
      due_date: apiSummary.due_date,
      days_left: apiSummary.days_left,
      overdue: apiSummary.days_left < 0 && apiSummary.monthly_state !== 'clean',
    },
    summary: apiSummary,
    by_rule: byRule,
  };
}
