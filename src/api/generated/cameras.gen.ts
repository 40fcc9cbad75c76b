import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCameras: build.query<ListCamerasApiResponse, ListCamerasApiArg>({
      query: (queryArg) => ({
        url: `/api/cameras`,
        params: {
          search: queryArg.search,
          items: queryArg.items,
        },
      }),
    }),
    createCamera: build.mutation<CreateCameraApiResponse, CreateCameraApiArg>({
      query: (queryArg) => ({ url: `/api/cameras`, method: 'POST', body: queryArg.cameraInput }),
    }),
    updateCamera: build.mutation<UpdateCameraApiResponse, UpdateCameraApiArg>({
      query: (queryArg) => ({
        url: `/api/cameras/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.cameraInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as camerasApi };
export type ListCamerasApiResponse = /** status 200 The cameras. */ CameraList;
export type ListCamerasApiArg = {
  search?: string;
  items?: number;
};
export type CreateCameraApiResponse = /** status 201 Created, with the key. */ CreatedCamera;
export type CreateCameraApiArg = {
  cameraInput: CameraInput;
};
export type UpdateCameraApiResponse = /** status 200 Saved. */ Camera;
export type UpdateCameraApiArg = {
  id: Id;
  cameraInput: CameraInput;
};
export type StationRef = {
  id: number;
  name: string;
};
export type CameraStreamStatus = 'unchecked' | 'live' | 'offline';
export type Camera = {
  id: number;
  customer: {
    id: number;
    name: string;
  };
  gas_station: StationRef | null;
  name: string;
  serial: string | null;
  license: string | null;
  /** The last 4 characters of the key, to tell keys apart. */
  key_last4: string;
  /** Online: with a source, whether its stream was live when last checked; without one, whether the camera sent events in the last 10 minutes. */
  status_online: boolean;
  last_seen_at: string | null;
  created_at: string;
  has_source: boolean;
  has_substream: boolean;
  stream_status: CameraStreamStatus;
  stream_checked_at: string | null;
};
export type CameraList = {
  items: Camera[];
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
export type CreatedCamera = {
  camera: Camera;
  /** The camera's key; shown only now, send it as X-Camera-Key. */
  key: string;
};
export type Id = number;
export type CameraSourceUrl = string | null;
export type CameraInput = {
  customer_id: Id;
  gas_station_id?: Id | null;
  name: string;
  serial?: string | null;
  license?: string | null;
  source_url?: CameraSourceUrl;
  substream_url?: CameraSourceUrl;
};
export const {
  useListCamerasQuery,
  useLazyListCamerasQuery,
  useCreateCameraMutation,
  useUpdateCameraMutation,
} = injectedRtkApi;
