// Quiet hours: a user's daily window ('HH:MM' to 'HH:MM', across midnight when the end is
// earlier) read on the wall clock of the alert's station (gas_stations.time_zone, through
// lib/dates, so clock changes keep the local times). A notice due inside the window waits until it ends;
// a critical one does not wait. On a day a clock change skips the end time, the window ends at
// the first instant after the gap (a missing local time moves forward).
import { addDays } from '@/lib/dates/calendarDates';
import { clockIn, instantAt } from '@/lib/dates/zonedTimes';

export interface QuietHours {
  start: string;
  end: string;
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** The instant `at` falls inside today's (or last night's) window, its end; else null. */
export function quietHoursEnd(at: Date, zone: string, quiet: QuietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const local = clockIn(at, zone);
  if (!local) return null;
  const now = local.hour * 60 + local.minute;
  let endDay: string | null = null;
  if (start < end) {
    if (now >= start && now < end) endDay = local.day;
  } else if (now >= start) {
    endDay = addDays(local.day, 1);
  } else if (now < end) {
    endDay = local.day;
  }
  if (!endDay) return null;
  const ends = instantAt(endDay, Math.floor(end / 60), end % 60, zone);
  // A window whose end a clock change moved to or before `at` is already over.
  return ends.getTime() > at.getTime() ? ends : null;
}

/** When a notice due at `at` goes out: at once for critical alerts and outside quiet hours. */
export function noticeTime(
  at: Date,
  zone: string,
  quiet: QuietHours | null,
  severity: 'info' | 'warning' | 'critical',
): Date {
  if (!quiet || severity === 'critical') return at;
  return quietHoursEnd(at, zone, quiet) ?? at;
}
