// Cameras (administrators): list, create and edit. The key is generated here, returned once and
// kept only as its SHA-256 (access/cameraKeys.ts), like session tokens. The video source is
// written here and never read back: answers only say whether one is set.
import type { Camera, CameraInput, CameraList } from '@/api/generated/cameras.gen';
import { newCameraKey } from '../../access/cameraKeys';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import { failOnFieldErrors, updatedOr404, type IdParams } from '../shared/crudRepository';
import {
  cameraReferenceErrors,
  dropCameraFromOtherCustomersPanels,
  insertCamera,
  listCameraPage,
  loadCameras,
  updateCameraRow,
} from './cameraStore';

const CAMERA_NOT_FOUND = 'Cámara no encontrada';

async function listCameras(
  ctx: HandlerContext<{ query: { search?: string; items?: number } }>,
): Promise<CameraList> {
  return listCameraPage(ctx.db, ctx.query);
}

async function createCamera(
  ctx: HandlerContext<{ body: CameraInput }>,
): Promise<OperationResult<'createCamera'>> {
  failOnFieldErrors(await cameraReferenceErrors(ctx.db, ctx.body));
  const { key, keyHash, keyLast4 } = newCameraKey();
  const id = await insertCamera(ctx.db, ctx.body, { keyHash, keyLast4 });
  const [camera] = await loadCameras(ctx.db, [id]);
  return respond(201, { camera: camera!, key });
}

async function updateCamera(
  ctx: HandlerContext<IdParams & { body: CameraInput }>,
): Promise<Camera> {
  failOnFieldErrors(await cameraReferenceErrors(ctx.db, ctx.body));
  const id = await updatedOr404(updateCameraRow(ctx.db, ctx.params.id, ctx.body), CAMERA_NOT_FOUND);
  await dropCameraFromOtherCustomersPanels(ctx.db, id, ctx.body.customer_id);
  const [camera] = await loadCameras(ctx.db, [id]);
  return camera!;
}

export const handlers = { listCameras, createCamera, updateCamera } satisfies OperationHandlers;
