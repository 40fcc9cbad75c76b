// The audit trail's hash chain (migration 0033). Each record's hash is SHA-256 of the previous
// record's hash and the record's canonical form (its columns in a fixed order, jsonb with sorted
// keys), so an edited record no longer matches its hash and a deleted one breaks the next
// record's link (or, at the end, the chain head). Appending locks the single row of
// audit_chain (`for update`) in the caller's transaction: the records of every node on one
// PostgreSQL are appended one after another, in commit order of that lock.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const GENESIS_HASH = '0'.repeat(64);

/** One change of one field: before and after, or only that a secret changed. */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** A secret (password, token, key): its values are never recorded. */
  secret?: true;
}

export interface AuditEntry {
  at: Date;
  actorUserId: number | null;
  actorEmail: string | null;
  actorRole: string | null;
  address: string | null;
  userAgent: string | null;
  operation: string;
  outcome: 'success' | 'failure';
  objectType: string | null;
  objectId: string | null;
  customerId: number | null;
  gasStationId: number | null;
  changes: FieldChange[];
}

export interface StoredRecord extends AuditEntry {
  seq: number;
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every level: what jsonb gives back hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function recordHash(seq: number, prevHash: string, entry: AuditEntry): string {
  const form = canonicalJson([
    seq,
    entry.at.toISOString(),
    entry.actorUserId,
    entry.actorEmail,
    entry.actorRole,
    entry.address,
    entry.userAgent,
    entry.operation,
    entry.outcome,
    entry.objectType,
    entry.objectId,
    entry.customerId,
    entry.gasStationId,
    entry.changes,
    prevHash,
  ]);
  return createHash('sha256').update(prevHash).update('\n').update(form).digest('hex');
}

/** A value as jsonb gives it back: Dates as ISO text, no undefined, numbers as numbers. */
export function jsonSafe(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(canonicalJson(value)) as unknown);
}

/**
 * Appends one record. Must run inside a transaction (the write's own): the head's row lock is
 * held until it ends.
 */
