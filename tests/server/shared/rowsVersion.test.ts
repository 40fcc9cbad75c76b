// A set of rows' version: the same while they stand, another after an update (even to the same
// value), an insert or a delete among them, and the same after a write to other rows.
import { sql } from 'kysely';
import { rowsVersion } from '@/server/shared/rowsVersion';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let station: number;

beforeAll(async () => {
  server = await startTestServer();
  station = (
    await server.db.selectFrom('gas_stations').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server.close();
});

const version = async () =>
  (
    await sql<{ v: string }>`
      with chosen as (select xmin from gas_station_rivals where gas_station_id = ${station})
      select ${rowsVersion('chosen')} as v`.execute(server.db)
  ).rows[0]!.v;

async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) !== before;
}

it('changes with each committed write to the rows, and only to them', async () => {
  expect(await version()).toBe(await version());
  const insert = () =>
    sql`insert into gas_station_rivals (gas_station_id, name, permission)
      values (${station}, 'Versión', 'PL/77777/EXP/ES/2099')`.execute(server.db);
  expect(await changes(insert)).toBe(true);
  expect(
    await changes(() =>
      sql`update gas_station_rivals set name = name where name = 'Versión'`.execute(server.db),
    ),
  ).toBe(true);
  expect(
    await changes(() =>
      sql`update gas_station_rivals set name = name where gas_station_id <> ${station}`.execute(
        server.db,
      ),
    ),
  ).toBe(false);
  expect(
    await changes(() =>
      sql`delete from gas_station_rivals where name = 'Versión'`.execute(server.db),
    ),
  ).toBe(true);
});
