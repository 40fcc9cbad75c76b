// Panels (a customer's cameras in an ordered grid) and their share links. Access levels were
// enforced by the contract's x-access; here every read and write is narrowed to what the user
// may see (panelStore.ts), so another customer's panel is simply not found. What a share link
// opens, for the public pages, is in sharedLink.ts.
import type {
  CreatedShareLink,
  PanelCamera,
  PanelInput,
  PanelList,
  ShareLinkInput,
  ShareLinkList,
} from '@/api/generated/panels.gen';
import {
  noContent,
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import { containsSearch } from '../../db/search';
import { HttpError, notFound } from '../../errors';
import { byName, failOnFieldErrors, listPage, type IdParams } from '../shared/crudRepository';
import {
  cameraColumns,
  loadPanel,
  loadPanelSummaries,
  toPanelCamera,
  viewerOf,
  visibleCameras,
  visiblePanelId,
  visiblePanels,
} from './panelStore';
import { hiddenCameraIds, savePanel, validatePanelInput } from './panelWrite';
import {
  announcePanelCameras,
  announceRevoked,
  insertShareLink,
  loadShareLinks,
  revokeLink,
} from './shareLinks';
import { getSharedLink } from './sharedLink';

export const SHARE_LINK_NOT_FOUND = 'Enlace no encontrado';
const CAMERA_NOT_IN_PANEL = 'La cámara no está en el panel';

async function listPanels(
  ctx: HandlerContext<{ query: { search?: string; items?: number } }>,
): Promise<PanelList> {
  const viewer = await viewerOf(ctx.user);
  let base = visiblePanels(ctx.db.selectFrom('panels'), viewer);
  const matches = containsSearch('panels.search_text', ctx.query.search);
  if (matches) base = base.where(matches);
  const page = await listPage(base, ctx.query.items, byName('panels'), (ids) =>
    loadPanelSummaries(ctx.db, ids, viewer),
  );
  return { ...page, can_manage: viewer.canManage };
}

async function createPanel(
  ctx: HandlerContext<{ body: PanelInput }>,
): Promise<OperationResult<'createPanel'>> {
  const viewer = await viewerOf(ctx.user);
  await validatePanelInput(ctx.db, ctx.body, viewer);
  const id = await savePanel(ctx.db, null, ctx.body, ctx.body.camera_ids, ctx.user.id);
  return respond(201, await loadPanel(ctx.db, id, viewer));
}

async function getPanel(ctx: HandlerContext<IdParams>) {
  return loadPanel(ctx.db, ctx.params.id, await viewerOf(ctx.user));
}

async function updatePanel(ctx: HandlerContext<IdParams & { body: PanelInput }>) {
  const viewer = await viewerOf(ctx.user);
  const id = await visiblePanelId(ctx.db, ctx.params.id, viewer);
  await validatePanelInput(ctx.db, ctx.body, viewer);
  const kept = await hiddenCameraIds(ctx.db, id, viewer);
  await savePanel(ctx.db, id, ctx.body, [...ctx.body.camera_ids, ...kept], ctx.user.id);
  await announcePanelCameras(ctx.db, id);
  return loadPanel(ctx.db, id, viewer);
}

async function deletePanel(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deletePanel'>> {
  const viewer = await viewerOf(ctx.user);
  const id = await visiblePanelId(ctx.db, ctx.params.id, viewer);
  // The links go with the panel (cascade); their open streams must close too.
  const links = await ctx.db
    .selectFrom('share_links')
    .select('id')
    .where('panel_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  await ctx.db.deleteFrom('panels').where('id', '=', id).execute();
  await announceRevoked(
    ctx.db,
    links.map((l) => l.id),
  );
  return noContent();
}

async function listPanelCameraChoices(
  ctx: HandlerContext<{ query: { customer_id: number; gas_station_id?: number; search?: string } }>,
): Promise<{ items: PanelCamera[] }> {
  const viewer = await viewerOf(ctx.user);
  let query = visibleCameras(
    cameraColumns(ctx.db).where('k.customer_id', '=', ctx.query.customer_id),
    viewer,
  );
  if (ctx.query.gas_station_id !== undefined)
    query = query.where('k.gas_station_id', '=', ctx.query.gas_station_id);
  const matches = containsSearch('k.search_text', ctx.query.search);
  if (matches) query = query.where(matches);
  const rows = await query
    .orderBy('g.name')
    .orderBy('k.name')
    .orderBy('k.id')
    .limit(1000)
    .execute();
  return { items: rows.map(toPanelCamera) };
}

async function listPanelShareLinks(ctx: HandlerContext<IdParams>): Promise<ShareLinkList> {
  const id = await visiblePanelId(ctx.db, ctx.params.id, await viewerOf(ctx.user));
  const now = new Date();
  return {
    items: await loadShareLinks(ctx.db, { panelId: id, activeAt: now }),
    server_time: now.toISOString(),
  };
}

async function createShareLink(
  ctx: HandlerContext<IdParams & { body: ShareLinkInput }>,
): Promise<OperationResult<'createShareLink'>> {
  const viewer = await viewerOf(ctx.user);
  const panelId = await visiblePanelId(ctx.db, ctx.params.id, viewer);
  const { kind } = ctx.body;
  const cameraId = kind === 'camera' ? (ctx.body.camera_id ?? null) : null;
  if (kind === 'camera') {
    if (cameraId === null) {
      failOnFieldErrors([
        { field: 'body.camera_id', rule: 'required', message: 'Elige la cámara que compartes' },
      ]);
    }
    // Only a camera of the panel that this user sees may be shared.
    const inPanel = await visibleCameras(
      ctx.db
        .selectFrom('cameras as k')
        .innerJoin('panel_cameras as pc', 'pc.camera_id', 'k.id')
        .select('k.id')
        .where('pc.panel_id', '=', panelId)
        .where('k.id', '=', cameraId!),
      viewer,
    ).executeTakeFirst();
    if (!inPanel) {
      failOnFieldErrors([{ field: 'body.camera_id', rule: 'panel', message: CAMERA_NOT_IN_PANEL }]);
    }
  } else if (ctx.body.camera_id !== undefined) {
    throw new HttpError(400, 'Un enlace del panel no lleva cámara', 'validation_failed', [
      { field: 'body.camera_id', rule: 'kind', message: 'Un enlace del panel no lleva cámara' },
    ]);
  }
  const created = await insertShareLink(ctx.db, {
    panelId,
    kind,
    cameraId,
    createdBy: ctx.user.id,
    lifetimeSeconds: ctx.config.video.shareLinkSeconds,
  });
  const [link] = await loadShareLinks(ctx.db, { ids: [created.id] });
  const body: CreatedShareLink = {
    link: link!,
    token: created.token,
    path:
      kind === 'camera'
        ? `/public/video/${cameraId}/${created.token}`
        : `/public/panel/${created.token}`,
  };
  return respond(201, body);
}

async function revokeShareLink(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'revokeShareLink'>> {
  const viewer = await viewerOf(ctx.user);
  const link = await visiblePanels(
    ctx.db
      .selectFrom('share_links')
      .innerJoin('panels', 'panels.id', 'share_links.panel_id')
      .select('share_links.id')
      .where('share_links.id', '=', ctx.params.id),
    viewer,
  ).executeTakeFirst();
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  await revokeLink(ctx.db, link.id, ctx.user.id);
  return noContent();
}

export const handlers = {
  listPanels,
  createPanel,
  listPanelCameraChoices,
  getPanel,
  updatePanel,
  deletePanel,
  listPanelShareLinks,
  createShareLink,
  revokeShareLink,
  getSharedLink,
} satisfies OperationHandlers;
