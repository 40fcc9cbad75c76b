// The queries of the suppliers and systems screens: suppliers with their counts, a supplier's
// systems with how their stations' pulls went, the writes, and the stations a system pulls.
import { sql, type Kysely } from 'kysely';
import type { VolumetricSupplier, VolumetricSupplierList } from '@/api/generated/volumetric.gen';
import type { Database } from '../../db/schema';
import type { inputToColumns, SystemRow } from './systemRows';

type SystemColumns = ReturnType<typeof inputToColumns>;

export function findSupplier(db: Kysely<Database>, id: number) {
  return db.selectFrom('volumetric_suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSystem(
  db: Kysely<Database>,
  supplierId: number,
  systemId: number,
): Promise<SystemRow | undefined> {
  return db
    .selectFrom('volumetric_systems')
    .selectAll()
    .where('id', '=', systemId)
    .where('volumetric_supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/** Every supplier by name, with how many systems and stations it has. */
export async function listSuppliers(db: Kysely<Database>): Promise<VolumetricSupplierList> {
  const rows = await db
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

/** A supplier's systems by name, each with its stations' pull record. */
export async function supplierSystems(
  db: Kysely<Database>,
  supplierId: number,
): Promise<VolumetricSupplier['systems']> {
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
    .where('v.volumetric_supplier_id', '=', supplierId)
    .groupBy(['v.id', 'v.name', 'v.data_url', 'v.pull_interval_minutes'])
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return systems.map((s) => ({
    id: s.id,
    name: s.name,
    data_url: s.data_url,
    pull_interval_minutes: s.pull_interval_minutes,
    stations_count: Number(s.stations_count),
    last_success_at: iso(s.last_success_at),
    last_error: s.last_error ?? null,
    last_error_at: s.last_error ? iso(s.last_error_at) : null,
    tickets_received: Number(s.tickets_received),
  }));
}

/** Whether another supplier has this name or alias, regardless of case. */
export async function supplierNameTaken(
  db: Kysely<Database>,
  name: string,
  alias: string,
): Promise<boolean> {
  const clash = await db
    .selectFrom('volumetric_suppliers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', name.toLowerCase()),
        eb(eb.fn('lower', ['alias']), '=', alias.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return clash !== undefined;
}

export async function insertSupplier(
  db: Kysely<Database>,
  name: string,
  alias: string,
): Promise<number> {
  const row = await db
    .insertInto('volumetric_suppliers')
    .values({ name, alias })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function insertSystem(
  db: Kysely<Database>,
  supplierId: number,
  columns: SystemColumns,
): Promise<SystemRow> {
  return db
    .insertInto('volumetric_systems')
    .values({ volumetric_supplier_id: supplierId, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateSystem(
  db: Kysely<Database>,
  id: number,
  columns: SystemColumns,
): Promise<SystemRow> {
  return db
    .updateTable('volumetric_systems')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The station's time zone and its id at the supplier, when there is such a station. */
export function stationConnectorTarget(db: Kysely<Database>, stationId: number) {
  return db
    .selectFrom('gas_stations')
    .select(['time_zone', 'volumetric_station_id'])
    .where('id', '=', stationId)
    .executeTakeFirst();
}

/** The stations of the system that have an id at the supplier, so a pull can ask for them. */
export async function pullableStationIds(
  db: Kysely<Database>,
  systemId: number,
): Promise<number[]> {
  const stations = await db
    .selectFrom('gas_stations')
    .select('id')
    .where('volumetric_system_id', '=', systemId)
    .where('volumetric_station_id', 'is not', null)
    .where('volumetric_station_id', '<>', '')
    .orderBy('id')
    .execute();
  return stations.map((s) => s.id);
}
