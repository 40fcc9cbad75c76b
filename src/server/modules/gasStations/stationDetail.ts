// Reads one station the way the contract's GasStationDetail shapes it: fields, customer, shifts
// and volumetric link (with the supplier of the linked system).
import type { Kysely } from 'kysely';
import type { GasStationDetail } from '@/api/generated/gasStations.gen';
import type { Database } from '../../db/schema';

export async function loadStationDetail(
  db: Kysely<Database>,
  id: number,
): Promise<GasStationDetail | null> {
  const row = await db
    .selectFrom('gas_stations as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .leftJoin('volumetric_systems as vs', 'vs.id', 'g.volumetric_system_id')
    .select([
      'g.id',
      'g.name',
      'g.brand',
      'g.brand_photo_url',
      'g.address',
      'g.city',
      'g.state',
      'g.bombs',
      'g.permission',
      'g.cre_place_id',
      'g.time_zone',
      'g.customer_gas_station_id',
      'g.latitude',
      'g.longitude',
      'g.volumetric_system_id',
      'g.volumetric_station_id',
      'g.created_at',
      'g.updated_at',
      'c.id as customer_id',
      'c.name as customer_name',
      'vs.volumetric_supplier_id',
    ])
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const shifts = await db
    .selectFrom('gas_station_shifts')
    .select(['shift', 'starts_at', 'ends_at'])
    .where('gas_station_id', '=', id)
    .orderBy('shift')
    .execute();
  return {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name },
    name: row.name,
    brand: row.brand,
    brand_photo_url: row.brand_photo_url,
    address: row.address,
    city: row.city,
    state: row.state,
    bombs: row.bombs,
    permission: row.permission,
    cre_place_id: row.cre_place_id,
    time_zone: row.time_zone,
    customer_gas_station_id: row.customer_gas_station_id,
    latitude: row.latitude,
    longitude: row.longitude,
    shifts,
    volumetric: {
      supplier_id: row.volumetric_supplier_id ?? null,
      system_id: row.volumetric_system_id,
      station_id: row.volumetric_station_id,
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
