// The competitors' queries: the station they are of, its competitors, the registry place a
// permit names, and the writes.
import type { Kysely, Selectable } from 'kysely';
import type { Database, GasStationRivalsTable } from '../../db/schema';

export type RivalRow = Selectable<GasStationRivalsTable>;

export function findStation(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'cre_place_id', 'permission'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The station's competitors, oldest first. */
export function rivalsOfStation(db: Kysely<Database>, stationId: number): Promise<RivalRow[]> {
  return db
    .selectFrom('gas_station_rivals')
    .selectAll()
    .where('gas_station_id', '=', stationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The registry place of a permit; one shared by several places (re-registrations): the one with the latest prices. */
export function placeOfPermit(db: Kysely<Database>, permit: string) {
  return db
    .selectFrom('cre_places as cp')
    .select([
      'cp.place_id',
      (eb) =>
        eb
          .selectFrom('cre_prices as pr')
          .select((e) => e.fn.max('pr.price_date').as('d'))
          .whereRef('pr.place_id', '=', 'cp.place_id')
          .as('last_price'),
    ])
    .where('cp.permit', '=', permit)
    .orderBy('last_price', (ob) => ob.desc().nullsLast())
    .orderBy('cp.place_id')
    .executeTakeFirst();
}

export function insertRival(
  db: Kysely<Database>,
  rival: {
    gas_station_id: number;
    cre_place_id: number | null;
    permission: string;
    name: string;
    address: string;
  },
): Promise<RivalRow> {
  return db.insertInto('gas_station_rivals').values(rival).returningAll().executeTakeFirstOrThrow();
}

export function findRival(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('gas_station_rivals')
    .select(['id', 'gas_station_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteRivalById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('gas_station_rivals').where('id', '=', id).execute();
}
