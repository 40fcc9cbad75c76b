// The fields of a sales ticket and the headers files use for them, in Spanish and English, so an
// uploaded sheet's columns can be matched to fields without asking the operator each time.

export const TICKET_FIELDS = [
  'date_time',
  'pump',
  'product',
  'volume',
  'price',
  'amount',
  'payment_type',
  'employee',
  'folio',
] as const;
export type TicketField = (typeof TICKET_FIELDS)[number];

export const OPTIONAL_TICKET_FIELDS: readonly TicketField[] = ['folio'];
export const REQUIRED_TICKET_FIELDS: readonly TicketField[] = TICKET_FIELDS.filter(
  (field) => !OPTIONAL_TICKET_FIELDS.includes(field),
);

export const TICKET_FIELD_LABELS: Record<TicketField, string> = {
  date_time: 'Fecha y hora',
  pump: 'Bomba',
  product: 'Producto',
  volume: 'Litros',
  price: 'Precio por litro',
  amount: 'Importe',
  payment_type: 'Forma de pago',
  employee: 'Despachador',
  folio: 'Folio',
};

/** Headers as files write them; compared without accents, case or punctuation. */
export const TICKET_HEADER_ALIASES: Record<TicketField, readonly string[]> = {
  date_time: [
    'Fecha y hora',
    'Fecha/Hora',
    'Fecha hora',
    'Fecha',
    'Fecha de venta',
    'Fecha de despacho',
    'Date',
    'Date time',
    'Datetime',
    'Timestamp',
  ],
  pump: ['Bomba', 'Dispensario', 'Posición de carga', 'Manguera', 'Pump', 'Dispenser'],
  product: ['Producto', 'Combustible', 'Tipo de combustible', 'Product', 'Fuel', 'Fuel type'],
  volume: ['Litros', 'Volumen', 'Cantidad', 'Lts', 'Volume', 'Liters', 'Litres', 'Quantity'],
  price: [
    'Precio por litro',
    'Precio',
    'Precio unitario',
    'Price',
    'Unit price',
    'Price per liter',
  ],
  amount: ['Importe', 'Monto', 'Total', 'Importe total', 'Venta', 'Amount', 'Total amount'],
  payment_type: [
    'Forma de pago',
    'Tipo de pago',
    'Método de pago',
    'Pago',
    'Payment',
    'Payment type',
    'Payment method',
  ],
  employee: ['Despachador', 'Empleado', 'Vendedor', 'Operador', 'Employee', 'Attendant'],
  folio: ['Folio', 'Ticket', 'No. ticket', 'Número de ticket', 'Transacción', 'Transaction'],
};

/** Lower case, without accents, punctuation turned into single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const EXACT_MATCH_BONUS = 1000;

/** How well a header names a field: exact alias first, then the longest alias it contains. */
function matchScore(header: string, field: TicketField): number {
  if (!header) return 0;
  let best = 0;
  for (const alias of TICKET_HEADER_ALIASES[field]) {
    const wanted = normalizeText(alias);
    if (header === wanted) best = Math.max(best, EXACT_MATCH_BONUS + wanted.length);
    else if (` ${header} `.includes(` ${wanted} `)) best = Math.max(best, wanted.length);
  }
  return best;
}

/**
 * Column index per field, best matches first, each column and field used once ('Precio por
 * litro' goes to price, not to volume because of 'litro').
 */
export function autoMatchColumns(headers: string[]): Partial<Record<TicketField, number>> {
  const normalized = headers.map((header) => normalizeText(String(header ?? '')));
  const candidates: { field: TicketField; column: number; score: number }[] = [];
  normalized.forEach((header, column) => {
    for (const field of TICKET_FIELDS) {
      const score = matchScore(header, field);
      if (score > 0) candidates.push({ field, column, score });
    }
  });
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      a.column - b.column ||
      TICKET_FIELDS.indexOf(a.field) - TICKET_FIELDS.indexOf(b.field),
  );
  const matched: Partial<Record<TicketField, number>> = {};
  const usedColumns = new Set<number>();
  for (const { field, column } of candidates) {
    if (matched[field] !== undefined || usedColumns.has(column)) continue;
    matched[field] = column;
    usedColumns.add(column);
  }
  return matched;
}

/** The key of a layout without any header text, so that every layout has a key to save. */
export const NO_HEADERS_SIGNATURE = '(sin encabezados)';

/**
 * A stable key of a header layout, to find the mapping saved for files like this one: the
 * normalized headers in order, trailing blank ones dropped.
 */
export function headerSignature(headers: string[]): string {
  const normalized = headers.map((header) => normalizeText(String(header ?? '')));
  while (normalized.length > 0 && normalized[normalized.length - 1] === '') normalized.pop();
  return normalized.join('|') || NO_HEADERS_SIGNATURE;
}
