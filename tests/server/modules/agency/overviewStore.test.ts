// The agency overview's store: the stations a user sees (administrators every one) with their
// client, by client then station name ignoring case, of some clients when asked; each station's
// competitors' places, and the latest price on or before a date of each fuel at every place
// involved (own and competitors'), nothing for a place without one or for no place at all.
import type { Kysely } from 'kysely';
import { stationAccess } from '@/server/access/stationVisibility';
import type { AuthUser } from '@/server/contract/handlerTypes';
import { ROLE, type Database } from '@/server/db/schema';
import { overviewStations, rivalsAndPrices } from '@/server/modules/agency/overviewStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
let zulu: number;
let acme: number;
let zuluNorth: number;
let zuluBeta: number;
let acmeOnly: number;
let editor: number;

const signedIn = (id: number, isAdmin: boolean): AuthUser => ({
  id,
  sessionId: 0,
  mustChangePassword: false,
  roleId: isAdmin ? ROLE.Admin : ROLE.Editor,
  roleName: isAdmin ? 'Admin' : 'Editor',
  isAdmin,
  permissions: null,
  customerId: null,
  ...stationAccess(db, { id, isAdmin }),
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const customer = async (name: string) =>
    (
      await db
        .insertInto('customers')
        .values({ name, legal_name: `${name} SA` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Created first, listed last: by name ignoring case.
  zulu = await customer('zulu');
  acme = await customer('Acme');
  const station = async (customerId: number, name: string, cre_place_id: number | null) =>
    (
      await db
        .insertInto('gas_stations')
        .values({
          customer_id: customerId,
          name,
          permission: `PL/${name}/EXP/ES/2026`,
          cre_place_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  zuluNorth = await station(zulu, 'Norte', 100);
  zuluBeta = await station(zulu, 'beta', null);
  acmeOnly = await station(acme, 'Única', 200);
  editor = (
    await db
      .insertInto('users')
      .values({
        customer_id: zulu,
        user_role_id: ROLE.Editor,
        name: 'Agencia',
        username: 'agencia',
        email: 'agencia@zulu.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_gas_stations')
    .values([
      { user_id: editor, gas_station_id: zuluNorth },
      { user_id: editor, gas_station_id: acmeOnly },
    ])
    .execute();
}, 120_000);
afterAll(() => database.close());

describe('the stations of the overview', () => {
  it('are every station for an administrator, by client then station name, with the client', async () => {
    expect(await overviewStations(db, signedIn(0, true), null)).toEqual([
      { id: acmeOnly, name: 'Única', cre_place_id: 200, customer_id: acme, customer_name: 'Acme' },
      { id: zuluBeta, name: 'beta', cre_place_id: null, customer_id: zulu, customer_name: 'zulu' },
      { id: zuluNorth, name: 'Norte', cre_place_id: 100, customer_id: zulu, customer_name: 'zulu' },
    ]);
  });

  it('are only the user’s, and only the clients asked for', async () => {
    expect((await overviewStations(db, signedIn(editor, false), null)).map((s) => s.id)).toEqual([
      acmeOnly,
      zuluNorth,
    ]);
    expect((await overviewStations(db, signedIn(editor, false), [zulu])).map((s) => s.id)).toEqual([
      zuluNorth,
    ]);
    expect((await overviewStations(db, signedIn(0, true), [acme, zulu])).map((s) => s.id)).toEqual([
      acmeOnly,
      zuluBeta,
      zuluNorth,
    ]);
  });
});

describe('competitors and prices', () => {
  beforeAll(async () => {
    await db
      .insertInto('gas_station_rivals')
      .values([
        { gas_station_id: zuluNorth, cre_place_id: 101, permission: 'PL/101', name: 'Rival 101' },
        { gas_station_id: zuluNorth, cre_place_id: null, permission: 'PL/SIN', name: 'Sin lugar' },
        { gas_station_id: acmeOnly, cre_place_id: 101, permission: 'PL/101', name: 'Rival 101' },
      ])
      .execute();
    await db
      .insertInto('cre_prices')
      .values([
        { place_id: 100, fuel: 'regular', price_date: '2026-03-01', price: 23.1 },
        { place_id: 100, fuel: 'regular', price_date: '2026-03-05', price: 23.5 },
        { place_id: 100, fuel: 'regular', price_date: '2026-03-09', price: 24.0 },
        { place_id: 100, fuel: 'diesel', price_date: '2026-02-20', price: 25.8 },
        { place_id: 101, fuel: 'premium', price_date: '2026-03-04', price: 25.15 },
        // Another place's prices are never asked for.
        { place_id: 300, fuel: 'regular', price_date: '2026-03-04', price: 21 },
      ])
      .execute();
  });

  it('lists each station’s competitors’ places', async () => {
    const stations = await overviewStations(db, signedIn(0, true), null);
    const { rivalsOf } = await rivalsAndPrices(db, stations, '2026-03-06');
    expect(rivalsOf.get(zuluNorth)?.slice().sort()).toEqual([101, null]);
    expect(rivalsOf.get(acmeOnly)).toEqual([101]);
    expect(rivalsOf.has(zuluBeta)).toBe(false);
  });

  it('gives each place’s latest price of a fuel on or before the date', async () => {
    const stations = await overviewStations(db, signedIn(0, true), null);
    const { priceOf } = await rivalsAndPrices(db, stations, '2026-03-06');
    expect(priceOf(100, 'regular')).toEqual({
      placeId: 100,
      fuel: 'regular',
      price: 23.5,
      priceDate: '2026-03-05',
    });
    expect(priceOf(100, 'diesel')).toMatchObject({ price: 25.8, priceDate: '2026-02-20' });
    expect(priceOf(100, 'premium')).toBeUndefined();
    expect(priceOf(101, 'premium')).toMatchObject({ price: 25.15, priceDate: '2026-03-04' });
    expect(priceOf(null, 'regular')).toBeUndefined();
    expect(priceOf(300, 'regular')).toBeUndefined();
    // Before any price: none.
    const early = await rivalsAndPrices(db, stations, '2026-02-01');
    expect(early.priceOf(100, 'regular')).toBeUndefined();
  });

  it('answers nothing for no stations', async () => {
    const { rivalsOf, priceOf } = await rivalsAndPrices(db, [], '2026-03-06');
    expect(rivalsOf.size).toBe(0);
    expect(priceOf(100, 'regular')).toBeUndefined();
  });
});
