// Month values ('YYYY-MM-01') and their labels for the month selects, and the history range
// rule. Dates read in Spanish whatever the interface language.
import { DateTime } from 'luxon';

/** The service-metrics month select offers this many months, the current one first. */
export const SERVICE_MONTHS = 6;
export const DATE_LOCALE = 'es';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Noviembre 2026'. */
export function monthLabel(value: string): string {
  return capitalise(DateTime.fromISO(value).setLocale(DATE_LOCALE).toFormat('LLLL yyyy'));
}

/** '13 de enero de 2022'. */
export function dayLabel(value: string): string {
  return DateTime.fromISO(value).setLocale(DATE_LOCALE).toFormat("d 'de' LLLL 'de' yyyy");
}

/** '13 ene'. */
export function shortDayLabel(value: string): string {
  return DateTime.fromISO(value).setLocale(DATE_LOCALE).toFormat('d LLL').replace('.', '');
}

export const firstOfMonth = (date: DateTime): string => date.startOf('month').toISODate()!;

/** The current month and the ones before it, newest first. */
export function lastMonths(today: DateTime, count: number = SERVICE_MONTHS): string[] {
  const start = today.startOf('month');
  return Array.from({ length: count }, (_, i) => start.minus({ months: i }).toISODate()!);
}

/**
 * The history starts on the selected month's first day and ends on the same year
 * and month with today's day of the month — the month's last day when it is shorter.
 */
export function historyRange(month: string, today: DateTime): { start: string; end: string } {
  const first = DateTime.fromISO(month).startOf('month');
  const day = Math.min(today.day, first.daysInMonth ?? 28);
  return { start: first.toISODate()!, end: first.set({ day }).toISODate()! };
}
