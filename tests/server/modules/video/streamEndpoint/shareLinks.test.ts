// Streams opened through share links, with real ffmpeg and a short link lifetime: a playing
// socket closes at the link's expiry (4410 expired), within a second of a revoke (4410 revoked),
// and a panel link's socket closes when its camera is taken out of the panel (4404 withdrawn)
// while the panel's other cameras keep playing. Afterwards each is refused before the upgrade.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import {
  openStream,
  refusedUpgrade,
  streamUrl,
  TS_PACKET,
  type StreamClient,
} from '../../../../support/videoStreams';

const LINK_SECONDS = 6;

let server: TestServer;
let base: string;
let editor: string;
let customerId: number;
let cameras: [number, number];

beforeAll(async () => {
  server = await startTestServer({
    env: { STREAM_IDLE_SECONDS: '1', SHARE_LINK_SECONDS: String(LINK_SECONDS) },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  const owned = await server.db
    .selectFrom('cameras as k')
    .innerJoin('users as u', 'u.customer_id', 'k.customer_id')
    .select(['k.id', 'k.customer_id'])
    .where('u.email', '=', 'editor@demo.surtidor.mx')
    .where('k.gas_station_id', 'is not', null)
    .orderBy('k.id')
    .limit(2)
    .execute();
  expect(owned).toHaveLength(2);
  customerId = owned[0]!.customer_id;
  cameras = [owned[0]!.id, owned[1]!.id];
  await sql`update cameras set source_url = 'testsrc://Enlace ' || id`.execute(server.db);
  editor = await server.login('editor');
});

afterAll(() => server?.close(), 20_000);

const panelBody = (cameraIds: number[]) => ({
  customer_id: customerId,
  title: 'Enlaces',
  name: 'Pistas compartidas',
  columns: 2,
  camera_ids: cameraIds,
});

async function newPanel(): Promise<number> {
  const res = await server.post('/api/panels', panelBody(cameras), editor);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

async function shareLink(panelId: number): Promise<{ id: number; token: string }> {
  const res = await server.post(`/api/panels/${panelId}/share_links`, { kind: 'panel' }, editor);
  expect(res.statusCode).toBe(201);
  const body = res.json() as { token: string; link: { id: number } };
  return { id: body.link.id, token: body.token };
}

async function watch(cameraId: number, token: string): Promise<StreamClient> {
  const viewer = await openStream(streamUrl(base, cameraId, { share: token }));
  await viewer.waitForBytes(20 * TS_PACKET, 15_000);
  return viewer;
}

it('a revoke closes a playing stream within a second, and the link opens nothing after', async () => {
  const link = await shareLink(await newPanel());
  const viewer = await watch(cameras[0], link.token);
  const revokedAt = Date.now();
  expect((await server.delete(`/api/share_links/${link.id}`, editor)).statusCode).toBe(204);
  expect(await viewer.closed).toEqual({ code: 4410, reason: 'revoked' });
  expect(Date.now() - revokedAt).toBeLessThan(1000);
  const again = await refusedUpgrade(streamUrl(base, cameras[0], { share: link.token }));
  expect(again).toMatchObject({ status: 410, body: { code: 'share_link_revoked' } });
});

it('taking a camera out of the panel closes its stream and keeps the other playing', async () => {
  const panelId = await newPanel();
  const link = await shareLink(panelId);
  const [taken, kept] = await Promise.all(cameras.map((id) => watch(id, link.token)));
  const savedAt = Date.now();
  const saved = await server.put(`/api/panels/${panelId}`, panelBody([cameras[1]]), editor);
  expect(saved.statusCode).toBe(200);
  expect(await taken!.closed).toEqual({ code: 4404, reason: 'withdrawn' });
  // Announced on save, not left to the periodic re-check.
  expect(Date.now() - savedAt).toBeLessThan(1000);
  const before = kept!.bytes();
  await kept!.waitForBytes(before + 20 * TS_PACKET);
  kept!.close();
  const again = await refusedUpgrade(streamUrl(base, cameras[0], { share: link.token }));
  expect(again).toMatchObject({ status: 404, body: { code: 'share_link_wrong' } });
});

it('closes a playing stream at the link’s expiry, then refuses it as expired', async () => {
  const link = await shareLink(await newPanel());
  const { expires_at: expiresAt } = await server.db
    .selectFrom('share_links')
    .select('expires_at')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  const viewer = await watch(cameras[0], link.token);
  expect(await viewer.closed).toEqual({ code: 4410, reason: 'expired' });
  const late = Date.now() - expiresAt.getTime();
  expect(late).toBeGreaterThanOrEqual(-50);
  expect(late).toBeLessThan(1000);
  const again = await refusedUpgrade(streamUrl(base, cameras[0], { share: link.token }));
  expect(again).toMatchObject({ status: 410, body: { code: 'share_link_expired' } });
}, 20_000);
