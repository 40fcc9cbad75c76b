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
export const {
  useOpenCameraStreamQuery,
  useLazyOpenCameraStreamQuery,
  useGetVideoStatusQuery,
  useLazyGetVideoStatusQuery,
} = injectedRtkApi;
