// Each ticket value from what a file cell or a supplier's JSON carries (numbers or text), with a
// Spanish reason when it cannot be a ticket's value. Shared by the browser preview, the server
// import and the supplier connector, so a ticket is judged the same way wherever it comes from.
import { toTicketDateTime, type TicketDateOptions } from './ticketDates';
import { normalizeText, TICKET_FIELD_LABELS, type TicketField } from './ticketFields';

export type ValueResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const PAYMENT_CASH = 1;
export const PAYMENT_CREDIT = 2;
export const PAYMENT_OTHER = 3;
export const PRODUCT_REGULAR = 1;
export const PRODUCT_PREMIUM = 2;
export const PRODUCT_DIESEL = 3;
export const PRODUCT_OTHER = 4;
export const MAX_EMPLOYEE_LENGTH = 100;
export const MAX_FOLIO_LENGTH = 64;
/** Amount and volume x price may differ by this much before a warning (discounts, rounding). */
export const AMOUNT_TOLERANCE_PESOS = 1;
export const AMOUNT_TOLERANCE_RATIO = 0.01;

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A number from a number or from text as Mexican files write it: '1,234.50', '$ 25.10',
 * '25.10 MXN', '12,5' (a lone comma followed by other than three digits is a decimal comma).
 */
export function parseNumber(value: unknown): ValueResult<number> {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value } : fail('El número no es válido');
  }
  if (typeof value !== 'string') return fail('Se esperaba un número');
  const shown = value.trim();
  let text = shown.replace(/^\$|\$$|\bmxn\b|\bpesos?\b/gi, '').replace(/[\s\u00a0$]/g, '');
  if (text === '') return fail(`«${shown}» no es un número`);
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both marks: the last one is the decimal point ('1,234.50' or '1.234,50').
    text = lastDot > lastComma ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.');
  } else if (lastComma !== -1) {
    text = /^-?\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return fail(`«${shown}» no es un número`);
  return { ok: true, value: Number(text) };
}

function nonNegative(value: unknown, what: string): ValueResult<number> {
  if (isBlank(value)) return fail(`Falta ${what}`);
  const number = parseNumber(value);
  if (!number.ok) return number;
  if (number.value < 0) return fail(`${capitalize(what)} no puede ser negativo`);
  return number;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const parseVolume = (value: unknown) => nonNegative(value, 'el volumen');
export const parsePrice = (value: unknown) => nonNegative(value, 'el precio');
export const parseAmount = (value: unknown) => nonNegative(value, 'el importe');

function positiveInteger(value: unknown, what: string): ValueResult<number> {
  if (isBlank(value)) return fail(`Falta ${what}`);
  const number = parseNumber(value);
  if (!number.ok) return number;
  if (!Number.isInteger(number.value) || number.value < 1) {
    return fail(`${capitalize(what)} debe ser un número entero mayor o igual a 1`);
  }
  return number;
}

/** Pumps are numbered from 1; 'Bomba 3' is read as 3. */
export function parsePump(value: unknown): ValueResult<number> {
  const text =
    typeof value === 'string' ? value.replace(/^\s*(bomba|dispensario|pump)\s*/i, '') : value;
  return positiveInteger(text, 'la bomba');
}

const PRODUCT_WORDS: Record<string, number> = {
  magna: PRODUCT_REGULAR,
  regular: PRODUCT_REGULAR,
  verde: PRODUCT_REGULAR,
  premium: PRODUCT_PREMIUM,
  roja: PRODUCT_PREMIUM,
  diesel: PRODUCT_DIESEL,
};

const PAYMENT_WORDS: Record<string, number> = {
  efectivo: PAYMENT_CASH,
  contado: PAYMENT_CASH,
  cash: PAYMENT_CASH,
  credito: PAYMENT_CREDIT,
  tarjeta: PAYMENT_CREDIT,
  credit: PAYMENT_CREDIT,
  card: PAYMENT_CREDIT,
  debito: PAYMENT_CREDIT,
  vale: PAYMENT_OTHER,
  vales: PAYMENT_OTHER,
  cupon: PAYMENT_OTHER,
  monedero: PAYMENT_OTHER,
  transferencia: PAYMENT_OTHER,
  voucher: PAYMENT_OTHER,
  otro: PAYMENT_OTHER,
  other: PAYMENT_OTHER,
};

/** The code of the first known word of the text ('Gasolina Magna 87' -> regular). */
function codeOfWords(text: string, words: Record<string, number>): number | undefined {
  for (const word of normalizeText(text).split(' ')) {
    if (Object.hasOwn(words, word)) return words[word];
  }
  return undefined;
}

const looksNumeric = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\s*\d+(\.0+)?\s*$/.test(value));

/** 1 regular (Magna, verde), 2 premium (roja), 3 diésel; 4 and up only as a number ('otro'). */
export function parseProduct(value: unknown): ValueResult<number> {
  if (isBlank(value)) return fail('Falta el producto');
  if (looksNumeric(value)) return positiveInteger(value, 'el producto');
  if (typeof value !== 'string') return fail('El producto no es válido');
  const code = codeOfWords(value, PRODUCT_WORDS);
  if (code !== undefined) return { ok: true, value: code };
  return fail(
    `Producto desconocido «${value.trim()}»: use Magna/Regular, Premium, Diésel o un código numérico (4 o más para otros)`,
  );
}

