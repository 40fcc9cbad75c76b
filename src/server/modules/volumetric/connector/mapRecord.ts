// One supplier record to one ticket: each mapper path is read relative to the record, then the
// ticket rules decide whether the values make a ticket.
import { queryFirst } from './jsonPaths';
import { TICKET_FIELDS, type Mapper, type TicketField } from './settings';
import { validateTicketValues, type TicketCheck } from './ticketRules';

export interface MappedRecord extends TicketCheck {
  /** What each path found (null when nothing), shown by 'Probar conexión'. */
  values: Record<TicketField, unknown>;
}

export function mapRecord(record: unknown, mapper: Mapper, timeZone: string): MappedRecord {
  const values = {} as Record<TicketField, unknown>;
  for (const field of TICKET_FIELDS) {
    const path = mapper[field]?.trim();
    values[field] = path ? (queryFirst(path, record) ?? null) : null;
  }
  return { values, ...validateTicketValues(values, timeZone) };
}
