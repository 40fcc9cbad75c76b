// Reading panels as one user sees them: administrators see every panel and camera; everyone
// else sees only their customer's panels, and in them only the cameras of stations they may
// access (a camera without a station is for administrators only).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Panel, PanelCamera, PanelSummary } from '@/api/generated/panels.gen';
import { stationScopeOf, type StationScope } from '../../access/stationVisibility';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { inIdOrder, optionalRef } from '../shared/crudRepository';

export const PANEL_NOT_FOUND = 'Panel no encontrado';

/** Who is looking: enough to narrow panels and cameras. */
export interface Viewer {
  isAdmin: boolean;
  customerId: number | null;
  /** null = every station (administrators). */
  stationIds: StationScope;
  canManage: boolean;
}

export async function viewerOf(user: AuthUser): Promise<Viewer> {
  return {
    isAdmin: user.isAdmin,
    customerId: user.customerId,
    stationIds: await stationScopeOf(user),
    canManage: user.permissions?.vms === true,
  };
}

/** `base` narrowed to the panels the viewer may see. */
export function visiblePanels<TB extends keyof Database, O>(
  base: SelectQueryBuilder<Database, TB, O>,
  viewer: Viewer,
  column = 'panels.customer_id',
): SelectQueryBuilder<Database, TB, O> {
  if (viewer.isAdmin) return base;
  if (viewer.customerId === null) return base.where(sql<boolean>`false`);
  return base.where(sql<boolean>`${sql.ref(column)} = ${viewer.customerId}`);
}

/** `base` (with the cameras table as `k`) narrowed to the cameras the viewer may see. */
export function visibleCameras<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  viewer: Viewer,
): SelectQueryBuilder<DB, TB, O> {
  if (viewer.stationIds === null) return base;
  if (viewer.stationIds.length === 0) return base.where(sql<boolean>`false`);
  const ids = sql.join(viewer.stationIds);
  return base.where(sql<boolean>`k.gas_station_id in (${ids})`);
}

export function toPanelCamera(r: {
  id: number;
  name: string;
  station_id: number | null;
  station_name: string | null;
  stream_status: PanelCamera['stream_status'];
  source_url: string | null;
  substream_url: string | null;
}): PanelCamera {
  return {
    id: r.id,
    name: r.name,
    gas_station: optionalRef(r.station_id, r.station_name),
    stream_status: r.stream_status,
    has_source: r.source_url !== null,
    has_substream: r.substream_url !== null,
  };
}

/** Cameras as a panel shows them (the source itself never leaves this module). */
export function cameraColumns(db: Kysely<Database>) {
  return db
    .selectFrom('cameras as k')
    .leftJoin('gas_stations as g', 'g.id', 'k.gas_station_id')
    .select([
      'k.id',
      'k.name',
      'k.stream_status',
      'k.source_url',
      'k.substream_url',
      'k.customer_id',
      'g.id as station_id',
      'g.name as station_name',
    ]);
}

export async function loadPanelSummaries(
  db: Kysely<Database>,
  ids: number[],
  viewer: Viewer,
): Promise<PanelSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('panels as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select([
      'p.id',
      'p.title',
      'p.name',
      'p.columns',
      'p.updated_at',
      'c.id as customer_id',
      'c.name as customer_name',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const counted = await visibleCameras(
    db
      .selectFrom('cameras as k')
      .innerJoin('panel_cameras as pc', 'pc.camera_id', 'k.id')
      .select((eb) => ['pc.panel_id', eb.fn.countAll<number>().as('n')])
      .where('pc.panel_id', 'in', ids)
      .groupBy('pc.panel_id'),
    viewer,
  ).execute();
  const counts = new Map(counted.map((c) => [c.panel_id, Number(c.n)]));
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    title: r.title,
    name: r.name,
    customer: { id: r.customer_id, name: r.customer_name },
    columns: r.columns,
    camera_count: counts.get(r.id) ?? 0,
    updated_at: r.updated_at.toISOString(),
  }));
}

/** The panel with its cameras in grid order (only those the viewer may see), or 404. */
export async function loadPanel(db: Kysely<Database>, id: number, viewer: Viewer): Promise<Panel> {
  const [summary] = await loadPanelSummaries(db, [await visiblePanelId(db, id, viewer)], viewer);
  const cameras = await visibleCameras(
    cameraColumns(db)
      .innerJoin('panel_cameras as pc', 'pc.camera_id', 'k.id')
      .where('pc.panel_id', '=', id)
      .orderBy('pc.position'),
    viewer,
  ).execute();
  const { camera_count: _count, ...panel } = summary!;
  return { ...panel, cameras: cameras.map(toPanelCamera), can_manage: viewer.canManage };
}

/** `id` when the viewer may see that panel; 404 otherwise (another customer's is not told apart). */
export async function visiblePanelId(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer,
): Promise<number> {
  const row = await visiblePanels(
    db.selectFrom('panels').select(['panels.id']).where('panels.id', '=', id),
    viewer,
  ).executeTakeFirst();
  if (!row) throw notFound(PANEL_NOT_FOUND);
  return row.id;
}
