// The audit trail's recording (src/server/audit/record.ts, declared per operation in
// audit/operations.ts): every kind of event leaves one record with who, from where, the
// operation, the object and the changed fields (a report page opened with a pdf token and a
// video share link's page too, never the link itself); a write and its record are one
// transaction; secrets never reach a record.
import { sql } from 'kysely';
import type { FieldChange } from '@/server/audit/chain';
import { startManagementServer, type ManagementServer } from '../modules/managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

interface Row {
  seq: number;
  operation: string;
  outcome: string;
  actor_user_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  address: string | null;
  user_agent: string | null;
  object_type: string | null;
  object_id: string | null;
  customer_id: number | null;
  gas_station_id: number | null;
  changes: FieldChange[];
}

async function lastSeq(): Promise<number> {
  const row = await s.db.selectFrom('audit_chain').select('last_seq').executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

/** The records appended after `since`, oldest first. */
async function recordsAfter(since: number): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from audit_records where seq > ${since}
    order by seq`.execute(s.db);
  return rows;
}

const change = (records: Row[], field: string) =>
  records.flatMap((r) => r.changes).find((c) => c.field === field);

const goal = (overrides: Record<string, unknown> = {}) => ({
  customer_id: 1,
  metric: 'immeadiacy',
  quantity: 95,
  assigned_user_id: 2,
  gas_station_ids: [1],
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  ...overrides,
});

describe('writes', () => {
  it('records a create, an update and a delete with who, where from and what changed', async () => {
    const since = await lastSeq();
    const created = await s.inject({
      method: 'POST',
      url: '/api/goals',
      payload: goal(),
      headers: { authorization: `Bearer ${s.tokens.admin}`, 'user-agent': 'AuditTest/1.0' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(
      (await s.put(`/api/goals/${id}`, goal({ quantity: 90 }), s.tokens.admin)).statusCode,
    ).toBe(200);
    expect((await s.delete(`/api/goals/${id}`, s.tokens.admin)).statusCode).toBe(204);

    const records = await recordsAfter(since);
    expect(records.map((r) => r.operation)).toEqual(['createGoal', 'updateGoal', 'deleteGoal']);
    const [create, update, remove] = records;
    expect(create).toMatchObject({
      outcome: 'success',
      actor_email: 'admin@demo.surtidor.mx',
      actor_role: 'Admin',
      user_agent: 'AuditTest/1.0',
      object_type: 'goal',
      object_id: String(id),
      customer_id: 1,
    });
    expect(create!.address).toBeTruthy();
    expect(create!.changes).toContainEqual({ field: 'quantity', before: null, after: 95 });
    expect(create!.changes).toContainEqual({ field: 'stations', before: null, after: [1] });
    // Only what changed.
    expect(update!.changes).toEqual([{ field: 'quantity', before: 95, after: 90 }]);
    expect(remove!.changes).toContainEqual({ field: 'quantity', before: 90, after: null });
  });

  it('records nothing for a refused write', async () => {
    const since = await lastSeq();
    expect((await s.post('/api/goals', goal({ quantity: -1 }), s.tokens.admin)).statusCode).toBe(
      400,
    );
    expect((await s.put('/api/goals/999999', goal(), s.tokens.admin)).statusCode).toBe(404);
    expect(await recordsAfter(since)).toEqual([]);
  });

  it('keeps a write and its record in one transaction: a failure after the write leaves neither', async () => {
    const created = await s.post('/api/goals', goal(), s.tokens.admin);
    const id = created.json().id as number;
    const since = await lastSeq();
    // The record is appended after the handler's write, in its transaction: make that fail.
    await sql`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit test: refused'; end $$`.execute(s.db);
    await sql`create trigger audit_test_refuse before insert on audit_records
      for each row execute function audit_test_refuse()`.execute(s.db);
    try {
      const res = await s.put(`/api/goals/${id}`, goal({ quantity: 42 }), s.tokens.admin);
      expect(res.statusCode).toBe(500);
      const also = await s.delete(`/api/goals/${id}`, s.tokens.admin);
      expect(also.statusCode).toBe(500);
    } finally {
      await sql`drop trigger audit_test_refuse on audit_records`.execute(s.db);
      await sql`drop function audit_test_refuse()`.execute(s.db);
    }
    const row = await s.db
      .selectFrom('goals')
      .select('quantity')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.quantity).toBe(95);
    expect(await recordsAfter(since)).toEqual([]);
    // And once it can be recorded, it is.
    expect(
      (await s.put(`/api/goals/${id}`, goal({ quantity: 42 }), s.tokens.admin)).statusCode,
    ).toBe(200);
    expect((await recordsAfter(since)).map((r) => r.operation)).toEqual(['updateGoal']);
  });

  it("records a user's permission and station changes field by field", async () => {
    const users = await s.get('/api/users?items=100', s.tokens.admin);
    const visor = (users.json().items as { id: number; email: string }[]).find(
      (u) => u.email === 'visor@demo.surtidor.mx',
    )!;
    const current = (await s.get(`/api/users/${visor.id}`, s.tokens.admin)).json();
    const since = await lastSeq();
    const res = await s.put(
      `/api/users/${visor.id}`,
      {
        name: current.name,
        email: current.email,
        telephone: current.telephone,
        user_role_id: 3,
        customer_id: 1,
        gas_station_ids: [1],
        permissions: { ...current.permissions, settings: true },
        report_permissions: current.report_permissions,
      },
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    const records = await recordsAfter(since);
    expect(records.map((r) => r.operation)).toEqual(['updateUser']);
    expect(change(records, 'permissions.settings')).toEqual({
      field: 'permissions.settings',
      before: false,
      after: true,
    });
    expect(records[0]).toMatchObject({ object_type: 'user', object_id: String(visor.id) });
  });
});

