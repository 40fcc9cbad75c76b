// When a report configuration fires and which period each occurrence reports on, in the
// station's time zone (IANA), so a clock change keeps the local send time:
// - daily at HH:MM, about the previous day;
// - weekly on a weekday (1 Monday .. 7 Sunday) at HH:MM, about the previous Monday-Sunday week;
// - monthly on a day of the month (31 = the last day in shorter months) at HH:MM, about the
//   previous calendar month.
// The `daily` report type is always about one day, whatever the periodicity.
import { DateTime } from 'luxon';
import type { ReportPeriodicity, ReportType } from '../../db/schema';

export interface ReportSchedule {
  periodicity: ReportPeriodicity;
  weekday: number | null;
  day_of_month: number | null;
  /** 'HH:MM'. */
  send_time: string;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function timeOf(schedule: ReportSchedule): { hour: number; minute: number } {
  const match = HH_MM.exec(schedule.send_time);
  if (!match) throw new Error(`send_time must be HH:MM, got "${schedule.send_time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The occurrence on `day` (a local date), or null when the schedule has none that day. */
function occurrenceOn(schedule: ReportSchedule, day: DateTime): DateTime | null {
  const { hour, minute } = timeOf(schedule);
  switch (schedule.periodicity) {
    case 'daily':
      break;
    case 'weekly':
      if (day.weekday !== (schedule.weekday ?? 1)) return null;
      break;
    case 'monthly': {
      const wanted = Math.min(schedule.day_of_month ?? 1, day.daysInMonth!);
      if (day.day !== wanted) return null;
      break;
    }
  }
  // A time that does not exist on the day (spring forward) moves forward with the clock.
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

/** The first occurrence strictly after `after`. */
export function nextOccurrence(schedule: ReportSchedule, zone: string, after: Date): Date {
  const start = DateTime.fromJSDate(after).setZone(zone);
  if (!start.isValid) throw new Error(`unknown time zone "${zone}"`);
  let day = start.startOf('day');
  // At most a month and a day ahead for a monthly schedule.
  for (let i = 0; i < 400; i++, day = day.plus({ days: 1 })) {
    const at = occurrenceOn(schedule, day);
    if (at && at.toMillis() > after.getTime()) return at.toJSDate();
  }
  throw new Error('no occurrence found within 400 days');
}

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

/** The period an occurrence at `at` reports on (local dates of the station). */
export function periodOfOccurrence(
  reportType: ReportType,
  periodicity: ReportPeriodicity,
  zone: string,
  at: Date,
): ReportPeriod {
  const today = DateTime.fromJSDate(at).setZone(zone).startOf('day');
  const dates = (from: DateTime, to: DateTime) => ({
    startDate: from.toISODate()!,
    endDate: to.toISODate()!,
  });
  const yesterday = today.minus({ days: 1 });
  if (reportType === 'daily' || periodicity === 'daily') return dates(yesterday, yesterday);
  if (periodicity === 'weekly') {
    const lastSunday = today.minus({ days: today.weekday % 7 || 7 });
    return dates(lastSunday.minus({ days: 6 }), lastSunday);
  }
  const previousMonth = today.startOf('month').minus({ months: 1 });
  return dates(previousMonth, previousMonth.endOf('month').startOf('day'));
}
