// Report periods: weeks run Monday to Sunday, months by the calendar; a "complete" period has
// ended before today. Dates are 'YYYY-MM-DD', computed in UTC without a date library (these
// screens already carry the chart library).

export interface Period {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** The Monday of the date's week. */
const monday = (date: Date) => plusDays(date, -((date.getUTCDay() + 6) % 7));
const firstOfMonth = (date: Date, months = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
const lastOfMonth = (first: Date) => plusDays(firstOfMonth(first, 1), -1);

/** Today in the browser's own calendar. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const week = (start: Date): Period => ({ startDate: iso(start), endDate: iso(plusDays(start, 6)) });
const month = (first: Date): Period => ({
  startDate: iso(first),
  endDate: iso(lastOfMonth(first)),
});

export function lastCompleteWeek(today: string): Period {
  return week(plusDays(monday(day(today)), -7));
}

export function lastCompleteMonth(today: string): Period {
  return month(firstOfMonth(day(today), -1));
}

export function shiftWeek(period: Period, weeks: number): Period {
  return week(plusDays(monday(day(period.startDate)), weeks * 7));
}

export function shiftMonth(period: Period, months: number): Period {
  return month(firstOfMonth(day(period.startDate), months));
}

/** The last `days` days up to yesterday. */
export function lastDays(today: string, days: number): Period {
  const end = plusDays(day(today), -1);
  return { startDate: iso(plusDays(end, -(days - 1))), endDate: iso(end) };
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
  if (Number.isNaN(parsed.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}
