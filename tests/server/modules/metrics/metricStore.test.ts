// The service metrics' store: the catalogue's first metrics by id, and how many there are.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { listMetricPage } from '@/server/modules/metrics/metricStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
}, 120_000);
afterAll(() => database.close());

it('lists the catalogue by id with its total, a page at a time', async () => {
  const catalogue = await db.selectFrom('metrics').select(['id', 'key']).orderBy('id').execute();
  // The migrations' catalogue of the eleven metrics.
  expect(catalogue).toHaveLength(11);
  expect(await listMetricPage(db, 100)).toEqual({ items: catalogue, total: 11 });
  expect(await listMetricPage(db, 3)).toEqual({ items: catalogue.slice(0, 3), total: 11 });
  expect((await listMetricPage(db, 1)).items).toEqual([{ id: 1, key: catalogue[0]!.key }]);
});
