// The competitors' store: a station's competitors oldest first and only its own; one registry
// place per station, one unregistered permit per station (the unique keys); the registry place
// of a permit shared by re-registrations: the one with the latest prices, else the first; a
// competitor found and deleted by id.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  deleteRivalById,
  findRival,
  findStation,
  insertRival,
  placeOfPermit,
  rivalsOfStation,
} from '@/server/modules/rivals/rivalStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

/** PostgreSQL's unique_violation, as PGlite and pg report it. */
const UNIQUE_VIOLATION = { code: '23505' };

let database: TestDatabase;
let db: Kysely<Database>;
let own: number;
let other: number;

const rival = (
  stationId: number,
  placeId: number | null,
  permission = `PL/${placeId ?? 'X'}/EXP/ES/2020`,
) => ({
  gas_station_id: stationId,
  cre_place_id: placeId,
  permission,
  name: `Competidor ${placeId ?? permission}`,
  address: 'Av. Universidad 100',
});

const place = (place_id: number, permit: string) =>
  db
    .insertInto('cre_places')
    .values({ place_id, permit, name: `Lugar ${place_id}` })
    .execute();

const price = (place_id: number, price_date: string) =>
  db
    .insertInto('cre_prices')
    .values({ place_id, fuel: 'regular', price_date, price: 23.5 })
    .execute();

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Competencia', legal_name: 'Competencia SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string, cre_place_id: number | null) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission: `PL/${name}/EXP/ES/2026`, cre_place_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  own = await station('Propia', 4_100);
  other = await station('Vecina', null);
}, 120_000);
afterAll(() => database.close());

it('finds a station with its registry place and permit, undefined when there is none', async () => {
  expect(await findStation(db, own)).toEqual({
    id: own,
    name: 'Propia',
    cre_place_id: 4_100,
    permission: 'PL/Propia/EXP/ES/2026',
  });
  expect(await findStation(db, 999_999)).toBeUndefined();
});

it('writes a competitor and reads a station’s own back, oldest first', async () => {
  const later = await insertRival(db, rival(own, 11));
  expect(later).toMatchObject({
    gas_station_id: own,
    cre_place_id: 11,
    permission: 'PL/11/EXP/ES/2020',
    name: 'Competidor 11',
    address: 'Av. Universidad 100',
    color: null,
  });
  const earlier = await insertRival(db, rival(own, 12));
  const unregistered = await insertRival(db, rival(own, null, 'PL/999/EXP/ES/2015'));
  await insertRival(db, rival(other, 11));
  // Inserted after `later` but older: the creation time orders them, not the id.
  await db
    .updateTable('gas_station_rivals')
    .set({ created_at: new Date(Date.now() - 86_400_000) })
    .where('id', '=', earlier.id)
    .execute();
  expect((await rivalsOfStation(db, own)).map((r) => r.id)).toEqual([
    earlier.id,
    later.id,
    unregistered.id,
  ]);
  expect(await findRival(db, unregistered.id)).toEqual({
    id: unregistered.id,
    gas_station_id: own,
  });
});

it('refuses a second competitor of the same place or unregistered permit for one station', async () => {
  await insertRival(db, rival(own, 21));
  await expect(insertRival(db, rival(own, 21, 'PL/OTRO/EXP/ES/2020'))).rejects.toMatchObject(
    UNIQUE_VIOLATION,
  );
  await insertRival(db, rival(own, null, 'PL/SIN/EXP/ES/2020'));
  await expect(insertRival(db, rival(own, null, 'PL/SIN/EXP/ES/2020'))).rejects.toMatchObject(
    UNIQUE_VIOLATION,
  );
  // Another station may have them too.
  await insertRival(db, rival(other, 21));
  await insertRival(db, rival(other, null, 'PL/SIN/EXP/ES/2020'));
});

it('takes the re-registered place with the latest prices, else the first', async () => {
  await place(303, 'PL/777/EXP/ES/2015');
  await place(301, 'PL/777/EXP/ES/2015');
  await place(302, 'PL/777/EXP/ES/2015');
  expect(await placeOfPermit(db, 'PL/777/EXP/ES/2015')).toMatchObject({ place_id: 301 });
  await price(303, '2026-01-10');
  await price(302, '2026-01-20');
  await price(302, '2025-12-01');
  expect(await placeOfPermit(db, 'PL/777/EXP/ES/2015')).toMatchObject({ place_id: 302 });
  expect(await placeOfPermit(db, 'PL/778/EXP/ES/2015')).toBeUndefined();
});

it('deletes a competitor by id, leaving the others', async () => {
  const gone = await insertRival(db, rival(other, 31));
  const kept = await insertRival(db, rival(other, 32));
  await deleteRivalById(db, gone.id);
  expect(await findRival(db, gone.id)).toBeUndefined();
  expect(await findRival(db, kept.id)).toEqual({ id: kept.id, gas_station_id: other });
  // Deleting one that is gone does nothing.
  await deleteRivalById(db, gone.id);
  expect((await rivalsOfStation(db, other)).map((r) => r.id)).toContain(kept.id);
});
