// The panel screens' queries that panelStore.ts's readers do not cover: a page of panels, the
// cameras a panel may hold, a camera of a panel, a share link the viewer sees, and a panel
// deleted with the links it had open. Every one is narrowed to what the viewer may see.
import type { Kysely } from 'kysely';
import type { PanelCamera, PanelList } from '@/api/generated/panels.gen';
import type { Database } from '../../db/schema';
import { containsSearch } from '../../db/search';
import { byName, listPage } from '../shared/crudRepository';
import {
  cameraColumns,
  loadPanelSummaries,
  toPanelCamera,
  visibleCameras,
  visiblePanels,
  type Viewer,
} from './panelStore';

/** One page of the panels the viewer sees, by name, matching `search`. */
export function listPanelPage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: { search?: string; items?: number },
): Promise<Omit<PanelList, 'can_manage'>> {
  let base = visiblePanels(db.selectFrom('panels'), viewer);
  const matches = containsSearch('panels.search_text', query.search);
  if (matches) base = base.where(matches);
  return listPage(base, query.items, byName('panels'), (ids) =>
    loadPanelSummaries(db, ids, viewer),
  );
}

/** Deletes the panel; the ids of the links it had open (they go with it, by cascade). */
export async function deletePanelById(db: Kysely<Database>, id: number): Promise<number[]> {
  const links = await db
    .selectFrom('share_links')
    .select('id')
    .where('panel_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  await db.deleteFrom('panels').where('id', '=', id).execute();
  return links.map((l) => l.id);
}

/** The customer's cameras the viewer sees, of one station when given, matching `search`. */
export async function panelCameraChoices(
  db: Kysely<Database>,
  viewer: Viewer,
  query: { customer_id: number; gas_station_id?: number; search?: string },
): Promise<PanelCamera[]> {
  let cameras = visibleCameras(
    cameraColumns(db).where('k.customer_id', '=', query.customer_id),
    viewer,
  );
  if (query.gas_station_id !== undefined)
    cameras = cameras.where('k.gas_station_id', '=', query.gas_station_id);
  const matches = containsSearch('k.search_text', query.search);
  if (matches) cameras = cameras.where(matches);
  const rows = await cameras
    .orderBy('g.name')
    .orderBy('k.name')
    .orderBy('k.id')
    .limit(1000)
    .execute();
  return rows.map(toPanelCamera);
}

/** Whether the camera is in the panel and the viewer sees it. */
export async function panelHasVisibleCamera(
  db: Kysely<Database>,
  viewer: Viewer,
  panelId: number,
  cameraId: number,
): Promise<boolean> {
  const inPanel = await visibleCameras(
    db
      .selectFrom('cameras as k')
      .innerJoin('panel_cameras as pc', 'pc.camera_id', 'k.id')
      .select('k.id')
      .where('pc.panel_id', '=', panelId)
      .where('k.id', '=', cameraId),
    viewer,
  ).executeTakeFirst();
  return inPanel !== undefined;
}

/** The id of the share link when it is of a panel the viewer sees. */
export async function visibleShareLinkId(
  db: Kysely<Database>,
  viewer: Viewer,
  linkId: number,
): Promise<number | undefined> {
  const link = await visiblePanels(
    db
      .selectFrom('share_links')
      .innerJoin('panels', 'panels.id', 'share_links.panel_id')
      .select('share_links.id')
      .where('share_links.id', '=', linkId),
    viewer,
  ).executeTakeFirst();
  return link?.id;
}
