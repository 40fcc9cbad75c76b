// Competitors of a station: regulator stations identified by their permit. A permit the registry
// does not know yet is still accepted when its shape is valid: the row keeps what the operator
// typed, unlinked, until an import brings the permit (linkUnregisteredRivals). Who may change
// them (the competitor role check) and on which station is declared in the contract's x-access.
import type {
  CreateGasStationRivalApiArg,
  DeleteGasStationRivalApiArg,
  GasStationRival,
  GasStationRivalList,
} from '@/api/generated/rivals.gen';
import {
  respond,
  noContent,
  type HandlerContext,
  type OperationHandlers,
} from '../../contract/handlerTypes';
import { isUniqueViolation } from '../../db/errors';
import { forbidden, HttpError, notFound } from '../../errors';
import { hasPermitShape, normalizePermitText } from '@/lib/permits';
import {
  deleteRivalById,
  findRival,
  findStation,
  insertRival,
  placeOfPermit,
  rivalsOfStation,
  type RivalRow,
} from './rivalStore';

export const rivalMessages = {
  stationNotFound: 'Estación no encontrada',
  rivalNotFound: 'Competencia no encontrada',
  invalidPermit: (permit: string) =>
    `El permiso ${permit} no tiene la forma de un permiso de la CRE (por ejemplo PL/658/EXP/ES/2015 o PS-A1B2C3)`,
  ownStation: 'Una estación no puede ser su propia competencia',
  duplicate: 'Esa competencia ya está registrada para esta estación',
} as const;

function toApi(row: RivalRow): GasStationRival {
  return {
    id: row.id,
    gas_station_id: row.gas_station_id,
    cre_place_id: row.cre_place_id,
    permission: row.permission,
    name: row.name,
    address: row.address,
    color: row.color,
    created_at: row.created_at.toISOString(),
  };
}

async function stationOrNotFound(db: HandlerContext['db'], id: number) {
  const station = await findStation(db, id);
  if (!station) throw notFound(rivalMessages.stationNotFound);
  return station;
}

async function listGasStationRivals(
  ctx: HandlerContext<{ query: { gas_station_id: number } }>,
): Promise<GasStationRivalList> {
  await stationOrNotFound(ctx.db, ctx.query.gas_station_id);
  const rows = await rivalsOfStation(ctx.db, ctx.query.gas_station_id);
  return { items: rows.map(toApi) };
}

async function createGasStationRival(
  ctx: HandlerContext<{ body: CreateGasStationRivalApiArg['gasStationRivalCreate'] }>,
) {
  const { db } = ctx;
  const input = ctx.body.gas_station_rivals;
  const name = input.name.trim();
  const address = input.address.trim();
  const permit = normalizePermitText(input.permission);
  const blank = (
    [
      ['name', name],
      ['address', address],
      ['permission', permit],
    ] as const
  ).filter(([, value]) => value === '');
  if (blank.length > 0) {
    throw new HttpError(
      400,
      'Completa el apodo, la dirección y el permiso de la CRE',
      'validation_failed',
      blank.map(([field]) => ({
        field: `body.gas_station_rivals.${field}`,
        rule: 'required',
        message: 'es obligatorio',
      })),
    );
  }
  const station = await stationOrNotFound(db, input.gas_station_id);
  const place = await placeOfPermit(db, permit);
  if (!place && !hasPermitShape(permit)) {
    throw new HttpError(422, rivalMessages.invalidPermit(permit), 'invalid_permit', [
      {
        field: 'body.gas_station_rivals.permission',
        rule: 'pattern',
        message: 'no tiene la forma de un permiso de la CRE',
      },
    ]);
  }
  if (
    (place && place.place_id === station.cre_place_id) ||
    permit === normalizePermitText(station.permission)
  ) {
    throw new HttpError(409, rivalMessages.ownStation, 'own_station');
  }
  try {
    const row = await insertRival(db, {
      gas_station_id: station.id,
      cre_place_id: place?.place_id ?? null,
      permission: permit,
      name,
      address,
    });
    return respond(201, toApi(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, rivalMessages.duplicate, 'duplicate');
    throw error;
  }
}

async function deleteGasStationRival(ctx: HandlerContext<{ params: DeleteGasStationRivalApiArg }>) {
  const { db, user, params } = ctx;
  const rival = await findRival(db, params.id);
  if (!rival) throw notFound(rivalMessages.rivalNotFound);
  if (!(await user.canAccessStation(rival.gas_station_id))) throw forbidden();
  await deleteRivalById(db, rival.id);
  return noContent();
}

export const handlers = {
  listGasStationRivals,
  createGasStationRival,
  deleteGasStationRival,
} satisfies OperationHandlers;
