// The stations a service chart shows: an administrator every station, anyone else their links
// only, by name ignoring case, then id.
import type { Kysely } from 'kysely';
import { stationAccess } from '@/server/access/stationVisibility';
import type { AuthUser } from '@/server/contract/handlerTypes';
import { ROLE, type Database } from '@/server/db/schema';
import { chartStations } from '@/server/modules/serviceMetrics/chartStationStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;

const signedIn = (id: number, isAdmin: boolean): AuthUser => ({
  id,
  sessionId: 0,
  mustChangePassword: false,
  roleId: isAdmin ? ROLE.Admin : ROLE.Visor,
  roleName: isAdmin ? 'Admin' : 'Visor',
  isAdmin,
  permissions: null,
  customerId: null,
  ...stationAccess(db, { id, isAdmin }),
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
}, 120_000);
afterAll(() => database.close());

it('lists an administrator every station and anyone else theirs, by name ignoring case', async () => {
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Gráficas', legal_name: 'Gráficas SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string, n: number) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission: `PL/${n}/EXP/ES/2026` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const zeta = await station('zeta', 1);
  const beta = await station('Beta', 2);
  const alfa = await station('alfa', 3);
  // Same name: by id.
  const beta2 = await station('beta', 4);
  const viewer = (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        user_role_id: ROLE.Visor,
        name: 'Visor',
        username: 'visor-graficas',
        email: 'visor@graficas.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_gas_stations')
    .values([
      { user_id: viewer, gas_station_id: zeta },
      { user_id: viewer, gas_station_id: beta2 },
    ])
    .execute();
  expect(await chartStations(db, signedIn(0, true))).toEqual([
    { id: alfa, name: 'alfa' },
    { id: beta, name: 'Beta' },
    { id: beta2, name: 'beta' },
    { id: zeta, name: 'zeta' },
  ]);
  expect(await chartStations(db, signedIn(viewer, false))).toEqual([
    { id: beta2, name: 'beta' },
    { id: zeta, name: 'zeta' },
  ]);
  expect(await chartStations(db, signedIn(999_999, false))).toEqual([]);
});
