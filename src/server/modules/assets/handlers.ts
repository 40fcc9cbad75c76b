// Assets (administrators): name, station and optional camera of the same customer. The
// station's customer is the asset's; a station with assets cannot be deleted (migration 0006).
import type { Asset, AssetInput, AssetList } from '@/api/generated/assets.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { failOnFieldErrors, updatedOr404, type IdParams } from '../shared/crudRepository';
import {
  checkAssetReferences,
  deleteAssetById,
  insertAsset,
  listAssetPage,
  loadAssets,
  updateAssetRow,
} from './assetStore';

const ASSET_NOT_FOUND = 'Activo no encontrado';

/** The station's customer, after checking the station and the camera. */
async function checkAsset(db: HandlerContext['db'], input: AssetInput): Promise<number> {
  const { customerId, errors } = await checkAssetReferences(db, input);
  failOnFieldErrors(errors);
  return customerId!;
}

async function listAssets(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<AssetList> {
  return listAssetPage(ctx.db, ctx.query);
}

async function createAsset(
  ctx: HandlerContext<{ body: AssetInput }>,
): Promise<OperationResult<'createAsset'>> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const id = await insertAsset(ctx.db, ctx.body, customerId);
  return respond(201, (await loadAssets(ctx.db, [id]))[0]);
}

async function updateAsset(ctx: HandlerContext<IdParams & { body: AssetInput }>): Promise<Asset> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const id = await updatedOr404(
    updateAssetRow(ctx.db, ctx.params.id, ctx.body, customerId),
    ASSET_NOT_FOUND,
  );
  return (await loadAssets(ctx.db, [id]))[0]!;
}

async function deleteAsset(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deleteAsset'>> {
  if (!(await deleteAssetById(ctx.db, ctx.params.id))) throw notFound(ASSET_NOT_FOUND);
  return respond(204);
}

export const handlers = {
  listAssets,
  createAsset,
  updateAsset,
  deleteAsset,
} satisfies OperationHandlers;
