// How 'Auditoría' writes a record's date, object and values (shared by its table and detail),
// and the record as the components take it (the API's AuditRecord has this shape).
import type { TFunction } from 'i18next';
import { formatLocalInstant } from '@/lib/dates/zonedTimes';

export interface AuditRecord {
  seq: number;
  at: string;
  actor: { user_id: number | null; email: string | null; role: string | null };
  address: string | null;
  user_agent: string | null;
  operation: string;
  outcome: 'success' | 'failure';
  object: { type: string | null; id: string | null };
  customer_id: number | null;
  gas_station: { id: number; name: string | null } | null;
  changes: { field: string; before?: unknown; after?: unknown; secret?: boolean }[];
}

/**
 * An instant on the browser's clock to the second, with the month in words so that neither
 * language reads the day as the month ('2 mar 2026, 10:41:07').
 */
export const auditDateTime = (iso: string, language: string): string =>
  formatLocalInstant(iso, language.startsWith('en') ? 'en' : 'es', 'd MMM yyyy, HH:mm:ss');

export function objectLabel(t: TFunction<'audit'>, object: AuditRecord['object']): string {
  if (!object.type) return '—';
  const type = t(`objectTypes.${object.type}`, { defaultValue: object.type });
  return object.id ? `${type} ${object.id}` : type;
}

/** A recorded value as text: absent as '—', text as is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
