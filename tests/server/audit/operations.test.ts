// Every operation that writes (POST, PUT, PATCH, DELETE) has its audit declaration
// (src/server/audit/operations.ts): recorded in its transaction, recorded as an event, or not
// recorded with a reason. A new write without one fails here, naming it; so does a document a
// pdf token or a share link opens without its record of the view.
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

it("finds a created row by the id in the answer, an updated or deleted one by the path's", () => {
  const objectOf = (id: string) => {
    const declaration = AUDITED_OPERATIONS[id];
    return declaration?.record === 'write' ? declaration.object : undefined;
  };
  const rows = {
    contact: ['contacts', 'createContact', 'updateContact', 'deleteContact'],
    panel: ['panels', 'createPanel', 'updatePanel', 'deletePanel'],
    user: ['users', 'createUser', 'updateUser', 'deleteUser'],
    sso_provider: ['sso_providers', 'createSsoProvider', 'updateSsoProvider', 'deleteSsoProvider'],
  };
  for (const [type, [table, create, update, remove]] of Object.entries(rows)) {
    expect(objectOf(create!)).toMatchObject({ type, table, id: [{ in: 'response', name: 'id' }] });
    for (const id of [update!, remove!]) {
      expect([id, objectOf(id)]).toMatchObject([
        id,
        { type, table, id: [{ in: 'path', name: 'id' }] },
      ]);
    }
  }
  expect(objectOf('createCamera')?.id).toEqual([{ in: 'response', name: 'camera.id' }]);
  expect(objectOf('revokeShareLink')?.id).toEqual([{ in: 'path', name: 'id' }]);
  expect(objectOf('deleteAlertSubscription')).toMatchObject({
    match: { rule_id: { in: 'path', name: 'id' }, user_id: { in: 'user' } },
  });
  expect(objectOf('updateUser')?.related?.map((r) => r.field)).toEqual([
    'permissions',
    'report_permissions',
    'stations',
  ]);
});

it('records what a pdf token or a share link opens, only when opened with it', () => {
  const byLink = operations.filter(
    (op) => (op.access.pdfToken || op.access.shareLink) && !op.websocket,
  );
  expect(byLink.length).toBeGreaterThan(0);
  for (const op of byLink) {
    expect([op.operationId, AUDITED_OPERATIONS[op.operationId]]).toEqual([
      op.operationId,
      expect.objectContaining({
        record: 'event',
        via: op.access.pdfToken ? 'pdfGrant' : 'shareGrant',
      }),
    ]);
  }
  // The share link's public page (its token in the path, checked by the handler).
  expect(AUDITED_OPERATIONS.getSharedLink).toMatchObject({ record: 'event', via: 'shareGrant' });
});
