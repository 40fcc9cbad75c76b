// Compiled by `npm run typecheck` (not run by Jest): a handler whose request or response
// type differs from its contract operation fails to compile. Each @ts-expect-error below
// fails the type check if the mistake under it ever compiles.
import type { Asset, AssetInput, AssetList } from '@/api/generated/assets.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '@/server/contract/handlerTypes';

const asset: Asset = {
  id: 1,
  name: 'Compresor',
  customer_id: 1,
  gas_station: { id: 1, name: 'Centro' },
  camera: null,
};
const assetList: AssetList = { total: 1, items: [asset] };

export const matchingHandlers = {
  listAssets: async (
    ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
  ): Promise<AssetList> => (ctx.query.items === 0 ? { total: 0, items: [] } : assetList),
  createAsset: async (ctx: HandlerContext<{ body: AssetInput }>) =>
    respond(201, { ...asset, name: ctx.body.name }),
  deleteAsset: async (): Promise<OperationResult<'deleteAsset'>> => respond(204),
} satisfies OperationHandlers;

export const wrongQuery = {
  // @ts-expect-error gas_station_id is a number in the contract
  listAssets: async (ctx: HandlerContext<{ query: { gas_station_id?: string } }>) =>
    ctx.query.gas_station_id ? assetList : assetList,
} satisfies OperationHandlers;

export const wrongBody = {
  // @ts-expect-error createAsset's body is an AssetInput, whose camera_id may be absent
  createAsset: async (ctx: HandlerContext<{ body: { name: string; camera_id: number } }>) =>
    respond(201, { ...asset, name: ctx.body.name }),
} satisfies OperationHandlers;

export const wrongParams = {
  // @ts-expect-error updateAsset's path id is a number
  updateAsset: async (ctx: HandlerContext<{ params: { id: string }; body: AssetInput }>) => ({
    ...asset,
    name: `${ctx.params.id} ${ctx.body.name}`,
  }),
} satisfies OperationHandlers;

export const wrongResponse = {
  // @ts-expect-error listAssets answers an AssetList, not one Asset
  listAssets: async (): Promise<Asset> => asset,
} satisfies OperationHandlers;

export const plainBodyWithout200 = {
  // @ts-expect-error createAsset answers 201: a plain value would mean 200
  createAsset: async (): Promise<Asset> => asset,
} satisfies OperationHandlers;

export const wrongStatus = {
  // @ts-expect-error createAsset answers 201, not 200
  createAsset: async () => respond(200, asset),
} satisfies OperationHandlers;

export const wrongRespondedBody = {
  // @ts-expect-error createAsset's 201 body is one Asset
  createAsset: async () => respond(201, assetList),
} satisfies OperationHandlers;

export const unknownOperation = {
  // @ts-expect-error no operation has this id
  listAsset: async (): Promise<AssetList> => assetList,
} satisfies OperationHandlers;
