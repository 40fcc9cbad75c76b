// The gas stations' queries behind the handlers: the list a user sees, deleting a station, its
// brand photo, operators and contacts, the lookup by permit and the volumetric catalogue.
import { sql, type Kysely } from 'kysely';
import type {
  GasStationList,
  ListGasStationsApiArg,
  VolumetricOptions,
} from '@/api/generated/gasStations.gen';
import { scopeToUser, userRowSeesStation, usersLinkedTo } from '../../access/stationVisibility';
import type { AuthUser } from '../../contract/handlerTypes';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { containsSearch, totalOf } from '../../db/search';
import { syncReportSchedules } from '../reportSchedules';

/** The stations the user sees, matching the search, by name. */
export async function listVisibleStations(
  db: Kysely<Database>,
  user: AuthUser,
  query: ListGasStationsApiArg,
): Promise<GasStationList> {
  let base = scopeToUser(db.selectFrom('gas_stations'), user);
  const matches = containsSearch('gas_stations.search_text', query.search);
  if (matches) base = base.where(matches);
  const limit = query.items ?? 1000;
  const items = await base
    .select(['id', 'name', 'permission', 'brand', 'city', 'state', 'address', 'customer_id'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
  const total = await totalOf(items, limit, () =>
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  );
  return { items, total };
}

export type StationDeletion = 'deleted' | 'not_found' | 'asset_attached';

/** Deletes a station that has no asset attached, keeping its users' report schedules in step. */
export async function deleteStation(db: Kysely<Database>, id: number): Promise<StationDeletion> {
  try {
    return await db.transaction().execute(async (trx) => {
      const asset = await trx
        .selectFrom('assets')
        .select('id')
        .where('gas_station_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (asset) return 'asset_attached';
      const userIds = await usersLinkedTo(trx, id);
      // Its own report configurations and their schedules go with it (foreign keys).
      const deleted = await trx.deleteFrom('gas_stations').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return 'not_found';
      // A user whose first station it was reports in another zone now.
      await syncReportSchedules(trx, { userIds });
      return 'deleted';
    });
  } catch (error) {
    // An asset attached between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) return 'asset_attached';
    throw error;
  }
}

export async function stationExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The station's brand photo: its URL (null: none), or undefined when the station is not. */
export async function brandPhotoOf(
  db: Kysely<Database>,
  id: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('gas_stations')
    .select('brand_photo_url')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.brand_photo_url : undefined;
}

export async function setBrandPhotoUrl(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<void> {
  await db
    .updateTable('gas_stations')
    .set({ brand_photo_url: url, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The enabled users who see the station (administrators see every one), by name. */
export async function stationOperators(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
    .select(['u.id', 'u.name', 'u.email', 'r.name as role'])
    .where('u.disabled_at', 'is', null)
    .where(userRowSeesStation('u', id))
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .execute();
}

export async function stationContacts(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('contacts as c')
    .innerJoin('contact_gas_stations as cg', 'cg.contact_id', 'c.id')
    .select(['c.id', 'c.name', 'c.email', 'c.telephone'])
    .where('cg.gas_station_id', '=', id)
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
}

/** The station of a (normalised) permit, with what the competitor search needs. */
export async function stationByPermit(db: Kysely<Database>, permit: string) {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'latitude', 'longitude', 'cre_place_id'])
    .where('permission', '=', permit)
    .executeTakeFirst();
}

/** The volumetric suppliers with their systems, by name. */
export async function volumetricOptions(db: Kysely<Database>): Promise<VolumetricOptions> {
  const [suppliers, systems] = await Promise.all([
    db.selectFrom('volumetric_suppliers').select(['id', 'name', 'alias']).orderBy('name').execute(),
    db
      .selectFrom('volumetric_systems')
      .select(['id', 'name', 'volumetric_supplier_id'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  return {
    suppliers: suppliers.map((s) => ({
      ...s,
      systems: systems
        .filter((sys) => sys.volumetric_supplier_id === s.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  };
}
