// The hub with a fake ffmpeg: one process per camera whatever the number of viewers, stopped
// STREAM_IDLE_SECONDS after the last viewer leaves (fake timers), restarted by a new viewer;
// a slow viewer is dropped without slowing the others; late joiners start on a keyframe.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { StreamProcess } from '@/server/modules/video/streams/ffmpegSource';
import { CameraStream, type StreamViewer } from '@/server/modules/video/streams/cameraStream';
import { VideoHub } from '@/server/modules/video/streams/videoHub';
import type { StreamCamera } from '@/server/modules/video/streams/cameraAccess';

const PACKET = 188;

class FakeProcess extends EventEmitter {
  static count = 0;
  readonly pid = 10_000 + FakeProcess.count++;
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly signals: string[] = [];

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    void Promise.resolve().then(() => this.exit(null, signal));
    return true;
  }

  exit(code: number | null, signal: NodeJS.Signals | null = null): void {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }

  write(data: Buffer): void {
    this.stdout.emit('data', data);
  }
}

function packets(count: number, mark = 1): Buffer {
  const out = Buffer.alloc(count * PACKET, mark);
  for (let o = 0; o < out.length; o += PACKET) {
    out[o] = 0x47;
    out[o + 1] = 0x01;
    out[o + 2] = 0x00;
    out[o + 3] = 0x10;
  }
  return out;
}

class FakeViewer implements StreamViewer {
  received: Buffer[] = [];
  bufferedAmount = 0;
  closedWith: { code: number; reason: string } | null = null;
  send(data: Buffer): void {
    this.received.push(data);
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }
  bytes(): number {
    return this.received.reduce((sum, b) => sum + b.length, 0);
  }
}

const silent = pino({ level: 'silent' });
const camera: StreamCamera = {
  id: 7,
  name: 'Entrada',
  sourceUrl: 'testsrc://Entrada',
  substream: false,
};

// The hub only touches the database to record the camera's status: a stub that accepts it.
function stubDb(): { db: Kysely<Database>; updates: unknown[] } {
  const updates: unknown[] = [];
  const chain: Record<string, unknown> = {};
  for (const method of ['updateTable', 'where']) chain[method] = () => chain;
  chain.set = (values: unknown) => {
    updates.push(values);
    return chain;
  };
  chain.execute = async () => [];
  return { db: chain as unknown as Kysely<Database>, updates };
}

function hubWithFakes(idleStopSeconds = 10, viewerBufferBytes = 1_000_000) {
  const processes: FakeProcess[] = [];
  const { db, updates } = stubDb();
  const hub = new VideoHub({
    db,
    config: {
      ffmpegPath: 'ffmpeg',
      idleStopSeconds,
      viewerBufferBytes,
      shareLinkSeconds: 28_800,
      nodeUrl: null,
      shareLinkMaxStreams: 48,
      shareAddressMaxStreams: 16,
    },
    log: silent,
    nodeUrl: () => null,
    ffmpeg: { available: true, version: 'fake' },
    spawnProcess: () => {
      const child = new FakeProcess();
      processes.push(child);
      return child as unknown as StreamProcess;
    },
  });
  return { hub, processes, updates };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => jest.useRealTimers());

it('runs one process per camera for every viewer, and stops it after the idle time', async () => {
  jest.useFakeTimers();
  const { hub, processes, updates } = hubWithFakes(10);
  const viewers = [new FakeViewer(), new FakeViewer(), new FakeViewer()];
  const leave = viewers.map((v) => hub.watch(camera, v));
  await flush();
  expect(processes).toHaveLength(1);
  expect(hub.viewerCount()).toBe(3);

  processes[0]!.write(packets(3));
  expect(viewers.map((v) => v.bytes())).toEqual([3 * PACKET, 3 * PACKET, 3 * PACKET]);
  expect(updates).toEqual([expect.objectContaining({ stream_status: 'live', stream_error: null })]);

  leave[0]!();
  leave[1]!();
  expect(hub.viewerCount()).toBe(1);
  leave[2]!();
  jest.advanceTimersByTime(9_000);
  await flush();
  expect(processes[0]!.signals).toEqual([]);
  // A viewer coming back within the idle time keeps the same process.
  const back = new FakeViewer();
  const leaveBack = hub.watch(camera, back);
  jest.advanceTimersByTime(5_000);
  await flush();
  expect(processes).toHaveLength(1);
  expect(processes[0]!.signals).toEqual([]);

  leaveBack();
  jest.advanceTimersByTime(10_000);
  await flush();
  expect(processes[0]!.signals).toEqual(['SIGTERM']);
  expect(hub.streamsInfo()).toEqual([]);

  // The next viewer starts a new process.
  hub.watch(camera, new FakeViewer());
  await flush();
  expect(processes).toHaveLength(2);
  await hub.close();
  expect(processes[1]!.signals).toEqual(['SIGTERM']);
});

