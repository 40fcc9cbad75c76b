// The months and days of the compliance screens: month keys (AAAA-MM), their neighbours, the
// calendar's weeks (Monday first) and how a month and a day read in the locale.
import {
  addDays,
  addMonths,
  daysBetween,
  formatCalendarDate,
  mondayOf,
  readableCalendarDate,
  todayIn,
} from '@/lib/dates/calendarDates';

const MONTH_KEY = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month key the API accepts (AAAA-MM). */
export const isMonthKey = (text: string | null | undefined): text is string =>
  typeof text === 'string' && MONTH_KEY.test(text);

/** The month of a day (AAAA-MM-DD → AAAA-MM). */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** This month in the browser's time zone (the station's is the server's to tell). */
export const currentMonth = (now: Date = new Date()): string => monthOfDay(todayIn(undefined, now));

/** The month `months` after `month` (negative: before). */
export const shiftMonth = (month: string, months: number): string =>
  monthOfDay(addMonths(`${month}-01`, months));

/** 'noviembre de 2026' / 'November 2026'. */
export const monthLabel = (month: string, locale: string): string =>
  formatCalendarDate(`${month}-01`, locale, locale === 'es' ? "LLLL 'de' yyyy" : 'LLLL yyyy');

/** '9 nov 2026'. */
export const dayLabel = (day: string, locale: string): string => readableCalendarDate(day, locale);

/** The day's number in its month ('9'). */
export const dayNumber = (day: string): string => String(Number(day.slice(8, 10)));

/** The weekday names, Monday first, short ('lun', 'mar', …), from a known Monday. */
export const weekdayNames = (locale: string): string[] =>
  Array.from({ length: 7 }, (_, i) =>
    formatCalendarDate(addDays('2026-11-02', i), locale, 'ccc').replace('.', ''),
  );

/**
 * The month's days laid out in weeks of seven, Monday first: null where a week starts before the
 * month or ends after it.
 */
export function calendarWeeks<Day extends { day: string }>(days: readonly Day[]): (Day | null)[][] {
  if (days.length === 0) return [];
  const lead = daysBetween(mondayOf(days[0]!.day), days[0]!.day);
  const cells: (Day | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
