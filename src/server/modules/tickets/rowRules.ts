// The rules that turn one spreadsheet row into a ticket to store, or say (in Spanish) why not.
// Kept behind this one function so the shared ticket rules (src/lib/tickets) replace it at merge;
// until then it covers what operators' files carry: Excel serial dates (1900 and 1904 systems),
// date cells, text dates in the station's time zone, product and payment names or codes, and
// amounts typed as text ('$ 1,234.50').
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { TicketToStore } from './ticketStore';

/** One cell as the sheet reader hands it over; `date` is a date cell's wall-clock time. */
export type Cell = string | number | boolean | null | { date: string };

export type TicketField =
  | 'date_time'
  | 'pump'
  | 'product'
  | 'amount'
  | 'volume'
  | 'price'
  | 'payment_type'
  | 'employee'
  | 'folio';

export type FuelType = 'regular' | 'premium' | 'diesel';

export interface RowMapping {
  columns: Record<TicketField, number | null>;
  /** The product of every row when the file has no product column. */
  fuel_type?: FuelType | null;
}

export interface FieldProblem {
  field: TicketField;
  message: string;
}

export type RowOutcome = { ticket: TicketToStore } | { errors: FieldProblem[] };

export const FUEL_TYPE_PRODUCT: Record<FuelType, number> = { regular: 1, premium: 2, diesel: 3 };
/** What a sale without a payment column is recorded as: 'other', never a guessed cash sale. */
export const UNKNOWN_PAYMENT_TYPE = 3;

// Upper bounds of the columns (numeric(14,3), numeric(12,4), numeric(16,2), smallint): one value
// past them would make the database refuse the whole import.
const MAX_VOLUME = 1e10;
const MAX_PRICE = 1e7;
const MAX_AMOUNT = 1e13;
const MAX_PUMP = 999;
const MAX_CODE = 99;
const MAX_TEXT = 100;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const PRODUCT_WORDS: Record<string, number> = {
  magna: 1,
  regular: 1,
  verde: 1,
  premium: 2,
  roja: 2,
  diesel: 3,
};

const PAYMENT_WORDS: Record<string, number> = {
  efectivo: 1,
  contado: 1,
  credito: 2,
  tarjeta: 2,
  'tarjeta de credito': 2,
  'tarjeta de debito': 2,
  debito: 2,
};

const isBlank = (cell: Cell | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return cell.date;
  return String(cell).trim();
};

// ---- dates -----------------------------------------------------------------------------------

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;
/** Serials are days since 1899-12-30 in the 1900 system (past its fictitious 29 February). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, the last day Excel knows. */
const MAX_SERIAL = 2_958_465;

function wallClockOfUtc(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

function fromSerial(serial: number, date1904: boolean): WallClock | string {
  // Day 0 exists only in the 1904 system (1904-01-01); in 1900 it is a time without a date.
  if (!Number.isFinite(serial) || serial < (date1904 ? 0 : 1) || serial > MAX_SERIAL) {
    return 'La fecha no es un número de fecha de Excel válido';
  }
  const days = Math.floor(serial);
  // Whole seconds: Excel stores times as fractions of a day, rounding is how it shows them.
  const seconds = Math.round((serial - days) * 86_400);
  if (date1904) return wallClockOfUtc(EPOCH_1904 + days * DAY_MS + seconds * 1000);
  if (days === 60) return 'La fecha 29/02/1900 no existe (error heredado de Excel)';
  // Before the fictitious 29/02/1900 the serials are one day ahead of the real calendar.
  const realDays = days < 60 ? days + 1 : days;
  return wallClockOfUtc(EPOCH_1900 + realDays * DAY_MS + seconds * 1000);
}

const ISO_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z?$/;
const DMY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function fromText(text: string): WallClock | null {
  const iso = ISO_TEXT.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s] = iso;
    return { year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi!, second: +(s ?? 0) };
  }
  const dmy = DMY_TEXT.exec(text);
  if (dmy) {
    const [, d, mo, y, h, mi, s] = dmy;
    return { year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi!, second: +(s ?? 0) };
  }
  return null;
}

