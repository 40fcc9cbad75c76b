// The cameras' queries: cameras by id as the screens show them, a page of them, the checks of
// what a camera refers to, and the writes.
import { sql, type Kysely } from 'kysely';
import type { Camera, CameraInput, CameraList } from '@/api/generated/cameras.gen';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import { containsSearch } from '../../db/search';
import { byName, inIdOrder, listPage, optionalRef } from '../shared/crudRepository';

/** Without a source, a camera counts as online when it sent events this recently. */
export const EVENTS_ONLINE_MS = 10 * 60_000;

/** The cameras `ids`, in that order. */
export async function loadCameras(db: Kysely<Database>, ids: number[]): Promise<Camera[]> {
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

/** One page of cameras by name, matching `search`. */
export function listCameraPage(
  db: Kysely<Database>,
  query: { search?: string; items?: number },
): Promise<CameraList> {
  let base = db.selectFrom('cameras');
  const matches = containsSearch('cameras.search_text', query.search);
  if (matches) base = base.where(matches);
  return listPage(base, query.items, byName('cameras'), (ids) => loadCameras(db, ids));
}

/** What the camera refers to that is missing or not of its customer. */
export async function cameraReferenceErrors(
  db: Kysely<Database>,
  input: CameraInput,
): Promise<FieldError[]> {
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
  return errors;
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

/** Inserts the camera with its key's hash; its id. */
export async function insertCamera(
  db: Kysely<Database>,
  input: CameraInput,
  key: { keyHash: string; keyLast4: string },
): Promise<number> {
  const row = await db
    .insertInto('cameras')
    .values({ ...cameraFields(input), key_hash: key.keyHash, key_last4: key.keyLast4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the camera; its id, or undefined when there is no camera `id`. */
export async function updateCameraRow(
  db: Kysely<Database>,
  id: number,
  input: CameraInput,
): Promise<{ id: number } | undefined> {
  return db
    .updateTable('cameras')
    .set({ ...cameraFields(input), ...streamReset(input), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** A camera moved to another customer leaves the panels of its former one. */
export async function dropCameraFromOtherCustomersPanels(
  db: Kysely<Database>,
  cameraId: number,
  customerId: number,
): Promise<void> {
  await db
    .deleteFrom('panel_cameras')
    .where('camera_id', '=', cameraId)
    .where('panel_id', 'in', (eb) =>
      eb.selectFrom('panels').select('id').where('customer_id', '!=', customerId),
    )
    .execute();
}
