// Gas stations: the list every screen uses (the stations the user may see) and their
// management by administrators (create, edit, delete, operators), the contacts of a station and
// the competitor candidates from the regulator's registry.
import { sql } from 'kysely';
import type {
  GasStationDetail,
  GasStationInput,
  GasStationList,
  GasStationOperatorList,
  ListGasStationsApiArg,
  RivalCandidateList,
  StationContactList,
  VolumetricOptions,
} from '@/api/generated/gasStations.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import { isForeignKeyViolation } from '../../db/errors';
import { forbidden, HttpError, notFound } from '../../errors';
import { containsSearch, totalOf } from '../../db/search';
import { normalizePermit } from '../registry';
import { syncReportSchedules } from '../reportSchedules';
import { discardMultipart } from '../../http/multipart';
import { discardPhoto, readPhotoUpload, storePhoto } from '../settings';
import { searchCandidates, type CandidateQuery } from './rivalCandidates';
import { loadStationDetail } from './stationDetail';
import { scopeToUser } from './stationScope';
import { insertStation, replaceStation } from './stationWrite';

export const STATION_NOT_FOUND = 'Gasolinera no encontrada';
/** Deleting a station that has an asset attached (English catalogue: 'An error occurred or gas station have an asset attached'). */
export const STATION_HAS_ASSET = 'Ocurrió un error o la gasolinera tiene un activo asignado';

type IdParams = { params: { id: number } };

async function listGasStations(
  ctx: HandlerContext<{ query: ListGasStationsApiArg }>,
): Promise<GasStationList> {
  const { db, user, query } = ctx;
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

async function createGasStation(
  ctx: HandlerContext<{ body: GasStationInput }>,
): Promise<OperationResult<'createGasStation'>> {
  const id = await insertStation(ctx.db, ctx.body);
  return respond(201, (await loadStationDetail(ctx.db, id))!);
}

async function getGasStation(ctx: HandlerContext<IdParams>): Promise<GasStationDetail> {
  const station = await loadStationDetail(ctx.db, ctx.params.id);
  if (!station) throw notFound(STATION_NOT_FOUND);
  return station;
}

async function updateGasStation(
  ctx: HandlerContext<IdParams & { body: GasStationInput }>,
): Promise<GasStationDetail> {
  if (!(await replaceStation(ctx.db, ctx.params.id, ctx.body))) throw notFound(STATION_NOT_FOUND);
  return (await loadStationDetail(ctx.db, ctx.params.id))!;
}

async function deleteGasStation(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'deleteGasStation'>> {
  const id = ctx.params.id;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const asset = await trx
        .selectFrom('assets')
        .select('id')
        .where('gas_station_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (asset) throw new HttpError(409, STATION_HAS_ASSET, 'asset_attached');
      const users = await trx
        .selectFrom('user_gas_stations')
        .select('user_id')
        .where('gas_station_id', '=', id)
        .execute();
      // Its own report configurations and their schedules go with it (foreign keys).
      const deleted = await trx.deleteFrom('gas_stations').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound(STATION_NOT_FOUND);
      // A user whose first station it was reports in another zone now.
      await syncReportSchedules(trx, { userIds: users.map((u) => u.user_id) });
    });
  } catch (error) {
    // An asset attached between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw new HttpError(409, STATION_HAS_ASSET, 'asset_attached');
    throw error;
  }
  return respond(204);
}

async function setBrandPhoto(ctx: HandlerContext<IdParams>, url: string | null) {
  const previous = await ctx.db
    .selectFrom('gas_stations')
    .select('brand_photo_url')
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!previous) {
    await discardPhoto(ctx.config, ctx.db, url);
    throw notFound(STATION_NOT_FOUND);
  }
  await ctx.db
    .updateTable('gas_stations')
    .set({ brand_photo_url: url, updated_at: new Date() })
    .where('id', '=', ctx.params.id)
    .execute();
  await discardPhoto(ctx.config, ctx.db, previous.brand_photo_url);
  return (await loadStationDetail(ctx.db, ctx.params.id))!;
}

async function uploadGasStationBrandPhoto(
  ctx: HandlerContext<IdParams>,
): Promise<GasStationDetail> {
  const exists = await ctx.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!exists) {
    // Drain the upload so the client gets the answer, not a reset connection.
    await discardMultipart(ctx.request);
    throw notFound(STATION_NOT_FOUND);
  }
  const photo = await readPhotoUpload(ctx.request);
  return setBrandPhoto(ctx, await storePhoto(ctx.config, ctx.db, photo));
}

async function deleteGasStationBrandPhoto(
  ctx: HandlerContext<IdParams>,
): Promise<GasStationDetail> {
  return setBrandPhoto(ctx, null);
}

async function listGasStationOperators(
  ctx: HandlerContext<IdParams>,
): Promise<GasStationOperatorList> {
  await requireStation(ctx, ctx.params.id);
  // Administrators reach every station without links, so they are operators of all.
  const items = await ctx.db
    .selectFrom('users as u')
    .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
    .select(['u.id', 'u.name', 'u.email', 'r.name as role'])
    .where('u.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.user_role_id', '=', 1),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('user_gas_stations')
            .select('user_id')
            .where('gas_station_id', '=', ctx.params.id),
        ),
      ]),
    )
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .execute();
  return { items, total: items.length };
}

async function listGasStationContacts(ctx: HandlerContext<IdParams>): Promise<StationContactList> {
  await requireStation(ctx, ctx.params.id);
  const items = await ctx.db
    .selectFrom('contacts as c')
    .innerJoin('contact_gas_stations as cg', 'cg.contact_id', 'c.id')
    .select(['c.id', 'c.name', 'c.email', 'c.telephone'])
    .where('cg.gas_station_id', '=', ctx.params.id)
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  return { items, total: items.length };
}

async function searchRivalCandidates(
  ctx: HandlerContext<{ params: { permission: string }; query: CandidateQuery }>,
): Promise<RivalCandidateList> {
  const station = await ctx.db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'latitude', 'longitude', 'cre_place_id'])
    .where('permission', '=', normalizePermit(ctx.params.permission))
    .executeTakeFirst();
  if (!station) throw notFound(STATION_NOT_FOUND);
  if (!(await ctx.user.canAccessStation(station.id))) throw forbidden();
  return searchCandidates(ctx.db, station, ctx.query);
}

async function listVolumetricOptions(ctx: HandlerContext): Promise<VolumetricOptions> {
  const [suppliers, systems] = await Promise.all([
    ctx.db
      .selectFrom('volumetric_suppliers')
      .select(['id', 'name', 'alias'])
      .orderBy('name')
      .execute(),
    ctx.db
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

async function requireStation(ctx: HandlerContext, id: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(STATION_NOT_FOUND);
}

export const handlers = {
  listGasStations,
  createGasStation,
  getGasStation,
  updateGasStation,
  deleteGasStation,
  uploadGasStationBrandPhoto,
  deleteGasStationBrandPhoto,
  listGasStationOperators,
  listGasStationContacts,
  searchRivalCandidates,
  listVolumetricOptions,
} satisfies OperationHandlers;
