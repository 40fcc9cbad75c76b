// Quiet hours: a user's daily window ('HH:MM' to 'HH:MM', across midnight when the end is
// earlier) read on the wall clock of the alert's station (gas_stations.time_zone, with luxon,
// so clock changes keep the local times). A notice due inside the window waits until it ends;
// a critical one does not wait. On a day a clock change skips the end time, the window ends at
// the first instant after the gap (luxon moves a missing local time forward).
import { DateTime } from 'luxon';

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
  const local = DateTime.fromJSDate(at, { zone });
  if (!local.isValid) return null;
  const now = local.hour * 60 + local.minute;
  let endDay: DateTime | null = null;
  if (start < end) {
    if (now >= start && now < end) endDay = local;
  } else if (now >= start) {
    endDay = local.plus({ days: 1 });
  } else if (now < end) {
    endDay = local;
  }
  if (!endDay) return null;
  const ends = DateTime.fromObject(
    {
      year: endDay.year,
      month: endDay.month,
      day: endDay.day,
      hour: Math.floor(end / 60),
      minute: end % 60,
    },
    { zone },
  );
  // A window whose end a clock change moved to or before `at` is already over.
  return ends.toMillis() > at.getTime() ? ends.toJSDate() : null;
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
