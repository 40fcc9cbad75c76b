// Reading the audit trail (the records are written by src/server/audit/): a page of records
// newest first with the filters of the screen, one record, the choices of the filters and the
// rows of the CSV export. Administrators read every record; anyone else (an Editor with the
// settings flag) only their customer's.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditChoices, AuditRecord, AuditRecordList } from '@/api/generated/audit.gen';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { storedRecord } from '../../audit/chain';

export interface AuditFilter {
  actor?: string;
  user_id?: number;
  object_type?: string;
  object_id?: string;
  gas_station_id?: number;
  operation?: string;
  from?: string;
  to?: string;
}

/** Most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 50_000;

type Query = SelectQueryBuilder<Database, 'audit_records', object>;

function scoped(db: Kysely<Database>, user: AuthUser): Query {
  const query = db.selectFrom('audit_records');
  if (user.isAdmin) return query;
  // No customer: nothing (a customer-less Editor administers nobody).
  return query.where('audit_records.customer_id', '=', user.customerId ?? -1);
}

function filtered(query: Query, filter: AuditFilter): Query {
  let q = query;
  if (filter.actor) {
    const pattern = `%${filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(audit_records.actor_email) like ${pattern}`);
  }
  if (filter.user_id !== undefined) q = q.where('audit_records.actor_user_id', '=', filter.user_id);
  if (filter.object_type) q = q.where('audit_records.object_type', '=', filter.object_type);
  if (filter.object_id) q = q.where('audit_records.object_id', '=', filter.object_id);
  if (filter.gas_station_id !== undefined) {
    q = q.where('audit_records.gas_station_id', '=', filter.gas_station_id);
  }
  if (filter.operation) q = q.where('audit_records.operation', '=', filter.operation);
  if (filter.from) q = q.where('audit_records.at', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) {
    q = q.where('audit_records.at', '<', sql<Date>`${filter.to}::date + interval '1 day'`);
  }
  return q;
}

async function toRecords(db: Kysely<Database>, query: Query): Promise<AuditRecord[]> {
  const rows = await query
    .leftJoin('gas_stations as g', 'g.id', 'audit_records.gas_station_id')
    .selectAll('audit_records')
    .select('g.name as gas_station_name')
    .orderBy('audit_records.seq', 'desc')
    .execute();
  return rows.map((row) => {
    const record = storedRecord(row);
    return {
      seq: record.seq,
      at: record.at.toISOString(),
      actor: { user_id: record.actorUserId, email: record.actorEmail, role: record.actorRole },
      address: record.address,
      user_agent: record.userAgent,
      operation: record.operation,
      outcome: record.outcome,
      object: { type: record.objectType, id: record.objectId },
      customer_id: record.customerId,
      gas_station:
        record.gasStationId === null
          ? null
          : { id: record.gasStationId, name: row.gas_station_name ?? null },
      changes: record.changes as AuditRecord['changes'],
    };
  });
}

export async function listAuditPage(
  db: Kysely<Database>,
  user: AuthUser,
  filter: AuditFilter,
  items: number,
  offset: number,
): Promise<AuditRecordList> {
  const base = filtered(scoped(db, user), filter);
  const page = await toRecords(db, base.limit(items).offset(offset));
  const total =
    offset === 0 && page.length < items
      ? page.length
      : Number(
          (
            await base
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          ).total,
        );
  return { items: page, total };
}

export async function findAuditRecord(
  db: Kysely<Database>,
  user: AuthUser,
  seq: number,
): Promise<AuditRecord | null> {
  const [record] = await toRecords(db, scoped(db, user).where('audit_records.seq', '=', seq));
  return record ?? null;
}

export async function auditChoices(db: Kysely<Database>, user: AuthUser): Promise<AuditChoices> {
  const operations = await scoped(db, user)
    .select('audit_records.operation')
    .distinct()
    .orderBy('audit_records.operation')
    .execute();
  const types = await scoped(db, user)
    .select('audit_records.object_type')
    .distinct()
    .where('audit_records.object_type', 'is not', null)
    .orderBy('audit_records.object_type')
    .execute();
  return {
    operations: operations.map((r) => r.operation),
    object_types: types.map((r) => r.object_type!),
  };
}

export async function exportRecords(
  db: Kysely<Database>,
  user: AuthUser,
  filter: AuditFilter,
): Promise<AuditRecord[]> {
  return toRecords(db, filtered(scoped(db, user), filter).limit(EXPORT_MAX_ROWS));
}

/** `field: before → after`, a secret as `field: (cambió)`. */
export function describeChange(change: {
  field: string;
  before?: unknown;
  after?: unknown;
  secret?: boolean;
}): string {
  if (change.secret) return `${change.field}: (cambió)`;
  const text = (value: unknown) =>
    value === null || value === undefined
      ? '∅'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return `${change.field}: ${text(change.before)} → ${text(change.after)}`;
}
