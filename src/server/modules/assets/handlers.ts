// Assets (administrators): name, station and optional camera of the same customer. The
// station's customer is the asset's; a station with assets cannot be deleted (migration 0006).
import { sql, type Kysely } from 'kysely';
import type { Asset, AssetInput, AssetList } from '@/api/generated/assets.gen';
import { respond, type HandlerContext, type HandlerResponse } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { HttpError, notFound, type FieldError } from '../../errors';

const ASSET_NOT_FOUND = 'Activo no encontrado';
type IdParams = { params: { id: number } };

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
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        name: r.name,
        customer_id: r.customer_id,
        gas_station: { id: r.station_id, name: r.station_name },
        camera:
          r.camera_id !== null && r.camera_name !== null
            ? { id: r.camera_id, name: r.camera_name }
            : null,
      },
    ];
  });
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
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  return station!.customer_id;
}

async function listAssets(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<AssetList> {
  let base = ctx.db.selectFrom('assets');
  if (ctx.query.gas_station_id) base = base.where('gas_station_id', '=', ctx.query.gas_station_id);
  const [rows, count] = await Promise.all([
    base
      .select('id')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(ctx.query.items ?? 50)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await loadAssets(
      ctx.db,
      rows.map((r) => r.id),
    ),
    total: Number(count.total),
  };
}

async function createAsset(ctx: HandlerContext<{ body: AssetInput }>): Promise<HandlerResponse> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const row = await ctx.db
    .insertInto('assets')
    .values({
      customer_id: customerId,
      gas_station_id: ctx.body.gas_station_id,
      camera_id: ctx.body.camera_id ?? null,
      name: ctx.body.name.trim(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return respond(201, (await loadAssets(ctx.db, [row.id]))[0]);
}

async function updateAsset(ctx: HandlerContext<IdParams & { body: AssetInput }>): Promise<Asset> {
  const customerId = await checkAsset(ctx.db, ctx.body);
  const row = await ctx.db
    .updateTable('assets')
    .set({
      customer_id: customerId,
      gas_station_id: ctx.body.gas_station_id,
      camera_id: ctx.body.camera_id ?? null,
      name: ctx.body.name.trim(),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', ctx.params.id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(ASSET_NOT_FOUND);
  return (await loadAssets(ctx.db, [row.id]))[0]!;
}

async function deleteAsset(ctx: HandlerContext<IdParams>): Promise<HandlerResponse> {
  const deleted = await ctx.db
    .deleteFrom('assets')
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(ASSET_NOT_FOUND);
  return respond(204);
}

export const handlers = { listAssets, createAsset, updateAsset, deleteAsset };
