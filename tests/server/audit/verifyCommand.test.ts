// `cli.js audit verify` (src/server/audit/verifyCommand.ts): one line when the chain verifies,
// one per problem and false (the command's exit 1) when a record was edited.
import { sql } from 'kysely';
import { appendRecordAlone } from '@/server/audit/chain';
import { auditVerifyCommand } from '@/server/audit/verifyCommand';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase(false);
});
afterAll(() => database?.close());

it('prints whether the chain verifies and names the edited record', async () => {
  const db = database.handle.db;
  for (const id of ['1', '2']) {
    await appendRecordAlone(db, {
      at: new Date('2026-01-01T00:00:00Z'),
      actorUserId: null,
      actorEmail: 'x@y.mx',
      actorRole: null,
      address: null,
      userAgent: null,
      operation: 'login',
      outcome: 'failure',
      objectType: null,
      objectId: id,
      customerId: null,
      gasStationId: null,
      changes: [],
    });
  }
  const lines: string[] = [];
  expect(await auditVerifyCommand(db, (line) => lines.push(line))).toBe(true);
  expect(lines).toEqual(['Cadena de auditoría íntegra: 2 registros (registros 1 a 2)']);

  await sql`alter table audit_records disable trigger audit_records_append_only`.execute(db);
  await sql`update audit_records set outcome = 'success' where seq = 1`.execute(db);
  await sql`alter table audit_records enable trigger audit_records_append_only`.execute(db);
  lines.length = 0;
  expect(await auditVerifyCommand(db, (line) => lines.push(line))).toBe(false);
  expect(lines).toEqual([
    'Cadena de auditoría ALTERADA: 1 problema(s) en 2 registros (registros 1 a 2)',
    '  edited: El registro 1 fue modificado',
  ]);
});
