// Live video: the video service's status. The streams themselves are WebSockets (see
// src/features/panels/player), outside RTK Query.
import { videoApi } from './generated/video.gen';

const video = videoApi.enhanceEndpoints({
  endpoints: {
    // Installing ffmpeg needs a restart: no need to ask again within a session's minute.
    getVideoStatus: { keepUnusedDataFor: 60 },
  },
});

export const { useGetVideoStatusQuery } = video;
export type { VideoStatus } from './generated/video.gen';
