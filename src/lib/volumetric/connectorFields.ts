// The fields a volumetric connector reads from each record of the operator's system, in the
// form's order: the same list for the system form and for the server that maps the records.

export const CONNECTOR_TICKET_FIELDS = [
  'folio',
  'time',
  'employee',
  'pump',
  'product',
  'payment_type',
  'volume',
  'price',
  'amount',
] as const;
export type ConnectorTicketField = (typeof CONNECTOR_TICKET_FIELDS)[number];

/** A system may have no employee path; every other field needs one. */
export const OPTIONAL_CONNECTOR_FIELDS: readonly ConnectorTicketField[] = ['employee'];