export async function appendRecord(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  const head = await db
    .selectFrom('audit_chain')
    .select(['last_seq', 'last_hash'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const seq = Number(head.last_seq) + 1;
  // Milliseconds only: what timestamptz keeps and gives back.
  const at = new Date(Math.floor(entry.at.getTime()));
  const changes = jsonSafe(entry.changes) as FieldChange[];
  const normalised: AuditEntry = { ...entry, at, changes };
  const hash = recordHash(seq, head.last_hash, normalised);
  await db
    .insertInto('audit_records')
    .values({
      seq,
      at,
      actor_user_id: entry.actorUserId,
      actor_email: entry.actorEmail,
      actor_role: entry.actorRole,
      address: entry.address,
      user_agent: entry.userAgent,
      operation: entry.operation,
      outcome: entry.outcome,
      object_type: entry.objectType,
      object_id: entry.objectId,
      customer_id: entry.customerId,
      gas_station_id: entry.gasStationId,
      changes: JSON.stringify(changes),
      prev_hash: head.last_hash,
      hash,
    })
    .execute();
  await db
    .updateTable('audit_chain')
    .set({ last_seq: seq, last_hash: hash })
    .where('id', '=', 1)
    .execute();
  return seq;
}

/** Appends in a transaction of its own (an event with no write of its own: a failed sign-in). */
export async function appendRecordAlone(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  return db.transaction().execute((trx) => appendRecord(trx, entry));
}

type RecordRow = {
  seq: number;
  at: Date;
  actor_user_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  address: string | null;
  user_agent: string | null;
  operation: string;
  outcome: string;
  object_type: string | null;
  object_id: string | null;
  customer_id: number | null;
  gas_station_id: number | null;
  changes: unknown;
  prev_hash: string;
  hash: string;
};

export function storedRecord(row: RecordRow): StoredRecord {
  return {
    seq: Number(row.seq),
    at: row.at,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    address: row.address,
    userAgent: row.user_agent,
    operation: row.operation,
    outcome: row.outcome as AuditEntry['outcome'],
    objectType: row.object_type,
    objectId: row.object_id,
    customerId: row.customer_id,
    gasStationId: row.gas_station_id,
    changes: (typeof row.changes === 'string'
      ? JSON.parse(row.changes)
      : row.changes) as FieldChange[],
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

export interface ChainProblem {
  seq: number;
  kind: 'edited' | 'missing' | 'broken_link' | 'head' | 'checkpoint';
  message: string;
}

export interface ChainReport {
  ok: boolean;
  records: number;
  firstSeq: number | null;
  lastSeq: number | null;
  problems: ChainProblem[];
}

/** The operation of the checkpoint record the retention job appends (retention.ts). */
export const CHECKPOINT_OPERATION = 'auditRetention';

const BATCH = 1000;

/**
 * Walks the whole chain from its base (what retention pruned) to its head and reports every
 * record whose hash is not its content's (edited), every gap in the sequence (deleted), every
 * link that does not point at the previous record's hash, a head or base that does not match.
 */
export async function verifyChain(db: Kysely<Database>): Promise<ChainReport> {
  const head = await db
    .selectFrom('audit_chain')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const problems: ChainProblem[] = [];
  let expectedSeq = Number(head.base_seq) + 1;
  let expectedPrev = head.base_hash;
  let count = 0;
  let firstSeq: number | null = null;
  let lastCheckpoint: StoredRecord | null = null;
  let after = Number(head.base_seq);
  for (;;) {
    const rows = await sql<RecordRow>`select * from audit_records where seq > ${after}
      order by seq limit ${BATCH}`.execute(db);
    if (rows.rows.length === 0) break;
    for (const row of rows.rows) {
      const record = storedRecord(row);
      firstSeq ??= record.seq;
      count += 1;
      if (record.seq !== expectedSeq) {
        problems.push({
          seq: expectedSeq,
          kind: 'missing',
          message:
            record.seq - expectedSeq === 1
              ? `Falta el registro ${expectedSeq}`
              : `Faltan los registros ${expectedSeq} a ${record.seq - 1}`,
        });
      } else if (record.prevHash !== expectedPrev) {
        problems.push({
          seq: record.seq,
          kind: 'broken_link',
          message: `El registro ${record.seq} no enlaza con el anterior`,
        });
      }
      if (recordHash(record.seq, record.prevHash, record) !== record.hash) {
        problems.push({
          seq: record.seq,
          kind: 'edited',
          message: `El registro ${record.seq} fue modificado`,
        });
      }
      if (record.operation === CHECKPOINT_OPERATION) lastCheckpoint = record;
      expectedSeq = record.seq + 1;
      expectedPrev = record.hash;
      after = record.seq;
    }
  }
  const lastSeq = Number(head.last_seq);
  if (expectedSeq - 1 !== lastSeq || expectedPrev !== head.last_hash) {
    problems.push({
      seq: lastSeq,
      kind: expectedSeq - 1 < lastSeq ? 'missing' : 'head',
      message:
        expectedSeq - 1 < lastSeq
          ? `Faltan los últimos registros (${expectedSeq} a ${lastSeq})`
          : 'El último registro no coincide con la cabeza de la cadena',
    });
  }
  if (Number(head.base_seq) > 0) {
    const pruned = lastCheckpoint?.changes ?? [];
    const through = pruned.find((c) => c.field === 'pruned_through_seq')?.after;
    const hash = pruned.find((c) => c.field === 'pruned_through_hash')?.after;
    if (Number(through) !== Number(head.base_seq) || hash !== head.base_hash) {
      problems.push({
        seq: Number(head.base_seq),
        kind: 'checkpoint',
        message: 'La base de la cadena no coincide con el último recorte registrado',
      });
    }
  }
  return {
    ok: problems.length === 0,
    records: count,
    firstSeq,
    lastSeq: count > 0 ? expectedSeq - 1 : null,
    problems,
  };
}
