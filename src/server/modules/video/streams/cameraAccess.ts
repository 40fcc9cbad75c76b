// Which camera a stream request opens, and whether its caller may watch it: signed-in users
// see the cameras of the stations they may access (administrators every camera; everyone
// else only cameras of their own customer); a share link was already matched to the path's
// camera by the access hook (checkShareToken: its camera, or one its panel holds now);
// another node relaying is trusted with any camera. A refusal reads as "not found", so camera
// ids of other customers reveal nothing.
import type { Kysely } from 'kysely';
import type { ShareGrant } from '../../../access/accessHooks';
import type { AuthUser } from '../../../contract/handlerTypes';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { SHARE_LINK_MESSAGES } from '../../panels';

export interface StreamCamera {
  id: number;
  name: string;
  sourceUrl: string;
  substream: boolean;
}

export type StreamCaller =
  { kind: 'user'; user: AuthUser } | { kind: 'share'; grant: ShareGrant } | { kind: 'node' };

const cameraNotFound = () => new HttpError(404, 'Cámara no encontrada', 'not_found');

async function mayWatch(
  caller: StreamCaller,
  camera: { id: number; customer_id: number; gas_station_id: number | null },
): Promise<boolean> {
  switch (caller.kind) {
    case 'node':
      return true;
    case 'user': {
      const { user } = caller;
      if (user.isAdmin) return true;
      if (camera.customer_id !== user.customerId || camera.gas_station_id === null) return false;
      return user.canAccessStation(camera.gas_station_id);
    }
    case 'share':
      // Matched by the access hook; a camera link names its camera, so that costs nothing here.
      return caller.grant.kind === 'panel' || caller.grant.cameraId === camera.id;
  }
}

export async function streamCamera(
  db: Kysely<Database>,
  caller: StreamCaller,
  cameraId: number,
  substream: boolean,
): Promise<StreamCamera> {
  const camera = await db
    .selectFrom('cameras')
    .select(['id', 'name', 'customer_id', 'gas_station_id', 'source_url', 'substream_url'])
    .where('id', '=', cameraId)
    .executeTakeFirst();
  if (!camera) throw cameraNotFound();
  if (!(await mayWatch(caller, camera))) {
    if (caller.kind === 'share')
      throw new HttpError(404, SHARE_LINK_MESSAGES.share_link_wrong, 'share_link_wrong');
    throw cameraNotFound();
  }
  if (!camera.source_url) {
    throw new HttpError(
      404,
      'La cámara no tiene una fuente de video configurada',
      'camera_without_source',
    );
  }
  const useSubstream = substream && Boolean(camera.substream_url);
  return {
    id: camera.id,
    name: camera.name,
    sourceUrl: useSubstream ? camera.substream_url! : camera.source_url,
    substream: useSubstream,
  };
}
