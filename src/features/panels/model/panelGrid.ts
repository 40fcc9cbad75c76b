// The panel's grid as an ordered list of cameras (left to right, top to bottom): adding,
// moving and removing keep each camera once and never pass the contract's limit.
import type { PanelCamera as ApiPanelCamera } from '@/api/panels';
import type { StatusTone } from '@/components/StatusDot';

export const MAX_PANEL_CAMERAS = 16;

/** What the editor shows of a camera (the API's PanelCamera). */
export type PanelCamera = Pick<
  ApiPanelCamera,
  'id' | 'name' | 'gas_station' | 'stream_status' | 'has_source'
>;

/** `camera` inserted at `index` (default: at the end); unchanged when present or full. */
export function withCamera(
  cameras: readonly PanelCamera[],
  camera: PanelCamera,
  index: number = cameras.length,
): PanelCamera[] {
  if (cameras.some((c) => c.id === camera.id) || cameras.length >= MAX_PANEL_CAMERAS) {
    return [...cameras];
  }
  const at = Math.max(0, Math.min(index, cameras.length));
  return [...cameras.slice(0, at), camera, ...cameras.slice(at)];
}

/** The tile at `from` moved to position `to` (clamped to the grid). */
export function moved(cameras: readonly PanelCamera[], from: number, to: number): PanelCamera[] {
  const next = [...cameras];
  const target = Math.max(0, Math.min(to, cameras.length - 1));
  if (from < 0 || from >= cameras.length || from === target) return next;
  const [camera] = next.splice(from, 1);
  next.splice(target, 0, camera!);
  return next;
}

export function without(cameras: readonly PanelCamera[], index: number): PanelCamera[] {
  return cameras.filter((_, i) => i !== index);
}

/** 1-based row and column of a position in a grid of `columns`, for announcements. */
export function cellOf(index: number, columns: number): { row: number; column: number } {
  const width = Math.max(1, columns);
  return { row: Math.floor(index / width) + 1, column: (index % width) + 1 };
}

/** A camera's stream state as the editor shows it: the catalogue key (stream.*) and its tone. */
export function cameraStreamState(camera: Pick<PanelCamera, 'stream_status' | 'has_source'>): {
  label: 'live' | 'offline' | 'unchecked' | 'noSource';
  tone: StatusTone;
} {
  if (!camera.has_source) return { label: 'noSource', tone: 'neutral' };
  const tone: StatusTone =
    camera.stream_status === 'live'
      ? 'success'
      : camera.stream_status === 'offline'
        ? 'error'
        : 'neutral';
  return { label: camera.stream_status, tone };
}
