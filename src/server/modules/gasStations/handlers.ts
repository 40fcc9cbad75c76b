// Gas stations: the list every screen uses (the stations the user may see) and their
// management by administrators (create, edit, delete, operators), the contacts of a station and
// the competitor candidates from the regulator's registry.
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
import { forbidden, HttpError, notFound } from '../../errors';
import { normalizePermit } from '../registry';
import { discardMultipart } from '../../http/multipart';
import { discardPhoto, readPhotoUpload, storePhoto } from '../settings';
import { searchCandidates, type CandidateQuery } from './rivalCandidates';
import { loadStationDetail } from './stationDetail';
import {
  brandPhotoOf,
  deleteStation,
  listVisibleStations,
  setBrandPhotoUrl,
  stationByPermit,
  stationContacts,
  stationExists,
  stationOperators,
  volumetricOptions,
} from './stationStore';
import { insertStation, replaceStation } from './stationWrite';

export const STATION_NOT_FOUND = 'Gasolinera no encontrada';
/** Deleting a station that has an asset attached (English catalogue: 'An error occurred or gas station have an asset attached'). */
export const STATION_HAS_ASSET = 'Ocurrió un error o la gasolinera tiene un activo asignado';

type IdParams = { params: { id: number } };

async function listGasStations(
  ctx: HandlerContext<{ query: ListGasStationsApiArg }>,
): Promise<GasStationList> {
  return listVisibleStations(ctx.db, ctx.user, ctx.query);
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
  const outcome = await deleteStation(ctx.db, ctx.params.id);
  if (outcome === 'not_found') throw notFound(STATION_NOT_FOUND);
  if (outcome === 'asset_attached') throw new HttpError(409, STATION_HAS_ASSET, 'asset_attached');
  return respond(204);
}

async function setBrandPhoto(ctx: HandlerContext<IdParams>, url: string | null) {
  const previous = await brandPhotoOf(ctx.db, ctx.params.id);
  if (previous === undefined) {
    await discardPhoto(ctx.config, ctx.db, url);
    throw notFound(STATION_NOT_FOUND);
  }
  await setBrandPhotoUrl(ctx.db, ctx.params.id, url);
  await discardPhoto(ctx.config, ctx.db, previous);
  return (await loadStationDetail(ctx.db, ctx.params.id))!;
}

async function uploadGasStationBrandPhoto(
  ctx: HandlerContext<IdParams>,
): Promise<GasStationDetail> {
  if (!(await stationExists(ctx.db, ctx.params.id))) {
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
  const items = await stationOperators(ctx.db, ctx.params.id);
  return { items, total: items.length };
}

async function listGasStationContacts(ctx: HandlerContext<IdParams>): Promise<StationContactList> {
  await requireStation(ctx, ctx.params.id);
  const items = await stationContacts(ctx.db, ctx.params.id);
  return { items, total: items.length };
}

async function searchRivalCandidates(
  ctx: HandlerContext<{ params: { permission: string }; query: CandidateQuery }>,
): Promise<RivalCandidateList> {
  const station = await stationByPermit(ctx.db, normalizePermit(ctx.params.permission));
  if (!station) throw notFound(STATION_NOT_FOUND);
  if (!(await ctx.user.canAccessStation(station.id))) throw forbidden();
  return searchCandidates(ctx.db, station, ctx.query);
}

async function listVolumetricOptions(ctx: HandlerContext): Promise<VolumetricOptions> {
  return volumetricOptions(ctx.db);
}

async function requireStation(ctx: HandlerContext, id: number): Promise<void> {
  if (!(await stationExists(ctx.db, id))) throw notFound(STATION_NOT_FOUND);
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
