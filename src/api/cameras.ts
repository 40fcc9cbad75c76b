// Cameras (administrators) and assets.
import { assetsApi } from './generated/assets.gen';
import { camerasApi } from './generated/cameras.gen';

const cameras = camerasApi.enhanceEndpoints({
  endpoints: {
    listCameras: { providesTags: ['Camera'] },
    createCamera: { invalidatesTags: ['Camera'] },
    updateCamera: { invalidatesTags: ['Camera'] },
  },
});

const assets = assetsApi.enhanceEndpoints({
  endpoints: {
    listAssets: { providesTags: ['Asset'] },
    createAsset: { invalidatesTags: ['Asset'] },
    updateAsset: { invalidatesTags: ['Asset'] },
    deleteAsset: { invalidatesTags: ['Asset'] },
  },
});

export const { useListCamerasQuery, useCreateCameraMutation, useUpdateCameraMutation } = cameras;
export const {
  useListAssetsQuery,
  useCreateAssetMutation,
  useUpdateAssetMutation,
  useDeleteAssetMutation,
} = assets;
export type { Camera, CameraInput, CreatedCamera } from './generated/cameras.gen';
export type { Asset, AssetInput } from './generated/assets.gen';
