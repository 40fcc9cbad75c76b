// Share links: the token (43 characters, only its SHA-256 stored), its check at a given clock
// (valid, expired, revoked, wrong camera, unknown), the panel's list of open links, revocation
// (idempotent, announced), the public info endpoint (200/404/410) and its guess limit.
import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import {
  checkShareToken,
  insertShareLink,
  newShareToken,
  SHARE_LINK_MESSAGES,
} from '@/server/modules/panels/shareLinks';
import { GUESS_LIMIT, GUESS_WINDOW_SECONDS } from '@/server/modules/panels/shareGuessLimit';
import { peekCount } from '@/server/db/rateCounters';
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
const camera: Record<string, number> = {};
const panel: Record<string, number> = {};
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await startManagementServer();
  for (const row of await s.db.selectFrom('cameras').select(['id', 'name']).execute())
    camera[row.name] = row.id;
  for (const row of await s.db.selectFrom('panels').select(['id', 'name']).execute())
    panel[row.name] = row.id;
}, 60_000);
afterAll(() => s.close());

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', async () => {
    const { token, tokenHash } = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(hashToken(token));
    expect(newShareToken().token).not.toBe(token);
    const created = await insertShareLink(s.db, {
      panelId: panel['Pistas Aguascalientes']!,
      kind: 'panel',
      cameraId: null,
      createdBy: null,
      lifetimeSeconds: 60,
    });
    const row = await s.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('check against a clock: open until expires_at, then expired; revoked; wrong camera', async () => {
    const t0 = new Date('2026-03-01T12:00:00Z');
    const panelId = panel['Pistas Aguascalientes']!;
    const cam = camera['Cámara de pista AGS-02']!;
    const link = await insertShareLink(s.db, {
      panelId,
      kind: 'camera',
      cameraId: cam,
      createdBy: null,
      lifetimeSeconds: 8 * 3600,
      now: t0,
    });
    const at = (ms: number) => new Date(t0.getTime() + ms);

    const ok = await checkShareToken(s.db, link.token, cam, at(8 * HOUR - 1000));
    expect(ok).toEqual({
      ok: true,
      grant: {
        linkId: link.id,
        kind: 'camera',
        panelId,
        cameraId: cam,
        expiresAt: at(8 * HOUR),
      },
    });
    expect(await checkShareToken(s.db, link.token, null, at(0))).toMatchObject({ ok: true });
    expect(await checkShareToken(s.db, link.token, cam, at(8 * HOUR))).toEqual({
      ok: false,
      status: 410,
      code: 'share_link_expired',
      message: SHARE_LINK_MESSAGES.share_link_expired,
    });
    expect(
      await checkShareToken(s.db, link.token, camera['Cámara de pista AGS-01']!, at(0)),
    ).toMatchObject({ ok: false, status: 404, code: 'share_link_wrong' });
    // One character changed (never to itself: a token may already end in 'A').
    const tampered = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await checkShareToken(s.db, tampered, cam, at(0))).toMatchObject({
      ok: false,
      status: 404,
      code: 'share_link_invalid',
    });
    expect(await checkShareToken(s.db, 'short', cam, at(0))).toMatchObject({
      status: 404,
      code: 'share_link_invalid',
    });

    await s.db
      .updateTable('share_links')
      .set({ revoked_at: t0 })
      .where('id', '=', link.id)
      .execute();
    expect(await checkShareToken(s.db, link.token, cam, at(0))).toMatchObject({
      ok: false,
      status: 410,
      code: 'share_link_revoked',
    });
    for (const message of Object.values(SHARE_LINK_MESSAGES))
      expect(message).toContain('Verifica con la persona que te lo compartió');
  });

  it('a panel link opens only the panel’s cameras', async () => {
    const link = await insertShareLink(s.db, {
      panelId: panel['Pistas Aguascalientes']!,
      kind: 'panel',
      cameraId: null,
      createdBy: null,
      lifetimeSeconds: 60,
    });
    expect(
      await checkShareToken(s.db, link.token, camera['Cámara de tienda AGS-01']!),
    ).toMatchObject({ ok: true, grant: { kind: 'panel', cameraId: null } });
    expect(
      await checkShareToken(s.db, link.token, camera['Cámara de pista QRO-01']!),
    ).toMatchObject({ ok: false, code: 'share_link_wrong' });
  });
});

