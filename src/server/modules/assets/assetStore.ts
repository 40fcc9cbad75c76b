// The assets' queries: assets by id with their station and camera, a page of them, the checks
// of what an asset refers to, and the writes.
import { sql, type Kysely } from 'kysely';
import type { Asset, AssetInput, AssetList } from '@/api/generated/assets.gen';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import { byName, inIdOrder, listPage, optionalRef } from '../shared/crudRepository';

/** The assets `ids`, in that order. */
export async function loadAssets(db: Kysely<Database>, ids: number[]): Promise<Asset[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('assets as a')
    .innerJoin('gas_stations as g', 'g.id', 'a.gas_station_id')
    .leftJoin('cameras as k', 'k.id', 'a.camera_id')
    .select([
      'a.id',
      'a.name',
      'a.customer_id',
      'g.id as station_id',
      'g.name as station_name',
      'k.id as camera_id',
      'k.name as camera_name',
    ])
    .where('a.id', 'in', ids)
    .execute();
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    name: r.name,
    customer_id: r.customer_id,
    gas_station: { id: r.station_id, name: r.station_name },
    camera: optionalRef(r.camera_id, r.camera_name),
  }));
}

/** The station's customer (none when there is no such station) and what is wrong with the input. */
export async function checkAssetReferences(
  db: Kysely<Database>,
  input: AssetInput,
): Promise<{ customerId: number | undefined; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const station = await db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .where('id', '=', input.gas_station_id)
    .executeTakeFirst();
  if (!station)
    errors.push({
      field: 'body.gas_station_id',
      rule: 'exists',
      message: 'Gasolinera no encontrada',
    });
  if (station && input.camera_id != null) {
    const camera = await db
      .selectFrom('cameras')
      .select('id')
      .where('id', '=', input.camera_id)
      .where('customer_id', '=', station.customer_id)
      .executeTakeFirst();
    if (!camera)
      errors.push({
        field: 'body.camera_id',
        rule: 'customer',
        message: 'La cámara no es del cliente de la gasolinera',
      });
  }
  return { customerId: station?.customer_id, errors };
}

function assetValues(input: AssetInput, customerId: number) {
  return {
    customer_id: customerId,
    gas_station_id: input.gas_station_id,
    camera_id: input.camera_id ?? null,
    name: input.name.trim(),
  };
}

/** One page of assets by name, of one station when given. */
export function listAssetPage(
  db: Kysely<Database>,
  query: { gas_station_id?: number; items?: number },
): Promise<AssetList> {
  let base = db.selectFrom('assets');
  if (query.gas_station_id) base = base.where('gas_station_id', '=', query.gas_station_id);
  return listPage(base, query.items, byName('assets'), (ids) => loadAssets(db, ids));
}

export async function insertAsset(
  db: Kysely<Database>,
  input: AssetInput,
  customerId: number,
): Promise<number> {
  const row = await db
    .insertInto('assets')
    .values(assetValues(input, customerId))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the asset; its id, or undefined when there is no asset `id`. */
export function updateAssetRow(
  db: Kysely<Database>,
  id: number,
  input: AssetInput,
  customerId: number,
): Promise<{ id: number } | undefined> {
  return db
    .updateTable('assets')
    .set({ ...assetValues(input, customerId), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** Deletes the asset; false when there was none. */
export async function deleteAssetById(db: Kysely<Database>, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('assets').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
