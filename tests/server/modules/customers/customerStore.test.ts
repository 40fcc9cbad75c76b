// The customers list's store: every customer with how many stations each has (none counted as
// 0) and the total; by name ignoring case, as every other management list, customers of one
// name by id.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { listCustomersWithStationCounts } from '@/server/modules/customers/customerStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
}, 120_000);
afterAll(() => database.close());

const customer = async (name: string, stations: number, legalName = `${name} SA de CV`) => {
  const id = (
    await db
      .insertInto('customers')
      .values({ name, legal_name: legalName })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < stations; i++) {
    await db
      .insertInto('gas_stations')
      .values({ customer_id: id, name: `${name} ${i}`, permission: `PL/${id}/${i}/EXP/ES/2026` })
      .execute();
  }
  return id;
};

const names = async () =>
  (await listCustomersWithStationCounts(db)).items.map((c) => [c.name, c.id] as const);

it('lists every customer with their station count, by name, and the total', async () => {
  expect(await listCustomersWithStationCounts(db)).toEqual({ items: [], total: 0 });
  const zeta = await customer('Zeta', 2);
  const beta = await customer('Beta', 0);
  const alfa = await customer('Alfa', 3);
  expect(await listCustomersWithStationCounts(db)).toEqual({
    items: [
      { id: alfa, name: 'Alfa', legal_name: 'Alfa SA de CV', station_count: 3 },
      { id: beta, name: 'Beta', legal_name: 'Beta SA de CV', station_count: 0 },
      { id: zeta, name: 'Zeta', legal_name: 'Zeta SA de CV', station_count: 2 },
    ],
    total: 3,
  });
});

it('orders customers of the same name by id', async () => {
  const first = await customer('Gemela', 1);
  const second = await customer('Gemela', 0, 'Gemela Dos SA de CV');
  expect((await names()).filter(([name]) => name === 'Gemela')).toEqual([
    ['Gemela', first],
    ['Gemela', second],
  ]);
  // For the next test: a name in lower case.
  await customer('ana', 0);
});

// By the database's collation alone, byte order on PGlite and on a PostgreSQL created with the
// C locale would put 'Beta' before 'alfa'.
it('orders by name ignoring case, as the other management lists', async () => {
  const { items } = await listCustomersWithStationCounts(db);
  const ignoringCase = [...items].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id,
  );
  // Byte order puts 'ana' after 'Zeta'.
  expect(items.map((c) => c.name)).toEqual(ignoringCase.map((c) => c.name));
});
