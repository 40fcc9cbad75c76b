// What an alert is about, in one line: an i18n key of namespace `alerts` and its values, from
// the kind and what the condition saw (its details, typed by kind in the contract). Kinds
// without a line of their own, or details lacking what the line needs (an alert stored by an
// older evaluator), show the subject.
import { kindedDetails, unknownKind } from '@/api/alerts';
import { alertDay, type LinkableAlert } from './subjectLink';

export interface Summary {
  key: string;
  values: Record<string, string | number>;
}

// The contract types the details; these still guard against an alert stored without a value.
const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: string | null | undefined) =>
  typeof value === 'string' && value !== '' ? value : null;
const price = (value: number) => value.toFixed(2);

export interface SummarisedAlert extends LinkableAlert {
  subject: string;
}

export function alertSummary(alert: SummarisedAlert): Summary {
  const subject = { key: 'summary.subject', values: { subject: alert.subject } };
  const k = kindedDetails(alert.rule.kind, alert.details);
  switch (k.kind) {
    case 'competitor_move': {
      const fuel = str(k.details.fuel);
      const change = num(k.details.change);
      const before = num(k.details.previous_price);
      const now = num(k.details.price);
      if (fuel && change !== null && before !== null && now !== null) {
        return {
          key: change < 0 ? 'summary.competitorDown' : 'summary.competitorUp',
          values: {
            competitor: str(k.details.competitor) ?? '',
            fuel,
            change: price(Math.abs(change)),
            before: price(before),
            now: price(now),
          },
        };
      }
      return subject;
    }
    case 'not_cheapest':
    case 'most_expensive': {
      const fuel = str(k.details.fuel);
      const own = num(k.details.own_price);
      const cheapest = k.details.cheapest;
      const best = num(cheapest?.price);
      if (fuel && own !== null && best !== null) {
        return {
          key: `summary.${k.kind === 'not_cheapest' ? 'notCheapest' : 'mostExpensive'}`,
          values: {
            fuel,
            own: price(own),
            competitor: str(cheapest?.competitor) ?? '',
            price: price(best),
            day: alertDay(alert),
          },
        };
      }
      return subject;
    }
    case 'connector_failing':
      return {
        key: 'summary.connector',
        values: { error: str(k.details.last_error) ?? '—' },
      };
    case 'delivery_failed':
      return {
        key: 'summary.delivery',
        values: {
          recipient: str(k.details.recipient) ?? '—',
          channel: str(k.details.channel) ?? '',
          error: str(k.details.error) ?? '—',
        },
      };
    case 'compliance_report_missing': {
      const day = str(k.details.day);
      return day ? { key: 'summary.complianceMissing', values: { day } } : subject;
    }
    case 'compliance_mismatch': {
      const day = str(k.details.day);
      const message = str(k.details.message);
      return day && message
        ? { key: 'summary.complianceMismatch', values: { day, message } }
        : subject;
    }
    case 'compliance_monthly_due': {
      const month = str(k.details.month);
      const due = str(k.details.due_date);
      const left = num(k.details.days_left);
      return month && due && left !== null
        ? {
            key: left < 0 ? 'summary.complianceOverdue' : 'summary.complianceDue',
            values: { month, due },
          }
        : subject;
    }
    case 'competitor_price_flagged':
    case 'feed_ticket_mismatch':
    case 'service_under_goal':
      return subject;
    default:
      return unknownKind(k, subject);
  }
}
