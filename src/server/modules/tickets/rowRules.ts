// The rules that turn one spreadsheet row into a ticket to store, or say (in Spanish) why not.
// Every cell is read by the shared ticket rules (src/lib/tickets), as the browser preview and the
// supplier connector read it; what is particular to a sheet lives here: the columns the operator
// mapped, the defaults for columns a file lacks, the values computed from the amount, the folio
// of a row without one, and the limits of the database columns.
import { createHash } from 'node:crypto';
import { toTicketDateTime } from '@/lib/tickets/ticketDates';
import {
  parseAmount,
  parseEmployee,
  parseFolio,
  parsePaymentType,
  parsePrice,
  parseProduct,
  parsePump,
  parseVolume,
  PAYMENT_OTHER,
  PRODUCT_DIESEL,
  PRODUCT_PREMIUM,
  PRODUCT_REGULAR,
  type ValueResult,
} from '@/lib/tickets/ticketValues';
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

export const FUEL_TYPE_PRODUCT: Record<FuelType, number> = {
  regular: PRODUCT_REGULAR,
  premium: PRODUCT_PREMIUM,
  diesel: PRODUCT_DIESEL,
};
/** What a sale without a payment column is recorded as: 'other', never a guessed cash sale. */
export const UNKNOWN_PAYMENT_TYPE = PAYMENT_OTHER;

// Upper bounds of the columns (numeric(14,3), numeric(12,4), numeric(16,2), smallint): one value
// past them would make the database refuse the whole import.
const MAX_VOLUME = 1e10;
const MAX_PRICE = 1e7;
const MAX_AMOUNT = 1e13;
const MAX_PUMP = 999;
const MAX_CODE = 99;
const MAX_TEXT = 100;

const TOO_LARGE_SUBJECT: Partial<Record<TicketField, string>> = {
  pump: 'La bomba',
  product: 'El código de producto',
  payment_type: 'El código de forma de pago',
  amount: 'El importe',
  volume: 'Los litros',
  price: 'El precio',
};

const isBlank = (cell: Cell | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

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
  /** The value read from the field's cell, or undefined after recording why it is not one. */
  function read<T>(field: TicketField, result: ValueResult<T>, max?: number): T | undefined {
    if (!result.ok) {
      errors.push({ field, message: result.message });
      return undefined;
    }
    if (max !== undefined && typeof result.value === 'number' && result.value > max) {
      errors.push({ field, message: `${TOO_LARGE_SUBJECT[field]} es demasiado grande` });
      return undefined;
    }
    return result.value;
  }

  let when: { sold_at: string; local_time: string } | null = null;
  if (required('date_time', 'la fecha')) {
    const parsed = read('date_time', toTicketDateTime(at('date_time'), { timeZone, date1904 }));
    if (parsed) when = { sold_at: parsed.instant, local_time: parsed.local };
  }

  const pump = required('pump', 'la bomba') ? read('pump', parsePump(at('pump')), MAX_PUMP) : 0;

  let product: number | undefined = 0;
  if (mapping.columns.product === null && mapping.fuel_type) {
    product = FUEL_TYPE_PRODUCT[mapping.fuel_type];
  } else if (required('product', 'el producto')) {
    product = read('product', parseProduct(at('product')), MAX_CODE);
  }

  const payment_type = has('payment_type')
    ? read('payment_type', parsePaymentType(at('payment_type')), MAX_CODE)
    : UNKNOWN_PAYMENT_TYPE;

  const quantity = (
    field: 'amount' | 'volume' | 'price',
    result: ValueResult<number>,
    max: number,
    decimals: number,
  ) => {
    if (!has(field)) return null;
    const value = read(field, result, max);
    return value === undefined ? null : round(value, decimals);
  };
  const amount = required('amount', 'el importe')
    ? quantity('amount', parseAmount(at('amount')), MAX_AMOUNT, 2)
    : null;
  let volume = quantity('volume', parseVolume(at('volume')), MAX_VOLUME, 3);
  let price = quantity('price', parsePrice(at('price')), MAX_PRICE, 4);
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

  const employee = has('employee') ? read('employee', parseEmployee(at('employee'))) : null;
  const folio = has('folio') ? read('folio', parseFolio(at('folio'))) : null;
  if (employee && employee.length > MAX_TEXT) {
    errors.push({ field: 'employee', message: 'El despachador es demasiado largo' });
  }
  if (folio && folio.length > MAX_TEXT) {
    errors.push({ field: 'folio', message: 'El folio es demasiado largo' });
  }

  if (
    errors.length > 0 ||
    !when ||
    pump === undefined ||
    product === undefined ||
    payment_type === undefined ||
    employee === undefined ||
    folio === undefined ||
    amount === null ||
    volume === null ||
    price === null
  ) {
    return { errors };
  }
  const values = { ...when, employee, pump, product, payment_type, volume, price, amount };
  return { ticket: { folio: folio ?? derivedFolio(values), ...values } };
}
