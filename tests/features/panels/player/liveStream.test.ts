// The stream's life without a real decoder: mpegts.js is replaced by a recorder and the socket
// by a fake the test closes the way the server would.
import type { StreamStatus } from '@/features/panels/player/liveStream';

interface FakePlayer {
  loader: { open: () => void; abort: () => void; onDataArrival: (...args: unknown[]) => void };
  destroyed: boolean;
}

const players: FakePlayer[] = [];

jest.mock('mpegts.js', () => ({
  __esModule: true,
  default: {
    isSupported: () => true,
    Events: { ERROR: 'error' },
    createPlayer: (
      _source: unknown,
      config: { customLoader: new (...args: unknown[]) => FakePlayer['loader'] },
    ) => {
      const loader = new config.customLoader(null, config);
      const player: FakePlayer = { loader, destroyed: false };
      players.push(player);
      return {
        on: () => undefined,
        attachMediaElement: () => undefined,
        load: () => loader.open(),
        play: () => Promise.resolve(),
        pause: () => undefined,
        unload: () => undefined,
        detachMediaElement: () => undefined,
        destroy: () => {
          loader.abort();
          player.destroyed = true;
        },
      };
    },
  },
}));

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

async function start(
  options: { share?: string; substream?: boolean } = {},
  video = document.createElement('video'),
) {
  const { openLiveStream } = await import('@/features/panels/player/liveStream');
  const statuses: string[] = [];
  const refused: number[] = [];
  const stream = openLiveStream(video, {
    cameraId: 5,
    sessionToken: 'tok_ABC-123',
    ...options,
    onStatus: (status: StreamStatus) =>
      statuses.push(status.phase + (status.endReason ? `:${status.endReason}` : '')),
    onRefused: () => refused.push(Date.now()),
  });
  await flush();
  return { stream, statuses, refused };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
  players.length = 0;
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => jest.useRealTimers());

describe('openLiveStream', () => {
  it('opens the socket with the session as a subprotocol, and a share link with its token only', async () => {
    await start({ substream: true });
    expect(FakeSocket.all[0]!.url).toBe('ws://localhost/api/streams/5?substream=true');
    expect(FakeSocket.all[0]!.protocols).toEqual(['surtidor-stream', 'bearer.tok_ABC-123']);
    await start({ share: 'abc_DEF' });
    expect(FakeSocket.all[1]!.url).toBe('ws://localhost/api/streams/5?share=abc_DEF');
    expect(FakeSocket.all[1]!.protocols).toEqual(['surtidor-stream']);
  });

  it('hands binary messages to the demuxer as they come', async () => {
    await start();
    const arrivals: number[] = [];
    players[0]!.loader.onDataArrival = (_chunk, start, received) =>
      arrivals.push(start as number, received as number);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.onmessage?.({ data: new ArrayBuffer(188 * 2) });
    FakeSocket.all[0]!.onmessage?.({ data: new ArrayBuffer(188) });
    expect(arrivals).toEqual([0, 376, 376, 564]);
  });

  it('stops for good when the link ends (4410): no reconnect, ever', async () => {
    const { statuses } = await start({ share: 'abc' });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.serverClose(4410, 'revoked');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(statuses).toEqual(['connecting', 'ended:revoked']);
    expect(FakeSocket.all).toHaveLength(1);
    expect(players[0]!.destroyed).toBe(true);
  });

  it('reconnects after 1011, 1006 and 4408, waiting longer each time', async () => {
    const { statuses } = await start();
    const closeWith = async (code: number) => {
      FakeSocket.all.at(-1)!.open();
      FakeSocket.all.at(-1)!.serverClose(code);
      await flush();
    };
    await closeWith(1011);
    expect(statuses.at(-1)).toBe('reconnecting');
    await jest.advanceTimersByTimeAsync(1_300); // first wait: 1 s ± 20 %
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    await closeWith(4408);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(FakeSocket.all).toHaveLength(2); // second wait: 2 s ± 20 %
    await jest.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(FakeSocket.all).toHaveLength(3);
    await closeWith(1006);
    await jest.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(FakeSocket.all).toHaveLength(4);
    expect(players.slice(0, 3).every((p) => p.destroyed)).toBe(true);
  });

  it('reports a refusal before the socket opened, and keeps trying', async () => {
    const { refused, statuses } = await start();
    FakeSocket.all[0]!.serverClose(1006);
    expect(refused).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    await jest.advanceTimersByTimeAsync(1_300);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('plays a picture standing still again, and reconnects one still for 10 s', async () => {
    const video = document.createElement('video');
    let time = 0;
    Object.defineProperty(video, 'currentTime', { get: () => time });
    Object.defineProperty(video, 'paused', { get: () => true });
    const play = jest.fn(() => Promise.resolve());
    video.play = play;
    const { statuses } = await start({}, video);
    FakeSocket.all[0]!.open();
    video.dispatchEvent(new Event('playing'));
    // Moving: left alone.
    for (let i = 0; i < 5; i += 1) {
      time += 2;
      await jest.advanceTimersByTimeAsync(2_000);
    }
    expect(play).not.toHaveBeenCalled();
    // Standing: played again at once, still the same socket.
    await jest.advanceTimersByTimeAsync(4_000);
    expect(play).toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toBe('live');
    // Still standing after 10 s: reconnected.
    await jest.advanceTimersByTimeAsync(6_000);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(players[0]!.destroyed).toBe(true);
    await jest.advanceTimersByTimeAsync(1_300);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('closes the socket and the player on destroy, and nothing reconnects', async () => {
    const { stream } = await start();
    FakeSocket.all[0]!.open();
    stream.destroy();
    expect(FakeSocket.all[0]!.closedByClient).toBe(true);
    expect(players[0]!.destroyed).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
