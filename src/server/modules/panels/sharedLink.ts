// GET /api/public/share_links/{token}: what a share link opens, for the public pages. No
// session: the token is the credential (404 invalid or wrong, 410 expired or revoked, 429 for
// an address that keeps sending unknown tokens).
import type { GetSharedLinkApiArg, SharedLink } from '@/api/generated/panels.gen';
import type { PublicHandlerContext } from '../../contract/handlerTypes';
import { requireShareGrant } from './shareLinks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this node can stream (ffmpeg found). The video module's stream hub knows;
     * buildApp wires it, so panels reads it without importing the video module (which
     * depends on panels for share grants).
     */
    videoAvailable: () => Promise<boolean>;
  }
}

type SharedLinkContext = PublicHandlerContext<{
  params: { token: string };
  query: { camera_id?: GetSharedLinkApiArg['cameraId'] };
}>;

export async function getSharedLink(ctx: SharedLinkContext): Promise<SharedLink> {
  const cameraId = ctx.query.camera_id ?? null;
  const grant = await requireShareGrant(ctx.db, ctx.request.ip, ctx.params.token, cameraId);
  // The link let this request in, as the access hook says of its streams: the audit trail
  // records the view under it (audit/operations.ts).
  ctx.request.auth.shareGrant = grant;
  const panel = await ctx.db
    .selectFrom('panels')
    .select(['title', 'columns'])
    .where('id', '=', grant.panelId)
    .executeTakeFirstOrThrow();
  let cameras = ctx.db
    .selectFrom('panel_cameras as pc')
    .innerJoin('cameras as k', 'k.id', 'pc.camera_id')
    .leftJoin('gas_stations as g', 'g.id', 'k.gas_station_id')
    .select(['k.id', 'k.name', 'k.stream_status', 'g.name as gas_station_name'])
    .where('pc.panel_id', '=', grant.panelId)
    .orderBy('pc.position');
  if (grant.kind === 'camera') cameras = cameras.where('k.id', '=', grant.cameraId!);
  const rows = await cameras.execute();
  const videoAvailable = await ctx.request.server.videoAvailable();
  return {
    kind: grant.kind,
    title: grant.kind === 'camera' ? (rows[0]?.name ?? panel.title) : panel.title,
    columns: grant.kind === 'camera' ? 1 : panel.columns,
    cameras: rows,
    expires_at: grant.expiresAt.toISOString(),
    server_time: new Date().toISOString(),
    video_available: videoAvailable,
  };
}
