// Every operation that writes (POST, PUT, PATCH, DELETE) has its audit declaration
// (src/server/audit/operations.ts): recorded in its transaction, recorded as an event, or not
// recorded with a reason. A new write without one fails here, naming it.
import { AUDITED_OPERATIONS } from '@/server/audit/operations';
import { loadContract } from '@/server/contract/loadContract';

const { operations } = loadContract();

it('declares every write operation of the contract', () => {
  const missing = operations
    .filter((op) => op.method !== 'GET' && !(op.operationId in AUDITED_OPERATIONS))
    .map((op) => `${op.method} ${op.path} ${op.operationId}`);
  expect(missing).toEqual([]);
});

it('declares only operations of the contract, each with a reason when not recorded', () => {
  const ids = new Set(operations.map((op) => op.operationId));
  expect(Object.keys(AUDITED_OPERATIONS).filter((id) => !ids.has(id))).toEqual([]);
  for (const [id, declaration] of Object.entries(AUDITED_OPERATIONS)) {
    if (declaration.record === 'none')
      expect([id, declaration.reason.length > 10]).toEqual([id, true]);
  }
});

it('records sign-ins (and failed ones), exports and downloads by signed link', () => {
  expect(AUDITED_OPERATIONS.login).toMatchObject({ record: 'event', failures: [401, 429] });
  for (const id of ['downloadSignedFile', 'downloadReportRange', 'exportAuditRecords']) {
    expect([id, AUDITED_OPERATIONS[id]?.record]).toEqual([id, 'event']);
  }
});
