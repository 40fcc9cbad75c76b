// The WebSocket side of openCameraStream. Before the upgrade (a refusal answers an HTTP status
// and never opens a socket): ffmpeg must be present, and the caller may watch the camera. Once
// open, the socket is one viewer of the camera's stream; a share link's socket is closed when
// its link ends (LinkWatch: expiry, revocation, or its camera taken out of the link's panel).
// Share-link sockets are capped per link and per address (panels/shareViewers.ts).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type WebSocket from 'ws';
import type { SocketHandler } from '../../contract/registerRoutes';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import {
  SHARE_VIEWERS_CLOSE_CODE,
  SHARE_VIEWERS_CODE,
  type LinkWatch,
  type ShareViewerLimit,
} from '../panels';
import { streamCamera, type StreamCamera, type StreamCaller } from './streams/cameraAccess';
import { FFMPEG_MISSING_MESSAGE } from './streams/ffmpegProbe';
import type { StreamViewer } from './streams/cameraStream';
import type { VideoHub } from './streams/videoHub';

/** Close code of a socket whose share link expired or was revoked (reason says which). */
export const LINK_ENDED_CLOSE_CODE = 4410;
/**
 * Close code of a panel link's socket whose camera was taken out of the panel: the link still
 * opens the rest, so the page asks the API again and drops that camera.
 */
export const CAMERA_WITHDRAWN_CLOSE_CODE = 4404;

interface PreparedStream {
  camera: StreamCamera;
  caller: StreamCaller;
}

function callerOf(request: FastifyRequest): StreamCaller {
  const { auth } = request;
  if (auth.nodeRelay) return { kind: 'node' };
  if (auth.shareGrant) return { kind: 'share', grant: auth.shareGrant };
  if (auth.user) return { kind: 'user', user: auth.user };
  // The access hook lets no other caller through; refuse rather than guess.
  throw new HttpError(401, 'Sesión no válida o expirada', 'unauthorized');
}

function viewerOf(socket: WebSocket): StreamViewer {
  return {
    send: (data) => socket.send(data, { binary: true }),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    close: (code, reason) => socket.close(code, reason),
  };
}

export function cameraStreamEndpoint(
  hub: VideoHub,
  db: Kysely<Database>,
  linkWatch: LinkWatch,
  shareViewers: ShareViewerLimit,
): SocketHandler<PreparedStream> {
  return {
    async prepare(request) {
      const ffmpeg = await hub.ffmpeg();
      if (!ffmpeg.available) throw new HttpError(503, FFMPEG_MISSING_MESSAGE, 'video_unavailable');
      if (hub.isClosing) {
        throw new HttpError(
          503,
          'El servidor se está reiniciando; intenta de nuevo',
          'shutting_down',
        );
      }
      const caller = callerOf(request);
      if (caller.kind === 'share') shareViewers.check(caller.grant.linkId, request.ip);
      const { camera_id: cameraId } = request.params as { camera_id: number };
      const { substream = false } = request.query as { substream?: boolean };
      return { camera: await streamCamera(db, caller, cameraId, substream), caller };
    },
    open(socket, request, { camera, caller }) {
      let release = () => {};
      if (caller.kind === 'share') {
        const taken = shareViewers.take(caller.grant.linkId, request.ip);
        if (!taken) {
          socket.close(SHARE_VIEWERS_CLOSE_CODE, SHARE_VIEWERS_CODE);
          return;
        }
        release = taken;
      }
      const leave = hub.watch(camera, viewerOf(socket), caller.kind === 'node');
      const untrack =
        caller.kind === 'share'
          ? linkWatch.track(caller.grant, camera.id, (reason) =>
              socket.close(
                reason === 'withdrawn' ? CAMERA_WITHDRAWN_CLOSE_CODE : LINK_ENDED_CLOSE_CODE,
                reason,
              ),
            )
          : () => {};
      socket.once('close', () => {
        leave();
        untrack();
        release();
      });
      // Viewers only receive; anything they send is ignored.
      socket.on('message', () => {});
    },
  };
}
