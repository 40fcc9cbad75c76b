// A report configuration as a cadence of the job mechanism, in the station's time zone (IANA),
// and the period each occurrence reports on:
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
import { nextRunAfter, type Cadence } from '../../jobs/queue';

export interface ReportSchedule {
  periodicity: ReportPeriodicity;
  weekday: number | null;
  day_of_month: number | null;
  /** 'HH:MM'. */
  send_time: string;
}

const MONDAY = 1;

/** The cadence of a configuration's schedule in `zone` (a missing day means the first). */
export function reportCadence(schedule: ReportSchedule, zone: string): Cadence {
  const at = schedule.send_time;
  switch (schedule.periodicity) {
    case 'daily':
      return { daily_at: at, zone };
    case 'weekly':
      return { weekly_at: at, weekday: schedule.weekday ?? MONDAY, zone };
    case 'monthly':
      return { monthly_at: at, day_of_month: schedule.day_of_month ?? 1, zone };
  }
}

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
