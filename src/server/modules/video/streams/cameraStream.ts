// One camera stream on this node: started by its first viewer, fanned out to every viewer,
// stopped a while after the last one leaves. Each message a viewer gets is whole TS packets.
// A viewer who joins a running stream first gets the program tables and the picture since the
// last keyframe (kept while it stays small), so it decodes at once; a viewer who cannot keep up
// is dropped instead of letting its unsent data grow.
import { TsPacketSplitter, TsProgramTracker } from './tsPackets';
import type { RunningSource, SourceEnd, StartSource } from './streamSource';

export interface StreamViewer {
  send(data: Buffer): void;
  /** Bytes queued for this viewer and not yet sent (WebSocket.bufferedAmount). */
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}

/** Close codes a viewer may receive (4000-4999 are the application's own). */
export const CLOSE = {
  slow: { code: 4408, reason: 'slow' },
  sourceEnded: { code: 1011, reason: 'source_ended' },
  shutdown: { code: 1001, reason: 'shutdown' },
} as const;

export const START_FAILED_MESSAGE = 'No se pudo iniciar la transmisión de la cámara.';

/** The picture since the last keyframe is kept for late joiners up to this size. */
const GOP_CACHE_MAX_BYTES = 4 * 1024 * 1024;

export interface CameraStreamOptions {
  startSource: StartSource;
  idleStopMs: number;
  viewerBufferBytes: number;
  /** First bytes of the stream (camera live). */
  onFirstData?: () => void;
  /** The source ended on its own (not stopped by us). */
  onSourceEnd?: (reason: SourceEnd, hadData: boolean) => void;
  /** The source could not be started (a database error claiming the camera, say). */
  onStartError?: (error: unknown) => void;
  /** Stopped for good (idle, source ended, or shut down): the hub forgets it. */
  onStopped: () => void;
}

interface ViewerState {
  /** Waiting for a keyframe before it gets anything. */
  waiting: boolean;
}

export class CameraStream {
  private readonly viewers = new Map<StreamViewer, ViewerState>();
  private readonly splitter = new TsPacketSplitter();
  private readonly program = new TsProgramTracker();
  private gop: Buffer[] | null = null;
  private gopBytes = 0;
  private hadData = false;
  private source: Promise<RunningSource | null>;
  private idleTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private stopping: Promise<void> | null = null;
  /** Bytes of whole packets fanned out since the stream started. */
  bytesOut = 0;

  constructor(private readonly options: CameraStreamOptions) {
    this.source = options
      .startSource({
        data: (chunk) => this.onData(chunk),
        end: (reason) => this.onSourceEnd(reason),
      })
      .catch((error: unknown) => {
        options.onStartError?.(error);
        this.onSourceEnd({ kind: 'failed', message: START_FAILED_MESSAGE });
        return null;
      });
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** The running source, once started (null when it failed to start). */
  runningSource(): Promise<RunningSource | null> {
    return this.source;
  }

  add(viewer: StreamViewer): void {
    if (this.stopped) {
      viewer.close(CLOSE.sourceEnded.code, CLOSE.sourceEnded.reason);
      return;
    }
    this.cancelIdleStop();
    const tables = this.program.tables();
    if (!this.hadData) {
      // The stream has not started: the viewer gets it from its first byte.
      this.viewers.set(viewer, { waiting: false });
    } else if (tables && this.gop) {
      this.viewers.set(viewer, { waiting: false });
      this.deliver(viewer, Buffer.concat([...tables, ...this.gop]));
    } else {
      this.viewers.set(viewer, { waiting: true });
    }
  }

  remove(viewer: StreamViewer): void {
    if (this.viewers.delete(viewer)) this.stopWhenIdle();
  }

  /** Stops the source and closes any viewer left. */
  stop(close: { code: number; reason: string } = CLOSE.shutdown): Promise<void> {
    if (this.stopping) return this.stopping;
    this.stopped = true;
    this.cancelIdleStop();
    for (const viewer of [...this.viewers.keys()]) viewer.close(close.code, close.reason);
    this.viewers.clear();
    this.gop = null;
    this.stopping = this.source
      .then((source) => source?.stop())
      .finally(() => this.options.onStopped());
    return this.stopping;
  }

  private stopWhenIdle(): void {
    if (this.viewers.size > 0 || this.stopped || this.idleTimer) return;
    this.idleTimer = setTimeout(() => void this.stop(), this.options.idleStopMs);
    this.idleTimer.unref?.();
  }

  private cancelIdleStop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private onData(chunk: Buffer): void {
    if (this.stopped) return;
    const packets = this.splitter.push(chunk);
    if (!packets) return;
    if (!this.hadData) {
      this.hadData = true;
      this.options.onFirstData?.();
    }
    const keyframe = this.program.scan(packets);
    this.keepGop(packets, keyframe);
    this.bytesOut += packets.length;
    const tables = this.program.tables();
    for (const [viewer, state] of this.viewers) {
      if (!state.waiting) {
        this.deliver(viewer, packets);
      } else if (keyframe >= 0 && tables) {
        state.waiting = false;
        this.deliver(viewer, Buffer.concat([...tables, packets.subarray(keyframe)]));
      }
    }
  }

  private keepGop(packets: Buffer, keyframe: number): void {
    if (keyframe >= 0) {
      const fromKeyframe = packets.subarray(keyframe);
      this.gop = [fromKeyframe];
      this.gopBytes = fromKeyframe.length;
    } else if (this.gop) {
      this.gop.push(packets);
      this.gopBytes += packets.length;
      if (this.gopBytes > GOP_CACHE_MAX_BYTES) this.gop = null;
    }
  }

  private deliver(viewer: StreamViewer, data: Buffer): void {
    if (viewer.bufferedAmount > this.options.viewerBufferBytes) {
      this.viewers.delete(viewer);
      viewer.close(CLOSE.slow.code, CLOSE.slow.reason);
      this.stopWhenIdle();
      return;
    }
    viewer.send(data);
  }

  private onSourceEnd(reason: SourceEnd): void {
    if (this.stopped) return;
    this.options.onSourceEnd?.(reason, this.hadData);
    void this.stop(CLOSE.sourceEnded);
  }
}
