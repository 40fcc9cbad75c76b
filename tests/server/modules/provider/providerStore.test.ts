// The provider browsing's store: customers by name ignoring case with how many stations each
// has (none counted as 0), only one customer when asked, searched over name and legal name
// without accents; whether a customer exists; a customer's stations by name.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  customerExists,
  listCustomersWithStationCounts,
  stationsOfCustomer,
} from '@/server/modules/provider/providerStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
let zeta: number;
let beta: number;
let alfa: number;

const customer = async (name: string, legal_name: string) =>
  (
    await db
      .insertInto('customers')
      .values({
        name,
        legal_name,
        rfc: `${name.slice(0, 3).toUpperCase()}010101AAA`,
        city: 'Querétaro',
        state: 'Querétaro',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const station = async (customerId: number, name: string) =>
  (
    await db
      .insertInto('gas_stations')
      .values({
        customer_id: customerId,
        name,
        permission: `PL/${customerId}/${name}/EXP/ES/2026`,
        brand: 'Pemex',
        city: 'Querétaro',
        state: 'Querétaro',
        address: 'Av. 5 de Febrero 10',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  zeta = await customer('zeta', 'Zeta Energía SA');
  beta = await customer('Beta', 'Combustibles Beta SA');
  alfa = await customer('alfa', 'Alfa Gasolineras SA');
  await station(zeta, 'Z1');
  await station(zeta, 'Z2');
  await station(alfa, 'A1');
}, 120_000);
afterAll(() => database.close());

describe('customers with station counts', () => {
  it('are by name ignoring case, with how many stations each has', async () => {
    expect(await listCustomersWithStationCounts(db, null, undefined)).toEqual([
      {
        id: alfa,
        name: 'alfa',
        legal_name: 'Alfa Gasolineras SA',
        rfc: 'ALF010101AAA',
        city: 'Querétaro',
        state: 'Querétaro',
        station_count: 1,
      },
      expect.objectContaining({ id: beta, station_count: 0 }),
      expect.objectContaining({ id: zeta, station_count: 2 }),
    ]);
  });

  it('are only one customer when asked, and match a search over name and legal name', async () => {
    expect((await listCustomersWithStationCounts(db, zeta, undefined)).map((c) => c.id)).toEqual([
      zeta,
    ]);
    const search = async (text: string, only: number | null = null) =>
      (await listCustomersWithStationCounts(db, only, text)).map((c) => c.id);
    expect(await search('ENERGIA')).toEqual([zeta]);
    expect(await search('combustibles')).toEqual([beta]);
    expect(await search('sa')).toEqual([alfa, beta, zeta]);
    expect(await search('energía', beta)).toEqual([]);
    expect(await search('   ')).toEqual([alfa, beta, zeta]);
  });
});

it('says whether a customer exists', async () => {
  expect(await customerExists(db, beta)).toBe(true);
  expect(await customerExists(db, 999_999)).toBe(false);
});

it('lists a customer’s stations by name ignoring case, only theirs', async () => {
  const lower = await station(beta, 'norte');
  const upper = await station(beta, 'Centro');
  const last = await station(beta, 'sur');
  expect(await stationsOfCustomer(db, beta)).toEqual([
    {
      id: upper,
      name: 'Centro',
      permission: `PL/${beta}/Centro/EXP/ES/2026`,
      brand: 'Pemex',
      city: 'Querétaro',
      state: 'Querétaro',
      address: 'Av. 5 de Febrero 10',
      customer_id: beta,
    },
    expect.objectContaining({ id: lower, name: 'norte' }),
    expect.objectContaining({ id: last, name: 'sur' }),
  ]);
  expect(await stationsOfCustomer(db, 999_999)).toEqual([]);
});
