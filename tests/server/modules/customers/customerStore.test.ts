// The customers' store: every customer with how many stations each has (none counted as 0), by
// name ignoring case, as every other management list, customers of one name by id; one
// customer, and a search.
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
  (await listCustomersWithStationCounts(db)).map((c) => [c.name, c.id] as const);

const row = (id: number, name: string, stationCount: number) => ({
  id,
  name,
  legal_name: `${name} SA de CV`,
  rfc: null,
  city: null,
  state: null,
  station_count: stationCount,
});

it('lists every customer with their station count, by name', async () => {
  expect(await listCustomersWithStationCounts(db)).toEqual([]);
  const zeta = await customer('Zeta', 2);
  const beta = await customer('Beta', 0);
  const alfa = await customer('Alfa', 3);
  expect(await listCustomersWithStationCounts(db)).toEqual([
    row(alfa, 'Alfa', 3),
    row(beta, 'Beta', 0),
    row(zeta, 'Zeta', 2),
  ]);
  // One customer (an integration token's), and a search over name and legal name.
  expect(await listCustomersWithStationCounts(db, { onlyCustomer: zeta })).toEqual([
    row(zeta, 'Zeta', 2),
  ]);
  const search = async (text: string, onlyCustomer: number | null = null) =>
    (await listCustomersWithStationCounts(db, { onlyCustomer, search: text })).map((c) => c.id);
  expect(await search('BETA')).toEqual([beta]);
  expect(await search('sa de cv')).toEqual([alfa, beta, zeta]);
  expect(await search('alfa', beta)).toEqual([]);
  expect(await search('   ')).toEqual([alfa, beta, zeta]);
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
  const items = await listCustomersWithStationCounts(db);
  const ignoringCase = [...items].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id,
  );
  // Byte order puts 'ana' after 'Zeta'.
  expect(items.map((c) => c.name)).toEqual(ignoringCase.map((c) => c.name));
});
