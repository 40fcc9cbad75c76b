// Creating and replacing a station: checks the contract cannot express (the city belongs to the
// state, the customer and volumetric system exist, shift numbers are unique), links the permit
// to the regulator's registry, and writes the station with its shifts in the caller's
// transaction.
import type { Kysely } from 'kysely';
import { DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import type { GasStationInput } from '@/api/generated/gasStations.gen';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, type FieldError } from '../../errors';
import { normalizePermit } from '../registry';
import { syncReportSchedules } from '../reportSchedules';
import { findStateByName, isCityOfState } from '../states';
import { lockStations, rebuildStations } from '../serviceFacts';

export const PERMIT_TAKEN = 'Ya existe una gasolinera con ese permiso';

async function checkInput(db: Kysely<Database>, input: GasStationInput): Promise<void> {
  const errors: FieldError[] = [];
  const state = findStateByName(input.state);
  if (!state) {
    errors.push({ field: 'body.state', rule: 'state', message: 'El estado no existe' });
  } else if (!isCityOfState(state.name, input.city)) {
    errors.push({
      field: 'body.city',
      rule: 'municipality',
      message: `La ciudad no es un municipio de ${state.name}`,
    });
  }
  const shifts = (input.shifts ?? []).map((s) => s.shift);
  if (new Set(shifts).size !== shifts.length) {
    errors.push({ field: 'body.shifts', rule: 'uniqueShift', message: 'Un turno está repetido' });
  }
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer) {
    errors.push({ field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' });
  }
  const systemId = input.volumetric?.system_id ?? null;
  if (systemId !== null) {
    const system = await db
      .selectFrom('volumetric_systems')
      .select('id')
      .where('id', '=', systemId)
      .executeTakeFirst();
    if (!system) {
      errors.push({
        field: 'body.volumetric.system_id',
        rule: 'exists',
        message: 'Sistema no encontrado',
      });
    }
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
}

/** The station's row values from the input; the registry fills coordinates left empty. */
async function rowValues(db: Kysely<Database>, input: GasStationInput) {
  const permit = normalizePermit(input.permission);
  const place = await db
    .selectFrom('cre_places')
    .select(['place_id', 'latitude', 'longitude'])
    .where('permit', '=', permit)
    .orderBy('imported_at', 'desc')
    .orderBy('place_id', 'desc')
    .executeTakeFirst();
  const state = findStateByName(input.state)!;
  const city = state.cities.find(
    (c) => c.localeCompare(input.city.trim(), 'es', { sensitivity: 'base' }) === 0,
  )!;
  return {
    customer_id: input.customer_id,
    name: input.name.trim(),
    brand: input.brand.trim(),
    address: input.address.trim(),
    city,
    state: state.name,
    bombs: input.bombs,
    permission: permit,
    cre_place_id: place?.place_id ?? null,
    time_zone: input.time_zone ?? DEFAULT_STATION_ZONE,
    customer_gas_station_id: input.customer_gas_station_id?.trim() || null,
    latitude: input.latitude ?? place?.latitude ?? null,
    longitude: input.longitude ?? place?.longitude ?? null,
    volumetric_system_id: input.volumetric?.system_id ?? null,
    volumetric_station_id: input.volumetric?.station_id?.trim() || null,
  };
}

/** What a station's rollups depend on besides its raw rows: its zone and its shifts. */
async function rollupInputs(
  trx: Kysely<Database>,
  stationId: number,
): Promise<{ zone: string | null; shifts: string }> {
  const station = await trx
    .selectFrom('gas_stations')
    .select('time_zone')
    .where('id', '=', stationId)
    .executeTakeFirst();
  const shifts = await trx
    .selectFrom('gas_station_shifts')
    .select(['shift', 'starts_at', 'ends_at'])
    .where('gas_station_id', '=', stationId)
    .orderBy('shift')
    .execute();
  return { zone: station?.time_zone ?? null, shifts: JSON.stringify(shifts) };
}

async function replaceShifts(
  trx: Kysely<Database>,
  stationId: number,
  shifts: GasStationInput['shifts'],
): Promise<void> {
  await trx.deleteFrom('gas_station_shifts').where('gas_station_id', '=', stationId).execute();
  if (shifts && shifts.length > 0) {
    await trx
      .insertInto('gas_station_shifts')
      .values(shifts.map((s) => ({ gas_station_id: stationId, ...s })))
      .execute();
  }
}

function permitConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new HttpError(409, PERMIT_TAKEN, 'permission_taken', [
      { field: 'body.permission', rule: 'unique', message: PERMIT_TAKEN },
    ]);
  }
  throw error;
}

export async function insertStation(db: Kysely<Database>, input: GasStationInput): Promise<number> {
  await checkInput(db, input);
  const values = await rowValues(db, input);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('gas_stations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceShifts(trx, row.id, input.shifts);
      return row.id;
    });
  } catch (error) {
    permitConflict(error);
  }
}

/** false when the station does not exist. */
export async function replaceStation(
  db: Kysely<Database>,
  id: number,
  input: GasStationInput,
): Promise<boolean> {
  await checkInput(db, input);
  const values = await rowValues(db, input);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockStations(trx, [id]);
      const before = await rollupInputs(trx, id);
      const updated = await trx
        .updateTable('gas_stations')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await replaceShifts(trx, id, input.shifts);
      // The rollups count local days (zone) and shifts: recount them when either changed.
      const after = await rollupInputs(trx, id);
      if (after.zone !== before.zone) await rebuildStations(trx, [id]);
      else if (after.shifts !== before.shifts) await rebuildStations(trx, [id], ['sales']);
      // Its zone may have changed: so have the report schedules of the station and its users.
      await syncReportSchedules(trx, { stationId: id });
      return true;
    });
  } catch (error) {
    permitConflict(error);
  }
}
