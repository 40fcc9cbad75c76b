// The access hook on the stream operation (x-access shareLink, x-websocket): a share token in
// `share` is checked against the path's camera before anything else and opens the operation
// without a session (request.auth.shareGrant); a bad one is refused 404/410 even with a session.
// A session token may come as the WebSocket subprotocol `bearer.<token>`.
import type { HandlerContext } from '@/server/contract/handlerTypes';
import { subprotocolBearer } from '@/server/access/accessHooks';
import { HttpError } from '@/server/errors';
import { moduleHandlers } from '@/server/modules';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let editor: string;
let panelId: number;
const camera: Record<string, number> = {};

/** The stream handler replaced by a probe that reports who the access hook let in (as a 426). */
const probe = async (ctx: HandlerContext) => {
  const grant = ctx.request.auth.shareGrant;
  throw new HttpError(
    426,
    JSON.stringify({ user: ctx.user?.id ?? null, link: grant?.linkId ?? null }),
    'probe',
  );
};

beforeAll(async () => {
  s = await startTestServer({
    app: {
      modules: { ...moduleHandlers, video: { ...moduleHandlers.video, openCameraStream: probe } },
    },
  });
  editor = await s.login('editor@demo.surtidor.mx');
  for (const row of await s.db.selectFrom('cameras').select(['id', 'name']).execute())
    camera[row.name] = row.id;
  panelId = (
    await s.db
      .selectFrom('panels')
      .select('id')
      .where('name', '=', 'Pistas Aguascalientes')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(() => s.close());

async function open(cameraId: number, query = '', headers: Record<string, string> = {}) {
  const res = await s.inject({ method: 'GET', url: `/api/streams/${cameraId}${query}`, headers });
  const body = res.json() as { message: string; code?: string };
  return {
    status: res.statusCode,
    code: body.code,
    let:
      body.code === 'probe'
        ? (JSON.parse(body.message) as { user: number | null; link: number | null })
        : null,
  };
}

async function share(kind: 'panel' | 'camera', cameraId?: number) {
  const res = await s.post(
    `/api/panels/${panelId}/share_links`,
    kind === 'camera' ? { kind, camera_id: cameraId } : { kind },
    editor,
  );
  return res.json() as { token: string; link: { id: number } };
}

it('opens the stream of a shared camera without a session, and only that camera', async () => {
  const cam = camera['Cámara de pista AGS-02']!;
  const link = await share('camera', cam);
  expect(await open(cam, `?share=${link.token}`)).toEqual({
    status: 426,
    code: 'probe',
    let: { user: null, link: link.link.id },
  });
  expect(await open(camera['Cámara de pista AGS-01']!, `?share=${link.token}`)).toMatchObject({
    status: 404,
    code: 'share_link_wrong',
  });
});

it('a panel link opens each camera of the panel and no other', async () => {
  const link = await share('panel');
  expect((await open(camera['Cámara de tienda AGS-01']!, `?share=${link.token}`)).let).toEqual({
    user: null,
    link: link.link.id,
  });
  expect(await open(camera['Cámara de pista QRO-01']!, `?share=${link.token}`)).toMatchObject({
    status: 404,
    code: 'share_link_wrong',
  });
});

it('refuses an unknown, expired or revoked token before anything else, even with a session', async () => {
  const cam = camera['Cámara de pista AGS-01']!;
  const session = { authorization: `Bearer ${editor}` };
  expect(await open(cam, `?share=${'z'.repeat(43)}`, session)).toMatchObject({
    status: 404,
    code: 'share_link_invalid',
  });
  const expired = await share('panel');
  await s.db
    .updateTable('share_links')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', expired.link.id)
    .execute();
  expect(await open(cam, `?share=${expired.token}`, session)).toMatchObject({
    status: 410,
    code: 'share_link_expired',
  });
  const revoked = await share('panel');
  expect((await s.delete(`/api/share_links/${revoked.link.id}`, editor)).statusCode).toBe(204);
  expect(await open(cam, `?share=${revoked.token}`)).toMatchObject({
    status: 410,
    code: 'share_link_revoked',
  });
  // Without a token (or with an empty one) the session rules apply as usual.
  expect(await open(cam)).toMatchObject({ status: 401 });
  expect((await open(cam, '?share=')).status).toBe(401);
  expect((await open(cam, '', session)).let).toMatchObject({ link: null });
});

it('takes the session token from the WebSocket subprotocol bearer.<token>', async () => {
  const cam = camera['Cámara de pista AGS-01']!;
  const res = await open(cam, '', {
    'sec-websocket-protocol': `surtidor-stream, bearer.${editor}`,
  });
  expect(res.status).toBe(426);
  expect(res.let?.user).toEqual(expect.any(Number));
  expect(
    await open(cam, '', { 'sec-websocket-protocol': `surtidor-stream, bearer.${editor}x` }),
  ).toMatchObject({ status: 401 });
  // Only on WebSocket operations: elsewhere the subprotocol is no credential.
  const panels = await s.inject({
    method: 'GET',
    url: '/api/panels',
    headers: { 'sec-websocket-protocol': `bearer.${editor}` },
  });
  expect(panels.statusCode).toBe(401);
});

it('reads bearer.<token> out of a subprotocol list', () => {
  expect(subprotocolBearer('surtidor-stream, bearer.abc')).toBe('abc');
  expect(subprotocolBearer(['surtidor-stream', 'bearer.def'])).toBe('def');
  expect(subprotocolBearer('surtidor-stream')).toBeNull();
  expect(subprotocolBearer('bearer.')).toBeNull();
  expect(subprotocolBearer(undefined)).toBeNull();
});
