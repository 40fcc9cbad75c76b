// The audit trail's hash chain (src/server/audit/chain.ts, migration 0033): records append in
// one chain, the table refuses edits, and verification finds an edited record, a deleted one
// (in the middle or at the end) and one edited with its hash recomputed; on PostgreSQL two nodes
// appending at once still make one unbroken chain.
import { sql, type Kysely } from 'kysely';
import { appendRecordAlone, verifyChain, type AuditEntry } from '@/server/audit/chain';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';
import { itOnPostgres } from '../../support/databaseKind';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
});
afterAll(() => database?.close());

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    at: new Date('2026-05-04T10:00:00.123Z'),
    actorUserId: 1,
    actorEmail: 'admin@demo.surtidor.mx',
    actorRole: 'Admin',
    address: '10.0.0.1',
    userAgent: 'Prueba/1.0',
    operation: 'updateGoal',
    outcome: 'success',
    objectType: 'goal',
    objectId: '7',
    customerId: 1,
    gasStationId: 2,
    changes: [
      { field: 'quantity', before: 95.5, after: 90 },
      { field: 'password_hash', secret: true },
    ],
    ...overrides,
  };
}

/** Runs `change` with the append-only trigger out of the way, as someone tampering would. */
async function tamper(change: string) {
  await sql`alter table audit_records disable trigger audit_records_append_only`.execute(db);
  try {
    await sql.raw(change).execute(db);
  } finally {
    await sql`alter table audit_records enable trigger audit_records_append_only`.execute(db);
  }
}

async function freshChain(count: number): Promise<number[]> {
  await tamper('delete from audit_records');
  await sql`update audit_chain set last_seq = 0, last_hash = base_hash, base_seq = 0,
    base_hash = ${'0'.repeat(64)}`.execute(db);
  await sql`update audit_chain set last_hash = base_hash`.execute(db);
  const seqs: number[] = [];
  for (let i = 0; i < count; i++) {
    seqs.push(
      await appendRecordAlone(
        db,
        entry({
          objectId: String(i),
          changes: [{ field: 'n', before: i, after: { b: i + 1, a: 'x' } }],
        }),
      ),
    );
  }
  return seqs;
}

it('appends records in one chain that verifies', async () => {
  const seqs = await freshChain(5);
  expect(seqs).toEqual([1, 2, 3, 4, 5]);
  expect(await verifyChain(db)).toEqual({
    ok: true,
    records: 5,
    firstSeq: 1,
    lastSeq: 5,
    problems: [],
  });
});

it('refuses to update or delete a record', async () => {
  await freshChain(2);
  await expect(sql`update audit_records set actor_email = 'x'`.execute(db)).rejects.toThrow(
    /append-only/,
  );
  await expect(sql`delete from audit_records where seq = 1`.execute(db)).rejects.toThrow(
    /append-only/,
  );
  expect((await verifyChain(db)).ok).toBe(true);
});

it('finds an edited record', async () => {
  await freshChain(4);
  await tamper(`update audit_records set actor_email = 'otro@x.mx' where seq = 2`);
  const report = await verifyChain(db);
  expect(report.ok).toBe(false);
  expect(report.problems).toEqual([
    { seq: 2, kind: 'edited', message: 'El registro 2 fue modificado' },
  ]);
});

it('finds an edit of the changed fields (jsonb) too', async () => {
  await freshChain(3);
  await tamper(
    `update audit_records set changes = '[{"field":"n","before":1,"after":{"a":"x","b":3}}]' where seq = 2`,
  );
  expect((await verifyChain(db)).problems.map((p) => [p.seq, p.kind])).toEqual([[2, 'edited']]);
});

it('finds a record edited with its hash recomputed: the next one no longer links to it', async () => {
  await freshChain(3);
  await tamper(`update audit_records set hash = repeat('a', 64) where seq = 2`);
  const report = await verifyChain(db);
  expect(report.problems.map((p) => [p.seq, p.kind])).toEqual([
    [2, 'edited'],
    [3, 'broken_link'],
  ]);
});

it('finds a deleted record, in the middle and at the end', async () => {
  await freshChain(5);
  await tamper('delete from audit_records where seq = 3');
  expect((await verifyChain(db)).problems).toEqual([
    { seq: 3, kind: 'missing', message: 'Falta el registro 3' },
  ]);
  await freshChain(5);
  await tamper('delete from audit_records where seq = 5');
  expect((await verifyChain(db)).problems).toEqual([
    { seq: 5, kind: 'missing', message: 'Faltan los últimos registros (5 a 5)' },
  ]);
});

itOnPostgres('keeps one chain when two nodes append at once', async () => {
  await freshChain(0);
  const second: DatabaseHandle = await openDatabase({ databaseUrl: database.url!, poolSize: 4 });
  try {
    const nodes = [db, second.db];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        appendRecordAlone(nodes[i % 2]!, entry({ objectId: String(i) })),
      ),
    );
  } finally {
    await second.close();
  }
  const report = await verifyChain(db);
  expect(report).toMatchObject({ ok: true, records: 40, firstSeq: 1, lastSeq: 40 });
});
