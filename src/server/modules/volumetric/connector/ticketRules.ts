// A connector record's values as a ticket, by the shared ticket rules of src/lib/tickets (the
// same ones the spreadsheet import and the browser preview use). Only what differs for a
// supplier's records lives here: the record's time field is called `time`, and a folio is
// required, since the supplier's folio is what makes a repeated pull change nothing.
import { validateTicket, type RawTicket } from '@/lib/tickets/ticketValues';
import type { TicketToStore } from '../../tickets';
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

/** The shared rules name the mapper's `time` field `date_time`. */
const toSharedField = (field: string) => (field === 'date_time' ? 'time' : field);

export function validateTicketValues(
  raw: Partial<Record<TicketField, unknown>>,
  timeZone: string,
): TicketCheck {
  const { time, ...rest } = raw;
  const shared: RawTicket = { ...rest, date_time: time };
  const checked = validateTicket(shared, { timeZone });
  const errors: TicketFieldProblem[] =
    'errors' in checked
      ? checked.errors.map((e) => ({ field: toSharedField(e.field), message: e.message }))
      : [];
  if (!errors.some((e) => e.field === 'folio') && (rest.folio ?? '') === '') {
    errors.push({ field: 'folio', message: 'Folio: falta el folio' });
  }
  if (!('ticket' in checked) || errors.length > 0) return { ticket: null, errors };
  const { ticket } = checked;
  return {
    ticket: {
      folio: ticket.folio!,
      sold_at: ticket.dateTime,
      local_time: ticket.localDateTime,
      employee: ticket.employee,
      pump: ticket.pump,
      product: ticket.product,
      payment_type: ticket.paymentType,
      volume: ticket.volume,
      price: ticket.price,
      amount: ticket.amount,
    },
    errors: [],
  };
}
