// The ticket rules the screen needs: which column holds which field (by header name, Spanish
// or English), the key of a header layout, a cell's date and time, and whether a row's cells
// make a valid ticket. These are shared with the server (src/lib/tickets); this module is the
// screen's one entry to them, with small versions of its own until that library is merged in.
import type { TicketColumns } from '@/api/tickets';
import type { Cell } from './previewTypes';

export const TICKET_FIELDS = [
  'date_time',
  'pump',
  'product',
  'amount',
  'volume',
  'price',
  'payment_type',
  'employee',
  'folio',
] as const satisfies readonly (keyof TicketColumns)[];

export type TicketField = (typeof TICKET_FIELDS)[number];

/**
 * Fields a file may lack: the employee (a ticket's is nullable) and the folio. The product may
 * be missing too when one fuel type is given for every row.
 */
export const OPTIONAL_FIELDS: readonly TicketField[] = ['employee', 'folio'];

export interface TicketCellProblem {
  field: TicketField;
  /** Spanish, like the server's. */
  message: string;
}

/** 'Fecha y Hora ' -> 'fecha y hora'; accents and punctuation do not matter. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ALIASES: Record<TicketField, readonly string[]> = {
  date_time: [
    'fecha y hora',
    'fecha hora',
    'fecha',
    'fecha venta',
    'fecha de venta',
    'date time',
    'datetime',
    'date',
    'timestamp',
  ],
  pump: ['bomba', 'dispensario', 'posicion', 'posicion de carga', 'pump', 'dispenser'],
  product: ['producto', 'combustible', 'tipo de combustible', 'product', 'fuel', 'fuel type'],
  amount: ['importe', 'monto', 'total', 'importe total', 'amount', 'total amount'],
  volume: ['volumen', 'litros', 'cantidad', 'volume', 'liters', 'litres', 'quantity'],
  price: [
    'precio por litro',
    'precio',
    'precio unitario',
    'price per liter',
    'price per litre',
    'unit price',
    'price',
  ],
  payment_type: [
    'tipo de pago',
    'forma de pago',
    'metodo de pago',
    'pago',
    'payment type',
    'payment method',
    'payment',
  ],
  employee: ['empleado', 'despachador', 'vendedor', 'operador', 'employee', 'attendant'],
  folio: ['folio', 'ticket', 'numero de ticket', 'no ticket', 'ticket number', 'transaccion'],
};

export function emptyColumns(): TicketColumns {
  return Object.fromEntries(TICKET_FIELDS.map((field) => [field, null])) as TicketColumns;
}

/** Each field's column by its header name; a column serves one field only. */
export function autoMatchColumns(headers: readonly string[]): TicketColumns {
  const normalized = headers.map(normalizeHeader);
  const columns = emptyColumns();
  const taken = new Set<number>();
  for (const field of TICKET_FIELDS) {
    for (const alias of ALIASES[field]) {
      const index = normalized.findIndex((name, at) => name === alias && !taken.has(at));
      if (index !== -1) {
        columns[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return columns;
}

/** The key of a header layout: the same headers in the same order give the same key. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map(normalizeHeader).join('|') || '(sin encabezados)';
}

/** The text of a header cell. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return cell.date;
  return String(cell).trim();
}

const pad = (value: number) => String(value).padStart(2, '0');

function localTime(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): string | null {
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  if (!valid) return null;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

// Excel's serial day 0 is 1899-12-30 (its 1900 leap-year bug included); 1904 workbooks start
// 1462 days later.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAYS_1900_TO_1904 = 1462;
const DAY_MS = 24 * 60 * 60 * 1000;

function fromSerial(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial <= 0) return null;
  const days = date1904 ? serial + DAYS_1900_TO_1904 : serial;
  const at = new Date(EXCEL_EPOCH_MS + Math.round((days * DAY_MS) / 1000) * 1000);
  return localTime(
    at.getUTCFullYear(),
    at.getUTCMonth() + 1,
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
  );
}

const ISO_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A cell as the station's local 'YYYY-MM-DD HH:MM:SS', or null when it is not a date. */
export function cellToLocalDateTime(cell: Cell | undefined, date1904: boolean): string | null {
  if (typeof cell === 'number') return fromSerial(cell, date1904);
  const text = cellText(cell);
  const iso = ISO_LIKE.exec(text);
  if (iso) {
    const [, y, m, d, h, min, s] = iso.map(Number);
    return localTime(y!, m!, d!, h || 0, min || 0, s || 0);
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, m, y, h, min, s] = dayFirst.map(Number);
    return localTime(y!, m!, d!, h || 0, min || 0, s || 0);
  }
  return null;
}

/** '$1,234.50' -> 1234.5; null when it is not a number. */
export function cellNumber(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.replace(/[$\s,]/g, '');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

const PRODUCTS: Record<string, number> = {
  regular: 1,
  magna: 1,
  verde: 1,
  premium: 2,
  roja: 2,
  diesel: 3,
};

const PAYMENT_TYPES: Record<string, number> = {
  efectivo: 1,
  contado: 1,
  cash: 1,
  credito: 2,
  tarjeta: 2,
  credit: 2,
  card: 2,
};

function codeOf(cell: Cell | undefined, names: Record<string, number>): number | null {
  const number = cellNumber(cell);
  if (number !== null) return Number.isInteger(number) && number >= 1 ? number : null;
  const name = normalizeHeader(cellText(cell));
  return names[name] ?? names[name.split(' ')[0] ?? ''] ?? null;
}

const isBlank = (cell: Cell | undefined) => cellText(cell) === '';

const FIELD_CHECKS: Record<TicketField, (cell: Cell, date1904: boolean) => string | null> = {
  date_time: (cell, date1904) =>
    cellToLocalDateTime(cell, date1904) ? null : 'La fecha y hora no es válida',
  pump: (cell) => {
    const pump = cellNumber(cell);
    return pump !== null && Number.isInteger(pump) && pump >= 1
      ? null
      : 'La bomba debe ser un número entero mayor que 0';
  },
  product: (cell) => (codeOf(cell, PRODUCTS) ? null : 'Producto no reconocido'),
  amount: (cell) => nonNegative(cell, 'El importe'),
  volume: (cell) => nonNegative(cell, 'El volumen'),
  price: (cell) => nonNegative(cell, 'El precio por litro'),
  payment_type: (cell) => (codeOf(cell, PAYMENT_TYPES) ? null : 'Tipo de pago no reconocido'),
  employee: () => null,
  folio: () => null,
};

function nonNegative(cell: Cell, what: string): string | null {
  const value = cellNumber(cell);
  return value !== null && value >= 0 ? null : `${what} debe ser un número mayor o igual a 0`;
}

export interface ValidateTicketOptions {
  date1904: boolean;
  /** Every row's product when the file has no product column. */
  fuelType?: string | null;
}

/** What is wrong with a data row's cells, one problem per mapped field at most. */
export function validateTicket(
  row: readonly Cell[],
  columns: TicketColumns,
  { date1904 }: ValidateTicketOptions,
): TicketCellProblem[] {
  const problems: TicketCellProblem[] = [];
  for (const field of TICKET_FIELDS) {
    const column = columns[field];
    if (column === null) continue;
    const cell = row[column];
    if (cell === undefined || isBlank(cell)) {
      if (field !== 'employee') problems.push({ field, message: 'La celda está vacía' });
      continue;
    }
    const message = FIELD_CHECKS[field](cell, date1904);
    if (message) problems.push({ field, message });
  }
  return problems;
}