function parseDateTime(
  cell: Cell | undefined,
  timeZone: string,
  date1904: boolean,
): { sold_at: string; local_time: string } | string {
  let clock: WallClock | string | null;
  if (typeof cell === 'number') clock = fromSerial(cell, date1904);
  else if (cell !== null && typeof cell === 'object') clock = fromText(cell.date);
  else if (typeof cell === 'string') clock = fromText(cell.trim());
  else clock = null;
  if (clock === null) {
    return `La fecha "${cellText(cell)}" no se reconoce (usa AAAA-MM-DD HH:MM:SS o DD/MM/AAAA HH:MM)`;
  }
  if (typeof clock === 'string') return clock;
  const utcWallClock = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  const check = wallClockOfUtc(utcWallClock);
  const exists =
    clock.year >= 1000 &&
    check.year === clock.year &&
    check.month === clock.month &&
    check.day === clock.day &&
    check.hour === clock.hour &&
    check.minute === clock.minute &&
    check.second === clock.second;
  if (!exists) return `La fecha "${cellText(cell)}" no existe`;
  const offset = offsetMinutesAt(clock, timeZone);
  if (offset === null) return `La fecha "${cellText(cell)}" no existe`;
  return {
    sold_at: new Date(utcWallClock - offset * 60_000).toISOString(),
    local_time:
      `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)} ` +
      `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Time-zone offsets change on the hour (daylight saving), so one lookup per local hour is
// enough: a 50,000-row file spans a few hundred hours, and luxon per row would cost seconds.
const offsetCache = new Map<string, number | null>();
const OFFSET_CACHE_SIZE = 50_000;

function offsetMinutesAt(clock: WallClock, timeZone: string): number | null {
  const key = `${timeZone}|${clock.year}-${clock.month}-${clock.day}T${clock.hour}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const local = DateTime.fromObject(
      { year: clock.year, month: clock.month, day: clock.day, hour: clock.hour },
      { zone: timeZone },
    );
    offset = local.isValid ? local.offset : null;
    if (offsetCache.size >= OFFSET_CACHE_SIZE) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

// ---- numbers and codes ---------------------------------------------------------------------

function parseNumber(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  // '$ 1,234.50', '1234.5 ', '-3': currency sign, spaces and thousands commas are dropped.
  const cleaned = cell.replace(/[$\s]/g, '').replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function parseQuantity(
  cell: Cell | undefined,
  label: string,
  max: number,
  decimals: number,
): number | string {
  const value = parseNumber(cell);
  if (value === null) return `${label} "${cellText(cell)}" no es un número`;
  if (value < 0) return `${label} no puede ser negativo`;
  if (value >= max) return `${label} es demasiado grande`;
  return round(value, decimals);
}

function parseCode(
  cell: Cell | undefined,
  words: Record<string, number>,
): number | 'unknown' | null {
  if (typeof cell === 'number') {
    return Number.isInteger(cell) && cell >= 1 && cell <= MAX_CODE ? cell : null;
  }
  const text = fold(cellText(cell));
  if (/^\d+$/.test(text)) {
    const code = Number(text);
    return code >= 1 && code <= MAX_CODE ? code : null;
  }
  if (text in words) return words[text]!;
  // 'Magna 87', 'Diésel UBA': the first word decides.
  const first = text.split(/\s+/)[0] ?? '';
  return first in words ? words[first]! : 'unknown';
}

function parsePump(cell: Cell | undefined): number | string {
  const value = parseNumber(cell);
  if (value === null || !Number.isInteger(value) || value < 1) {
    return `La bomba "${cellText(cell)}" debe ser un número entero mayor o igual a 1`;
  }
  if (value > MAX_PUMP) return 'La bomba es demasiado grande';
  return value;
}

/** Text cells (folio, employee): trimmed, a number as written, empty as null. */
function parseText(cell: Cell | undefined): string | null {
  if (isBlank(cell)) return null;
  if (typeof cell === 'number') return String(cell);
  return cellText(cell).replace(/\s+/g, ' ');
}

/**
 * A folio for a row that has none, from its values: the same row uploaded twice is one ticket.
 * The price of that: two sales identical to the second (same pump, product, amounts, employee)
 * are taken as one.
 */
export function derivedFolio(ticket: Omit<TicketToStore, 'folio'>): string {
  const key = [
    ticket.sold_at,
    ticket.pump,
    ticket.product,
    ticket.payment_type,
    ticket.volume,
    ticket.price,
    ticket.amount,
    ticket.employee ?? '',
  ].join('|');
  return `x${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

// ---- the row -------------------------------------------------------------------------------

/** Whether the row has nothing in any mapped column (trailing formatted rows): not a sale. */
export function isEmptyRow(cells: readonly Cell[], mapping: RowMapping): boolean {
  return Object.values(mapping.columns).every(
    (column) => column === null || isBlank(cells[column]),
  );
}

export function validateRow(
  cells: readonly Cell[],
  mapping: RowMapping,
  timeZone: string,
  date1904: boolean,
): RowOutcome {
  const errors: FieldProblem[] = [];
  const at = (field: TicketField) => {
    const column = mapping.columns[field];
    return column === null ? undefined : cells[column];
  };
  const has = (field: TicketField) => mapping.columns[field] !== null && !isBlank(at(field));
  const required = (field: TicketField, label: string) => {
    if (has(field)) return true;
    errors.push({ field, message: `Falta ${label}` });
    return false;
  };

  let when: { sold_at: string; local_time: string } | null = null;
  if (required('date_time', 'la fecha')) {
    const parsed = parseDateTime(at('date_time'), timeZone, date1904);
    if (typeof parsed === 'string') errors.push({ field: 'date_time', message: parsed });
    else when = parsed;
  }

  let pump = 0;
  if (required('pump', 'la bomba')) {
    const parsed = parsePump(at('pump'));
    if (typeof parsed === 'string') errors.push({ field: 'pump', message: parsed });
    else pump = parsed;
  }

  let product = 0;
  if (mapping.columns.product === null && mapping.fuel_type) {
    product = FUEL_TYPE_PRODUCT[mapping.fuel_type];
  } else if (required('product', 'el producto')) {
    const code = parseCode(at('product'), PRODUCT_WORDS);
    if (typeof code === 'number') product = code;
    else
      errors.push({
        field: 'product',
        message: `Producto no reconocido: "${cellText(at('product'))}"`,
      });
  }

  let payment_type = UNKNOWN_PAYMENT_TYPE;
  if (has('payment_type')) {
    const code = parseCode(at('payment_type'), PAYMENT_WORDS);
    if (code === null) {
      errors.push({
        field: 'payment_type',
        message: `Forma de pago no válida: "${cellText(at('payment_type'))}"`,
      });
    } else if (code !== 'unknown') payment_type = code;
  }

  const quantity = (
    field: 'amount' | 'volume' | 'price',
    label: string,
    max: number,
    d: number,
  ) => {
    if (!has(field)) return null;
    const parsed = parseQuantity(at(field), label, max, d);
    if (typeof parsed === 'string') {
      errors.push({ field, message: parsed });
      return null;
    }
    return parsed;
  };
  const amount = required('amount', 'el importe')
    ? quantity('amount', 'El importe', MAX_AMOUNT, 2)
    : null;
  let volume = quantity('volume', 'Los litros', MAX_VOLUME, 3);
  let price = quantity('price', 'El precio', MAX_PRICE, 4);
  // A file with the amount and one of litres or price: the other follows from them.
  if (
    amount !== null &&
    volume === null &&
    price !== null &&
    !errors.some((e) => e.field === 'volume')
  ) {
    volume = price > 0 ? round(amount / price, 3) : 0;
  } else if (
    amount !== null &&
    price === null &&
    volume !== null &&
    !errors.some((e) => e.field === 'price')
  ) {
    price = volume > 0 ? round(amount / volume, 4) : 0;
  }
  if (
    volume === null &&
    price === null &&
    !errors.some((e) => e.field === 'volume' || e.field === 'price')
  ) {
    errors.push({ field: 'volume', message: 'Faltan los litros y el precio' });
  }

  const employee = has('employee') ? parseText(at('employee')) : null;
  const folio = has('folio') ? parseText(at('folio')) : null;
  if (employee !== null && employee.length > MAX_TEXT) {
    errors.push({ field: 'employee', message: 'El despachador es demasiado largo' });
  }
  if (folio !== null && folio.length > MAX_TEXT) {
    errors.push({ field: 'folio', message: 'El folio es demasiado largo' });
  }

  if (errors.length > 0 || !when || amount === null || volume === null || price === null) {
    return { errors };
  }
  const values = { ...when, employee, pump, product, payment_type, volume, price, amount };
  return { ticket: { folio: folio ?? derivedFolio(values), ...values } };
}
