// Where a camera stream's bytes come from: this node's own ffmpeg (ffmpegSource.ts) or the
// owning node's stream relayed over a WebSocket (relaySource.ts). Both look the same to the
// fan-out: chunks of MPEG-TS in any sizes, then one end.

export type SourceEnd =
  /** ffmpeg exited (or could not be started) without being asked to. */
  | { kind: 'failed'; message: string }
  /**
   * The owner node closed the relay (its ffmpeg stopped, it shut down, or it refused).
   * `ownerGone`: nothing listens at its address any more (connection refused): it died.
   */
  | { kind: 'relay_closed'; message: string; ownerGone?: boolean };

export interface SourceEvents {
  data(chunk: Buffer): void;
  /** Called once, unless the source was stopped first. */
  end(reason: SourceEnd): void;
}

export interface RunningSource {
  /** 'local' runs ffmpeg here; 'relay' reads another node's stream. */
  kind: 'local' | 'relay';
  /** The ffmpeg process id (local sources). */
  pid: number | null;
  /** The owner node's address (relay sources). */
  ownerUrl?: string;
  /** Stops it and resolves once it is gone (the process has exited). */
  stop(): Promise<void>;
}

export type StartSource = (events: SourceEvents) => Promise<RunningSource>;
