// The audit trail's screen 'Auditoría' (openapi/src/audit.yaml): the records, one record, the
// filters' choices and the CSV export, through the one CSV writer (src/lib/csv.ts). Who reads
// what is the store's (auditStore.ts): administrators everything, a customer's Editors with the
// settings flag their customer's records.
import type { AuditChoices, AuditRecord, AuditRecordList } from '@/api/generated/audit.gen';
import { toCsv } from '@/lib/csv';
import { respond, type HandlerContext, type OperationHandlers } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import {
  auditChoices,
  describeChange,
  exportRecords,
  findAuditRecord,
  listAuditPage,
  type AuditFilter,
} from './auditStore';

type ListQuery = AuditFilter & { items?: number; offset?: number };

async function listAuditRecords(
  ctx: HandlerContext<{ query: ListQuery }>,
): Promise<AuditRecordList> {
  const { items = 50, offset = 0, ...filter } = ctx.query;
  return listAuditPage(ctx.db, ctx.user, filter, items, offset);
}

async function getAuditRecord(
  ctx: HandlerContext<{ params: { seq: number } }>,
): Promise<AuditRecord> {
  const record = await findAuditRecord(ctx.db, ctx.user, ctx.params.seq);
  if (!record) throw notFound('Registro de auditoría no encontrado');
  return record;
}

async function listAuditChoices(ctx: HandlerContext): Promise<AuditChoices> {
  return auditChoices(ctx.db, ctx.user);
}

const CSV_HEADER = [
  'registro',
  'fecha',
  'usuario',
  'rol',
  'direccion',
  'agente',
  'operacion',
  'resultado',
  'objeto',
  'id_objeto',
  'cliente',
  'estacion',
  'cambios',
];

async function exportAuditRecords(ctx: HandlerContext<{ query: AuditFilter }>) {
  const records = await exportRecords(ctx.db, ctx.user, ctx.query);
  const csv = toCsv([
    CSV_HEADER,
    ...records.map((r) => [
      r.seq,
      r.at,
      r.actor.email,
      r.actor.role,
      r.address,
      r.user_agent,
      r.operation,
      r.outcome === 'success' ? 'correcto' : 'fallido',
      r.object.type,
      r.object.id,
      r.customer_id,
      r.gas_station ? (r.gas_station.name ?? String(r.gas_station.id)) : null,
      r.changes.map(describeChange).join('; '),
    ]),
  ]);
  return respond(200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="auditoria.csv"',
  });
}

export const handlers = {
  listAuditRecords,
  getAuditRecord,
  listAuditChoices,
  exportAuditRecords,
} satisfies OperationHandlers;