describe('over the API', () => {
  it('shares, lists, opens publicly and revokes (with the vms flag; a viewer without it only lists)', async () => {
    const id = panel['Pistas Aguascalientes']!;
    const cam = camera['Cámara de pista AGS-03']!;
    // Sharing needs the vms flag: neither the user without a permission object (who watches
    // the panel) nor Visor (vms false) creates a link.
    const linksOf = async () =>
      (await s.db.selectFrom('share_links').select('id').where('panel_id', '=', id).execute())
        .length;
    const linksBefore = await linksOf();
    for (const token of [s.tokens.sinpermisos, s.tokens.visor]) {
      const refused = await s.post(`/api/panels/${id}/share_links`, { kind: 'panel' }, token);
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 403,
        code: 'forbidden',
      });
    }
    expect(await linksOf()).toBe(linksBefore);
    const before = Date.now();
    const panelLink = await s.post(
      `/api/panels/${id}/share_links`,
      { kind: 'panel' },
      s.tokens.editor,
    );
    expect(panelLink.statusCode).toBe(201);
    const { token, path, link } = panelLink.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/public/panel/${token}`);
    expect(link).toMatchObject({
      kind: 'panel',
      camera: null,
      created_by: { name: 'Eduardo Editor' },
    });
    const lifetime = new Date(link.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(8 * HOUR - 5000);
    expect(lifetime).toBeLessThanOrEqual(8 * HOUR + 1000);

    const cameraLink = await s.post(
      `/api/panels/${id}/share_links`,
      { kind: 'camera', camera_id: cam },
      s.tokens.editor,
    );
    expect(cameraLink.json().path).toBe(`/public/video/${cam}/${cameraLink.json().token}`);
    expect(cameraLink.json().link.camera).toEqual({ id: cam, name: 'Cámara de pista AGS-03' });

    const list = (await s.get(`/api/panels/${id}/share_links`, s.tokens.sinpermisos)).json();
    expect(list.items.map((l: { id: number }) => l.id).slice(0, 2)).toEqual([
      cameraLink.json().link.id,
      link.id,
    ]);
    expect(Math.abs(new Date(list.server_time).getTime() - Date.now())).toBeLessThan(5000);
    expect(JSON.stringify(list)).not.toContain(token);

    const info = await s.get(`/api/public/share_links/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      kind: 'panel',
      title: 'Monitoreo de pistas',
      columns: 2,
      expires_at: link.expires_at,
      video_available: true,
    });
    expect(info.json().cameras.map((c: { name: string }) => c.name)).toEqual([
      'Cámara de pista AGS-01',
      'Cámara de pista AGS-02',
      'Cámara de pista AGS-03',
      'Cámara de tienda AGS-01',
    ]);
    expect(info.body).not.toContain('testsrc');
    const one = await s.get(`/api/public/share_links/${cameraLink.json().token}?camera_id=${cam}`);
    expect(one.json()).toMatchObject({
      kind: 'camera',
      title: 'Cámara de pista AGS-03',
      columns: 1,
      cameras: [{ id: cam, name: 'Cámara de pista AGS-03', stream_status: 'unchecked' }],
    });
    const wrong = await s.get(
      `/api/public/share_links/${cameraLink.json().token}?camera_id=${camera['Cámara de pista AGS-01']}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      message: SHARE_LINK_MESSAGES.share_link_wrong,
      code: 'share_link_wrong',
      request_id: expect.any(String),
    });

    expect((await s.delete(`/api/share_links/${link.id}`, s.tokens.bajio)).statusCode).toBe(404);
    // Revoking needs the vms flag too: the editor's link stays open for the others.
    for (const other of [s.tokens.sinpermisos, s.tokens.visor]) {
      expect((await s.delete(`/api/share_links/${link.id}`, other)).statusCode).toBe(403);
    }
    expect((await s.get(`/api/public/share_links/${token}`)).statusCode).toBe(200);
    expect((await s.delete(`/api/share_links/${link.id}`, s.tokens.editor)).statusCode).toBe(204);
    expect((await s.delete(`/api/share_links/${link.id}`, s.tokens.editor)).statusCode).toBe(204);
    const revoked = await s.get(`/api/public/share_links/${token}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe('share_link_revoked');
    const after = (await s.get(`/api/panels/${id}/share_links`, s.tokens.editor)).json();
    expect(after.items.map((l: { id: number }) => l.id)).not.toContain(link.id);

    await sql`update share_links set expires_at = now() - interval '1 second' where id = ${cameraLink.json().link.id}`.execute(
      s.db,
    );
    const expired = await s.get(
      `/api/public/share_links/${cameraLink.json().token}?camera_id=${cam}`,
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('share_link_expired');
    expect((await s.get(`/api/public/share_links/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await s.delete('/api/share_links/999999', s.tokens.editor)).statusCode).toBe(404);
  });

  it('refuses a camera link without a camera of the panel, and another customer’s panel', async () => {
    const id = panel['Pistas Aguascalientes']!;
    const missing = await s.post(
      `/api/panels/${id}/share_links`,
      { kind: 'camera' },
      s.tokens.editor,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('body.camera_id');
    const outside = await s.post(
      `/api/panels/${id}/share_links`,
      { kind: 'camera', camera_id: camera['Cámara de pista QRO-01'] },
      s.tokens.editor,
    );
    expect(outside.json().message).toBe('La cámara no está en el panel');
    expect(
      (
        await s.post(
          `/api/panels/${panel['Bajío']}/share_links`,
          { kind: 'panel' },
          s.tokens.editor,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.get(`/api/panels/${panel['Bajío']}/share_links`, s.tokens.editor)).statusCode,
    ).toBe(404);
    expect((await s.get(`/api/panels/${id}/share_links`, s.tokens.visor)).statusCode).toBe(403);
  });

  it('answers 429 to an address that keeps sending unknown tokens', async () => {
    const guess = (n: number) =>
      s.inject({
        method: 'GET',
        url: `/api/public/share_links/${String(n).padStart(43, 'g')}`,
        remoteAddress: '203.0.113.9',
      });
    // The window is fixed (aligned on the database's clock): guesses that straddle its end
    // start counting again. Begin in a window with at least 20 s left (the rate counters' own
    // reading of the window, peeked under a scope of its own).
    const window = { scope: 'test_window', limit: 1, windowSeconds: GUESS_WINDOW_SECONDS };
    const { retryAfterSeconds } = await peekCount(s.db, window, 'probe');
    if (retryAfterSeconds < 20) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000 + 200));
    }
    for (let n = 0; n < GUESS_LIMIT; n += 1) expect((await guess(n)).statusCode).toBe(404);
    const refused = await guess(GUESS_LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    // Another address is not affected.
    expect((await s.get(`/api/public/share_links/${'h'.repeat(43)}`)).statusCode).toBe(404);
  });
});
