// The asset form: values <-> AssetInput, checked against the contract schema.
import type { Asset } from '@/api/cameras';
import { toAssetInput, validateAsset, valuesFromAsset } from '@/features/assets/model/assetForm';

it('turns the values into the request body, no camera as null', () => {
  expect(toAssetInput({ name: ' Bomba 3 ', gas_station_id: '7' })).toEqual({
    name: 'Bomba 3',
    gas_station_id: 7,
    camera_id: null,
  });
  expect(toAssetInput({ name: 'Bomba 3', gas_station_id: '7', camera_id: '2' }).camera_id).toBe(2);
});

it('fills the form from an asset', () => {
  const asset = {
    id: 1,
    name: 'Bomba 3',
    gas_station: { id: 7 },
    camera: { id: 2 },
  } as unknown as Asset;
  expect(valuesFromAsset(asset)).toEqual({ name: 'Bomba 3', gas_station_id: '7', camera_id: '2' });
  expect(valuesFromAsset({ ...asset, camera: null } as Asset).camera_id).toBeUndefined();
  expect(valuesFromAsset(null)).toEqual({});
});

it('asks for the name and the station, and accepts a complete asset', () => {
  expect(validateAsset({ name: 'Bomba 3', gas_station_id: '7' })).toEqual({});
  expect(Object.keys(validateAsset({})).sort()).toEqual(['gas_station_id', 'name']);
});
