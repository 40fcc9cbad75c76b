// Which stations a user sees, per role: an administrator every station (linked or not, existing
// or not for the checks), an editor, visor or provider only the stations linked to them, a user
// with no link none. Each form of the rule (the list, the check, the narrowed query, the SQL on
// a users row) gives the same answer for the same user.
import { sql } from 'kysely';
import {
  firstLinkedStationZone,
  linkedStationIds,
  scopeHolds,
  scopeToUser,
  stationAccess,
  stationInScope,
  stationScopeOf,
  stationScopeOfUserRow,
  userRowSeesStation,
  usersLinkedTo,
  usersLinkedToStation,
  visibleStationIds,
} from '@/server/access/stationVisibility';
import { ROLE } from '@/server/db/schema';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';

let database: TestDatabase;
const db = () => database.handle.db;
let allStations: number[];
let linked: number[];
let otherStation: number;
/** One user per role; the editor, visor and provider share the same links. */
const users = {} as Record<'admin' | 'editor' | 'visor' | 'provider' | 'unlinked', number>;
const roleOf = {
  admin: ROLE.Admin,
  editor: ROLE.Editor,
  visor: ROLE.Visor,
  provider: ROLE.Proveedor,
  unlinked: ROLE.Editor,
};
type Who = keyof typeof users;
const isAdmin = (who: Who) => who === 'admin';
const someone = (who: Who) => ({ id: users[who], isAdmin: isAdmin(who) });
const ROLES: Who[] = ['admin', 'editor', 'visor', 'provider', 'unlinked'];
const expected = (who: Who) => (who === 'admin' ? allStations : who === 'unlinked' ? [] : linked);

beforeAll(async () => {
  database = await freshTestDatabase(true);
  allStations = (await db().selectFrom('gas_stations').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  linked = allStations.slice(0, 2);
  otherStation = allStations[allStations.length - 1]!;
  const customer = (
    await db().selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  for (const who of ROLES) {
    const row = await db()
      .insertInto('users')
      .values({
        name: `Visibilidad ${who}`,
        email: `visibilidad-${who}@example.com`,
        username: `visibilidad-${who}`,
        password_hash: 'x',
        customer_id: who === 'admin' ? null : customer,
        user_role_id: roleOf[who],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[who] = row.id;
    if (who !== 'admin' && who !== 'unlinked') {
      await db()
        .insertInto('user_gas_stations')
        .values(linked.map((gas_station_id) => ({ user_id: row.id, gas_station_id })))
        .execute();
    }
  }
  // An administrator's own links change nothing: they see every station regardless.
  await db()
    .insertInto('user_gas_stations')
    .values({ user_id: users.admin, gas_station_id: linked[0]! })
    .execute();
}, 120_000);
afterAll(() => database.close());

it('the data set has stations beyond the linked ones', () => {
  expect(allStations.length).toBeGreaterThan(linked.length);
  expect(linked).not.toContain(otherStation);
});

describe.each(ROLES)('%s', (who) => {
  it('visibleStationIds lists the stations they see, in id order', async () => {
    expect(await visibleStationIds(db(), someone(who))).toEqual(expected(who));
  });

  it('stationAccess lists them and checks a station against them', async () => {
    const access = stationAccess(db(), someone(who));
    expect(await access.stationIds()).toEqual(expected(who));
    expect(await access.canAccessStation(linked[1]!)).toBe(who !== 'unlinked');
    expect(await access.canAccessStation(otherStation)).toBe(who === 'admin');
    // Administrators may act on any id; whether it exists is the handler's 404.
    expect(await access.canAccessStation(987_654)).toBe(who === 'admin');
  });

  it('stationScopeOf is null (every station) for an administrator, else their ids', async () => {
    const access = stationAccess(db(), someone(who));
    const scope = await stationScopeOf({ isAdmin: isAdmin(who), stationIds: access.stationIds });
    expect(scope).toEqual(who === 'admin' ? null : expected(who));
    expect(scopeHolds(scope, otherStation)).toBe(who === 'admin');
    const inScope = await db()
      .selectFrom('gas_stations')
      .select('id')
      .where(stationInScope(sql.ref('id'), scope))
      .orderBy('id')
      .execute();
    expect(inScope.map((r) => r.id)).toEqual(expected(who));
  });

  it('scopeToUser narrows a station query to them', async () => {
    const rows = await scopeToUser(db().selectFrom('gas_stations'), someone(who))
      .select('id')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(expected(who));
  });

  it('the SQL on a users row gives the same answer', async () => {
    const row = await db()
      .selectFrom('users as u')
      .select([
        stationScopeOfUserRow('u').as('scope'),
        userRowSeesStation('u', linked[1]!).as('sees_linked'),
        userRowSeesStation('u', otherStation).as('sees_other'),
      ])
      .where('u.id', '=', users[who])
      .executeTakeFirstOrThrow();
    expect(row.scope).toEqual(who === 'admin' ? null : expected(who));
    expect(row.sees_linked).toBe(who !== 'unlinked');
    expect(row.sees_other).toBe(who === 'admin');
    const seen = await db()
      .selectFrom('gas_stations as g')
      .innerJoin('users as u', (join) => join.onTrue())
      .select('g.id')
      .where('u.id', '=', users[who])
      .where(userRowSeesStation('u', sql.ref('g.id')))
      .orderBy('g.id')
      .execute();
    expect(seen.map((r) => r.id)).toEqual(expected(who));
  });
});

describe('links without the administrators’ rule', () => {
  it('linkedStationIds gives only the links (an administrator’s too)', async () => {
    expect(await linkedStationIds(db(), users.editor)).toEqual(linked);
    expect(await linkedStationIds(db(), users.unlinked)).toEqual([]);
    expect(await linkedStationIds(db(), users.admin)).toEqual([linked[0]]);
  });

  it('usersLinkedTo and usersLinkedToStation name the linked users', async () => {
    const ours = Object.values(users);
    const mine = (ids: number[]) => ids.filter((id) => ours.includes(id)).sort((a, b) => a - b);
    const want = [users.admin, users.editor, users.visor, users.provider].sort((a, b) => a - b);
    expect(mine(await usersLinkedTo(db(), linked[0]!))).toEqual(want);
    const rows = await db()
      .selectFrom('users')
      .select('id')
      .where('id', 'in', usersLinkedToStation(linked[0]!))
      .execute();
    expect(mine(rows.map((r) => r.id))).toEqual(want);
  });

  it('firstLinkedStationZone is the zone of the first linked station, null with none', async () => {
    const zone = await db()
      .selectFrom('gas_stations')
      .select('time_zone')
      .where('id', '=', linked[0]!)
      .executeTakeFirstOrThrow();
    const row = await db()
      .selectNoFrom([
        firstLinkedStationZone(users.editor).as('editor'),
        firstLinkedStationZone(users.unlinked).as('unlinked'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ editor: zone.time_zone, unlinked: null });
  });
});
