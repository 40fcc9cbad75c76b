import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPanels: build.query<ListPanelsApiResponse, ListPanelsApiArg>({
      query: (queryArg) => ({
        url: `/api/panels`,
        params: {
          search: queryArg.search,
          items: queryArg.items,
        },
      }),
    }),
    createPanel: build.mutation<CreatePanelApiResponse, CreatePanelApiArg>({
      query: (queryArg) => ({ url: `/api/panels`, method: 'POST', body: queryArg.panelInput }),
    }),
    listPanelCameraChoices: build.query<
      ListPanelCameraChoicesApiResponse,
      ListPanelCameraChoicesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/panels/camera_choices`,
        params: {
          customer_id: queryArg.customerId,
          gas_station_id: queryArg.gasStationId,
          search: queryArg.search,
        },
      }),
    }),
    getPanel: build.query<GetPanelApiResponse, GetPanelApiArg>({
      query: (queryArg) => ({ url: `/api/panels/${queryArg.id}` }),
    }),
    updatePanel: build.mutation<UpdatePanelApiResponse, UpdatePanelApiArg>({
      query: (queryArg) => ({
        url: `/api/panels/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.panelInput,
      }),
    }),
    deletePanel: build.mutation<DeletePanelApiResponse, DeletePanelApiArg>({
      query: (queryArg) => ({ url: `/api/panels/${queryArg.id}`, method: 'DELETE' }),
    }),
    listPanelShareLinks: build.query<ListPanelShareLinksApiResponse, ListPanelShareLinksApiArg>({
      query: (queryArg) => ({ url: `/api/panels/${queryArg.id}/share_links` }),
    }),
    createShareLink: build.mutation<CreateShareLinkApiResponse, CreateShareLinkApiArg>({
      query: (queryArg) => ({
        url: `/api/panels/${queryArg.id}/share_links`,
        method: 'POST',
        body: queryArg.shareLinkInput,
      }),
    }),
    revokeShareLink: build.mutation<RevokeShareLinkApiResponse, RevokeShareLinkApiArg>({
      query: (queryArg) => ({ url: `/api/share_links/${queryArg.id}`, method: 'DELETE' }),
    }),
    getSharedLink: build.query<GetSharedLinkApiResponse, GetSharedLinkApiArg>({
      query: (queryArg) => ({
        url: `/api/public/share_links/${queryArg.token}`,
        params: {
          camera_id: queryArg.cameraId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as panelsApi };
export type ListPanelsApiResponse = /** status 200 The panels. */ PanelList;
export type ListPanelsApiArg = {
  search?: string;
  items?: number;
};
export type CreatePanelApiResponse = /** status 201 Created. */ Panel;
export type CreatePanelApiArg = {
  panelInput: PanelInput;
};
export type ListPanelCameraChoicesApiResponse =
  /** status 200 The cameras, by station and name. */ {
    items: PanelCamera[];
  };
export type ListPanelCameraChoicesApiArg = {
  customerId: Id;
  gasStationId?: Id;
  search?: string;
};
export type GetPanelApiResponse = /** status 200 The panel. */ Panel;
export type GetPanelApiArg = {
  id: Id;
};
export type UpdatePanelApiResponse = /** status 200 Saved. */ Panel;
export type UpdatePanelApiArg = {
  id: Id;
  panelInput: PanelInput;
};
export type DeletePanelApiResponse = unknown;
export type DeletePanelApiArg = {
  id: Id;
};
export type ListPanelShareLinksApiResponse =
  /** status 200 The links still open (neither expired nor revoked). */ ShareLinkList;
export type ListPanelShareLinksApiArg = {
  id: Id;
};
export type CreateShareLinkApiResponse =
  /** status 201 Created, with the link to send. */ CreatedShareLink;
export type CreateShareLinkApiArg = {
  id: Id;
  shareLinkInput: ShareLinkInput;
};
export type RevokeShareLinkApiResponse = unknown;
export type RevokeShareLinkApiArg = {
  id: Id;
};
export type GetSharedLinkApiResponse =
  /** status 200 The link's cameras and its expiry. */ SharedLink;
export type GetSharedLinkApiArg = {
  token: string;
  /** The camera the page was opened for (/public/video/{camera}/{token}). */
  cameraId?: Id;
};
export type PanelSummary = {
  id: number;
  title: string;
  name: string;
  customer: {
    id: number;
    name: string;
  };
  columns: number;
  camera_count: number;
  updated_at: string;
};
export type PanelList = {
  items: PanelSummary[];
  total: number;
  /** Whether this user may create, edit and delete panels (the vms flag). */
  can_manage: boolean;
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
export type StationRef = {
  id: number;
  name: string;
};
export type CameraStreamStatus = 'unchecked' | 'live' | 'offline';
export type PanelCamera = {
  id: number;
  name: string;
  gas_station: StationRef | null;
  stream_status: CameraStreamStatus;
  /** Whether a source URL is configured. */
  has_source: boolean;
  has_substream: boolean;
};
export type Panel = {
  id: number;
  title: string;
  name: string;
  customer: {
    id: number;
    name: string;
  };
  columns: number;
  /** In grid order; only the cameras this user may see. */
  cameras: PanelCamera[];
  can_manage: boolean;
  updated_at: string;
};
export type Id = number;
export type PanelInput = {
  customer_id: Id;
  title: string;
  name: string;
  /** Tiles per grid row. */
  columns: number;
  /** The cameras in grid order (left to right, top to bottom); each once. */
  camera_ids: Id[];
};
export type ShareLink = {
  id: number;
  kind: 'camera' | 'panel';
  camera: {
    id: number;
    name: string;
  } | null;
  created_by: {
    id: number;
    name: string;
  } | null;
  created_at: string;
  expires_at: string;
};
export type ShareLinkList = {
  items: ShareLink[];
  /** The server's clock, so time left is counted from it, not the browser's. */
  server_time: string;
};
export type CreatedShareLink = {
  link: ShareLink;
  /** 43 characters (32 bytes, base64url); shown only now. */
  token: string;
  /** The public page, /public/panel/{token} or /public/video/{camera}/{token}. */
  path: string;
};
export type ShareLinkInput = {
  kind: 'camera' | 'panel';
  /** Required for kind camera; one of the panel's cameras. */
  camera_id?: Id;
};
export type SharedLink = {
  kind: 'camera' | 'panel';
  /** The panel's title, or the camera's name. */
  title: string;
  columns: number;
  cameras: {
    id: number;
    name: string;
    gas_station_name: string | null;
    stream_status: CameraStreamStatus;
  }[];
  expires_at: string;
  server_time: string;
  video_available: boolean;
};
export const {
  useListPanelsQuery,
  useLazyListPanelsQuery,
  useCreatePanelMutation,
  useListPanelCameraChoicesQuery,
  useLazyListPanelCameraChoicesQuery,
  useGetPanelQuery,
  useLazyGetPanelQuery,
  useUpdatePanelMutation,
  useDeletePanelMutation,
  useListPanelShareLinksQuery,
  useLazyListPanelShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useGetSharedLinkQuery,
  useLazyGetSharedLinkQuery,
} = injectedRtkApi;
