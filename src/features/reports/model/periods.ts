// Report periods: a daily report is about one day, weeks run Monday to Sunday, months by the
// calendar; a "complete" period has ended before today. The periods themselves are the shared
// calendar periods (src/lib/dates/calendarPeriods, imported from there, the same the server's
// scheduled reports use); this file holds only what the report screens add to them.
import { isCalendarDate, readableCalendarDate, todayIn } from '@/lib/dates/calendarDates';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  lastDays,
  type CalendarPeriod,
} from '@/lib/dates/calendarPeriods';

export type Period = CalendarPeriod;

/** Today in the browser's own calendar. */
export function localToday(now: Date = new Date()): string {
  return todayIn(undefined, now);
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

/** A readable date, e.g. 9 nov 2026 (anything that is not a date is shown as it is). */
export function readableDate(value: string, locale: string): string {
  return isCalendarDate(value) ? readableCalendarDate(value, locale) : value;
}
