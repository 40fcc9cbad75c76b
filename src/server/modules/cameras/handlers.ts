// Cameras (administrators): list and create. The key is generated here, returned once and kept
// only as its SHA-256 (access/cameraKeys.ts), like session tokens.
import type { Kysely } from 'kysely';
import type { Camera, CameraInput, CameraList } from '@/api/generated/cameras.gen';
import { newCameraKey } from '../../access/cameraKeys';
import { respond, type HandlerContext, type HandlerResponse } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import { containsSearch } from '../../db/search';
import {
  byName,
  failOnFieldErrors,
  inIdOrder,
  listPage,
  optionalRef,
} from '../shared/crudRepository';

async function loadCameras(db: Kysely<Database>, ids: number[]): Promise<Camera[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('cameras as k')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .leftJoin('gas_stations as g', 'g.id', 'k.gas_station_id')
    .select([
      'k.id',
      'k.name',
      'k.serial',
      'k.license',
      'k.key_last4',
      'k.status_online',
      'k.last_seen_at',
      'k.created_at',
      'c.id as customer_id',
      'c.name as customer_name',
      'g.id as station_id',
      'g.name as station_name',
    ])
    .where('k.id', 'in', ids)
    .execute();
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    customer: { id: r.customer_id, name: r.customer_name },
    gas_station: optionalRef(r.station_id, r.station_name),
    name: r.name,
    serial: r.serial,
    license: r.license,
    key_last4: r.key_last4,
    status_online: r.status_online,
    last_seen_at: r.last_seen_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
}

async function listCameras(
  ctx: HandlerContext<{ query: { search?: string; items?: number } }>,
): Promise<CameraList> {
  let base = ctx.db.selectFrom('cameras');
  const matches = containsSearch('cameras.search_text', ctx.query.search);
  if (matches) base = base.where(matches);
  return listPage(base, ctx.query.items, byName('cameras'), (ids) => loadCameras(ctx.db, ids));
}

async function createCamera(ctx: HandlerContext<{ body: CameraInput }>): Promise<HandlerResponse> {
  const input = ctx.body;
  const errors: FieldError[] = [];
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer)
    errors.push({ field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' });
  if (input.gas_station_id != null) {
    const station = await ctx.db
      .selectFrom('gas_stations')
      .select('id')
      .where('id', '=', input.gas_station_id)
      .where('customer_id', '=', input.customer_id)
      .executeTakeFirst();
    if (!station)
      errors.push({
        field: 'body.gas_station_id',
        rule: 'customer',
        message: 'La gasolinera no es del cliente',
      });
  }
  failOnFieldErrors(errors);
  const { key, keyHash, keyLast4 } = newCameraKey();
  const row = await ctx.db
    .insertInto('cameras')
    .values({
      customer_id: input.customer_id,
      gas_station_id: input.gas_station_id ?? null,
      name: input.name.trim(),
      serial: input.serial?.trim() || null,
      license: input.license?.trim() || null,
      key_hash: keyHash,
      key_last4: keyLast4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [camera] = await loadCameras(ctx.db, [row.id]);
  return respond(201, { camera, key });
}

export const handlers = { listCameras, createCamera };
