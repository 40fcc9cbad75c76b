// The stream endpoint with real ffmpeg and a generated test picture: whole packets over a
// WebSocket, one ffmpeg shared by every viewer, refusals answered before the upgrade, and no
// ffmpeg left behind when the server closes.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  ffmpegChildren,
  isRunning,
  misalignedPackets,
  openStream,
  refusedUpgrade,
  streamUrl,
  TS_PACKET,
} from '../../../support/videoStreams';

let server: TestServer;
let base: string;
let cameraId: number;
let otherCustomerCamera: number;
let editor: string;

beforeAll(async () => {
  server = await startTestServer({ env: { STREAM_IDLE_SECONDS: '1' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  const cameras = await server.db
    .selectFrom('cameras as k')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .select(['k.id', 'c.name as customer'])
    .where('k.gas_station_id', 'is not', null)
    .orderBy('k.id')
    .execute();
  const editorCustomer = await server.db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customer_id')
    .select('c.name')
    .where('u.email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  cameraId = cameras.find((c) => c.customer === editorCustomer.name)!.id;
  otherCustomerCamera = cameras.find((c) => c.customer !== editorCustomer.name)!.id;
  await sql`update cameras set source_url = 'testsrc://Prueba ' || id`.execute(server.db);
  editor = await server.login('editor');
});

afterAll(() => server?.close(), 20_000);

it('sends whole 188-byte packets, each message starting on a sync byte', async () => {
  const client = await openStream(streamUrl(base, cameraId), { token: editor });
  expect(client.socket.protocol).toBe('surtidor-stream');
  await client.waitForBytes(200 * TS_PACKET);
  client.close();
  expect(client.messages.length).toBeGreaterThan(0);
  expect(misalignedPackets(client.messages)).toEqual([]);
  const camera = await server.db
    .selectFrom('cameras')
    .select(['stream_status', 'stream_checked_at', 'stream_error'])
    .where('id', '=', cameraId)
    .executeTakeFirstOrThrow();
  expect(camera).toMatchObject({ stream_status: 'live', stream_error: null });
  expect(camera.stream_checked_at).not.toBeNull();
});

it('shares one ffmpeg among several viewers, and stops it after the last one leaves', async () => {
  const viewers = await Promise.all(
    [1, 2, 3].map(() => openStream(streamUrl(base, cameraId), { token: editor })),
  );
  await Promise.all(viewers.map((v) => v.waitForBytes(50 * TS_PACKET)));
  const running = server.app.videoHub.streamsInfo().filter((s) => s.cameraId === cameraId);
  expect(running).toHaveLength(1);
  expect(running[0]).toMatchObject({ kind: 'local', viewers: 3 });
  expect(ffmpegChildren()).toEqual([running[0]!.pid]);

  const status = await server.get('/api/video/status', editor);
  expect(status.json()).toMatchObject({ available: true, active_streams: 1, viewers: 3 });

  // A late joiner starts on the program tables (PAT, then PMT) and a keyframe.
  const late = await openStream(streamUrl(base, cameraId), { token: editor });
  await late.waitForBytes(TS_PACKET * 3);
  const first = late.messages[0]!;
  expect(first.readUInt16BE(1) & 0x1fff).toBe(0); // PAT
  expect(misalignedPackets(late.messages)).toEqual([]);
  expect(ffmpegChildren()).toHaveLength(1);

  for (const v of [...viewers, late]) v.close();
  await Promise.all([...viewers, late].map((v) => v.closed));
  const pid = running[0]!.pid!;
  expect(isRunning(pid)).toBe(true);
  await waitFor(() => !isRunning(pid), 5000);
  expect(server.app.videoHub.streamsInfo()).toEqual([]);
});

it('answers 426 to a plain GET', async () => {
  const res = await server.get(`/api/streams/${cameraId}`, editor);
  expect(res.statusCode).toBe(426);
  expect(res.json()).toMatchObject({ code: 'upgrade_required' });
});

it('refuses before the upgrade: no session 401, another customer’s camera 404, unknown 404', async () => {
  expect(await refusedUpgrade(streamUrl(base, cameraId))).toMatchObject({
    status: 401,
    closedByServer: true,
  });
  expect(await refusedUpgrade(streamUrl(base, cameraId), { token: 'not-a-session' })).toMatchObject(
    { status: 401 },
  );
  expect(
    await refusedUpgrade(streamUrl(base, otherCustomerCamera), { token: editor }),
  ).toMatchObject({ status: 404, body: { code: 'not_found' }, closedByServer: true });
  expect(await refusedUpgrade(streamUrl(base, 999999), { token: editor })).toMatchObject({
    status: 404,
  });
  expect(
    await refusedUpgrade(streamUrl(base, cameraId, { substream: 'maybe' }), { token: editor }),
  ).toMatchObject({ status: 400 });
  // A path that does not even decode is refused by the router, before any hook: closed too.
  const undecodable = `${streamUrl(base, cameraId).replace(/\/\d+$/, '')}/%E0%A4%A`;
  expect(await refusedUpgrade(undecodable, { token: editor })).toMatchObject({
    status: 400,
    closedByServer: true,
  });
  // The visor has neither the vms permission nor "no permission object".
  const visor = await server.login('visor');
  expect(await refusedUpgrade(streamUrl(base, cameraId), { token: visor })).toMatchObject({
    status: 403,
  });
  expect(ffmpegChildren()).toEqual([]);
});

it('lets the other customer’s user watch their own camera only', async () => {
  const bajio = await server.login('bajio');
  expect(await refusedUpgrade(streamUrl(base, cameraId), { token: bajio })).toMatchObject({
    status: 404,
  });
  const client = await openStream(streamUrl(base, otherCustomerCamera), { token: bajio });
  await client.waitForBytes(10 * TS_PACKET);
  client.close();
});

it('kills every ffmpeg when the server closes', async () => {
  const local = await startTestServer({ demo: true });
  await local.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (local.app.server.address() as { port: number }).port;
  await sql`update cameras set source_url = 'testsrc://Cierre'`.execute(local.db);
  const token = await local.login('admin');
  const ids = [cameraId, otherCustomerCamera];
  const clients = await Promise.all(
    ids.map((id) => openStream(streamUrl(`http://127.0.0.1:${port}`, id), { token })),
  );
  await Promise.all(clients.map((c) => c.waitForBytes(10 * TS_PACKET)));
  const pids = local.app.videoHub.streamsInfo().map((s) => s.pid!);
  expect(pids).toHaveLength(2);
  await local.close();
  expect(pids.filter(isRunning)).toEqual([]);
  // Nor any other: a source the hub restarted meanwhile is not left behind either (the first
  // server's idle streams end within a second).
  await waitFor(() => ffmpegChildren().length === 0, 5000);
  const closes = await Promise.all(clients.map((c) => c.closed));
  expect(closes.map((c) => c.code)).toEqual([1001, 1001]);
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
