import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAssets: build.query<ListAssetsApiResponse, ListAssetsApiArg>({
      query: (queryArg) => ({
        url: `/api/assets`,
        params: {
          gas_station_id: queryArg.gasStationId,
          items: queryArg.items,
        },
      }),
    }),
    createAsset: build.mutation<CreateAssetApiResponse, CreateAssetApiArg>({
      query: (queryArg) => ({ url: `/api/assets`, method: 'POST', body: queryArg.assetInput }),
    }),
    updateAsset: build.mutation<UpdateAssetApiResponse, UpdateAssetApiArg>({
      query: (queryArg) => ({
        url: `/api/assets/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.assetInput,
      }),
    }),
    deleteAsset: build.mutation<DeleteAssetApiResponse, DeleteAssetApiArg>({
      query: (queryArg) => ({ url: `/api/assets/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as assetsApi };
export type ListAssetsApiResponse = /** status 200 The assets. */ AssetList;
export type ListAssetsApiArg = {
  gasStationId?: Id;
  items?: number;
};
export type CreateAssetApiResponse = /** status 201 Created. */ Asset;
export type CreateAssetApiArg = {
  assetInput: AssetInput;
};
export type UpdateAssetApiResponse = /** status 200 Saved. */ Asset;
export type UpdateAssetApiArg = {
  id: Id;
  assetInput: AssetInput;
};
export type DeleteAssetApiResponse = unknown;
export type DeleteAssetApiArg = {
  id: Id;
};
export type StationRef = {
  id: number;
  name: string;
};
export type Asset = {
  id: number;
  name: string;
  customer_id: number;
  gas_station: StationRef;
  camera: {
    id: number;
    name: string;
  } | null;
};
export type AssetList = {
  items: Asset[];
  total: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type Id = number;
export type AssetInput = {
  name: string;
  gas_station_id: Id;
  camera_id?: Id | null;
};
export const {
  useListAssetsQuery,
  useLazyListAssetsQuery,
  useCreateAssetMutation,
  useUpdateAssetMutation,
  useDeleteAssetMutation,
} = injectedRtkApi;
