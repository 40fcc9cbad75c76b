// When a schedule fires next: every N minutes, or at a wall-clock time in a time zone every
// day, on a weekday or on a day of the month. The product's one schedule model: every schedule
// of the job mechanism is a cadence, the report configurations' included (each enabled one
// drives a job_schedules row, reportSchedules/configSchedules.ts), and this is the one place that
// turns a local time into instants. It works in
// the zone's local days (lib/dates), so a clock change keeps the local time.
import { isKnownZone, localDaysFrom, type LocalDay } from '@/lib/dates/zonedTimes';

export type Cadence =
  | { every_minutes: number }
  /** 'HH:MM' (24 h) every day. */
  | { daily_at: string; zone: string }
  /** 'HH:MM' on one weekday: 1 Monday .. 7 Sunday. */
  | { weekly_at: string; weekday: number; zone: string }
  /** 'HH:MM' on one day of the month: 1..31, a day a month lacks meaning its last day. */
  | { monthly_at: string; day_of_month: number; zone: string };

type CalendarCadence = Exclude<Cadence, { every_minutes: number }>;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const isIntegerIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The cadence's time field and its value: daily_at, weekly_at or monthly_at. */
function timeField(cadence: CalendarCadence): [field: string, time: string] {
  if ('daily_at' in cadence) return ['daily_at', cadence.daily_at];
  if ('weekly_at' in cadence) return ['weekly_at', cadence.weekly_at];
  return ['monthly_at', cadence.monthly_at];
}

/** Throws when the cadence cannot be computed (a bad time, zone, day or interval). */
export function checkCadence(cadence: Cadence): void {
  if ('every_minutes' in cadence) {
    const minutes = cadence.every_minutes;
    if (!Number.isInteger(minutes) || minutes < 1) {
      throw new Error(`every_minutes must be a positive integer, got ${String(minutes)}`);
    }
    return;
  }
  const [field, time] = timeField(cadence);
  if (!HH_MM.test(time)) throw new Error(`${field} must be HH:MM (24 h), got "${time}"`);
  if ('weekly_at' in cadence && !isIntegerIn(cadence.weekday, 1, 7)) {
    throw new Error(`weekday must be 1 (Monday) to 7 (Sunday), got ${String(cadence.weekday)}`);
  }
  if ('monthly_at' in cadence && !isIntegerIn(cadence.day_of_month, 1, 31)) {
    throw new Error(`day_of_month must be 1 to 31, got ${String(cadence.day_of_month)}`);
  }
  if (!isKnownZone(cadence.zone)) {
    throw new Error(`unknown time zone "${cadence.zone}"`);
  }
}

/** Whether the cadence fires on `day` (a local date in its zone). */
function firesOn(cadence: CalendarCadence, day: LocalDay): boolean {
  if ('weekly_at' in cadence) return day.weekday === cadence.weekday;
  if ('monthly_at' in cadence) {
    return day.dayOfMonth === Math.min(cadence.day_of_month, day.daysInMonth);
  }
  return true;
}

// A monthly cadence fires at least once in any 31 days; this bounds the walk.
const DAYS_AHEAD = 62;

/** The first run strictly after `after`. */
export function nextRunAfter(cadence: Cadence, after: Date): Date {
  checkCadence(cadence);
  if ('every_minutes' in cadence) {
    return new Date(after.getTime() + cadence.every_minutes * 60_000);
  }
  const [hour, minute] = timeField(cadence)[1].split(':').map(Number);
  const days = localDaysFrom(after, cadence.zone);
  for (let i = 0; i < DAYS_AHEAD; i++) {
    const day = days.next().value as LocalDay;
    if (!firesOn(cadence, day)) continue;
    // A time the day skips (clocks set forward) moves forward with the clock; a time it
    // repeats (clocks set back) fires at its first occurrence only.
    const at = day.at(hour!, minute!);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error(`no run within ${DAYS_AHEAD} days`);
}
