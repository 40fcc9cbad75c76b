// The upload screen's entry to the shared ticket rules (src/lib/tickets): which column holds
// which field, the key a layout's mapping is saved under, a cell's date and time, and what is
// wrong with a row's cells. The preview judges cells with the very rules the server import
// applies, so a row it shows as good is a row the import takes.
import type { TicketColumns } from '@/api/tickets';
import { toTicketDateTime } from '@/lib/tickets/ticketDates';
import {
  autoMatchColumns as matchColumns,
  headerSignature as librarySignature,
  normalizeText,
  TICKET_FIELDS as LIBRARY_TICKET_FIELDS,
  type TicketField as LibraryTicketField,
} from '@/lib/tickets/ticketFields';
import {
  parseAmount,
  parseEmployee,
  parseFolio,
  parseNumber,
  parsePaymentType,
  parsePrice,
  parseProduct,
  parsePump,
  parseVolume,
  type ValueResult,
} from '@/lib/tickets/ticketValues';
import type { Cell } from './previewTypes';

export const TICKET_FIELDS = LIBRARY_TICKET_FIELDS satisfies readonly (keyof TicketColumns)[];

export type TicketField = LibraryTicketField;

/**
 * Fields a file may lack: the employee (a ticket's is nullable) and the folio. The product may
 * be missing too when one fuel type is given for every row.
 */
export const OPTIONAL_FIELDS: readonly TicketField[] = ['employee', 'folio'];

export interface TicketCellProblem {
  field: TicketField;
  /** Spanish, the server's own words. */
  message: string;
}

/** 'Fecha y Hora ' -> 'fecha y hora'; accents and punctuation do not matter. */
export const normalizeHeader = (header: string): string => normalizeText(header);

export function emptyColumns(): TicketColumns {
  return Object.fromEntries(TICKET_FIELDS.map((field) => [field, null])) as TicketColumns;
}

/** Each field's column by its header name; a column serves one field only. */
export function autoMatchColumns(headers: readonly string[]): TicketColumns {
  return { ...emptyColumns(), ...matchColumns([...headers]) };
}

/** The key a layout's mapping is saved under, the one the server stores it by. */
export function headerSignature(headers: readonly string[]): string {
  return librarySignature([...headers]);
}

/** The text of a header cell. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return cell.date;
  return String(cell).trim();
}

/** The zone a cell is read in when the station's is not known: wall clocks stay as written. */
const WALL_CLOCK_ZONE = 'UTC';

/** A cell as the station's local 'YYYY-MM-DD HH:MM:SS', or null when it is not a date. */
export function cellToLocalDateTime(
  cell: Cell | undefined,
  date1904: boolean,
  timeZone = WALL_CLOCK_ZONE,
): string | null {
  const read = toTicketDateTime(cell ?? null, { timeZone, date1904 });
  return read.ok ? read.value.local : null;
}

/** '$1,234.50' -> 1234.5; null when it is not a number. */
export function cellNumber(cell: Cell | undefined): number | null {
  const read = parseNumber(cell);
  return read.ok ? read.value : null;
}

export interface ValidateTicketOptions {
  date1904: boolean;
  /** Every row's product when the file has no product column. */
  fuelType?: string | null;
  /** The station's IANA zone, when known. */
  timeZone?: string;
}

const isBlank = (cell: Cell | undefined) => cellText(cell) === '';

const FIELD_RULES: Record<
  Exclude<TicketField, 'date_time'>,
  (cell: Cell | undefined) => ValueResult<unknown>
> = {
  pump: parsePump,
  product: parseProduct,
  volume: parseVolume,
  price: parsePrice,
  amount: parseAmount,
  payment_type: parsePaymentType,
  employee: parseEmployee,
  folio: parseFolio,
};

/**
 * What is wrong with a data row's cells, one problem per mapped field at most. Blank cells are
 * judged as the import does: the payment type of a blank cell is 'other', and a blank volume or
 * price is computed from the amount and the other one.
 */
export function validateTicket(
  row: readonly Cell[],
  columns: TicketColumns,
  { date1904, timeZone = WALL_CLOCK_ZONE }: ValidateTicketOptions,
): TicketCellProblem[] {
  const cellOf = (field: TicketField) => {
    const column = columns[field];
    return column === null ? undefined : row[column];
  };
  const present = (field: TicketField) => columns[field] !== null && !isBlank(cellOf(field));
  const problems: TicketCellProblem[] = [];
  for (const field of TICKET_FIELDS) {
    if (columns[field] === null) continue;
    const cell = cellOf(field);
    if (isBlank(cell)) {
      if (field === 'payment_type') continue;
      if (field === 'volume' && present('price')) continue;
      if (field === 'price' && present('volume')) continue;
    }
    const result =
      field === 'date_time'
        ? toTicketDateTime(cell ?? null, { timeZone, date1904 })
        : FIELD_RULES[field](cell);
    if (!result.ok) problems.push({ field, message: result.message });
  }
  return problems;
}
