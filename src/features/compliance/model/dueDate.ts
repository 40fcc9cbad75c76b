// The monthly report's due date counted down, and the tones of the states the screens show.
import type { ComplianceDayState, ComplianceSeverity } from '@/api/compliance';
import type { StatusTone } from '@/components/StatusDot';

export type MonthlyState = 'missing' | 'findings' | 'clean';

/** An i18n key (compliance) and its count: 'Faltan 5 días', 'Vence hoy', 'Venció hace 2 días'. */
export function countdown(daysLeft: number): { key: string; count: number } {
  if (daysLeft > 0) return { key: 'due.left', count: daysLeft };
  if (daysLeft === 0) return { key: 'due.today', count: 0 };
  return { key: 'due.past', count: -daysLeft };
}

/** The countdown's tone: past due and not clean is an error, the last week a warning. */
export function dueTone(daysLeft: number, state: MonthlyState): StatusTone {
  if (state === 'clean') return 'success';
  if (daysLeft < 0) return 'error';
  if (daysLeft <= 7) return 'warning';
  return 'neutral';
}

export const MONTHLY_TONES: Record<MonthlyState, StatusTone> = {
  clean: 'success',
  findings: 'warning',
  missing: 'error',
};

export const DAY_TONES: Record<ComplianceDayState, StatusTone> = {
  complete: 'success',
  findings: 'warning',
  missing: 'error',
  pending: 'neutral',
};

export const SEVERITY_TONES: Record<ComplianceSeverity, StatusTone> = {
  high: 'error',
  medium: 'warning',
  low: 'neutral',
};

export const SEVERITIES: readonly ComplianceSeverity[] = ['high', 'medium', 'low'];
