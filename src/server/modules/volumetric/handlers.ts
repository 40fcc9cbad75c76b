// Volumetric suppliers and their systems (the connectors that pull sales tickets), for
// administrators. Secrets are write-only: stored encrypted, answered only as *_set flags.
import { DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import type {
  CreateVolumetricSupplierApiArg,
  VolumetricConnectionTestInput,
  VolumetricSupplier,
  VolumetricSupplierList,
  VolumetricSystem,
  VolumetricSystemInput,
} from '@/api/generated/volumetric.gen';
import { respond, type HandlerContext, type OperationHandlers } from '../../contract/handlerTypes';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../errors';
import { runConnectionTest } from './connectionTest';
import { ConnectorError } from './connector/settings';
import { enqueueStationPulls } from './enqueue';
import { connectorSecretBox } from './secrets';
import {
  inputToColumns,
  inputToSettings,
  rowToSettings,
  systemStations,
  systemToApi,
  type SystemRow,
} from './systemRows';
import { checkSystemInput } from './systemValidation';
import {
  findSupplier,
  findSystem,
  insertSupplier,
  insertSystem,
  listSuppliers,
  pullableStationIds,
  stationConnectorTarget,
  supplierNameTaken,
  supplierSystems,
  updateSystem,
} from './volumetricStore';

export const volumetricMessages = {
  notFound: 'Sistema no encontrado',
  duplicateSupplier: 'Ya existe un proveedor con ese nombre o alias',
  stationNotFound: 'Estación no encontrada',
  stationIdMissing: 'Indica el id de la estación en el proveedor o elige una estación vinculada',
} as const;

type Db = HandlerContext['db'];

async function supplierOrNotFound(db: Db, id: number) {
  const supplier = await findSupplier(db, id);
  if (!supplier) throw notFound(volumetricMessages.notFound);
  return supplier;
}

async function systemOrNotFound(db: Db, supplierId: number, systemId: number): Promise<SystemRow> {
  const system = await findSystem(db, supplierId, systemId);
  if (!system) throw notFound(volumetricMessages.notFound);
  return system;
}

async function systemAnswer(db: Db, row: SystemRow): Promise<VolumetricSystem> {
  return systemToApi(row, await systemStations(db, row.id));
}

async function listVolumetricSuppliers(ctx: HandlerContext): Promise<VolumetricSupplierList> {
  return listSuppliers(ctx.db);
}

async function supplierAnswer(db: Db, id: number): Promise<VolumetricSupplier> {
  const supplier = await supplierOrNotFound(db, id);
  return {
    id: supplier.id,
    name: supplier.name,
    alias: supplier.alias,
    created_at: supplier.created_at.toISOString(),
    systems: await supplierSystems(db, id),
  };
}

async function createVolumetricSupplier(
  ctx: HandlerContext<{ body: CreateVolumetricSupplierApiArg['volumetricSupplierInput'] }>,
) {
  const name = ctx.body.name.trim();
  const alias = ctx.body.alias.trim();
  // Unique regardless of case: 'CVC' and 'cvc' are the same supplier to an operator.
  if (await supplierNameTaken(ctx.db, name, alias))
    throw new HttpError(409, volumetricMessages.duplicateSupplier, 'duplicate');
  try {
    const id = await insertSupplier(ctx.db, name, alias);
    return respond(201, await supplierAnswer(ctx.db, id));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, volumetricMessages.duplicateSupplier, 'duplicate');
    throw error;
  }
}

async function getVolumetricSupplier(ctx: HandlerContext<{ params: { id: number } }>) {
  return supplierAnswer(ctx.db, ctx.params.id);
}

async function createVolumetricSystem(
  ctx: HandlerContext<{ params: { volumetric_supplier_id: number }; body: VolumetricSystemInput }>,
) {
  await supplierOrNotFound(ctx.db, ctx.params.volumetric_supplier_id);
  await checkSystemInput(ctx.body, ctx.config.connectorAllowPrivateHosts);
  const box = await connectorSecretBox(ctx.config, ctx.db);
  const row = await insertSystem(
    ctx.db,
    ctx.params.volumetric_supplier_id,
    inputToColumns(ctx.body, box),
  );
  return respond(201, await systemAnswer(ctx.db, row));
}

async function getVolumetricSystem(
  ctx: HandlerContext<{ params: { volumetric_supplier_id: number; id: number } }>,
) {
  const row = await systemOrNotFound(ctx.db, ctx.params.volumetric_supplier_id, ctx.params.id);
  return systemAnswer(ctx.db, row);
}

async function updateVolumetricSystem(
  ctx: HandlerContext<{
    params: { volumetric_supplier_id: number; id: number };
    body: VolumetricSystemInput;
  }>,
) {
  await systemOrNotFound(ctx.db, ctx.params.volumetric_supplier_id, ctx.params.id);
  await checkSystemInput(ctx.body, ctx.config.connectorAllowPrivateHosts);
  const box = await connectorSecretBox(ctx.config, ctx.db);
  const row = await updateSystem(ctx.db, ctx.params.id, inputToColumns(ctx.body, box));
  return systemAnswer(ctx.db, row);
}

async function testVolumetricConnection(
  ctx: HandlerContext<{
    params: { volumetric_supplier_id: number };
    body: VolumetricConnectionTestInput;
  }>,
) {
  const { db, body } = ctx;
  await supplierOrNotFound(db, ctx.params.volumetric_supplier_id);
  const saved =
    body.system_id === undefined
      ? null
      : await systemOrNotFound(db, ctx.params.volumetric_supplier_id, body.system_id);
  await checkSystemInput(body.system, ctx.config.connectorAllowPrivateHosts);

  let timeZone = DEFAULT_STATION_ZONE;
  let remoteId = body.volumetric_station_id?.trim() ?? '';
  if (body.gas_station_id !== undefined) {
    const station = await stationConnectorTarget(db, body.gas_station_id);
    if (!station) throw notFound(volumetricMessages.stationNotFound);
    timeZone = station.time_zone;
    remoteId = remoteId || (station.volumetric_station_id?.trim() ?? '');
  }
  if (remoteId === '') {
    throw new HttpError(422, volumetricMessages.stationIdMissing, 'station_id_missing', [
      {
        field: 'body.volumetric_station_id',
        rule: 'required',
        message: volumetricMessages.stationIdMissing,
      },
    ]);
  }
  let savedSettings = null;
  if (saved) {
    try {
      savedSettings = rowToSettings(saved, await connectorSecretBox(ctx.config, db));
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      throw new HttpError(422, error.message, 'unreadable_secret');
    }
  }
  const settings = inputToSettings(body.system, savedSettings);
  return runConnectionTest(
    settings,
    { day: body.date, volumetricStationId: remoteId, timeZone },
    ctx.config.connectorAllowPrivateHosts,
  );
}

async function pullVolumetricSystem(
  ctx: HandlerContext<{ params: { volumetric_supplier_id: number; id: number } }>,
) {
  const system = await systemOrNotFound(ctx.db, ctx.params.volumetric_supplier_id, ctx.params.id);
  const queued = await enqueueStationPulls(ctx.db, await pullableStationIds(ctx.db, system.id));
  return respond(202, { queued });
}

export const handlers = {
  listVolumetricSuppliers,
  createVolumetricSupplier,
  getVolumetricSupplier,
  createVolumetricSystem,
  testVolumetricConnection,
  getVolumetricSystem,
  updateVolumetricSystem,
  pullVolumetricSystem,
} satisfies OperationHandlers;
