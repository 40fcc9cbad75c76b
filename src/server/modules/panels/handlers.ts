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
import { HttpError, notFound } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import {
  deletePanelById,
  listPanelPage,
  panelCameraChoices,
  panelHasVisibleCamera,
  visibleShareLinkId,
} from './panelQueries';
import { loadPanel, viewerOf, visiblePanelId } from './panelStore';
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
  const page = await listPanelPage(ctx.db, viewer, ctx.query);
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
  const links = await deletePanelById(ctx.db, id);
  await announceRevoked(ctx.db, links);
  return noContent();
}

async function listPanelCameraChoices(
  ctx: HandlerContext<{ query: { customer_id: number; gas_station_id?: number; search?: string } }>,
): Promise<{ items: PanelCamera[] }> {
  const viewer = await viewerOf(ctx.user);
  return { items: await panelCameraChoices(ctx.db, viewer, ctx.query) };
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
    const inPanel = await panelHasVisibleCamera(ctx.db, viewer, panelId, cameraId!);
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
  const link = await visibleShareLinkId(ctx.db, viewer, ctx.params.id);
  if (link === undefined) throw notFound(SHARE_LINK_NOT_FOUND);
  await revokeLink(ctx.db, link, ctx.user.id);
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
