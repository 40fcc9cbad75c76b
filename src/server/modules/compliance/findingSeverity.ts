// How serious each rule's finding is, and what its threshold counts, beside the rule table
// (complianceRules.ts): high where the SAT may presume undeclared income or fine a report
// (art. 55 fr. VII, art. 81-82 fr. XXV), medium where a report is wrong and must be corrected,
// low for a warning. A due date not yet past is a warning; past, it is high.
import type { ComplianceRuleId } from './complianceRules';
import type { Finding } from './monthChecks';

export type Severity = 'high' | 'medium' | 'low';
export type ThresholdUnit = 'share' | 'litres' | 'hours' | 'day_of_month' | null;

export const RULE_SEVERITY: Record<ComplianceRuleId, Severity> = {
  coverage: 'high',
  continuity: 'medium',
  dailyBalance: 'high',
  stockBounds: 'high',
  ticketMismatch: 'high',
  cfdiVolumes: 'high',
  cfdiUuids: 'medium',
  monthlySum: 'medium',
  calibration: 'medium',
  eventSequence: 'medium',
  // The controls did not work for days: what the SAT fines hardest (missing controls).
  faultOpen: 'high',
  dueDate: 'high',
};

export const THRESHOLD_UNIT: Record<ComplianceRuleId, ThresholdUnit> = {
  coverage: null,
  continuity: null,
  dailyBalance: 'share',
  stockBounds: null,
  ticketMismatch: 'share',
  cfdiVolumes: 'share',
  cfdiUuids: null,
  monthlySum: 'litres',
  calibration: null,
  eventSequence: null,
  faultOpen: 'hours',
  dueDate: 'day_of_month',
};

export function severityOf(finding: Finding): Severity {
  if (finding.rule === 'dueDate' && finding.figures.estado !== 'vencido') return 'low';
  return RULE_SEVERITY[finding.rule];
}