describe('events', () => {
  it('records a sign-in and a failed sign-in, with the name tried', async () => {
    const since = await lastSeq();
    await s.login('editor@demo.surtidor.mx');
    const failed = await s.post('/api/login', {
      username: 'editor@demo.surtidor.mx',
      password: 'not the password',
    });
    expect(failed.statusCode).toBe(401);
    const unknown = await s.post('/api/login', { username: 'nadie@x.mx', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    const records = await recordsAfter(since);
    expect(records.map((r) => [r.operation, r.outcome, r.actor_email])).toEqual([
      ['login', 'success', 'editor@demo.surtidor.mx'],
      ['login', 'failure', 'editor@demo.surtidor.mx'],
      ['login', 'failure', 'nadie@x.mx'],
    ]);
    expect(records[1]!.actor_user_id).toBe(records[0]!.actor_user_id);
    expect(records[2]!.actor_user_id).toBeNull();
    const text = JSON.stringify(records);
    expect(text).not.toContain('not the password');
    expect(text).not.toContain('Demo#2026!');
  });

  it('records a share link issued and revoked', async () => {
    const panels = (await s.get('/api/panels', s.tokens.editor)).json();
    const panelId = (panels.items ?? panels)[0].id as number;
    const since = await lastSeq();
    const link = await s.post(
      `/api/panels/${panelId}/share_links`,
      { kind: 'panel' },
      s.tokens.editor,
    );
    expect(link.statusCode).toBe(201);
    const linkId = link.json().link.id as number;
    expect((await s.delete(`/api/share_links/${linkId}`, s.tokens.editor)).statusCode).toBe(204);
    const records = await recordsAfter(since);
    expect(records.map((r) => [r.operation, r.object_type, r.object_id])).toEqual([
      ['createShareLink', 'share_link', String(linkId)],
      ['revokeShareLink', 'share_link', String(linkId)],
    ]);
    expect(change(records.slice(1), 'revoked_at')?.before).toBeNull();
    const text = JSON.stringify(records);
    expect(text).not.toContain(link.json().token);
    expect(change(records, 'token_hash')).toEqual({ field: 'token_hash', secret: true });
  });

  it('records a report opened with a pdf token, and not the same report read with a session', async () => {
    const created = await s.post(
      '/api/reports/pdf_token',
      {
        gas_station_id: 1,
        report_type: 'price',
        start_date: '2026-03-01',
        end_date: '2026-03-07',
      },
      s.tokens.editor,
    );
    expect(created.statusCode).toBe(201);
    const token = encodeURIComponent(created.json().token as string);
    const since = await lastSeq();
    const page = await s.inject({
      method: 'GET',
      url: `/api/reports/prices_tar/1?pdf_token=${token}`,
      headers: { 'user-agent': 'Impresora de reportes' },
    });
    expect(page.statusCode).toBe(200);
    const read = await s.get(
      '/api/reports/prices_tar/1?start_date=2026-03-01&end_date=2026-03-07',
      s.tokens.editor,
    );
    expect(read.statusCode).toBe(200);
    const records = await recordsAfter(since);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operation: 'getPriceReport',
      outcome: 'success',
      actor_user_id: null,
      actor_email: null,
      user_agent: 'Impresora de reportes',
      object_type: 'report_link',
      object_id: 'price',
      gas_station_id: 1,
      customer_id: 1,
    });
    expect(JSON.stringify(records)).not.toContain(decodeURIComponent(token));
  });

  it("records a video share link's page opened, under the link's customer and camera", async () => {
    const panels = (await s.get('/api/panels', s.tokens.editor)).json();
    const panelId = (panels.items ?? panels)[0].id as number;
    const cameraId = (
      await s.db
        .selectFrom('panel_cameras as pc')
        .innerJoin('cameras as k', 'k.id', 'pc.camera_id')
        .select(['k.id', 'k.gas_station_id', 'k.customer_id'])
        .where('pc.panel_id', '=', panelId)
        .orderBy('pc.position')
        .executeTakeFirstOrThrow()
    ).id;
    const camera = await s.db
      .selectFrom('cameras')
      .select(['gas_station_id', 'customer_id'])
      .where('id', '=', cameraId)
      .executeTakeFirstOrThrow();
    const panelLink = (
      await s.post(`/api/panels/${panelId}/share_links`, { kind: 'panel' }, s.tokens.editor)
    ).json();
    const cameraLink = (
      await s.post(
        `/api/panels/${panelId}/share_links`,
        { kind: 'camera', camera_id: cameraId },
        s.tokens.editor,
      )
    ).json();
    const since = await lastSeq();
    expect((await s.get(`/api/public/share_links/${panelLink.token}`)).statusCode).toBe(200);
    expect(
      (await s.get(`/api/public/share_links/${cameraLink.token}?camera_id=${cameraId}`)).statusCode,
    ).toBe(200);
    // A link that opens nothing is no view.
    expect((await s.get(`/api/public/share_links/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const records = await recordsAfter(since);
    expect(
      records.map((r) => [
        r.operation,
        r.object_type,
        r.object_id,
        r.customer_id,
        r.gas_station_id,
      ]),
    ).toEqual([
      ['getSharedLink', 'share_link', String(panelLink.link.id), camera.customer_id, null],
      [
        'getSharedLink',
        'share_link',
        String(cameraLink.link.id),
        camera.customer_id,
        camera.gas_station_id,
      ],
    ]);
    expect(records.every((r) => r.actor_user_id === null && r.address !== null)).toBe(true);
    const text = JSON.stringify(records);
    expect(text).not.toContain(panelLink.token);
    expect(text).not.toContain(cameraLink.token);
  });

  it('records an export of data', async () => {
    const since = await lastSeq();
    const res = await s.get(
      '/api/reports/range/1?start_date=2026-03-02&end_date=2026-03-08',
      s.tokens.editor,
    );
    expect(res.statusCode).toBe(200);
    const records = await recordsAfter(since);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operation: 'downloadReportRange',
      gas_station_id: 1,
      customer_id: 1,
      actor_email: 'editor@demo.surtidor.mx',
    });
  });
});

describe('secrets', () => {
  it('records a password change and a new token only as changed', async () => {
    const token = await s.login('editor@demo.surtidor.mx');
    const since = await lastSeq();
    const changed = await s.post(
      '/api/change_password',
      {
        current_password: 'Demo#2026!',
        password: 'Otra#Clave2027',
        password_confirmation: 'Otra#Clave2027',
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const provider = await s.put('/api/generate_surtidor_token', undefined, token);
    expect(provider.statusCode).toBe(200);
    const records = await recordsAfter(since);
    expect(records.map((r) => r.operation)).toEqual(['changePassword', 'generateProviderToken']);
    expect(change(records, 'password_hash')).toEqual({ field: 'password_hash', secret: true });
    expect(change(records, 'token')).toEqual({ field: 'token', secret: true });
    const hash = await s.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'editor@demo.surtidor.mx')
      .executeTakeFirstOrThrow();
    const text = JSON.stringify(records);
    for (const secret of [
      'Otra#Clave2027',
      'Demo#2026!',
      hash.password_hash,
      provider.json().token,
    ]) {
      expect(text).not.toContain(secret);
    }
    // Back to the demo password for the other tests.
    await s.post(
      '/api/change_password',
      {
        current_password: 'Otra#Clave2027',
        password: 'Demo#2026!',
        password_confirmation: 'Demo#2026!',
      },
      token,
    );
  });
});
