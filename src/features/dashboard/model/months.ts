// Month values ('YYYY-MM-01') and their labels for the month selects, and the history range
// rule. Dates read in Spanish whatever the interface language.
import { firstOfMonth, formatCalendarDate, lastOfMonth } from '@/lib/dates/calendarDates';

/** The service-metrics month select offers this many months, the current one first. */
export const SERVICE_MONTHS = 6;
export const DATE_LOCALE = 'es';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Noviembre 2026'. */
export function monthLabel(value: string): string {
  return capitalise(formatCalendarDate(value, DATE_LOCALE, 'LLLL yyyy'));
}

/** '13 de enero de 2022'. */
export function dayLabel(value: string): string {
  return formatCalendarDate(value, DATE_LOCALE, "d 'de' LLLL 'de' yyyy");
}

/** '13 ene'. */
export function shortDayLabel(value: string): string {
  return formatCalendarDate(value, DATE_LOCALE, 'd LLL').replace('.', '');
}

/** The current month and the ones before it, newest first (`today`: 'YYYY-MM-DD'). */
export function lastMonths(today: string, count: number = SERVICE_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => firstOfMonth(today, -i));
}

/**
 * The history starts on the selected month's first day and ends on the same year
 * and month with today's day of the month — the month's last day when it is shorter.
 */
export function historyRange(month: string, today: string): { start: string; end: string } {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const end = `${first.slice(0, 8)}${today.slice(8, 10)}`;
  return { start: first, end: end < last ? end : last };
}
