// Stands in for src/features/panels/player/liveStream in component tests (jsdom has no Media
// Source Extensions): records every stream a screen opens and lets a test report what the
// server would do to it (playing, a refusal, the link ending with 4410).
import { act } from '@testing-library/react';
import type { LiveStreamOptions, StreamStatus } from '@/features/panels/player/liveStream';

export interface FakeStream {
  cameraId: number;
  share?: string;
  substream?: boolean;
  sessionToken: string | null;
  destroyed: boolean;
  report: (status: StreamStatus) => void;
  refuse: () => void;
}

export const openedStreams: FakeStream[] = [];

export function openLiveStream(_video: HTMLVideoElement, options: LiveStreamOptions) {
  const stream: FakeStream = {
    cameraId: options.cameraId,
    share: options.share,
    substream: options.substream,
    sessionToken: options.sessionToken,
    destroyed: false,
    report: (status) => {
      if (stream.destroyed) throw new Error(`camera ${stream.cameraId}: stream already closed`);
      act(() => options.onStatus(status));
    },
    refuse: () => act(() => options.onRefused?.()),
  };
  openedStreams.push(stream);
  options.onStatus({ phase: 'connecting' });
  return {
    destroy: () => {
      stream.destroyed = true;
    },
  };
}

/** The streams still open, by camera id. */
export function openStreams(): FakeStream[] {
  return openedStreams.filter((stream) => !stream.destroyed);
}

export function resetStreams(): void {
  openedStreams.length = 0;
}
