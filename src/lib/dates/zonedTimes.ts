// Instants read on the clock of a time zone (an IANA name: a station's, the operator's, the
// browser's): local days and hours, the instants that start them, and local times written out.
// luxon does the zone work, so clock changes keep local times right: a local time a clock change
// skips moves forward with the clock. This file and calendarDates are the only users of luxon.
import { DateTime } from 'luxon';

/** Whether `zone` is a time zone luxon knows (an IANA name, 'UTC', a fixed offset). */
export const isKnownZone = (zone: string): boolean => DateTime.now().setZone(zone).isValid;

export interface LocalClock {
  /** 'YYYY-MM-DD' on the zone's calendar. */
  day: string;
  hour: number;
  minute: number;
}

/** The day, hour and minute the clock of `zone` shows at an instant; null for an unknown zone. */
export function clockIn(at: Date | number, zone: string): LocalClock | null {
  const local = DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone });
  return local.isValid ? { day: local.toISODate()!, hour: local.hour, minute: local.minute } : null;
}

/** The first instant of `day` on the clock of `zone`. */
export const startOfDayIn = (day: string, zone: string): Date =>
  DateTime.fromISO(day, { zone }).startOf('day').toJSDate();

/** 23:59:59 of `day` on the clock of `zone`. */
export const lastSecondOfDayIn = (day: string, zone: string): Date =>
  DateTime.fromISO(day, { zone })
    .startOf('day')
    .set({ hour: 23, minute: 59, second: 59, millisecond: 0 })
    .toJSDate();

/** The instant the clock of `zone` shows `day` at hour:minute (a skipped time moves forward). */
export function instantAt(day: string, hour: number, minute: number, zone: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return DateTime.fromObject({ year, month, day: dayOfMonth, hour, minute }, { zone }).toJSDate();
}

export interface LocalSpan {
  /** The day ('YYYY-MM-DD') or the month's first day ('YYYY-MM-01'). */
  first: string;
  /** Its first instant, in milliseconds. */
  from: number;
  /** The next one's first instant, in milliseconds. */
  to: number;
}

function spanAround(at: number, zone: string, unit: 'day' | 'month'): LocalSpan {
  const start = DateTime.fromMillis(at).setZone(zone).startOf(unit);
  return {
    first: start.toISODate()!,
    from: start.toMillis(),
    to: start.plus(unit === 'day' ? { days: 1 } : { months: 1 }).toMillis(),
  };
}

/** The local day an instant falls on in `zone`, with its bounds. */
export const dayAround = (at: number, zone: string): LocalSpan => spanAround(at, zone, 'day');

/** The local month an instant falls in in `zone`, with its bounds. */
export const monthAround = (at: number, zone: string): LocalSpan => spanAround(at, zone, 'month');

export interface LocalDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
  dayOfMonth: number;
  daysInMonth: number;
  /** The day's first instant, in milliseconds. */
  start: number;
  /**
   * The instant the day shows hour:minute: a time the day skips (clocks set forward) moves
   * forward with the clock; of a time it repeats (clocks set back), the first occurrence.
   */
  at(hour: number, minute: number): Date;
}

/** The local days of `zone`, from the day `from` falls on onwards (the caller stops). */
export function* localDaysFrom(from: Date, zone: string): Generator<LocalDay> {
  for (let day = DateTime.fromJSDate(from).setZone(zone).startOf('day'); ;) {
    const current = day;
    yield {
      day: current.toISODate()!,
      weekday: current.weekday,
      dayOfMonth: current.day,
      daysInMonth: current.daysInMonth!,
      start: current.toMillis(),
      at: (hour, minute) => current.set({ hour, minute, second: 0, millisecond: 0 }).toJSDate(),
    };
    day = day.plus({ days: 1 });
  }
}

/** An instant written on the clock of `zone` with a luxon pattern ('dd/LL/yyyy HH:mm'). */
export const formatIn = (at: Date | number, zone: string, pattern: string): string =>
  DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone }).toFormat(pattern);

/**
 * An ISO instant in the locale's medium words on the clock of `zone` ('9 nov 2026, 14:05'),
 * read in UTC when the zone is unknown.
 */
export function readableDateTimeIn(iso: string, zone: string, locale: string): string {
  const at = DateTime.fromISO(iso, { zone: 'UTC' });
  const local = at.setZone(zone);
  return (local.isValid ? local : at).setLocale(locale).toLocaleString(DateTime.DATETIME_MED);
}

/** An ISO instant written with a luxon pattern in the locale, on the process's clock; '' if invalid. */
export function formatLocalInstant(iso: string, locale: string, pattern: string): string {
  const at = DateTime.fromISO(iso);
  return at.isValid ? at.setLocale(locale).toFormat(pattern) : '';
}

/** The day of an instant in the locale's full words on the process's clock ('lunes, 2 de marzo de 2026'). */
export const longLocalDate = (at: Date, locale: string): string =>
  DateTime.fromJSDate(at).setLocale(locale).toLocaleString(DateTime.DATE_HUGE);

/** A wall-clock reading: a local date and time with no zone yet. */
export interface ClockReading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A placed local time: its instant (ISO, UTC) and what the zone's clock shows ('YYYY-MM-DD HH:MM:SS'). */
export interface PlacedTime {
  instant: string;
  local: string;
  year: number;
}

const LOCAL_PATTERN = 'yyyy-MM-dd HH:mm:ss';

const placed = (at: DateTime): PlacedTime => ({
  instant: at.toUTC().toISO()!,
  local: at.toFormat(LOCAL_PATTERN),
  year: at.year,
});

/**
 * The UTC offset (minutes) that holds throughout a local hour of `zone`, or null when the hour
 * has a clock change in it (a gap or a repeated hour), does not exist, or the zone is unknown.
 */
export function steadyHourOffset(
  hour: Pick<ClockReading, 'year' | 'month' | 'day' | 'hour'>,
  zone: string,
): number | null {
  const start = DateTime.fromObject(hour, { zone });
  const end = DateTime.fromObject({ ...hour, minute: 59, second: 59 }, { zone });
  const steady =
    start.isValid &&
    end.isValid &&
    start.hour === hour.hour &&
    end.hour === hour.hour &&
    start.offset === end.offset &&
    start.getPossibleOffsets().length === 1 &&
    end.getPossibleOffsets().length === 1;
  return steady ? start.offset : null;
}

/**
 * Places a wall-clock reading on the clock of `zone`: a time inside a gap moves forward by the
 * gap, of a repeated hour's two instants the first is taken. Null for an unknown zone.
 */
export function placeClock(clock: ClockReading, zone: string): PlacedTime | null {
  const guess = DateTime.fromObject(clock, { zone });
  if (!guess.isValid) return null;
  // Of a repeated hour's two instants luxon gives the later one.
  const first = guess
    .getPossibleOffsets()
    .reduce(
      (earliest, other) => (other.toMillis() < earliest.toMillis() ? other : earliest),
      guess,
    );
  return placed(first);
}

/** An instant as the clock of `zone` shows it; null for an unknown zone. */
export function placeInstant(ms: number, zone: string): PlacedTime | null {
  const at = DateTime.fromMillis(ms, { zone });
  return at.isValid ? placed(at) : null;
}

/** The instant (milliseconds) of an ISO date-time carrying its own offset; null if invalid. */
export function instantOfOffsetDateTime(iso: string): number | null {
  const at = DateTime.fromISO(iso, { setZone: true });
  return at.isValid ? at.toMillis() : null;
}
