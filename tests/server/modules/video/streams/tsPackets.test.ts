// The packet splitter: whatever sizes the pipe delivers, and whatever garbage slips in, only
// whole 188-byte packets come out, in order; and the program tracker finds keyframes.
import {
  TS_PACKET_SIZE,
  TsPacketSplitter,
  TsProgramTracker,
} from '@/server/modules/video/streams/tsPackets';

/** A packet whose payload bytes all equal `mark` (so order and integrity can be checked). */
function packet(mark: number, pid = 0x100): Buffer {
  const p = Buffer.alloc(TS_PACKET_SIZE, mark);
  p[0] = 0x47;
  p[1] = (pid >> 8) & 0x1f;
  p[2] = pid & 0xff;
  p[3] = 0x10;
  return p;
}

function marks(out: Buffer[]): number[] {
  const all = Buffer.concat(out);
  expect(all.length % TS_PACKET_SIZE).toBe(0);
  const result: number[] = [];
  for (let o = 0; o < all.length; o += TS_PACKET_SIZE) {
    expect(all[o]).toBe(0x47);
    result.push(all[o + 10]!);
  }
  return result;
}

function feed(splitter: TsPacketSplitter, data: Buffer, sizes: () => number): Buffer[] {
  const out: Buffer[] = [];
  for (let o = 0; o < data.length;) {
    const size = Math.max(1, sizes());
    const result = splitter.push(data.subarray(o, o + size));
    if (result) {
      expect(result.length % TS_PACKET_SIZE).toBe(0);
      expect(result[0]).toBe(0x47);
      out.push(result);
    }
    o += size;
  }
  return out;
}

it('emits whole packets, in order, for any chunking', () => {
  const stream = Buffer.concat(Array.from({ length: 50 }, (_, i) => packet(i + 1)));
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (const sizes of [
    () => 1,
    () => 187,
    () => 188,
    () => 189,
    () => 1000,
    () => random() % 700,
  ]) {
    const out = feed(new TsPacketSplitter(), stream, sizes);
    expect(marks(out)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }
});

it('holds a partial packet until the rest arrives', () => {
  const splitter = new TsPacketSplitter();
  const p = packet(9);
  expect(splitter.push(p.subarray(0, 100))).toBeNull();
  expect(splitter.push(p.subarray(100))).toEqual(p);
});

it('skips garbage before and between packets, resyncing on 0x47, for any chunking', () => {
  const garbage = Buffer.from([0x00, 0x47, 0x12, 0xff, 0x47, 0x47, 0x01]);
  const data = Buffer.concat([garbage, packet(1), packet(2), garbage, packet(3), packet(4)]);
  for (const size of [1, 13, 188, 5000]) {
    const out = feed(new TsPacketSplitter(), data, () => size);
    expect(marks(out)).toEqual([1, 2, 3, 4]);
  }
});

it('gets back in step after a packet cut short, for any chunking', () => {
  const truncated = packet(99).subarray(0, 90); // a broken source cut a packet short
  const data = Buffer.concat([packet(1), packet(2), truncated, packet(3), packet(4), packet(5)]);
  for (const size of [1, 13, 188, 5000]) {
    // Whole packets on sync bytes (checked by marks); the cut one may come out mixed with the
    // next, but the stream is in step again right after.
    const out = marks(feed(new TsPacketSplitter(), data, () => size));
    expect(out.slice(0, 2)).toEqual([1, 2]);
    expect(out.slice(-2)).toEqual([4, 5]);
  }
});

/** A PAT (program 1 -> PMT pid 0x1000), a PMT (H.264 on 0x100) and video packets. */
function programPackets(): { pat: Buffer; pmt: Buffer; key: Buffer; plain: Buffer } {
  const pat = Buffer.alloc(TS_PACKET_SIZE, 0xff);
  Buffer.from([0x47, 0x40, 0x00, 0x10, 0x00]).copy(pat);
  Buffer.from([0x00, 0xb0, 0x0d, 0x00, 0x01, 0xc1, 0x00, 0x00, 0x00, 0x01, 0xf0, 0x00]).copy(
    pat,
    5,
  );
  const pmt = Buffer.alloc(TS_PACKET_SIZE, 0xff);
  Buffer.from([0x47, 0x50, 0x00, 0x10, 0x00]).copy(pmt);
  Buffer.from([
    0x02, 0xb0, 0x12, 0x00, 0x01, 0xc1, 0x00, 0x00, 0xe1, 0x00, 0xf0, 0x00, 0x1b, 0xe1, 0x00, 0xf0,
    0x00,
  ]).copy(pmt, 5);
  const key = packet(1);
  key[1] = 0x41; // payload unit start, pid 0x100
  key[3] = 0x30; // adaptation field + payload
  key[4] = 7;
  key[5] = 0x40; // random access indicator
  const plain = packet(2);
  return { pat, pmt, key, plain };
}

it('keeps the program tables and finds where the last keyframe starts', () => {
  const { pat, pmt, key, plain } = programPackets();
  const tracker = new TsProgramTracker();
  expect(tracker.scan(Buffer.concat([plain, key]))).toBe(-1); // no PMT yet: video pid unknown
  expect(tracker.tables()).toBeNull();
  expect(tracker.scan(Buffer.concat([pat, pmt, plain, key, plain]))).toBe(3 * TS_PACKET_SIZE);
  expect(tracker.tables()).toEqual([pat, pmt]);
  expect(tracker.scan(Buffer.concat([plain, plain]))).toBe(-1);
  // An audio-like pid with the indicator set is not a keyframe.
  const other = Buffer.from(key);
  other[2] = 0x01;
  expect(tracker.scan(other)).toBe(-1);
});
