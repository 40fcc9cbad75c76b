// The rules a ticket's values must follow, whatever brought them (a connector record today).
// One function is the seam to the shared ticket validation of src/lib/tickets: at merge,
// validateTicketValues calls it instead of these local rules.
import { DateTime } from 'luxon';
import type { TicketToStore } from '../../tickets/ticketStore';
import type { TicketField } from './settings';

export type TicketValues = TicketToStore;

export interface TicketFieldProblem {
  field: string;
  message: string;
}

export interface TicketCheck {
  ticket: TicketValues | null;
  errors: TicketFieldProblem[];
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

// Luxon resolves a zone's offset through Intl, which costs about 0.1 ms: far too much for a
// day of 10,000 tickets. An offset only changes on the hour, so it is looked up once per
// station-local hour.
const offsetCache = new Map<string, number | null>();

function offsetMinutes(timeZone: string, y: number, mo: number, d: number, h: number) {
  const key = `${timeZone}|${y}-${mo}-${d}-${h}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const local = DateTime.fromObject({ year: y, month: mo, day: d, hour: h }, { zone: timeZone });
    offset = local.isValid ? local.offset : null;
    if (offsetCache.size > 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function isBlank(value: unknown) {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

export function validateTicketValues(
  raw: Partial<Record<TicketField, unknown>>,
  timeZone: string,
): TicketCheck {
  const errors: TicketFieldProblem[] = [];
  const fail = (field: TicketField, message: string) => {
    errors.push({ field, message: `${field}: ${message}` });
    return null;
  };

  const folio =
    typeof raw.folio === 'string' && raw.folio.trim() !== ''
      ? raw.folio.trim()
      : typeof raw.folio === 'number' && Number.isFinite(raw.folio)
        ? String(raw.folio)
        : fail('folio', 'falta el folio o no es texto ni número');

  let soldAt: string | null = null;
  let localTime: string | null = null;
  const time = typeof raw.time === 'string' ? LOCAL_TIME.exec(raw.time.trim()) : null;
  if (!time) {
    fail('time', "la fecha y hora debe tener la forma 'AAAA-MM-DD HH:MM:SS'");
  } else {
    const [, y, mo, d, h, mi, s] = time.map(Number) as number[];
    const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
    const check = new Date(wall);
    // Date.UTC rolls 31 February into March: a round trip tells a real date from one that is not.
    if (
      check.getUTCFullYear() !== y ||
      check.getUTCMonth() !== mo! - 1 ||
      check.getUTCDate() !== d ||
      h! > 23 ||
      mi! > 59 ||
      s! > 59
    ) {
      fail('time', 'la fecha y hora no existe');
    } else {
      const offset = offsetMinutes(timeZone, y!, mo!, d!, h!);
      if (offset === null) fail('time', 'la zona horaria de la estación no es válida');
      else {
        soldAt = new Date(wall - offset * 60_000).toISOString();
        localTime = `${time[1]}-${time[2]}-${time[3]} ${time[4]}:${time[5]}:${time[6]}`;
      }
    }
  }

  const code = (field: TicketField, what: string) => {
    const n = toNumber(raw[field]);
    return n !== null && Number.isInteger(n) && n >= 1
      ? n
      : fail(field, `${what} debe ser un número entero mayor o igual a 1`);
  };
  const pump = code('pump', 'la bomba');
  const product = code('product', 'el producto (1 regular, 2 premium, 3 diésel, 4 o más otro)');
  const paymentType = code(
    'payment_type',
    'la forma de pago (1 efectivo, 2 crédito, 3 o más otra)',
  );

  const amountOf = (field: TicketField, what: string) => {
    const n = toNumber(raw[field]);
    return n !== null && n >= 0 ? n : fail(field, `${what} debe ser un número mayor o igual a 0`);
  };
  const volume = amountOf('volume', 'el volumen');
  const price = amountOf('price', 'el precio');
  const amount = amountOf('amount', 'el importe');

  let employee: string | null = null;
  if (!isBlank(raw.employee)) {
    if (typeof raw.employee === 'string' || typeof raw.employee === 'number')
      employee = String(raw.employee).trim();
    else fail('employee', 'el despachador debe ser texto');
  }

  if (errors.length > 0) return { ticket: null, errors };
  return {
    ticket: {
      folio: folio as string,
      sold_at: soldAt as string,
      local_time: localTime as string,
      employee,
      pump: pump as number,
      product: product as number,
      payment_type: paymentType as number,
      volume: volume as number,
      price: price as number,
      amount: amount as number,
    },
    errors,
  };
}
