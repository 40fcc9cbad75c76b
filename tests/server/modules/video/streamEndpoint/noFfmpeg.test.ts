// Without ffmpeg the server still starts: the status says what to install and every stream
// is refused with 503 video_unavailable, before any upgrade.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { refusedUpgrade, streamUrl } from '../../../../support/videoStreams';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  await sql`update cameras set source_url = 'testsrc://Sin ffmpeg'`.execute(server.db);
});

afterAll(() => server?.close());

it('says video is unavailable and what to install', async () => {
  const token = await server.login('sinpermisos');
  const res = await server.get('/api/video/status', token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    available: false,
    ffmpeg_version: null,
    message: expect.stringContaining('apt-get install ffmpeg'),
    active_streams: 0,
    viewers: 0,
  });
});

it('refuses streams with 503 before the upgrade, and a plain GET too', async () => {
  const token = await server.login('editor');
  const camera = await server.db.selectFrom('cameras').select('id').executeTakeFirstOrThrow();
  const port = (server.app.server.address() as { port: number }).port;
  const refused = await refusedUpgrade(streamUrl(`http://127.0.0.1:${port}`, camera.id), {
    token,
  });
  expect(refused).toMatchObject({
    status: 503,
    body: { code: 'video_unavailable' },
    closedByServer: true,
  });
  const plain = await server.get(`/api/streams/${camera.id}`, token);
  expect(plain.statusCode).toBe(503);
  expect(plain.json()).toMatchObject({ code: 'video_unavailable' });
});
