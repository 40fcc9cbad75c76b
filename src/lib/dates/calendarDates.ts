// Plain 'YYYY-MM-DD' calendar arithmetic, for the server and the client alike: regulator days,
// report periods, month selects. No time zone is involved (luxon in UTC), and every year is read
// as written (Date.UTC reads years 0-99 as 1900-1999).
import { DateTime } from 'luxon';

/** A station's time zone when none was chosen (most of Mexico's stations keep Central time). */
export const DEFAULT_STATION_ZONE = 'America/Mexico_City';

/** The calendar day an instant falls on in a time zone. */
export const dayIn = (instant: Date | string, zone: string): string =>
  write(
    (typeof instant === 'string'
      ? DateTime.fromISO(instant, { zone: 'utc' })
      : DateTime.fromJSDate(instant)
    ).setZone(zone),
  );

/** The days the API accepts (the contract's `format: date`): anything outside is a typo. */
export const FIRST_CALENDAR_DATE = '2000-01-01';
export const LAST_CALENDAR_DATE = '2100-12-31';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const parse = (date: string): DateTime => DateTime.fromISO(date, { zone: 'utc' });

function read(date: string): DateTime {
  const parsed = SHAPE.test(date) ? parse(date) : null;
  // Callers hand over dates the contract has already checked: anything else is a bug.
  if (!parsed?.isValid) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

const write = (date: DateTime): string => date.toISODate()!;

// Every date and date-time of every request and response is checked: the verdicts of the days
// seen are kept (a page of alerts repeats a handful of days), a bounded number of them.
const knownDays = new Map<string, boolean>();
const KNOWN_DAYS_MAX = 4096;

/** A real day written 'YYYY-MM-DD' (no 2023-02-29, no 2025-13-01), of any year. */
export function isCalendarDate(value: string): boolean {
  const known = knownDays.get(value);
  if (known !== undefined) return known;
  const real = SHAPE.test(value) && parse(value).isValid;
  if (knownDays.size >= KNOWN_DAYS_MAX) knownDays.clear();
  knownDays.set(value, real);
  return real;
}

/** A real day between FIRST_CALENDAR_DATE and LAST_CALENDAR_DATE (the API's dates). */
export const isAcceptedDate = (value: string): boolean =>
  isCalendarDate(value) && value >= FIRST_CALENDAR_DATE && value <= LAST_CALENDAR_DATE;

export const addDays = (date: string, days: number): string => write(read(date).plus({ days }));

const DAY_MS = 86_400_000;

/**
 * Every day from `first` to `last`, both included (none when `last` comes first), for loops over
 * many days: one date is read, the rest is plain arithmetic (a UTC day always lasts 24 hours),
 * about an eighth of the cost of an addDays a day (31 days: 0.09 against 0.7 ms, loaded machine).
 */
export function daysThrough(first: string, last: string): string[] {
  const start = read(first).toMillis();
  const count = Math.round((read(last).toMillis() - start) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(read(to).diff(read(from), 'days').days);

/** The same day `months` later (earlier when negative), the month's last day when it is shorter. */
export const addMonths = (date: string, months: number): string =>
  write(read(date).plus({ months }));

/** The first day of the date's month, or of the month `months` later (earlier when negative). */
export const firstOfMonth = (date: string, months = 0): string =>
  write(read(date).startOf('month').plus({ months }));

/** The last day of the date's month, or of the month `months` later (earlier when negative). */
export const lastOfMonth = (date: string, months = 0): string =>
  write(read(date).startOf('month').plus({ months }).endOf('month'));

/** The Monday of the date's ISO week. */
export const mondayOf = (date: string): string => write(read(date).startOf('week'));

/**
 * Today on the clock of `zone` (an IANA name; the process's own zone by default). An unknown
 * zone counts as UTC, so a station with a broken zone still gets a day.
 */
export function todayIn(zone?: string, now: Date = new Date()): string {
  const here = DateTime.fromJSDate(now, zone ? { zone } : {});
  return write(here.isValid ? here : DateTime.fromJSDate(now, { zone: 'utc' }));
}

/** Calendar months from the month of `from` to the month of `to` (0 within one month). */
export const monthsBetween = (from: string, to: string): number =>
  Math.round(read(to).startOf('month').diff(read(from).startOf('month'), 'months').months);

// RFC 3339 date-time with its offset, as the contract's `format: date-time` requires: hours,
// minutes, seconds and the offset in their ranges, so that a real day makes a real instant.
const DATE_TIME_SHAPE =
  /^\d{4}-\d{2}-\d{2}[Tt ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
/** A real instant with its offset whose written day is an accepted date (the API's date-times). */
export const isAcceptedDateTime = (value: string): boolean =>
  DATE_TIME_SHAPE.test(value) && isAcceptedDate(value.slice(0, 10));

/** A day as read in a report table, in the locale's words, e.g. 'lun, 9 nov 2026'. */
export const weekdayDate = (date: string, locale: string): string =>
  read(date).setLocale(locale).toLocaleString(DateTime.DATE_MED_WITH_WEEKDAY);

/** A day written with a luxon pattern in the locale ("d 'de' LLLL 'de' yyyy"). */
export const formatCalendarDate = (date: string, locale: string, pattern: string): string =>
  parse(date).setLocale(locale).toFormat(pattern);

/** A day in the locale's short words, e.g. '9 nov 2026'. */
export const readableCalendarDate = (date: string, locale: string): string =>
  read(date).setLocale(locale).toLocaleString(DateTime.DATE_MED);

/**
 * How long before `base` a day was, in whole days and the locale's words: 'hace 2 días',
 * '2 days ago', 'hace 1 día'; the same day reads 'hoy'/'today'.
 */
export const relativeDays = (date: string, base: string, locale: string): string => {
  const day = read(date);
  const from = read(base);
  return (
    (day.equals(from)
      ? day.toRelativeCalendar({ base: from, locale, unit: 'days' })
      : day.toRelative({ base: from, locale, unit: 'days' })) ?? date
  );
};
