// One conversion for every ticket date, whatever carried it: an Excel serial (1900 or 1904
// system), a Date from exceljs (wall clock encoded as UTC), a `{ date }` cell of the server
// reader, or text. The wall clock is read in the station's IANA zone and returned both as the
// UTC instant and as the local 'YYYY-MM-DD HH:MM:SS'.
import { isCalendarDate } from '@/lib/dates/calendarDates';
import {
  instantOfOffsetDateTime,
  placeClock,
  placeInstant,
  steadyHourOffset,
} from '@/lib/dates/zonedTimes';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface TicketDateTime {
  /** ISO instant in UTC, e.g. '2024-03-10T16:30:00.000Z'. */
  instant: string;
  /** Wall clock in the station's zone, 'YYYY-MM-DD HH:MM:SS'. */
  local: string;
}

export type DateResult =
  { ok: true; value: TicketDateTime; warning?: string } | { ok: false; message: string };

export interface TicketDateOptions {
  /** IANA zone of the station, e.g. 'America/Mexico_City'. */
  timeZone: string;
  /** The workbook's 1904 date system flag (old Mac workbooks). */
  date1904?: boolean;
}

/** Tickets outside these years are a wrong column or a typo, not a sale. */
export const FIRST_TICKET_YEAR = 2000;
export const LAST_TICKET_YEAR = 2100;

const SECONDS_PER_DAY = 86_400;
const MS_PER_DAY = SECONDS_PER_DAY * 1000;
// Day 0 of each system as a UTC date: 1900 serial 1 is 1900-01-01, 1904 serial 0 is 1904-01-01.
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Excel's 1900-02-29, a day that never existed (kept for Lotus 1-2-3 compatibility). */
export const FICTITIOUS_LEAP_DAY_SERIAL = 60;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatWallClock(clock: WallClock): string {
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)} ` +
    `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`
  );
}

function wallClockOfUtc(ms: number): WallClock {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/**
 * The wall clock an Excel serial stands for, rounded to the second, or null for serial 60 of the
 * 1900 system (the fictitious 1900-02-29) and serials before day 1 (a time without a date).
 */
export function excelSerialToWallClock(serial: number, date1904 = false): WallClock | null {
  if (!Number.isFinite(serial)) return null;
  const days = Math.floor(serial);
  const seconds = Math.round((serial - days) * SECONDS_PER_DAY);
  if (date1904) {
    if (days < 0) return null;
    return wallClockOfUtc(EPOCH_1904 + days * MS_PER_DAY + seconds * 1000);
  }
  if (days < 1 || days === FICTITIOUS_LEAP_DAY_SERIAL) return null;
  // From serial 61 (1900-03-01) on, every serial counts the fictitious day: one less real day.
  const realDays = days > FICTITIOUS_LEAP_DAY_SERIAL ? days - 1 : days;
  return wallClockOfUtc(EPOCH_1900 + realDays * MS_PER_DAY + seconds * 1000);
}

const YEAR_FIRST =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_FIRST =
  /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

const EXPECTED_FORMAT = 'AAAA-MM-DD HH:MM:SS o DD/MM/AAAA HH:MM';

type TextDate = { clock: WallClock; hasTime: boolean; offset?: string };

function readText(text: string): TextDate | null {
  const yearFirst = YEAR_FIRST.exec(text);
  const dayFirst = yearFirst ? null : DAY_FIRST.exec(text);
  const match = yearFirst ?? dayFirst;
  if (!match) return null;
  const [year, month, day] = yearFirst
    ? [match[1], match[2], match[3]]
    : [match[3], match[2], match[1]];
  const clock: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
  };
  const offset = yearFirst ? match[7] : undefined;
  return { clock, hasTime: match[4] !== undefined, ...(offset ? { offset } : {}) };
}

function isRealClock(clock: WallClock): boolean {
  return (
    isCalendarDate(formatWallClock(clock).slice(0, 10)) &&
    clock.hour <= 23 &&
    clock.minute <= 59 &&
    clock.second <= 59
  );
}

// A zone lookup costs about 0.1 ms and an import places tens of thousands of tickets
// that fall in a few hundred local hours, so the offset is kept per zone and local hour. Only
// hours with one offset throughout are kept: an hour with a daylight-saving change in it (a gap
// or a repeated hour) always takes the full path below.
const hourOffsets = new Map<string, number | null>();
const HOUR_OFFSETS_SIZE = 50_000;

function plainHourOffset(clock: WallClock, timeZone: string): number | null {
  const key = `${timeZone}|${clock.year}-${clock.month}-${clock.day}T${clock.hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const hour = { year: clock.year, month: clock.month, day: clock.day, hour: clock.hour };
    offset = steadyHourOffset(hour, timeZone);
    if (hourOffsets.size >= HOUR_OFFSETS_SIZE) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset;
}

/**
 * Places a wall clock in the zone. A time inside a daylight-saving gap (it never happened on
 * the station's clocks) moves forward by the gap, as the clocks did, with a warning; a repeated
 * hour (clocks set back) takes its first occurrence.
 */
