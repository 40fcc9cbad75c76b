import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    openCameraStream: build.query<OpenCameraStreamApiResponse, OpenCameraStreamApiArg>({
      query: (queryArg) => ({
        url: `/api/streams/${queryArg.cameraId}`,
        params: {
          share: queryArg.share,
          substream: queryArg.substream,
        },
      }),
    }),
    getVideoStatus: build.query<GetVideoStatusApiResponse, GetVideoStatusApiArg>({
      query: () => ({ url: `/api/video/status` }),
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
export { injectedRtkApi as videoApi };
export type OpenCameraStreamApiResponse = unknown;
export type OpenCameraStreamApiArg = {
  cameraId: Id;
  /** A share link's token (instead of a session). */
  share?: string;
  substream?: boolean;
};
export type GetVideoStatusApiResponse = /** status 200 The video service's state. */ VideoStatus;
export type GetVideoStatusApiArg = void;
export type GetSharedLinkApiResponse =
  /** status 200 The link's cameras and its expiry. */ SharedLink;
export type GetSharedLinkApiArg = {
  token: string;
  /** The camera the page was opened for (/public/video/{camera}/{token}). */
  cameraId?: Id;
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
};
export type Id = number;
export type VideoStatus = {
  available: boolean;
  ffmpeg_version?: string | null;
  /** When unavailable, what to install (Spanish), e.g. apt-get install ffmpeg. */
  message: string | null;
  /** Cameras this node streams now. */
  active_streams: number;
  /** Viewers connected to this node now. */
  viewers: number;
};
export type CameraStreamStatus = 'unchecked' | 'live' | 'offline';
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
  useOpenCameraStreamQuery,
  useLazyOpenCameraStreamQuery,
  useGetVideoStatusQuery,
  useLazyGetVideoStatusQuery,
  useGetSharedLinkQuery,
  useLazyGetSharedLinkQuery,
} = injectedRtkApi;
