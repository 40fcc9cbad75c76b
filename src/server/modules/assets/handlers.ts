// Assets (administrators): name, station and optional camera of the same customer. The
// station's customer is the asset's; a station with assets cannot be deleted (migration 0006).
import { sql, type Kysely } from 'kysely';
import type { Asset, AssetInput, AssetList } from '@/api/generated/assets.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import {
  byName,
  deleteByIdOr404,
  failOnFieldErrors,
  inIdOrder,
  listPage,
  optionalRef,
  updatedOr404,
  type IdParams,
} from '../shared/crudRepository';

const ASSET_NOT_FOUND = 'Activo no encontrado';

async function loadAssets(db: Kysely<Database>, ids: number[]): Promise<Asset[]> {
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

/** The station's customer, after checking the station and the camera. */
async function checkAsset(db: Kysely<Database>, input: AssetInput): Promise<number> {
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
  failOnFieldErrors(errors);
  return station!.customer_id;
}

function assetValues(input: AssetInput, customerId: number) {
  return {
    customer_id: customerId,
    gas_station_id: input.gas_station_id,
    camera_id: input.camera_id ?? null,
    name: input.name.trim(),
  };
}

async function listAssets(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<AssetList> {
  let base = ctx.db.selectFrom('assets');
  if (ctx.query.gas_station_id) base = base.where('gas_station_id', '=', ctx.query.gas_station_id);
  return listPage(base, ctx.query.items, byName('assets'), (ids) => loadAssets(ctx.db, ids));
}

async function createAsset(
  ctx: HandlerContext<{ body: AssetInput }>,
): Promise<OperationResult<'createAsset'>> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const row = await ctx.db
    .insertInto('assets')
    .values(assetValues(ctx.body, customerId))
    .returning('id')
    .executeTakeFirstOrThrow();
  return respond(201, (await loadAssets(ctx.db, [row.id]))[0]);
}

async function updateAsset(ctx: HandlerContext<IdParams & { body: AssetInput }>): Promise<Asset> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const id = await updatedOr404(
    ctx.db
      .updateTable('assets')
      .set({ ...assetValues(ctx.body, customerId), updated_at: sql<Date>`now()` })
      .where('id', '=', ctx.params.id)
      .returning('id')
      .executeTakeFirst(),
    ASSET_NOT_FOUND,
  );
  return (await loadAssets(ctx.db, [id]))[0]!;
}

async function deleteAsset(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deleteAsset'>> {
  await deleteByIdOr404(ctx.db, 'assets', ctx.params.id, ASSET_NOT_FOUND);
  return respond(204);
}

export const handlers = {
  listAssets,
  createAsset,
  updateAsset,
  deleteAsset,
} satisfies OperationHandlers;
