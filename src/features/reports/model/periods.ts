// Report periods: weeks run Monday to Sunday, months by the calendar; a "complete" period has
// ended before today. Dates are 'YYYY-MM-DD'.
import { DateTime } from 'luxon';

export interface Period {
  startDate: string;
  endDate: string;
}

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
const iso = (date: DateTime) => date.toISODate()!;

/** Today in the browser's own calendar. */
export function localToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).toISODate()!;
}

export function lastCompleteWeek(today: string): Period {
  const monday = day(today).startOf('week').minus({ weeks: 1 });
  return { startDate: iso(monday), endDate: iso(monday.plus({ days: 6 })) };
}

export function lastCompleteMonth(today: string): Period {
  const first = day(today).startOf('month').minus({ months: 1 });
  return { startDate: iso(first), endDate: iso(first.endOf('month')) };
}

export function shiftWeek(period: Period, weeks: number): Period {
  const monday = day(period.startDate).plus({ weeks });
  return { startDate: iso(monday), endDate: iso(monday.plus({ days: 6 })) };
}

export function shiftMonth(period: Period, months: number): Period {
  const first = day(period.startDate).plus({ months }).startOf('month');
  return { startDate: iso(first), endDate: iso(first.endOf('month')) };
}

/** The last `days` days up to yesterday. */
export function lastDays(today: string, days: number): Period {
  const end = day(today).minus({ days: 1 });
  return { startDate: iso(end.minus({ days: days - 1 })), endDate: iso(end) };
}

export type RequestableType =
  | 'weekly_executive'
  | 'weekly_analytic'
  | 'monthly'
  | 'price'
  | 'customer_behavior'
  | 'traffic_sensitivity';

export const REQUESTABLE_TYPES: readonly RequestableType[] = [
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
];

/** What the Data screen offers first for a report type. */
export function defaultPeriod(type: RequestableType, today: string): Period {
  if (type === 'monthly') return lastCompleteMonth(today);
  if (type === 'price' || type === 'customer_behavior' || type === 'traffic_sensitivity') {
    return lastDays(today, 30);
  }
  return lastCompleteWeek(today);
}

/** A readable date, e.g. 9 nov 2026. */
export function readableDate(value: string, locale: string): string {
  const parsed = day(value);
  return parsed.isValid ? parsed.setLocale(locale).toFormat('d LLL yyyy') : value;
}
