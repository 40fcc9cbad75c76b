// The stream hub of this node: one CameraStream per camera and variant (main or substream),
// each fed by this node's ffmpeg when the node owns the camera (streamLeases.ts) or relayed
// from the owner otherwise. Closing the hub stops every ffmpeg and gives the leases up.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { VideoConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { nodeRelaySecret } from '../../../access/nodeRelay';
import type { StreamCamera } from './cameraAccess';
import { CameraStream, CLOSE, type StreamViewer } from './cameraStream';
import { recordStreamStatus } from './cameraStatus';
import { spawnFfmpeg, startFfmpegSource, type SpawnProcess } from './ffmpegSource';
import { detectFfmpeg, type FfmpegAvailability } from './ffmpegProbe';
import { startRelaySource } from './relaySource';
import { StreamLeases } from './streamLeases';
import type { RunningSource, SourceEvents } from './streamSource';

export interface VideoHubOptions {
  db: Kysely<Database>;
  config: VideoConfig;
  log: FastifyBaseLogger;
  /** This node's address for the other nodes; null while it does not listen. */
  nodeUrl: () => string | null;
  /** Tests pass a fake process. */
  spawnProcess?: SpawnProcess;
  /** Tests skip running `ffmpeg -version`. */
  ffmpeg?: FfmpegAvailability;
}

export interface StreamInfo {
  cameraId: number;
  substream: boolean;
  kind: RunningSource['kind'] | 'starting';
  pid: number | null;
  viewers: number;
}

interface StreamEntry {
  camera: StreamCamera;
  stream: CameraStream;
  source: RunningSource | null;
}

export class VideoHub {
  readonly nodeId = randomUUID();
  private readonly streams = new Map<string, StreamEntry>();
  private readonly availability: Promise<FfmpegAvailability>;
  private readonly leases: StreamLeases;
  private closing = false;

  constructor(private readonly options: VideoHubOptions) {
    this.availability = options.ffmpeg
      ? Promise.resolve(options.ffmpeg)
      : detectFfmpeg(options.config.ffmpegPath);
    this.leases = new StreamLeases({
      db: options.db,
      nodeId: this.nodeId,
      nodeUrl: options.nodeUrl,
      log: options.log,
    });
  }

  ffmpeg(): Promise<FfmpegAvailability> {
    return this.availability;
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** The streams running now (one being stopped no longer counts). */
  streamsInfo(): StreamInfo[] {
    return this.running().map((entry) => ({
      cameraId: entry.camera.id,
      substream: entry.camera.substream,
      kind: entry.source?.kind ?? 'starting',
      pid: entry.source?.pid ?? null,
      viewers: entry.stream.viewerCount,
    }));
  }

  viewerCount(): number {
    return this.running().reduce((sum, entry) => sum + entry.stream.viewerCount, 0);
  }

  private running(): StreamEntry[] {
    return [...this.streams.values()].filter((entry) => !entry.stream.isStopped);
  }

  /**
   * Adds a viewer to the camera's stream (starting it when it is the first) and returns the
   * function that removes it. `forNode`: the viewer is another node relaying, so this node
   * serves its own ffmpeg, never a relay (no relay loops between nodes).
   */
  watch(camera: StreamCamera, viewer: StreamViewer, forNode = false): () => void {
    if (this.closing) {
      viewer.close(CLOSE.shutdown.code, CLOSE.shutdown.reason);
      return () => {};
    }
    let key = `${camera.id}:${camera.substream ? 'sub' : 'main'}`;
    if (forNode && this.streams.get(key)?.source?.kind === 'relay') key += ':served';
    let entry = this.streams.get(key);
    if (!entry || entry.stream.isStopped) entry = this.startStream(key, camera, forNode);
    const { stream } = entry;
    stream.add(viewer);
    return () => stream.remove(viewer);
  }

  /** Stops every stream (each ffmpeg exits or is killed) and gives the leases up. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.streams.values()].map((entry) => entry.stream.stop()));
    await this.leases.releaseAll();
  }

  private startStream(key: string, camera: StreamCamera, forNode: boolean): StreamEntry {
    const { db, log, config } = this.options;
    const entry = { camera } as StreamEntry;
    let local = false;
    entry.stream = new CameraStream({
      idleStopMs: config.idleStopSeconds * 1000,
      viewerBufferBytes: config.viewerBufferBytes,
      startSource: async (events) => {
        entry.source = await this.startSource(camera, forNode, events);
        local = entry.source.kind === 'local';
        return entry.source;
      },
      onStartError: (error) =>
        log.error({ err: error, cameraId: camera.id }, 'stream start failed'),
      onFirstData: () => {
        if (local) void recordStreamStatus(db, log, camera.id, { live: true });
      },
      onSourceEnd: (reason) => {
        log.warn({ cameraId: camera.id, reason: reason.message }, 'camera stream ended');
        if (reason.kind === 'failed') {
          void recordStreamStatus(db, log, camera.id, { live: false, error: reason.message });
        }
        const ownerUrl = entry.source?.ownerUrl;
        if (reason.kind === 'relay_closed' && reason.ownerGone && ownerUrl) {
          void this.leases.forgetDeadOwner(camera.id, ownerUrl);
        }
      },
      onStopped: () => {
        if (this.streams.get(key) === entry) this.streams.delete(key);
      },
    });
    this.streams.set(key, entry);
    return entry;
  }

  private async startSource(
    camera: StreamCamera,
    forNode: boolean,
    events: SourceEvents,
  ): Promise<RunningSource> {
    const { db, log, config } = this.options;
    const ownership = await this.leases.acquire(camera.id, forNode);
    if (!ownership.local) {
      log.info({ cameraId: camera.id, owner: ownership.ownerUrl }, 'relaying a camera stream');
      const secret = await nodeRelaySecret(db);
      return startRelaySource(
        { ownerUrl: ownership.ownerUrl, cameraId: camera.id, substream: camera.substream, secret },
        events,
      );
    }
    const source = startFfmpegSource(
      {
        ffmpegPath: config.ffmpegPath,
        input: { sourceUrl: camera.sourceUrl, cameraName: camera.name, transcode: false },
        spawnProcess: this.options.spawnProcess ?? spawnFfmpeg,
        log: log.child({ cameraId: camera.id, substream: camera.substream }),
      },
      events,
    );
    if (!ownership.leased) return source;
    return {
      kind: source.kind,
      get pid() {
        return source.pid;
      },
      stop: async () => {
        await source.stop();
        await this.leases.release(camera.id);
      },
    };
  }
}
