// Retention of the audit trail (src/server/audit/retention.ts): records older than the setting
// are pruned as a prefix, a checkpoint record says what was pruned, and the chain still
// verifies; a base moved by hand no longer matches the checkpoint. The job runner runs it.
import { sql, type Kysely } from 'kysely';
import { appendRecordAlone, verifyChain, type AuditEntry } from '@/server/audit/chain';
import {
  AUDIT_RETENTION_QUEUE,
  auditRetentionHandler,
  pruneAuditRecords,
} from '@/server/audit/retention';
import type { Database } from '@/server/db/schema';
import { jobHandlers } from '@/server/jobs/registry';
import { loadConfig } from '@/server/config';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
});
afterAll(() => database?.close());

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2028-06-01T12:00:00Z');

function entry(at: Date, objectId: string): AuditEntry {
  return {
    at,
    actorUserId: 1,
    actorEmail: 'admin@demo.surtidor.mx',
    actorRole: 'Admin',
    address: '10.0.0.1',
    userAgent: null,
    operation: 'updateGasStation',
    outcome: 'success',
    objectType: 'gas_station',
    objectId,
    customerId: 1,
    gasStationId: 1,
    changes: [{ field: 'name', before: 'A', after: 'B' }],
  };
}

it('is a queue of the job runner, reading AUDIT_RETENTION_DAYS (default two years)', () => {
  expect(jobHandlers()[AUDIT_RETENTION_QUEUE]).toBe(auditRetentionHandler);
  expect(loadConfig({}).auditRetentionDays).toBe(730);
  expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
});

it('prunes the old prefix, records a checkpoint, and the chain still verifies', async () => {
  // Three records 800, 760 and 740 days old, two recent ones.
  for (const [days, id] of [
    [800, 'a'],
    [760, 'b'],
    [740, 'c'],
    [10, 'd'],
    [1, 'e'],
  ] as const) {
    await appendRecordAlone(db, entry(new Date(NOW.getTime() - days * DAY), id));
  }
  expect((await verifyChain(db)).records).toBe(5);

  expect(await pruneAuditRecords(db, 730, NOW)).toEqual({ pruned: 3, throughSeq: 3 });
  const left = await db
    .selectFrom('audit_records')
    .select(['seq', 'object_id', 'operation'])
    .orderBy('seq')
    .execute();
  expect(left.map((r) => [Number(r.seq), r.object_id ?? r.operation])).toEqual([
    [4, 'd'],
    [5, 'e'],
    [6, 'auditRetention'],
  ]);
  expect(await verifyChain(db)).toMatchObject({ ok: true, records: 3, firstSeq: 4, lastSeq: 6 });

  // Nothing more to prune; later records go on the same chain.
  expect(await pruneAuditRecords(db, 730, NOW)).toEqual({ pruned: 0, throughSeq: null });
  await appendRecordAlone(db, entry(NOW, 'f'));
  expect((await verifyChain(db)).ok).toBe(true);

  // A prefix deleted by hand, with the base moved to hide it, no longer matches the checkpoint.
  await sql`alter table audit_records disable trigger audit_records_append_only`.execute(db);
  await sql`delete from audit_records where seq = 4`.execute(db);
  await sql`alter table audit_records enable trigger audit_records_append_only`.execute(db);
  const four = await verifyChain(db);
  expect(four.ok).toBe(false);
  await sql`update audit_chain set base_seq = 4,
    base_hash = (select prev_hash from audit_records where seq = 5)`.execute(db);
  const moved = await verifyChain(db);
  expect(moved.problems.map((p) => p.kind)).toEqual(['checkpoint']);
});
