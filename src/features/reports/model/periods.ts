// Report periods: a daily report is about one day, weeks run Monday to Sunday, months by the
// calendar; a "complete" period has ended before today. Dates are 'YYYY-MM-DD', computed by the shared calendar module.
import {
  addDays,
  firstOfMonth,
  isCalendarDate,
  lastOfMonth,
  mondayOf,
  todayIn,
} from '@/lib/dates/calendarDates';

export interface Period {
  startDate: string;
  endDate: string;
}

/** Today in the browser's own calendar. */
export function localToday(now: Date = new Date()): string {
  return todayIn(undefined, now);
}

const week = (monday: string): Period => ({ startDate: monday, endDate: addDays(monday, 6) });
const month = (date: string, months: number): Period => ({
  startDate: firstOfMonth(date, months),
  endDate: lastOfMonth(date, months),
});

export function lastCompleteWeek(today: string): Period {
  return week(addDays(mondayOf(today), -7));
}

export function lastCompleteMonth(today: string): Period {
  return month(today, -1);
}

export function shiftWeek(period: Period, weeks: number): Period {
  return week(addDays(mondayOf(period.startDate), weeks * 7));
}

export function shiftMonth(period: Period, months: number): Period {
  return month(period.startDate, months);
}

/** The last `days` days up to yesterday. */
export function lastDays(today: string, days: number): Period {
  const end = addDays(today, -1);
  return { startDate: addDays(end, -(days - 1)), endDate: end };
}

export type RequestableType =
  | 'daily'
  | 'weekly_executive'
  | 'weekly_analytic'
  | 'monthly'
  | 'price'
  | 'customer_behavior'
  | 'traffic_sensitivity';

export const REQUESTABLE_TYPES: readonly RequestableType[] = [
  'daily',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
];

/** What the Data screen offers first for a report type. */
export function defaultPeriod(type: RequestableType, today: string): Period {
  if (type === 'daily') return lastDays(today, 1);
  if (type === 'monthly') return lastCompleteMonth(today);
  if (type === 'price' || type === 'customer_behavior' || type === 'traffic_sensitivity') {
    return lastDays(today, 30);
  }
  return lastCompleteWeek(today);
}

/** The one day a daily report is about (its start and its end). */
export function singleDay(date: string): Period {
  return { startDate: date, endDate: date };
}

/** A readable date, e.g. 9 nov 2026. */
export function readableDate(value: string, locale: string): string {
  if (!isCalendarDate(value)) return value;
  const parsed = new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}
