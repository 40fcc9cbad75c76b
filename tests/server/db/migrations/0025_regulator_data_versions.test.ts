// Migration 0025: cre_places and cre_price_conflicts carry a data version, bumped once per
// writing statement that commits (however many rows it writes), never by one rolled back; down
// removes the triggers and the versions, up puts them back.
import type { Kysely } from 'kysely';
import { down, up } from '@/server/db/migrations/0025_regulator_data_versions';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(() => server.close());

const versions = async () =>
  Object.fromEntries(
    (
      await server.db
        .selectFrom('data_versions')
        .select(['table_name', 'version'])
        .where('table_name', 'in', ['cre_places', 'cre_price_conflicts'])
        .execute()
    ).map((row) => [row.table_name, Number(row.version)]),
  );

/** The database as a migration sees it (it knows no table). */
const migrating = () => server.db as unknown as Kysely<unknown>;

const place = (placeId: number) => ({ place_id: placeId, permit: `PL/${placeId}/EXP/ES/2015` });

it('bumps a version once per committed statement, whatever its rows', async () => {
  const start = await versions();
  expect(Object.keys(start).sort()).toEqual(['cre_places', 'cre_price_conflicts']);
  await server.db
    .insertInto('cre_places')
    .values([place(901), place(902), place(903)])
    .execute();
  await server.db
    .insertInto('cre_price_conflicts')
    .values({ place_id: 901, fuel: 'regular', price_date: '2026-08-08', price: 23.1 })
    .execute();
  expect(await versions()).toEqual({
    cre_places: start.cre_places! + 1,
    cre_price_conflicts: start.cre_price_conflicts! + 1,
  });
  await server.db
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('cre_places').set({ brand: 'X' }).execute();
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect((await versions()).cre_places).toBe(start.cre_places! + 1);
});

it('down removes the triggers and the versions, up puts them back', async () => {
  await down(migrating());
  try {
    expect(await versions()).toEqual({});
    await server.db.insertInto('cre_places').values(place(904)).execute();
    expect(await versions()).toEqual({});
  } finally {
    await up(migrating());
  }
  expect(await versions()).toEqual({ cre_places: 0, cre_price_conflicts: 0 });
  await server.db.deleteFrom('cre_places').where('place_id', '=', 904).execute();
  expect(await versions()).toEqual({ cre_places: 1, cre_price_conflicts: 0 });
});
