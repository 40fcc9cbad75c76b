// Calendar periods of 'YYYY-MM-DD' days, for the client's report pickers and the server's
// reports alike: one day, a Monday-to-Sunday week, a calendar month, and the last complete one
// of each before a day. A period "before today" is computed from today's date in the zone that
// matters (todayIn); the arithmetic itself involves no time zone.
import { addDays, firstOfMonth, lastOfMonth, mondayOf } from './calendarDates';

export interface CalendarPeriod {
  startDate: string;
  endDate: string;
}

/** The one day `date` (a daily report's period). */
export const singleDay = (date: string): CalendarPeriod => ({ startDate: date, endDate: date });

/** The Monday-to-Sunday week of `date`, or the week `weeks` later (earlier when negative). */
export function weekOf(date: string, weeks = 0): CalendarPeriod {
  const monday = addDays(mondayOf(date), weeks * 7);
  return { startDate: monday, endDate: addDays(monday, 6) };
}

/** The calendar month of `date`, or the month `months` later (earlier when negative). */
export const monthOf = (date: string, months = 0): CalendarPeriod => ({
  startDate: firstOfMonth(date, months),
  endDate: lastOfMonth(date, months),
});

/** The last `days` days up to yesterday. */
export function lastDays(today: string, days: number): CalendarPeriod {
  const end = addDays(today, -1);
  return { startDate: addDays(end, -(days - 1)), endDate: end };
}

/** The week before the week of `today` (on a Sunday too: that week is not over yet). */
export const lastCompleteWeek = (today: string): CalendarPeriod => weekOf(today, -1);

/** The month before the month of `today`. */
export const lastCompleteMonth = (today: string): CalendarPeriod => monthOf(today, -1);

/** The week of the period's first day moved by `weeks`. */
export const shiftWeek = (period: CalendarPeriod, weeks: number): CalendarPeriod =>
  weekOf(period.startDate, weeks);

/** The month of the period's first day moved by `months`. */
export const shiftMonth = (period: CalendarPeriod, months: number): CalendarPeriod =>
  monthOf(period.startDate, months);
