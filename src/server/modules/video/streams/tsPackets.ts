// MPEG-TS at the packet level: a splitter that turns ffmpeg's arbitrary pipe chunks into runs
// of whole 188-byte packets (each WebSocket message then starts on a packet boundary, so a
// player can sync on any of them), and the few header fields the hub needs to let a late
// viewer start on a picture it can decode: the PAT and PMT (program tables) and the packets
// that open a keyframe (random access indicator on a video stream).
export const TS_PACKET_SIZE = 188;
export const TS_SYNC_BYTE = 0x47;

/**
 * Keeps whatever partial packet a chunk ends with for the next one. While in step with the
 * stream, a sync byte where the next packet should start is trusted at once (no added delay);
 * after garbage, a sync byte counts only once another follows it a packet later. Either way
 * every packet that comes out is 188 bytes starting with 0x47.
 */
export class TsPacketSplitter {
  private pending: Buffer = Buffer.alloc(0);
  // ffmpeg starts its output on a packet boundary.
  private inStep = true;

  /** Whole packets found so far (null when none is complete yet). */
  push(chunk: Buffer): Buffer | null {
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    let runStart = -1;
    const runs: Buffer[] = [];
    const endRun = () => {
      if (runStart >= 0) runs.push(data.subarray(runStart, offset));
      runStart = -1;
    };
    while (data.length - offset >= TS_PACKET_SIZE) {
      const next = offset + TS_PACKET_SIZE;
      const startsPacket =
        data[offset] === TS_SYNC_BYTE &&
        (this.inStep || (next < data.length && data[next] === TS_SYNC_BYTE));
      if (!startsPacket) {
        // Unconfirmed at the very end: wait for more data rather than guess.
        if (data[offset] === TS_SYNC_BYTE && next >= data.length) break;
        endRun();
        this.inStep = false;
        const found = data.indexOf(TS_SYNC_BYTE, offset + 1);
        offset = found === -1 ? data.length : found;
        continue;
      }
      if (runStart < 0) runStart = offset;
      this.inStep = true;
      offset = next;
    }
    endRun();
    // The tail is kept as its own copy: `data` may be a large buffer we do not want to retain.
    this.pending = Buffer.from(data.subarray(offset));
    if (runs.length === 0) return null;
    return runs.length === 1 ? runs[0]! : Buffer.concat(runs);
  }
}

export function packetPid(data: Buffer, offset: number): number {
  return ((data[offset + 1]! & 0x1f) << 8) | data[offset + 2]!;
}

function payloadUnitStart(data: Buffer, offset: number): boolean {
  return (data[offset + 1]! & 0x40) !== 0;
}

function hasAdaptationField(data: Buffer, offset: number): boolean {
  return (data[offset + 3]! & 0x20) !== 0;
}

function randomAccessIndicator(data: Buffer, offset: number): boolean {
  return (
    hasAdaptationField(data, offset) && data[offset + 4]! > 0 && (data[offset + 5]! & 0x40) !== 0
  );
}

/** Where a packet's payload starts (after the header and any adaptation field). */
function payloadOffset(data: Buffer, offset: number): number {
  return hasAdaptationField(data, offset) ? offset + 5 + data[offset + 4]! : offset + 4;
}

/** The section (table) a packet starts, past its pointer field; null when it starts none. */
function sectionStart(data: Buffer, offset: number): number | null {
  if (!payloadUnitStart(data, offset)) return null;
  const payload = payloadOffset(data, offset);
  const start = payload + 1 + data[payload]!;
  return start < offset + TS_PACKET_SIZE ? start : null;
}

// Stream types of video elementary streams (MPEG-1/2, MPEG-4 Visual, H.264, H.265).
const VIDEO_STREAM_TYPES = new Set([0x01, 0x02, 0x10, 0x1b, 0x24]);

/**
 * Follows the program tables of one transport stream (ffmpeg writes one program, with the
 * tables repeated) and keeps their latest packets, to hand a late viewer before anything else.
 */
export class TsProgramTracker {
  private pmtPids = new Set<number>();
  private videoPids = new Set<number>();
  private pat: Buffer | null = null;
  private pmt: Buffer | null = null;

  /** PAT then PMT, once both have been seen. */
  tables(): Buffer[] | null {
    return this.pat && this.pmt ? [this.pat, this.pmt] : null;
  }

  /**
   * Reads the tables in a run of whole packets and answers where the last keyframe in it
   * starts (byte offset), or -1.
   */
  scan(packets: Buffer): number {
    let keyframe = -1;
    for (let offset = 0; offset + TS_PACKET_SIZE <= packets.length; offset += TS_PACKET_SIZE) {
      const pid = packetPid(packets, offset);
      if (pid === 0) this.readPat(packets, offset);
      else if (this.pmtPids.has(pid)) this.readPmt(packets, offset);
      else if (
        this.videoPids.has(pid) &&
        payloadUnitStart(packets, offset) &&
        randomAccessIndicator(packets, offset)
      ) {
        keyframe = offset;
      }
    }
    return keyframe;
  }

  private readPat(data: Buffer, offset: number): void {
    const start = sectionStart(data, offset);
    if (start === null || data[start] !== 0x00) return;
    const sectionLength = ((data[start + 1]! & 0x0f) << 8) | data[start + 2]!;
    const end = Math.min(start + 3 + sectionLength - 4, offset + TS_PACKET_SIZE);
    const pids = new Set<number>();
    for (let entry = start + 8; entry + 4 <= end; entry += 4) {
      const program = data.readUInt16BE(entry);
      if (program !== 0) pids.add(((data[entry + 2]! & 0x1f) << 8) | data[entry + 3]!);
    }
    this.pmtPids = pids;
    this.pat = Buffer.from(data.subarray(offset, offset + TS_PACKET_SIZE));
  }

  private readPmt(data: Buffer, offset: number): void {
    const start = sectionStart(data, offset);
    if (start === null || data[start] !== 0x02) return;
    const sectionLength = ((data[start + 1]! & 0x0f) << 8) | data[start + 2]!;
    const end = Math.min(start + 3 + sectionLength - 4, offset + TS_PACKET_SIZE);
    const programInfoLength = ((data[start + 10]! & 0x0f) << 8) | data[start + 11]!;
    const pids = new Set<number>();
    for (let entry = start + 12 + programInfoLength; entry + 5 <= end;) {
      const streamType = data[entry]!;
      const pid = ((data[entry + 1]! & 0x1f) << 8) | data[entry + 2]!;
      const infoLength = ((data[entry + 3]! & 0x0f) << 8) | data[entry + 4]!;
      if (VIDEO_STREAM_TYPES.has(streamType)) pids.add(pid);
      entry += 5 + infoLength;
    }
    this.videoPids = pids;
    this.pmt = Buffer.from(data.subarray(offset, offset + TS_PACKET_SIZE));
  }
}
