// The asset form's values <-> AssetInput, checked against the contract schema.
import type { Asset, AssetInput } from '@/api/cameras';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toInteger, toText } from '@/lib/forms';

export interface AssetFormValues {
  name?: string;
  gas_station_id?: string;
  camera_id?: string;
}

export function valuesFromAsset(asset: Asset | null): AssetFormValues {
  if (!asset) return {};
  return {
    name: asset.name,
    gas_station_id: String(asset.gas_station.id),
    camera_id: asset.camera ? String(asset.camera.id) : undefined,
  };
}

export function toAssetInput(values: AssetFormValues): AssetInput {
  return {
    name: toText(values.name) as string,
    gas_station_id: toInteger(values.gas_station_id) as number,
    camera_id: toInteger(values.camera_id) ?? null,
  };
}

export const { validate: validateAsset, serverErrors: assetServerErrors } = schemaForm({
  ...contractBody('AssetInput'),
  toPayload: toAssetInput,
});
