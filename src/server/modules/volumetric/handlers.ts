// Volumetric suppliers and their systems (the connectors that pull sales tickets), for
// administrators. Secrets are write-only: stored encrypted, answered only as *_set flags.
import { sql, type Kysely } from 'kysely';
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
import type { Database } from '../../db/schema';
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

export const volumetricMessages = {
  notFound: 'Sistema no encontrado',
  duplicateSupplier: 'Ya existe un proveedor con ese nombre o alias',
  stationNotFound: 'Estación no encontrada',
  stationIdMissing: 'Indica el id de la estación en el proveedor o elige una estación vinculada',
} as const;

async function supplierOrNotFound(db: Kysely<Database>, id: number) {
  const supplier = await db
    .selectFrom('volumetric_suppliers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!supplier) throw notFound(volumetricMessages.notFound);
  return supplier;
}

async function systemOrNotFound(
  db: Kysely<Database>,
  supplierId: number,
  systemId: number,
): Promise<SystemRow> {
  const system = await db
    .selectFrom('volumetric_systems')
    .selectAll()
    .where('id', '=', systemId)
    .where('volumetric_supplier_id', '=', supplierId)
    .executeTakeFirst();
  if (!system) throw notFound(volumetricMessages.notFound);
  return system;
}

async function systemAnswer(db: Kysely<Database>, row: SystemRow): Promise<VolumetricSystem> {
  return systemToApi(row, await systemStations(db, row.id));
}

async function listVolumetricSuppliers(ctx: HandlerContext): Promise<VolumetricSupplierList> {
  const rows = await ctx.db
    .selectFrom('volumetric_suppliers as p')
    .select([
      'p.id',
      'p.name',
      'p.alias',
      'p.created_at',
      (eb) =>
        eb
          .selectFrom('volumetric_systems as v')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('v.volumetric_supplier_id', '=', 'p.id')
          .as('systems_count'),
      (eb) =>
        eb
          .selectFrom('gas_stations as g')
          .innerJoin('volumetric_systems as v', 'v.id', 'g.volumetric_system_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('v.volumetric_supplier_id', '=', 'p.id')
          .as('stations_count'),
    ])
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      alias: r.alias,
      systems_count: Number(r.systems_count ?? 0),
      stations_count: Number(r.stations_count ?? 0),
      created_at: r.created_at.toISOString(),
    })),
  };
}

async function supplierAnswer(db: Kysely<Database>, id: number): Promise<VolumetricSupplier> {
  const supplier = await supplierOrNotFound(db, id);
  const systems = await db
    .selectFrom('volumetric_systems as v')
    .leftJoin('gas_stations as g', 'g.volumetric_system_id', 'v.id')
    .leftJoin('volumetric_station_syncs as s', (join) =>
      join.onRef('s.gas_station_id', '=', 'g.id').onRef('s.volumetric_system_id', '=', 'v.id'),
    )
    .select((eb) => [
      'v.id',
      'v.name',
      'v.data_url',
      'v.pull_interval_minutes',
      eb.fn.count<number>('g.id').as('stations_count'),
      eb.fn.max('s.last_success_at').as('last_success_at'),
      eb.fn.max('s.last_error_at').as('last_error_at'),
      eb.fn
        .coalesce(eb.fn.sum<number>('s.tickets_received'), sql<number>`0`)
        .as('tickets_received'),
      // The most recent error among the stations still failing.
      sql<string | null>`(array_agg(s.last_error order by s.last_error_at desc nulls last)
        filter (where s.last_error is not null))[1]`.as('last_error'),
    ])
    .where('v.volumetric_supplier_id', '=', id)
    .groupBy(['v.id', 'v.name', 'v.data_url', 'v.pull_interval_minutes'])
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    id: supplier.id,
    name: supplier.name,
    alias: supplier.alias,
    created_at: supplier.created_at.toISOString(),
    systems: systems.map((s) => ({
      id: s.id,
      name: s.name,
      data_url: s.data_url,
      pull_interval_minutes: s.pull_interval_minutes,
      stations_count: Number(s.stations_count),
      last_success_at: iso(s.last_success_at),
      last_error: s.last_error ?? null,
      last_error_at: s.last_error ? iso(s.last_error_at) : null,
      tickets_received: Number(s.tickets_received),
    })),
  };
}

async function createVolumetricSupplier(
  ctx: HandlerContext<{ body: CreateVolumetricSupplierApiArg['volumetricSupplierInput'] }>,
) {
  const name = ctx.body.name.trim();
  const alias = ctx.body.alias.trim();
  // Unique regardless of case: 'CVC' and 'cvc' are the same supplier to an operator.
  const clash = await ctx.db
    .selectFrom('volumetric_suppliers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', name.toLowerCase()),
        eb(eb.fn('lower', ['alias']), '=', alias.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (clash) throw new HttpError(409, volumetricMessages.duplicateSupplier, 'duplicate');
  try {
    const row = await ctx.db
      .insertInto('volumetric_suppliers')
      .values({ name, alias })
      .returning('id')
      .executeTakeFirstOrThrow();
    return respond(201, await supplierAnswer(ctx.db, row.id));
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
  const row = await ctx.db
    .insertInto('volumetric_systems')
    .values({
      volumetric_supplier_id: ctx.params.volumetric_supplier_id,
      ...inputToColumns(ctx.body, box),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
  const row = await ctx.db
    .updateTable('volumetric_systems')
    .set({ ...inputToColumns(ctx.body, box), updated_at: new Date() })
    .where('id', '=', ctx.params.id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
    const station = await db
      .selectFrom('gas_stations')
      .select(['time_zone', 'volumetric_station_id'])
      .where('id', '=', body.gas_station_id)
      .executeTakeFirst();
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
  const stations = await ctx.db
    .selectFrom('gas_stations')
    .select('id')
    .where('volumetric_system_id', '=', system.id)
    .where('volumetric_station_id', 'is not', null)
    .where('volumetric_station_id', '<>', '')
    .orderBy('id')
    .execute();
  const queued = await enqueueStationPulls(
    ctx.db,
    stations.map((s) => s.id),
  );
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
