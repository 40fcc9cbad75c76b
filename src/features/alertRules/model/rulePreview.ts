// What the rule editor sends to the preview and how its answer is shown: the input only once
// the form holds a complete, valid condition and at least one station (the server would refuse
// anything less), and each example's details in one line (an i18n key of preview.example).
import type { AlertConditionKind, AlertRulePreview, AlertRulePreviewInput } from '@/api/alertRules';
import { kindedDetails, unknownKind } from '@/api/alerts';
import type { FormErrors } from '@/lib/forms';
import { toRuleInput, validateRule, type RuleFormValues } from './ruleForm';

/** The preview's input for these values; null while the condition or scope is incomplete or
 * invalid (by `validate`, the form's own checks). */
export function previewInput(
  values: RuleFormValues,
  validate: (values: RuleFormValues) => FormErrors = validateRule,
): AlertRulePreviewInput | null {
  if (!values.condition.kind || values.gas_station_ids.length === 0) return null;
  const errors = validate(values);
  if (errors.condition !== undefined || errors.gas_station_ids !== undefined) return null;
  const { condition, gas_station_ids } = toRuleInput(values);
  return { condition, gas_station_ids };
}

export interface ExampleText {
  key: string;
  values: Record<string, string | number>;
}

// The contract types the details; these still guard against an example without a value.
const num = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const str = (v: string | null | undefined) => (typeof v === 'string' && v !== '' ? v : null);
const price = (v: number) => v.toFixed(2);

/** One example's details as a key of `preview.example` and its values (fuel and metric keys
 * are translated by the caller). Details it does not know show the kind's name. */
export function exampleText(
  kind: AlertConditionKind,
  example: AlertRulePreview['examples'][number],
): ExampleText {
  const other = { key: 'other', values: { kind } };
  const k = kindedDetails(kind, example.details);
  switch (k.kind) {
    case 'competitor_move': {
      const fuel = str(k.details.fuel);
      const before = num(k.details.previous_price);
      const now = num(k.details.price);
      if (fuel && before !== null && now !== null)
        return {
          key: 'competitor_move',
          values: {
            competitor: str(k.details.competitor) ?? example.subject,
            fuel,
            before: price(before),
            now: price(now),
          },
        };
      return other;
    }
    case 'not_cheapest':
    case 'most_expensive': {
      const fuel = str(k.details.fuel);
      const p = num(k.details.own_price);
      return fuel && p !== null ? { key: 'price', values: { fuel, price: price(p) } } : other;
    }
    case 'competitor_price_flagged': {
      const fuel = str(k.details.fuel);
      const p = num(k.details.price);
      return fuel && p !== null ? { key: 'price', values: { fuel, price: price(p) } } : other;
    }
    case 'service_under_goal': {
      const metric = str(k.details.metric);
      const value = num(k.details.value);
      const goal = num(k.details.goal);
      const vehicles = num(k.details.vehicles);
      if (metric && value !== null && goal !== null && vehicles !== null)
        return { key: 'service_under_goal', values: { metric, value, goal, vehicles } };
      return other;
    }
    case 'feed_ticket_mismatch': {
      const fuel = str(k.details.fuel);
      const feed = num(k.details.feed_price);
      const ticket = num(k.details.ticket_price);
      if (fuel && feed !== null && ticket !== null)
        return {
          key: 'feed_ticket_mismatch',
          values: { fuel, feed: price(feed), ticket: price(ticket) },
        };
      return other;
    }
    case 'delivery_failed': {
      const recipient = str(k.details.recipient);
      return recipient ? { key: 'delivery_failed', values: { recipient } } : other;
    }
    case 'connector_failing':
    case 'compliance_report_missing':
    case 'compliance_mismatch':
    case 'compliance_monthly_due':
      return other;
    default:
      return unknownKind(k, other);
  }
}
