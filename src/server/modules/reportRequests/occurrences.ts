// A report configuration's occurrences and the period each reports on. Its schedule is a
// cadence of the job mechanism in the station's time zone (IANA), kept by the reportSchedules
// module (configSchedules.ts):
// - daily at HH:MM, about the previous day;
// - weekly on a weekday (1 Monday .. 7 Sunday) at HH:MM, about the previous Monday-Sunday week;
// - monthly on a day of the month (31 = the last day in shorter months) at HH:MM, about the
//   previous calendar month.
// The `daily` report type is always about one day, whatever the periodicity.
import { todayIn } from '@/lib/dates/calendarDates';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  lastDays,
  type CalendarPeriod,
} from '@/lib/dates/calendarPeriods';
import type { ReportPeriodicity, ReportType } from '../../db/schema';
import { nextRunAfter } from '../../jobs/queue';
import { reportCadence, type ReportSchedule } from '../reportSchedules';

export { reportCadence, type ReportSchedule };

/** The first occurrence strictly after `after`. */
export const nextOccurrence = (schedule: ReportSchedule, zone: string, after: Date): Date =>
  nextRunAfter(reportCadence(schedule, zone), after);

/** The period an occurrence at `at` reports on (local dates of the station). */
export function periodOfOccurrence(
  reportType: ReportType,
  periodicity: ReportPeriodicity,
  zone: string,
  at: Date,
): CalendarPeriod {
  const today = todayIn(zone, at);
  if (reportType === 'daily' || periodicity === 'daily') return lastDays(today, 1);
  if (periodicity === 'weekly') return lastCompleteWeek(today);
  return lastCompleteMonth(today);
}