it('drops a viewer whose unsent data passes the bound, and keeps feeding the others', async () => {
  const { hub, processes } = hubWithFakes(10, 4 * PACKET);
  const fast = new FakeViewer();
  const slow = new FakeViewer();
  hub.watch(camera, fast);
  hub.watch(camera, slow);
  await flush();
  processes[0]!.write(packets(2));
  slow.bufferedAmount = 5 * PACKET; // its socket stopped draining
  processes[0]!.write(packets(2));
  processes[0]!.write(packets(2));
  expect(slow.closedWith).toEqual({ code: 4408, reason: 'slow' });
  expect(slow.bytes()).toBe(2 * PACKET);
  expect(fast.bytes()).toBe(6 * PACKET);
  expect(hub.viewerCount()).toBe(1);
  await hub.close();
});

it('closes the viewers and records the camera offline when ffmpeg fails', async () => {
  const { hub, processes, updates } = hubWithFakes();
  const viewer = new FakeViewer();
  hub.watch(camera, viewer);
  await flush();
  processes[0]!.stderr.write('rtsp://admin:secreto@10.0.0.5/stream: Connection refused\n');
  await flush();
  processes[0]!.exit(1);
  await flush();
  expect(viewer.closedWith).toEqual({ code: 1011, reason: 'source_ended' });
  expect(updates).toEqual([
    expect.objectContaining({
      stream_status: 'offline',
      stream_error: expect.stringContaining('rechazó la conexión'),
    }),
  ]);
  expect(JSON.stringify(updates)).not.toContain('secreto');
  expect(hub.streamsInfo()).toEqual([]);
});

it('starts a late joiner on the program tables and the last keyframe', async () => {
  const { TS_PACKET_SIZE } = await import('@/server/modules/video/streams/tsPackets');
  expect(TS_PACKET_SIZE).toBe(PACKET);
  let emit: ((chunk: Buffer) => void) | null = null;
  const stream = new CameraStream({
    idleStopMs: 1000,
    viewerBufferBytes: 1_000_000,
    startSource: async (events) => {
      emit = events.data;
      return { kind: 'local', pid: 1, stop: async () => {} };
    },
    onStopped: () => {},
  });
  await flush();
  const pat = Buffer.alloc(PACKET, 0xff);
  Buffer.from([0x47, 0x40, 0x00, 0x10, 0x00, 0x00, 0xb0, 0x0d, 0x00, 0x01, 0xc1, 0x00, 0x00]).copy(
    pat,
  );
  Buffer.from([0x00, 0x01, 0xf0, 0x00]).copy(pat, 13);
  const pmt = Buffer.alloc(PACKET, 0xff);
  Buffer.from([0x47, 0x50, 0x00, 0x10, 0x00, 0x02, 0xb0, 0x12, 0x00, 0x01, 0xc1, 0x00, 0x00]).copy(
    pmt,
  );
  Buffer.from([0xe1, 0x00, 0xf0, 0x00, 0x1b, 0xe1, 0x00, 0xf0, 0x00]).copy(pmt, 13);
  const key = packets(1, 0xaa);
  key[1] = 0x41;
  key[3] = 0x30;
  key[4] = 7;
  key[5] = 0x40;
  const first = new FakeViewer();
  stream.add(first);
  emit!(Buffer.concat([pat, pmt, key, packets(2, 0xbb)]));
  emit!(packets(3, 0xcc));
  expect(first.bytes()).toBe(8 * PACKET);

  const late = new FakeViewer();
  stream.add(late);
  // Tables, then the keyframe and what followed it; not the packets before the keyframe.
  expect(late.received).toHaveLength(1);
  const got = late.received[0]!;
  expect(got.subarray(0, PACKET)).toEqual(pat);
  expect(got.subarray(PACKET, 2 * PACKET)).toEqual(pmt);
  expect(got.subarray(2 * PACKET, 3 * PACKET)).toEqual(key);
  expect(got.length).toBe(8 * PACKET);
  await stream.stop();
  expect(late.closedWith).toEqual({ code: 1001, reason: 'shutdown' });
});
