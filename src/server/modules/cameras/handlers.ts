// Cameras (administrators): list, create and edit. The key is generated here, returned once and
// kept only as its SHA-256 (access/cameraKeys.ts), like session tokens. The video source is
// written here and never read back: answers only say whether one is set.
import { sql, type Kysely } from 'kysely';
import type { Camera, CameraInput, CameraList } from '@/api/generated/cameras.gen';
import { newCameraKey } from '../../access/cameraKeys';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { type FieldError } from '../../errors';
import { containsSearch } from '../../db/search';
import {
  byName,
  failOnFieldErrors,
  inIdOrder,
  listPage,
  optionalRef,
  updatedOr404,
  type IdParams,
} from '../shared/crudRepository';

/** Without a source, a camera counts as online when it sent events this recently. */
export const EVENTS_ONLINE_MS = 10 * 60_000;
const CAMERA_NOT_FOUND = 'Cámara no encontrada';

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
      'k.source_url',
      'k.substream_url',
      'k.stream_status',
      'k.stream_checked_at',
      'c.id as customer_id',
      'c.name as customer_name',
      'g.id as station_id',
      'g.name as station_name',
    ])
    .where('k.id', 'in', ids)
    .execute();
  const now = Date.now();
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    customer: { id: r.customer_id, name: r.customer_name },
    gas_station: optionalRef(r.station_id, r.station_name),
    name: r.name,
    serial: r.serial,
    license: r.license,
    key_last4: r.key_last4,
    // With a source, the stream tells; without one, recent events do.
    status_online:
      r.source_url !== null
        ? r.stream_status === 'live'
        : r.last_seen_at !== null && now - r.last_seen_at.getTime() <= EVENTS_ONLINE_MS,
    last_seen_at: r.last_seen_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    has_source: r.source_url !== null,
    has_substream: r.substream_url !== null,
    stream_status: r.stream_status,
    stream_checked_at: r.stream_checked_at?.toISOString() ?? null,
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

async function validateCamera(db: Kysely<Database>, input: CameraInput): Promise<void> {
  const errors: FieldError[] = [];
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer)
    errors.push({ field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' });
  if (input.gas_station_id != null) {
    const station = await db
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
}

/** The columns a form writes; an omitted source keeps the one set, null clears it. */
function cameraFields(input: CameraInput) {
  return {
    customer_id: input.customer_id,
    gas_station_id: input.gas_station_id ?? null,
    name: input.name.trim(),
    serial: input.serial?.trim() || null,
    license: input.license?.trim() || null,
    ...(input.source_url !== undefined ? { source_url: input.source_url } : {}),
    ...(input.substream_url !== undefined ? { substream_url: input.substream_url } : {}),
  };
}

/** A changed source has not been streamed yet: its status starts over. */
function streamReset(input: CameraInput) {
  return input.source_url !== undefined || input.substream_url !== undefined
    ? { stream_status: 'unchecked' as const, stream_checked_at: null, stream_error: null }
    : {};
}

async function createCamera(
  ctx: HandlerContext<{ body: CameraInput }>,
): Promise<OperationResult<'createCamera'>> {
  await validateCamera(ctx.db, ctx.body);
  const { key, keyHash, keyLast4 } = newCameraKey();
  const row = await ctx.db
    .insertInto('cameras')
    .values({ ...cameraFields(ctx.body), key_hash: keyHash, key_last4: keyLast4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [camera] = await loadCameras(ctx.db, [row.id]);
  return respond(201, { camera: camera!, key });
}

async function updateCamera(
  ctx: HandlerContext<IdParams & { body: CameraInput }>,
): Promise<Camera> {
  await validateCamera(ctx.db, ctx.body);
  const id = await updatedOr404(
    ctx.db
      .updateTable('cameras')
      .set({ ...cameraFields(ctx.body), ...streamReset(ctx.body), updated_at: sql<Date>`now()` })
      .where('id', '=', ctx.params.id)
      .returning('id')
      .executeTakeFirst(),
    CAMERA_NOT_FOUND,
  );
  // A camera moved to another customer leaves the panels of its former one.
  await ctx.db
    .deleteFrom('panel_cameras')
    .where('camera_id', '=', id)
    .where('panel_id', 'in', (eb) =>
      eb.selectFrom('panels').select('id').where('customer_id', '!=', ctx.body.customer_id),
    )
    .execute();
  const [camera] = await loadCameras(ctx.db, [id]);
  return camera!;
}

export const handlers = { listCameras, createCamera, updateCamera } satisfies OperationHandlers;
