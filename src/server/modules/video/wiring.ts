// How buildApp plugs the stream hub in: the WebSocket server's options, one hub per app
// (app.videoHub, closed with the app so no ffmpeg outlives it) and the socket side of
// openCameraStream.
import type { FastifyInstance } from 'fastify';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { SocketHandler } from '../../contract/registerRoutes';
import type { Database } from '../../db/schema';
import { ShareViewerLimit, type LinkWatch } from '../panels';
import { cameraStreamEndpoint } from './streamEndpoint';
import type { SpawnProcess } from './streams/ffmpegSource';
import type { FfmpegAvailability } from './streams/ffmpegProbe';
import { chooseSubprotocol } from './streams/subprotocol';
import { VideoHub } from './streams/videoHub';

export interface VideoOptions {
  /** Closes share-link sockets when their link ends (panels/liveLinks.ts; tests: a fake). */
  linkWatch?: LinkWatch;
  /** Tests: a fake ffmpeg process. */
  spawnProcess?: SpawnProcess;
  /** Tests: skip probing ffmpeg. */
  ffmpeg?: FfmpegAvailability;
}

// Viewers send nothing but control frames; a large message is a misbehaving client.
const MAX_CLIENT_MESSAGE_BYTES = 4096;

export function videoSocketOptions(): WebsocketPluginOptions {
  return {
    options: {
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      // MPEG-TS does not compress; deflating it would only cost CPU.
      perMessageDeflate: false,
      handleProtocols: (offered) => chooseSubprotocol(offered),
    },
  };
}

/** The address other nodes reach this one at: configured, else the port it listens on. */
function nodeUrlOf(app: FastifyInstance, config: ServerConfig): () => string | null {
  return () => {
    if (config.video.nodeUrl) return config.video.nodeUrl;
    const address = app.server.address();
    return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
  };
}

export function videoSocketHandlers(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ServerConfig,
  options: VideoOptions & { linkWatch: LinkWatch },
): Map<string, SocketHandler> {
  const hub = new VideoHub({
    db,
    config: config.video,
    log: app.log.child({ module: 'video' }),
    nodeUrl: nodeUrlOf(app, config),
    spawnProcess: options.spawnProcess,
    ffmpeg: options.ffmpeg,
  });
  app.decorate('videoHub', hub);
  // Before @fastify/websocket's own preClose (registered after this), so viewers are told
  // why (1001) and every ffmpeg is stopped before the server stops listening.
  app.addHook('preClose', () => hub.close());
  const shareViewers = new ShareViewerLimit({
    perLink: config.video.shareLinkMaxStreams,
    perAddress: config.video.shareAddressMaxStreams,
  });
  const endpoint = cameraStreamEndpoint(hub, db, options.linkWatch, shareViewers);
  return new Map([['openCameraStream', endpoint as SocketHandler]]);
}
