// What an alert is about, in one line: an i18n key of namespace `alerts` and its values, from
// the kind and what the condition saw (its details). Unknown kinds or details show the subject.
import { alertDay, type LinkableAlert } from './subjectLink';

export interface Summary {
  key: string;
  values: Record<string, string | number>;
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const price = (value: number) => value.toFixed(2);

export interface SummarisedAlert extends LinkableAlert {
  subject: string;
}

export function alertSummary(alert: SummarisedAlert): Summary {
  const d = alert.details;
  const fuel = str(d.fuel);
  switch (alert.rule.kind) {
    case 'competitor_move': {
      const change = num(d.change);
      const before = num(d.previous_price);
      const now = num(d.price);
      if (fuel && change !== null && before !== null && now !== null) {
        return {
          key: change < 0 ? 'summary.competitorDown' : 'summary.competitorUp',
          values: {
            competitor: str(d.competitor) ?? str(d.place_id) ?? '',
            fuel,
            change: price(Math.abs(change)),
            before: price(before),
            now: price(now),
          },
        };
      }
      break;
    }
    case 'not_cheapest':
    case 'most_expensive': {
      const own = num(d.own_price);
      const cheapest = d.cheapest as { competitor?: unknown; price?: unknown } | undefined;
      const best = num(cheapest?.price);
      if (fuel && own !== null && best !== null) {
        return {
          key: `summary.${alert.rule.kind === 'not_cheapest' ? 'notCheapest' : 'mostExpensive'}`,
          values: {
            fuel,
            own: price(own),
            competitor: str(cheapest?.competitor) ?? '',
            price: price(best),
            day: alertDay(alert),
          },
        };
      }
      break;
    }
    case 'connector_failing':
      return {
        key: 'summary.connector',
        values: { error: str(d.last_error) ?? '—' },
      };
    case 'delivery_failed':
      return {
        key: 'summary.delivery',
        values: {
          recipient: str(d.recipient) ?? '—',
          channel: str(d.channel) ?? '',
          error: str(d.error) ?? '—',
        },
      };
  }
  return { key: 'summary.subject', values: { subject: alert.subject } };
}
