// Retention of the audit trail: records older than AUDIT_RETENTION_DAYS are deleted, oldest
// first (a prefix of the chain), by a daily job of the job runner. The same transaction moves
// the chain's base to the last deleted record (its seq and hash) and appends a checkpoint record
// saying so, so the chain still verifies from its new first record and a base moved by hand no
// longer matches the checkpoint (chain.ts verifyChain).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueJob, upsertSchedule, type JobHandler } from '../jobs/queue';
import { appendRecord, CHECKPOINT_OPERATION } from './chain';

export const AUDIT_RETENTION_QUEUE = 'audit-retention';

export interface PruneResult {
  pruned: number;
  throughSeq: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the records older than `retentionDays` before `now` and appends the checkpoint. */
export async function pruneAuditRecords(
  db: Kysely<Database>,
  retentionDays: number,
  now = new Date(),
): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    // The head's lock first: no record is appended while the prefix moves.
    await trx.selectFrom('audit_chain').select('id').where('id', '=', 1).forUpdate().execute();
    // The prefix: up to the first record that is still young (seq and time agree but for clock
    // skew between nodes, so the prefix stops at the first record to keep).
    const keep = await trx
      .selectFrom('audit_records')
      .select((eb) => eb.fn.min('seq').as('seq'))
      .where('at', '>=', cutoff)
      .executeTakeFirst();
    const last = await trx
      .selectFrom('audit_records')
      .select(['seq', 'hash'])
      .where('at', '<', cutoff)
      .$if(keep?.seq != null, (q) => q.where('seq', '<', Number(keep!.seq)))
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) return { pruned: 0, throughSeq: null };
    const through = Number(last.seq);
    await sql`select set_config('surtidor.audit_maintenance', 'on', true)`.execute(trx);
    const deleted = await trx.deleteFrom('audit_records').where('seq', '<=', through).execute();
    await sql`select set_config('surtidor.audit_maintenance', 'off', true)`.execute(trx);
    const count = Number(deleted[0]?.numDeletedRows ?? 0);
    await trx
      .updateTable('audit_chain')
      .set({ base_seq: through, base_hash: last.hash })
      .where('id', '=', 1)
      .execute();
    await appendRecord(trx, {
      at: now,
      actorUserId: null,
      actorEmail: null,
      actorRole: null,
      address: null,
      userAgent: null,
      operation: CHECKPOINT_OPERATION,
      outcome: 'success',
      objectType: 'audit_records',
      objectId: null,
      customerId: null,
      gasStationId: null,
      changes: [
        { field: 'pruned_through_seq', before: null, after: through },
        { field: 'pruned_through_hash', before: null, after: last.hash },
        { field: 'pruned_count', before: null, after: count },
        { field: 'retention_days', before: null, after: retentionDays },
      ],
    });
    return { pruned: count, throughSeq: through };
  });
}

/** Queue 'audit-retention'. */
export const auditRetentionHandler: JobHandler = async (_payload, ctx) =>
  pruneAuditRecords(ctx.db, ctx.config.auditRetentionDays);

/** Daily at 03:30 (server time zone UTC), and once at start. */
export async function ensureAuditRetentionSchedule(db: Kysely<Database>): Promise<void> {
  await upsertSchedule(db, {
    name: AUDIT_RETENTION_QUEUE,
    queue: AUDIT_RETENTION_QUEUE,
    payload: {},
    cadence: { daily_at: '03:30', zone: 'UTC' },
  });
  await enqueueJob(db, { queue: AUDIT_RETENTION_QUEUE, key: AUDIT_RETENTION_QUEUE, payload: {} });
}
