// The API's cameras (a panel's, or a share link's) as the tiles see them.
import type { PanelCamera, SharedLink } from '@/api/panels';
import type { TileCamera } from './tileView';

export function fromPanelCamera(camera: PanelCamera): TileCamera {
  return {
    id: camera.id,
    name: camera.name,
    station: camera.gas_station?.name ?? null,
    streamStatus: camera.stream_status,
    hasSource: camera.has_source,
    hasSubstream: camera.has_substream,
  };
}

/** A link only opens cameras that have a source, and does not say whether they have a substream. */
export function fromSharedCamera(camera: SharedLink['cameras'][number]): TileCamera {
  return {
    id: camera.id,
    name: camera.name,
    station: camera.gas_station_name,
    streamStatus: camera.stream_status,
    hasSource: true,
    hasSubstream: null,
  };
}
