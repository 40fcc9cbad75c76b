// One tile of a live grid: the camera's header and status around its player, which streams only
// while the tile is on screen.
import { useState } from 'react';
import styled from 'styled-components';
import { CameraTile } from '../components/CameraTile';
import type { LinkEndReason, StreamPhase } from '../model/streamClose';
import { tileStatus, type TileCamera } from '../model/tileView';
import { LivePlayer } from './LivePlayer';
import { useInView } from './useInView';

export interface LiveTileProps {
  camera: TileCamera;
  share?: string;
  substream: boolean;
  /** false while something covers the grid (full screen). */
  active: boolean;
  videoAvailable: boolean;
  unavailableMessage?: string | null;
  onShare?: () => void;
  onFullscreen?: () => void;
  onEnded?: (reason: LinkEndReason) => void;
  onRefused?: () => void;
}

const Cell = styled.div`
  min-width: 0;
`;

export function LiveTile({ camera, active, onShare, onFullscreen, ...player }: LiveTileProps) {
  const [cell, setCell] = useState<HTMLDivElement | null>(null);
  const inView = useInView(cell);
  const [phase, setPhase] = useState<StreamPhase | null>(null);
  const streaming = active && inView;
  const status = tileStatus({
    camera,
    videoAvailable: player.videoAvailable,
    active: streaming,
    phase,
  });
  return (
    <Cell ref={setCell}>
      <CameraTile
        name={camera.name}
        station={camera.station}
        status={status}
        onShare={onShare}
        onFullscreen={onFullscreen}
      >
        <LivePlayer camera={camera} active={streaming} onPhase={setPhase} {...player} />
      </CameraTile>
    </Cell>
  );
}
