// An in-memory audit trail for the 'Auditoría' screen tests and stories: the list (filtered by
// operation and person, paged), the filters' choices, one record and the CSV export.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuditChoices, AuditRecord, AuditRecordList } from '@/api/generated/audit.gen';
import type { HandlerOptions } from './handlers';

export interface AuditState {
  records: AuditRecord[];
  requests: string[];
}

export const auditRecord = (seq: number, fields: Partial<AuditRecord> = {}): AuditRecord => ({
  seq,
  at: '2026-03-02T16:41:07.000Z',
  actor: { user_id: 1, email: 'admin@demo.surtidor.mx', role: 'Admin' },
  address: '10.0.0.1',
  user_agent: 'Mozilla/5.0',
  operation: 'updateGasStation',
  outcome: 'success',
  object: { type: 'gas_station', id: '1' },
  customer_id: 1,
  gas_station: { id: 1, name: 'Servicio Las Américas' },
  changes: [{ field: 'name', before: 'Servicio Américas', after: 'Servicio Las Américas' }],
  ...fields,
});

export function auditState(): AuditState {
  return {
    records: [
      auditRecord(3),
      auditRecord(2, {
        actor: { user_id: 2, email: 'editor@demo.surtidor.mx', role: 'Editor' },
        operation: 'changePassword',
        object: { type: 'user', id: '2' },
        gas_station: null,
        changes: [{ field: 'password_hash', secret: true }],
      }),
      auditRecord(1, {
        actor: { user_id: null, email: 'nadie@correo.mx', role: null },
        operation: 'login',
        outcome: 'failure',
        object: { type: 'user', id: null },
        gas_station: null,
        changes: [{ field: 'status', after: 401 }],
      }),
    ],
    requests: [],
  };
}

export function auditHandlers(
  { origin = '' }: HandlerOptions = {},
  state: AuditState = auditState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const matching = (url: URL) => {
    const operation = url.searchParams.get('operation');
    const actor = url.searchParams.get('actor')?.toLowerCase();
    return state.records.filter(
      (r) =>
        (!operation || r.operation === operation) &&
        (!actor || (r.actor.email ?? '').includes(actor)),
    );
  };
  return [
    http.get<never, never, AuditChoices>(at('/api/audit_records/choices'), () =>
      HttpResponse.json({
        operations: [...new Set(state.records.map((r) => r.operation))].sort(),
        object_types: [...new Set(state.records.map((r) => r.object.type!))].sort(),
      }),
    ),
    http.get(at('/api/audit_records/export'), ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(`GET /api/audit_records/export${url.search}`);
      const rows = matching(url).map((r) => `${r.seq},${r.operation}`);
      return new HttpResponse(`\uFEFFregistro,operacion\r\n${rows.join('\r\n')}\r\n`, {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
    http.get<{ seq: string }, never, AuditRecord>(at('/api/audit_records/:seq'), ({ params }) => {
      const record = state.records.find((r) => r.seq === Number(params.seq));
      return record
        ? HttpResponse.json(record)
        : (HttpResponse.json(
            { message: 'Registro de auditoría no encontrado' },
            {
              status: 404,
            },
          ) as never);
    }),
    http.get<never, never, AuditRecordList>(at('/api/audit_records'), ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(`GET /api/audit_records${url.search}`);
      const all = matching(url);
      const items = Number(url.searchParams.get('items') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return HttpResponse.json({ items: all.slice(offset, offset + items), total: all.length });
    }),
  ];
}
