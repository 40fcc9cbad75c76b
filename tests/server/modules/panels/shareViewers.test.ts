// Simultaneous streams through share links are capped per link and per address (one public
// link served 300 anonymous viewers, 744 MB in 15 s): past the cap the upgrade is refused with
// 429 share_link_busy, a socket that raced past it is closed with 4429, and a place frees up
// when a viewer leaves. ffmpeg is a fake process that stays up and sends nothing.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  SHARE_VIEWERS_CLOSE_CODE,
  SHARE_VIEWERS_CODE,
  ShareViewerLimit,
} from '@/server/modules/panels/shareViewers';
import { HttpError } from '@/server/errors';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  openStream,
  refusedUpgrade,
  streamUrl,
  type StreamClient,
} from '../../../support/videoStreams';

class IdleProcess extends EventEmitter {
  readonly pid = 1;
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signalCode = signal;
    void Promise.resolve().then(() => this.emit('exit', null, signal));
    return true;
  }
}

describe('the counter', () => {
  it('caps each link and each address, and gives places back once', () => {
    const limit = new ShareViewerLimit({ perLink: 3, perAddress: 2 });
    const a1 = limit.take(1, '203.0.113.1')!;
    limit.take(1, '203.0.113.1');
    expect(limit.take(1, '203.0.113.1')).toBeNull(); // the address is full
    expect(() => limit.check(2, '203.0.113.1')).toThrow(HttpError);
    limit.take(1, '203.0.113.2');
    expect(limit.take(1, '203.0.113.3')).toBeNull(); // the link is full
    expect(limit.take(2, '203.0.113.3')).not.toBeNull(); // another link is not
    a1();
    a1(); // a second release gives nothing back twice
    expect(limit.take(1, '203.0.113.3')).not.toBeNull();
    expect(limit.take(1, '203.0.113.4')).toBeNull();
  });
});

describe('streams through a share link', () => {
  let server: TestServer;
  let base: string;
  let token: string;
  let cameraId: number;
  const open: StreamClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      env: { SHARE_LINK_MAX_STREAMS: '3', SHARE_ADDRESS_MAX_STREAMS: '2' },
      app: {
        video: {
          ffmpeg: { available: true, version: 'fake' },
          spawnProcess: () => new IdleProcess() as never,
        },
      },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    const editor = await server.login('editor@demo.surtidor.mx');
    const panel = await server.db
      .selectFrom('panels as p')
      .innerJoin('panel_cameras as pc', 'pc.panel_id', 'p.id')
      .select(['p.id', 'pc.camera_id'])
      .where('p.name', '=', 'Pistas Aguascalientes')
      .executeTakeFirstOrThrow();
    cameraId = panel.camera_id;
    const res = await server.post(`/api/panels/${panel.id}/share_links`, { kind: 'panel' }, editor);
    expect(res.statusCode).toBe(201);
    token = (res.json() as { token: string }).token;
  }, 120_000);
  afterAll(async () => {
    for (const client of open) client.close();
    await server?.close();
  }, 20_000);

  it('refuses the address past its cap with a Spanish 429, and frees the place on leave', async () => {
    const url = streamUrl(base, cameraId, { share: token });
    open.push(await openStream(url), await openStream(url));
    const refused = await refusedUpgrade(url);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: SHARE_VIEWERS_CODE });
    expect(refused.body?.message).toMatch(/máximo de espectadores/);
    const leaving = open.pop()!;
    leaving.close();
    await leaving.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    open.push(await openStream(url));
  });

  it('never lets parallel upgrades past the cap', async () => {
    for (const client of open.splice(0)) {
      client.close();
      await client.closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const url = streamUrl(base, cameraId, { share: token });
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => openStream(url)));
    const opened = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    open.push(...opened);
    const stillOpen = await Promise.all(
      opened.map(async (client) => {
        const closed = await Promise.race([
          client.closed,
          new Promise((resolve) => setTimeout(() => resolve(null), 300)),
        ]);
        if (closed) expect(closed).toMatchObject({ code: SHARE_VIEWERS_CLOSE_CODE });
        return closed === null;
      }),
    );
    expect(stillOpen.filter(Boolean)).toHaveLength(2);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') {
        expect((attempt.reason as { status?: number }).status).toBe(429);
      }
    }
  });
});
