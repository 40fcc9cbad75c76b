// A camera's player: opens its stream while the picture is wanted (in view, video available,
// a source configured) and closes it, with its socket and MediaSource, otherwise and on unmount.
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useLatestRef } from '@/components/hooks/useLatestRef';
import { PlayerSurface } from '../components/PlayerSurface';
import type { LinkEndReason, StreamPhase } from '../model/streamClose';
import { playerView, type TileCamera } from '../model/tileView';
import { openLiveStream, type StreamStatus } from '../player/liveStream';

export interface LivePlayerProps {
  camera: TileCamera;
  /** A share link's token (public pages). */
  share?: string;
  substream: boolean;
  active: boolean;
  videoAvailable: boolean;
  /** The server's words when video is not available. */
  unavailableMessage?: string | null;
  fill?: boolean;
  onPhase?: (phase: StreamPhase | null) => void;
  onEnded?: (reason: LinkEndReason) => void;
  onRefused?: () => void;
}

export function LivePlayer({
  camera,
  share,
  substream,
  active,
  videoAvailable,
  unavailableMessage,
  fill,
  onPhase,
  onEnded,
  onRefused,
}: LivePlayerProps) {
  const sessionToken = useAppSelector((state) => state.auth.token);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<StreamStatus | null>(null);
  const callbacks = useLatestRef({ onPhase, onEnded, onRefused });

  const phase = status?.phase ?? null;
  const view = playerView({ camera, videoAvailable, active, phase });
  const wanted = active && view !== 'noSource' && view !== 'unavailable' && phase !== 'ended';

  useEffect(() => {
    if (!video || !wanted) return undefined;
    const stream = openLiveStream(video, {
      cameraId: camera.id,
      share,
      substream,
      sessionToken,
      onStatus: (next) => {
        setStatus(next);
        callbacks.current.onPhase?.(next.phase);
        if (next.phase === 'ended' && next.endReason) callbacks.current.onEnded?.(next.endReason);
      },
      onRefused: () => callbacks.current.onRefused?.(),
    });
    return () => {
      stream.destroy();
      setStatus((current) => (current?.phase === 'ended' ? current : null));
    };
  }, [video, wanted, camera.id, share, substream, sessionToken, callbacks]);

  return (
    <PlayerSurface
      view={view}
      name={camera.name}
      videoRef={setVideo}
      message={unavailableMessage}
      fill={fill}
    />
  );
}
