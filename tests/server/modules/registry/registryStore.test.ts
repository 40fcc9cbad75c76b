// The registry's store: each place's newest price of each fuel (within a window of dates when
// asked) with the newest date among them, places without prices left out; the great-circle
// distance as SQL; the place of a permit (the newest import, re-issues on several places); our
// station with a permit.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  distanceKmSql,
  emptyPrices,
  latestPrices,
  normalizePermit,
  placeOfPermit,
  stationWithPermit,
} from '@/server/modules/registry/registryStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;

const place = (
  place_id: number,
  permit: string,
  extra: { latitude?: number; longitude?: number; imported_at?: Date } = {},
) => db.insertInto('cre_places').values({ place_id, permit, name: `Lugar ${place_id}`, ...extra });

const prices = (
  rows: [place_id: number, fuel: 'regular' | 'premium' | 'diesel', date: string, price: number][],
) =>
  db
    .insertInto('cre_prices')
    .values(
      rows.map(([place_id, fuel, price_date, price]) => ({ place_id, fuel, price_date, price })),
    )
    .execute();

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
}, 120_000);
afterAll(() => database.close());

describe('the latest prices', () => {
  beforeAll(async () => {
    await prices([
      [1, 'regular', '2026-01-01', 23.1],
      [1, 'regular', '2026-01-03', 23.45],
      [1, 'regular', '2026-01-02', 23.9],
      [1, 'premium', '2026-01-02', 25.2],
      [2, 'diesel', '2026-01-01', 26.75],
      [3, 'regular', '2025-06-01', 22.0],
    ]);
  });

  it('are each fuel’s newest, dated by the newest of them, as numbers', async () => {
    const latest = await latestPrices(db, [1, 2, 4]);
    expect([...latest.keys()].sort()).toEqual([1, 2]);
    expect(latest.get(1)).toEqual({
      regular: 23.45,
      premium: 25.2,
      diesel: null,
      price_date: '2026-01-03',
    });
    expect(latest.get(2)).toEqual({
      regular: null,
      premium: null,
      diesel: 26.75,
      price_date: '2026-01-01',
    });
    expect((await latestPrices(db, [])).size).toBe(0);
  });

  it('keep to a window of dates when asked', async () => {
    const upTo2 = await latestPrices(db, [1, 3], { to: '2026-01-02' });
    expect(upTo2.get(1)).toEqual({
      regular: 23.9,
      premium: 25.2,
      diesel: null,
      price_date: '2026-01-02',
    });
    expect(upTo2.get(3)).toMatchObject({ regular: 22 });
    const recent = await latestPrices(db, [1, 3], { from: '2026-01-03', to: null });
    expect(recent.get(1)).toEqual({ ...emptyPrices(), regular: 23.45, price_date: '2026-01-03' });
    expect(recent.has(3)).toBe(false);
  });
});

it('measures great-circle distances in kilometres', async () => {
  // Querétaro's and Aguascalientes' main squares, about 243 km apart.
  await place(10, 'PL/10/EXP/ES/2015', { latitude: 21.8818, longitude: -102.2916 }).execute();
  await place(11, 'PL/11/EXP/ES/2015', { latitude: 20.5931, longitude: -100.392 }).execute();
  await place(12, 'PL/12/EXP/ES/2015').execute();
  const rows = await db
    .selectFrom('cre_places')
    .select(['place_id', distanceKmSql(20.5931, -100.392).as('km')])
    .where('place_id', 'in', [10, 11, 12])
    .orderBy('place_id')
    .execute();
  expect(rows[0]!.km).toBeCloseTo(243.5, 0);
  expect(rows[1]!.km).toBeCloseTo(0, 6);
  expect(rows[2]!.km).toBeNull();
});

it('takes the newest import of a permit re-issued on several places', async () => {
  const hourAgo = new Date(Date.now() - 3_600_000);
  await place(21, 'PL/20/EXP/ES/2015', { imported_at: new Date() }).execute();
  await place(22, 'PL/20/EXP/ES/2015', { imported_at: hourAgo }).execute();
  expect(await placeOfPermit(db, 'PL/20/EXP/ES/2015')).toMatchObject({ place_id: 21 });
  // The same import: the higher place id.
  await place(23, 'PL/20/EXP/ES/2015', { imported_at: hourAgo }).execute();
  await sql`update cre_places set imported_at = ${hourAgo} where place_id = 21`.execute(db);
  expect(await placeOfPermit(db, 'PL/20/EXP/ES/2015')).toMatchObject({ place_id: 23 });
  expect(await placeOfPermit(db, normalizePermit(' pl/20/exp/es/2015 '))).toMatchObject({
    place_id: 23,
  });
  expect(await placeOfPermit(db, 'PL/21/EXP/ES/2015')).toBeUndefined();
});

it('finds our station holding a permit (one per permit)', async () => {
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Registro', legal_name: 'Registro SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string, permission: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const holder = await station('Primera', 'PL/30/EXP/ES/2015');
  await station('Segunda', 'PL/32/EXP/ES/2015');
  expect(await stationWithPermit(db, 'PL/30/EXP/ES/2015')).toEqual({ id: holder, name: 'Primera' });
  expect(await stationWithPermit(db, 'PL/31/EXP/ES/2015')).toBeUndefined();
});