/** 1 efectivo, 2 crédito o tarjeta, 3 and up other (vales, monedero...). */
export function parsePaymentType(value: unknown): ValueResult<number> {
  if (isBlank(value)) return fail('Falta la forma de pago');
  if (looksNumeric(value)) return positiveInteger(value, 'la forma de pago');
  if (typeof value !== 'string') return fail('La forma de pago no es válida');
  const code = codeOfWords(value, PAYMENT_WORDS);
  if (code !== undefined) return { ok: true, value: code };
  return fail(
    `Forma de pago desconocida «${value.trim()}»: use Efectivo, Crédito/Tarjeta, Vale o un código numérico`,
  );
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The employee is optional (files and suppliers often lack one): blank gives null. */
export function parseEmployee(value: unknown): ValueResult<string | null> {
  if (isBlank(value)) return { ok: true, value: null };
  const text = textOf(value);
  if (!text) return fail('El despachador no es válido');
  if (text.length > MAX_EMPLOYEE_LENGTH) {
    return fail(`El despachador no puede tener más de ${MAX_EMPLOYEE_LENGTH} caracteres`);
  }
  return { ok: true, value: text };
}

/** The folio is optional: blank gives null. */
export function parseFolio(value: unknown): ValueResult<string | null> {
  if (isBlank(value)) return { ok: true, value: null };
  const text = textOf(value);
  if (text === null) return fail('El folio no es válido');
  if (text.length > MAX_FOLIO_LENGTH) {
    return fail(`El folio no puede tener más de ${MAX_FOLIO_LENGTH} caracteres`);
  }
  return { ok: true, value: text };
}

/**
 * Null when amount ≈ volume × price (within 1 peso or 1 % of the amount, whichever is larger),
 * else the reason. Stations round, discount and fill by amount, so a mismatch is a warning for
 * the operator to review, never a rejected ticket.
 */
export function amountMismatch(volume: number, price: number, amount: number): string | null {
  const expected = volume * price;
  const tolerance = Math.max(AMOUNT_TOLERANCE_PESOS, amount * AMOUNT_TOLERANCE_RATIO);
  if (Math.abs(expected - amount) <= tolerance) return null;
  return `El importe ${amount.toFixed(2)} no coincide con litros × precio (${expected.toFixed(2)})`;
}

export interface Ticket {
  folio: string | null;
  /** UTC instant, ISO. */
  dateTime: string;
  /** Station wall clock, 'YYYY-MM-DD HH:MM:SS'. */
  localDateTime: string;
  pump: number;
  product: number;
  paymentType: number;
  volume: number;
  price: number;
  amount: number;
  employee: string | null;
}

export type RawTicket = Partial<Record<TicketField, unknown>>;
export interface FieldProblem {
  field: TicketField;
  message: string;
}
export type TicketValidation =
  | { ticket: Ticket; warnings: FieldProblem[] }
  | { errors: FieldProblem[]; warnings: FieldProblem[] };

/** A whole ticket from raw values, or every field's reason at once. */
export function validateTicket(raw: RawTicket, options: TicketDateOptions): TicketValidation {
  const errors: FieldProblem[] = [];
  const warnings: FieldProblem[] = [];
  function take<T>(field: TicketField, result: ValueResult<T>): T | undefined {
    if (result.ok) return result.value;
    errors.push({ field, message: `${TICKET_FIELD_LABELS[field]}: ${result.message}` });
    return undefined;
  }
  const when = toTicketDateTime(raw.date_time, options);
  if (when.ok && when.warning) warnings.push({ field: 'date_time', message: when.warning });
  const dateTime = take('date_time', when);
  const pump = take('pump', parsePump(raw.pump));
  const product = take('product', parseProduct(raw.product));
  const volume = take('volume', parseVolume(raw.volume));
  const price = take('price', parsePrice(raw.price));
  const amount = take('amount', parseAmount(raw.amount));
  const paymentType = take('payment_type', parsePaymentType(raw.payment_type));
  const employee = take('employee', parseEmployee(raw.employee));
  const folio = take('folio', parseFolio(raw.folio));
  if (
    errors.length > 0 ||
    !dateTime ||
    pump === undefined ||
    product === undefined ||
    volume === undefined ||
    price === undefined ||
    amount === undefined ||
    paymentType === undefined ||
    employee === undefined ||
    folio === undefined
  ) {
    return { errors, warnings };
  }
  const mismatch = amountMismatch(volume, price, amount);
  if (mismatch) warnings.push({ field: 'amount', message: mismatch });
  return {
    ticket: {
      folio,
      dateTime: dateTime.instant,
      localDateTime: dateTime.local,
      pump,
      product,
      paymentType,
      volume,
      price,
      amount,
      employee,
    },
    warnings,
  };
}
