// The goal form's values <-> GoalInput, checked against the contract schema plus the period rule
// (a week, or both dates with the end on or after the start).
import type { Goal, GoalInput } from '@/api/goals';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toInteger, toNumber, toText, type RuleViolation } from '@/lib/forms';

export interface GoalFormValues {
  customer_id?: string;
  metric?: string;
  quantity?: string;
  assigned_user_id?: string;
  gas_station_ids: string[];
  period: 'week' | 'dates';
  week?: string;
  start_date?: string;
  end_date?: string;
}

export function valuesFromGoal(goal: Goal | null): GoalFormValues {
  if (!goal) return { gas_station_ids: [], period: 'week' };
  return {
    customer_id: String(goal.customer.id),
    metric: goal.metric,
    quantity: String(goal.quantity),
    assigned_user_id: goal.assigned_user ? String(goal.assigned_user.id) : undefined,
    gas_station_ids: goal.gas_stations.map((s) => String(s.id)),
    period: goal.week ? 'week' : 'dates',
    week: goal.week ?? undefined,
    start_date: goal.start_date ?? undefined,
    end_date: goal.end_date ?? undefined,
  };
}

export function toGoalInput(values: GoalFormValues): GoalInput {
  const byWeek = values.period === 'week';
  return {
    customer_id: toInteger(values.customer_id),
    metric: values.metric,
    quantity: toNumber(values.quantity),
    assigned_user_id: toInteger(values.assigned_user_id) ?? null,
    gas_station_ids: values.gas_station_ids.map(Number),
    week: byWeek ? (toText(values.week) ?? null) : null,
    start_date: byWeek ? null : (toText(values.start_date) ?? null),
    end_date: byWeek ? null : (toText(values.end_date) ?? null),
  } as GoalInput;
}

const MESSAGES = {
  week: { pattern: 'Elige una semana', required: 'Elige una semana' },
  start_date: { required: 'Elige la fecha de inicio' },
  end_date: {
    required: 'Elige la fecha de fin',
    order: 'La fecha de fin es anterior a la de inicio',
  },
};

/** The period rule, which the schema cannot say: a week, or both dates in order. */
function periodRules(values: GoalFormValues, input: GoalInput): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (values.period === 'week' && !input.week) violations.push({ path: 'week', rule: 'required' });
  if (values.period === 'dates') {
    if (!input.start_date) violations.push({ path: 'start_date', rule: 'required' });
    if (!input.end_date) violations.push({ path: 'end_date', rule: 'required' });
    if (input.start_date && input.end_date && input.end_date < input.start_date) {
      violations.push({ path: 'end_date', rule: 'order' });
    }
  }
  return violations;
}

export const { validate: validateGoal, serverErrors: goalServerErrors } = schemaForm({
  ...contractBody('GoalInput'),
  toPayload: toGoalInput,
  messages: MESSAGES,
  extra: periodRules,
});
