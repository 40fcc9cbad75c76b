// Video: the service's status on this node. The stream itself is a WebSocket
// (streamEndpoint.ts): a plain GET of it only learns that it needs an upgrade.
import type { FastifyInstance } from 'fastify';
import type { VideoStatus } from '@/api/generated/video.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { FFMPEG_MISSING_MESSAGE } from './streams/ffmpegProbe';
import type { VideoHub } from './streams/videoHub';

declare module 'fastify' {
  interface FastifyInstance {
    videoHub: VideoHub;
  }
}

const hubOf = (ctx: Pick<HandlerContext, 'request'>): VideoHub =>
  (ctx.request.server as FastifyInstance).videoHub;

async function getVideoStatus(ctx: HandlerContext): Promise<VideoStatus> {
  const hub = hubOf(ctx);
  const ffmpeg = await hub.ffmpeg();
  return {
    available: ffmpeg.available,
    ffmpeg_version: ffmpeg.version,
    message: ffmpeg.available ? null : FFMPEG_MISSING_MESSAGE,
    active_streams: hub.streamsInfo().length,
    viewers: hub.viewerCount(),
  };
}

/** Reached only without an Upgrade header: the checks before it (access, ffmpeg) passed. */
async function openCameraStream(): Promise<never> {
  throw new HttpError(
    426,
    'Esta dirección transmite video por WebSocket; ábrela desde el visor de cámaras',
    'upgrade_required',
  );
}

export const handlers = {
  getVideoStatus,
  openCameraStream,
} satisfies OperationHandlers;
