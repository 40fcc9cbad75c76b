// A grid of live cameras (the panel detail and the public pages): tiles in the given order,
// kept by the search, the lighter substream in tiles, and one camera in full screen with its
// full stream while the grid's own streams pause.
import { useState } from 'react';
import { CameraGrid } from '../components/CameraGrid';
import { FullscreenViewer } from '../components/FullscreenViewer';
import type { LinkEndReason } from '../model/streamClose';
import { matchesTile } from '../model/tileSearch';
import type { TileCamera } from '../model/tileView';
import { LivePlayer } from './LivePlayer';
import { LiveTile } from './LiveTile';

export interface LiveGridProps {
  cameras: TileCamera[];
  columns: number;
  search?: string;
  share?: string;
  videoAvailable: boolean;
  unavailableMessage?: string | null;
  /** A single camera plays its full stream in its tile (the shared video page). */
  single?: boolean;
  onShareCamera?: (camera: TileCamera) => void;
  onEnded?: (reason: LinkEndReason) => void;
  onRefused?: () => void;
}

export function LiveGrid({
  cameras,
  columns,
  search = '',
  share,
  videoAvailable,
  unavailableMessage,
  single = false,
  onShareCamera,
  onEnded,
  onRefused,
}: LiveGridProps) {
  const [fullscreen, setFullscreen] = useState<TileCamera | null>(null);
  const shown = cameras.filter((camera) => matchesTile(camera, search));
  const common = { share, videoAvailable, unavailableMessage, onEnded, onRefused };
  return (
    <>
      <CameraGrid columns={single ? 1 : columns} search={search}>
        {shown.map((camera) => (
          <LiveTile
            key={camera.id}
            camera={camera}
            substream={!single && camera.hasSubstream !== false}
            active={fullscreen === null}
            onShare={onShareCamera && (() => onShareCamera(camera))}
            onFullscreen={() => setFullscreen(camera)}
            {...common}
          />
        ))}
      </CameraGrid>
      {fullscreen && (
        <FullscreenViewer
          name={fullscreen.name}
          station={fullscreen.station}
          onClose={() => setFullscreen(null)}
        >
          <LivePlayer camera={fullscreen} substream={false} active fill {...common} />
        </FullscreenViewer>
      )}
    </>
  );
}
