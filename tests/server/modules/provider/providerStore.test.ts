// The provider browsing's store: whether a customer exists; a customer's stations by name. (The
// customers with their station counts are the customers module's: customerStore.test.ts.)
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { customerExists, stationsOfCustomer } from '@/server/modules/provider/providerStore';
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
