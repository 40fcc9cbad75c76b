// Creating and saving a panel: the checks (customer, each camera's customer and station,
// repeats) fail as one 400 with Spanish field messages; the panel and its ordered cameras are
// written in one transaction, positions 0..n-1 in the order given.
import { sql, type Kysely } from 'kysely';
import type { PanelInput } from '@/api/generated/panels.gen';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import { failOnFieldErrors } from '../shared/crudRepository';
import type { Viewer } from './panelStore';

export const PANEL_ERRORS = {
  customerMissing: 'El cliente no existe',
  customerNotOwn: 'Solo puedes crear paneles de tu cliente',
  blank: 'No puede quedar vacío',
  cameraMissing: 'La cámara no existe',
  cameraOtherCustomer: 'La cámara no es del cliente del panel',
  cameraNoAccess: 'No tienes acceso a la gasolinera de la cámara',
  cameraRepeated: 'La cámara está repetida en el panel',
} as const;

export async function validatePanelInput(
  db: Kysely<Database>,
  input: PanelInput,
  viewer: Viewer,
): Promise<void> {
  const errors: FieldError[] = [];
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer) {
    errors.push({
      field: 'body.customer_id',
      rule: 'exists',
      message: PANEL_ERRORS.customerMissing,
    });
  } else if (!viewer.isAdmin && input.customer_id !== viewer.customerId) {
    errors.push({ field: 'body.customer_id', rule: 'own', message: PANEL_ERRORS.customerNotOwn });
  }
  if (!input.title.trim())
    errors.push({ field: 'body.title', rule: 'blank', message: PANEL_ERRORS.blank });
  if (!input.name.trim())
    errors.push({ field: 'body.name', rule: 'blank', message: PANEL_ERRORS.blank });

  const ids = input.camera_ids;
  const cameras =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cameras')
          .select(['id', 'customer_id', 'gas_station_id'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(cameras.map((c) => [c.id, c]));
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    const field = `body.camera_ids.${index}`;
    const camera = byId.get(id);
    if (seen.has(id)) {
      errors.push({ field, rule: 'unique', message: PANEL_ERRORS.cameraRepeated });
    } else if (!camera) {
      errors.push({ field, rule: 'exists', message: PANEL_ERRORS.cameraMissing });
    } else if (camera.customer_id !== input.customer_id) {
      errors.push({ field, rule: 'customer', message: PANEL_ERRORS.cameraOtherCustomer });
    } else if (
      viewer.stationIds !== null &&
      (camera.gas_station_id === null || !viewer.stationIds.includes(camera.gas_station_id))
    ) {
      errors.push({ field, rule: 'station', message: PANEL_ERRORS.cameraNoAccess });
    }
    seen.add(id);
  });
  failOnFieldErrors(errors);
}

/**
 * Cameras of panel `id` the viewer cannot see: saving the panel keeps them (after the ones the
 * viewer placed), since the viewer could neither see nor deliberately remove them.
 */
export async function hiddenCameraIds(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer,
): Promise<number[]> {
  if (viewer.stationIds === null) return [];
  let query = db
    .selectFrom('panel_cameras as pc')
    .innerJoin('cameras as k', 'k.id', 'pc.camera_id')
    .select('pc.camera_id')
    .where('pc.panel_id', '=', id)
    .orderBy('pc.position');
  if (viewer.stationIds.length > 0) {
    const visible = viewer.stationIds;
    query = query.where((eb) =>
      eb.or([eb('k.gas_station_id', 'is', null), eb('k.gas_station_id', 'not in', visible)]),
    );
  }
  return (await query.execute()).map((r) => r.camera_id);
}

/** Writes the panel (a new one when `id` is null) and its cameras in order; returns its id. */
export async function savePanel(
  db: Kysely<Database>,
  id: number | null,
  input: PanelInput,
  cameraIds: number[],
  userId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = {
      customer_id: input.customer_id,
      title: input.title.trim(),
      name: input.name.trim(),
      columns: input.columns,
    };
    const panelId =
      id === null
        ? (
            await trx
              .insertInto('panels')
              .values({ ...values, created_by: userId })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await trx
              .updateTable('panels')
              .set({ ...values, updated_at: sql<Date>`now()` })
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    await trx.deleteFrom('panel_cameras').where('panel_id', '=', panelId).execute();
    if (cameraIds.length > 0) {
      await trx
        .insertInto('panel_cameras')
        .values(
          cameraIds.map((camera_id, position) => ({ panel_id: panelId, camera_id, position })),
        )
        .execute();
    }
    return panelId;
  });
}