export function wallClockInZone(clock: WallClock, timeZone: string): DateResult {
  if (!isRealClock(clock)) {
    return { ok: false, message: `La fecha ${formatWallClock(clock)} no existe` };
  }
  if (clock.year < FIRST_TICKET_YEAR || clock.year > LAST_TICKET_YEAR) {
    return {
      ok: false,
      message: `La fecha ${formatWallClock(clock)} está fuera del rango permitido (${FIRST_TICKET_YEAR} a ${LAST_TICKET_YEAR})`,
    };
  }
  const offset = plainHourOffset(clock, timeZone);
  if (offset !== null) {
    const ms =
      Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) -
      offset * 60_000;
    return {
      ok: true,
      value: { instant: new Date(ms).toISOString(), local: formatWallClock(clock) },
    };
  }
  // Of a repeated hour's two instants a ticket takes the first.
  const placed = placeClock(clock, timeZone);
  if (!placed) {
    return { ok: false, message: `La zona horaria «${timeZone}» no es válida` };
  }
  const local = placed.local;
  const value = { instant: placed.instant, local };
  const asked = formatWallClock(clock);
  if (local !== asked) {
    return {
      ok: true,
      value,
      warning: `La hora ${asked} no existe en ${timeZone} (cambio de horario); se registró como ${local}`,
    };
  }
  return { ok: true, value };
}

function fromInstant(ms: number, timeZone: string): DateResult {
  const placed = placeInstant(ms, timeZone);
  if (!placed) {
    return { ok: false, message: `La zona horaria «${timeZone}» no es válida` };
  }
  if (placed.year < FIRST_TICKET_YEAR || placed.year > LAST_TICKET_YEAR) {
    return {
      ok: false,
      message: `La fecha está fuera del rango permitido (${FIRST_TICKET_YEAR} a ${LAST_TICKET_YEAR})`,
    };
  }
  return {
    ok: true,
    value: { instant: placed.instant, local: placed.local },
  };
}

function fromText(raw: string, timeZone: string): DateResult {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Falta la fecha y hora' };
  const read = readText(text);
  if (!read) {
    return { ok: false, message: `«${text}» no es una fecha y hora válida (${EXPECTED_FORMAT})` };
  }
  if (!read.hasTime) {
    return {
      ok: false,
      message: `La fecha «${text}» no incluye la hora (${EXPECTED_FORMAT})`,
    };
  }
  if (read.offset) {
    // An instant with its own offset (supplier APIs): the offset, not the station's zone, rules.
    if (!isRealClock(read.clock)) return { ok: false, message: `La fecha «${text}» no existe` };
    const instant = instantOfOffsetDateTime(
      `${formatWallClock(read.clock).replace(' ', 'T')}${read.offset.toUpperCase()}`,
    );
    if (instant === null) return { ok: false, message: `La fecha «${text}» no es válida` };
    return fromInstant(instant, timeZone);
  }
  return wallClockInZone(read.clock, timeZone);
}

function fromSerial(serial: number, options: TicketDateOptions): DateResult {
  const clock = excelSerialToWallClock(serial, options.date1904);
  if (!clock) {
    const leapBug =
      !options.date1904 && Math.floor(serial) === FICTITIOUS_LEAP_DAY_SERIAL
        ? ': el 29/02/1900 no existe (error heredado de Excel)'
        : '';
    return { ok: false, message: `El número ${serial} no es una fecha válida${leapBug}` };
  }
  const converted = wallClockInZone(clock, options.timeZone);
  // A whole serial is midnight: a real sale at 00:00:00 looks exactly like a date without its
  // time, so it is kept, with a warning for the operator to review.
  if (Number.isInteger(serial) && converted.ok && !converted.warning) {
    return {
      ...converted,
      warning: `La fecha ${formatWallClock(clock).slice(0, 10)} no trae hora; se registró a las 00:00:00`,
    };
  }
  return converted;
}

function isDateCell(value: unknown): value is { date: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    typeof (value as { date?: unknown }).date === 'string'
  );
}

/**
 * The ticket's date and time from any carrier. Date objects are read as wall clocks written in
 * UTC (as exceljs and SheetJS hand them over), never as instants.
 */
export function toTicketDateTime(value: unknown, options: TicketDateOptions): DateResult {
  if (value === null || value === undefined) return { ok: false, message: 'Falta la fecha y hora' };
  if (typeof value === 'number') return fromSerial(value, options);
  if (typeof value === 'string') return fromText(value, options.timeZone);
  if (isDateCell(value)) {
    // The readers write a date cell's wall clock as ISO text, with or without a 'Z': never an
    // instant to be read in the process's own zone.
    const read = readText(value.date.trim());
    if (read?.hasTime && (!read.offset || read.offset.toUpperCase() === 'Z')) {
      return wallClockInZone(read.clock, options.timeZone);
    }
  }
  const date = value instanceof Date ? value : isDateCell(value) ? new Date(value.date) : null;
  if (date) {
    if (Number.isNaN(date.getTime())) return { ok: false, message: 'La fecha no es válida' };
    return wallClockInZone(wallClockOfUtc(date.getTime()), options.timeZone);
  }
  return { ok: false, message: 'La fecha y hora no tiene un formato reconocible' };
}
