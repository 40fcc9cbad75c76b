// The mapped rows of a connection test as table cells: the ticket when the row mapped, else
// the raw value the mapper path found (so a bad value shows what it was).
import type { VolumetricMappedRow } from '@/api/volumetric';

export type {
  VolumetricConnectionTest,
  VolumetricMappedRow,
  VolumetricTestStep,
} from '@/api/volumetric';

export type MappedColumn =
  'folio' | 'time' | 'pump' | 'product' | 'payment' | 'volume' | 'price' | 'amount';

/** Each column: the ticket's property and the mapper field of the raw value. */
const SOURCES: Record<MappedColumn, { ticket: string; raw: string }> = {
  folio: { ticket: 'folio', raw: 'folio' },
  time: { ticket: 'local_time', raw: 'time' },
  pump: { ticket: 'pump', raw: 'pump' },
  product: { ticket: 'product', raw: 'product' },
  payment: { ticket: 'payment_type', raw: 'payment_type' },
  volume: { ticket: 'volume', raw: 'volume' },
  price: { ticket: 'price', raw: 'price' },
  amount: { ticket: 'amount', raw: 'amount' },
};

function asText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function mappedCell(row: VolumetricMappedRow, column: MappedColumn): string {
  const source = SOURCES[column];
  if (row.ticket) return asText((row.ticket as Record<string, unknown>)[source.ticket]);
  return asText(row.values[source.raw]);
}
