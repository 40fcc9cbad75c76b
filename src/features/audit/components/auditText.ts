// How 'Auditoría' writes a record's date, object and values (shared by its table and detail),
// and the record as the components take it (the API's AuditRecord has this shape).
import type { TFunction } from 'i18next';

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

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'short',
  timeStyle: 'medium',
});

export const auditDateTime = (iso: string) => dateTime.format(new Date(iso));

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
