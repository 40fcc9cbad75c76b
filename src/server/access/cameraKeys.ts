// Camera keys: like session tokens, only their SHA-256 is stored; the key is shown once when the
// camera is created. A camera authenticates every event batch with header X-Camera-Key.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthCamera } from '../contract/handlerTypes';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

/** A new camera key (shown once) with what is stored of it. */
export function newCameraKey(): { key: string; keyHash: string; keyLast4: string } {
  const key = `cam_${randomBytes(24).toString('base64url')}`;
  return { key, keyHash: hashToken(key), keyLast4: key.slice(-4) };
}

/** The buildApp default CameraResolver: the camera whose key hash matches, or null. */
export async function resolveCameraByKey(
  db: Kysely<Database>,
  key: string,
): Promise<AuthCamera | null> {
  const row = await db
    .selectFrom('cameras')
    .select(['id', 'gas_station_id'])
    .where('key_hash', '=', hashToken(key))
    .executeTakeFirst();
  return row ? { id: row.id, gasStationId: row.gas_station_id } : null;
}
