// What the rule editor sends to the preview and how its answer is shown: the input only once
// the form holds a complete, valid condition and at least one station (the server would refuse
// anything less), and each example's details in one line (an i18n key of preview.example).
import type { AlertRulePreview, AlertRulePreviewInput } from '@/api/alertRules';
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

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const price = (v: number) => v.toFixed(2);

/** One example's details as a key of `preview.example` and its values (fuel and metric keys
 * are translated by the caller). Details it does not know show the kind's name. */
export function exampleText(
  kind: string,
  example: AlertRulePreview['examples'][number],
): ExampleText {
  const d = example.details;
  const fuel = str(d.fuel);
  switch (kind) {
    case 'competitor_move': {
      const before = num(d.previous_price);
      const now = num(d.price);
      if (fuel && before !== null && now !== null)
        return {
          key: 'competitor_move',
          values: {
            competitor: str(d.competitor) ?? example.subject,
            fuel,
            before: price(before),
            now: price(now),
          },
        };
      break;
    }
    case 'not_cheapest':
    case 'most_expensive':
    case 'competitor_price_flagged': {
      const p = num(d.price) ?? num(d.own_price);
      if (fuel && p !== null) return { key: 'price', values: { fuel, price: price(p) } };
      break;
    }
    case 'service_under_goal': {
      const metric = str(d.metric);
      const value = num(d.value);
      const goal = num(d.goal);
      const vehicles = num(d.vehicles);
      if (metric && value !== null && goal !== null && vehicles !== null)
        return { key: 'service_under_goal', values: { metric, value, goal, vehicles } };
      break;
    }
    case 'feed_ticket_mismatch': {
      const feed = num(d.feed_price);
      const ticket = num(d.ticket_price);
      if (fuel && feed !== null && ticket !== null)
        return {
          key: 'feed_ticket_mismatch',
          values: { fuel, feed: price(feed), ticket: price(ticket) },
        };
      break;
    }
    case 'delivery_failed': {
      const recipient = str(d.recipient);
      if (recipient) return { key: 'delivery_failed', values: { recipient } };
      break;
    }
  }
  return { key: 'other', values: { kind } };
}
