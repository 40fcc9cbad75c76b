// What a tile shows, from what is known of its camera and what its stream reports: the
// player's view (picture, connecting, or why there is none) and the tile's status word.
import type { StreamPhase } from './streamClose';

export type TileStatus = 'live' | 'connecting' | 'offline' | 'error';
export type PlayerView =
  | 'connecting'
  | 'reconnecting'
  | 'live'
  | 'paused'
  | 'noSource'
  | 'unavailable'
  | 'unsupported'
  | 'ended';

export interface TileCamera {
  id: number;
  name: string;
  station: string | null;
  /** What the server last saw of the source. */
  streamStatus: 'unchecked' | 'live' | 'offline';
  hasSource: boolean;
  /** Unknown on public pages (the server falls back to the main stream). */
  hasSubstream: boolean | null;
}

export interface TileInputs {
  camera: TileCamera;
  videoAvailable: boolean;
  /** Out of view (or covered by full screen): no stream open. */
  active: boolean;
  phase: StreamPhase | null;
}

export function playerView({ camera, videoAvailable, active, phase }: TileInputs): PlayerView {
  if (!camera.hasSource) return 'noSource';
  if (!videoAvailable) return 'unavailable';
  if (phase === 'ended') return 'ended';
  if (phase === 'unsupported') return 'unsupported';
  if (!active) return 'paused';
  if (phase === 'live') return 'live';
  if (phase === 'reconnecting') return 'reconnecting';
  return 'connecting';
}

export function tileStatus(inputs: TileInputs): TileStatus {
  const view = playerView(inputs);
  if (view === 'live') return 'live';
  if (view === 'noSource') return 'offline';
  if (view === 'unavailable' || view === 'unsupported' || view === 'ended') return 'error';
  if (inputs.camera.streamStatus === 'offline') return 'offline';
  return 'connecting';
}
