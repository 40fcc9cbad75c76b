// The API's shapes of the compliance tables' rows (openapi/src/compliance.yaml).
import { addDays, daysBetween, firstOfMonth, lastOfMonth } from '@/lib/dates/calendarDates';
import type {
  ComplianceChange,
  ComplianceDay,
  ComplianceFigure,
  ComplianceFile,
  ComplianceFinding,
  ComplianceMonthSummary,
  ComplianceRule,
  ComplianceRuleId,
} from '@/api/generated/compliance.gen';
import { COMPLIANCE_RULES, thresholdOf } from './complianceRules';
import type { FileRow, MonthSummaryRow } from './complianceStore';
import { RULE_SEVERITY, THRESHOLD_UNIT, type Severity } from './findingSeverity';
import { monthlyDueDate } from './monthChecks';

/** A rule as the API shows it; `dueDay` is the configured due day (the due date's threshold). */
export function ruleToApi(id: ComplianceRuleId, dueDay: number): ComplianceRule {
  const rule = COMPLIANCE_RULES[id];
  return {
    id,
    title: rule.title,
    threshold: thresholdOf(id, dueDay),
    threshold_unit: THRESHOLD_UNIT[id],
    severity: RULE_SEVERITY[id],
    source: rule.source,
    action: rule.action,
  };
}

export const RULE_ORDER = Object.keys(COMPLIANCE_RULES) as ComplianceRuleId[];

/**
 * A stored month's summary; its due date is the configuration's (`dueDay`), so a changed setting
 * shows at once, before the month is checked again.
 */
export function summaryToApi(
  row: MonthSummaryRow,
  today: string,
  dueDay: number,
): ComplianceMonthSummary {
  const dueDate = monthlyDueDate(row.month, dueDay);
  return {
    month: row.month,
    days_due: row.days_due,
    days_received: row.days_received,
    days_with_findings: row.days_with_findings,
    days_missing: row.days_missing,
    findings: row.findings,
    by_severity: { high: row.high, medium: row.medium, low: row.low },
    monthly_state: row.monthly_state,
    due_date: dueDate,
    days_left: daysBetween(today, dueDate),
    checked_at: row.checked_at.toISOString(),
  };
}

/** The summary of a month nothing was received for: every due day missing, never checked. */
export function emptySummary(month: string, today: string, dueDay: number): ComplianceMonthSummary {
  const first = firstOfMonth(`${month}-01`);
  const last = lastOfMonth(first);
  const due =
    today <= first ? 0 : Math.min(daysBetween(first, today), daysBetween(first, last) + 1);
  const dueDate = monthlyDueDate(month, dueDay);
  return {
    month,
    days_due: due,
    days_received: 0,
    days_with_findings: 0,
    days_missing: due,
    findings: 0,
    by_severity: { high: 0, medium: 0, low: 0 },
    monthly_state: 'missing',
    due_date: dueDate,
    days_left: daysBetween(today, dueDate),
    checked_at: null,
  };
}

export function daysOfMonth(
  month: string,
  today: string,
  files: Map<string, { id: number; received_at: Date }>,
  findings: Map<string, number>,
): ComplianceDay[] {
  const first = firstOfMonth(`${month}-01`);
  const count = daysBetween(first, lastOfMonth(first)) + 1;
  return [...Array(count).keys()].map((i) => {
    const day = addDays(first, i);
    const file = files.get(day);
    const dayFindings = findings.get(day) ?? 0;
    const state: ComplianceDay['state'] = file
      ? dayFindings > 0
        ? 'findings'
        : 'complete'
      : day < today
        ? 'missing'
        : 'pending';
    return {
      day,
      state,
      findings: dayFindings,
      file_id: file?.id ?? null,
      received_at: file?.received_at.toISOString() ?? null,
    };
  });
}

export interface FindingRow {
  id: number;
  gas_station_id: number;
  month: string;
  day: string | null;
  rule: string;
  severity: Severity;
  subject: string | null;
  message: string;
  figures: unknown;
}

export function findingToApi(row: FindingRow): ComplianceFinding {
  const rule = row.rule as ComplianceRuleId;
  return {
    id: row.id,
    gas_station_id: row.gas_station_id,
    month: row.month.slice(0, 7),
    day: row.day,
    rule,
    title: COMPLIANCE_RULES[rule]?.title ?? rule,
    severity: row.severity,
    subject: row.subject,
    message: row.message,
    figures: (Array.isArray(row.figures) ? row.figures : []) as ComplianceFigure[],
  };
}

export function fileToApi(row: FileRow): ComplianceFile {
  return {
    id: row.id,
    gas_station_id: row.gas_station_id,
    name: row.name,
    kind: row.kind,
    day: row.day,
    month: row.month.slice(0, 7),
    sha256: row.sha256,
    size: row.size,
    source: row.source,
    received_by:
      row.received_by !== null ? { id: row.received_by, name: row.received_by_name ?? '' } : null,
    received_at: row.received_at.toISOString(),
    current: row.replaced_by_id === null,
    replaces_id: row.replaces_id,
    replaced_by_id: row.replaced_by_id,
    changes: (Array.isArray(row.changes) ? row.changes : []) as ComplianceChange[],
  };
}
