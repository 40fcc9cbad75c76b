// Live video: the video service's status and the public share-link info. The streams
// themselves are WebSockets (see src/features/panels/player), outside RTK Query.
import { videoApi } from './generated/video.gen';

const video = videoApi.enhanceEndpoints({
  endpoints: {
    // Installing ffmpeg needs a restart: no need to ask again within a session's minute.
    getVideoStatus: { keepUnusedDataFor: 60 },
    // Expiry and revocation must show at once: never served from cache.
    getSharedLink: { keepUnusedDataFor: 0 },
  },
});

export const { useGetVideoStatusQuery, useGetSharedLinkQuery } = video;
export type { VideoStatus, SharedLink, CameraStreamStatus } from './generated/video.gen';
