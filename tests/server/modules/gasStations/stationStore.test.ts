// The gas stations' store: the stations a user sees (administrators every one, others their
// links), by name ignoring case, searched without accents, a page with the total; a station
// deleted only without an asset, its users' report schedules moving to their next station's
// zone; its brand photo; the enabled users who see it and its contacts, by name; the station
// of a permit; the volumetric suppliers with their own systems.
import type { Kysely } from 'kysely';
import { stationAccess } from '@/server/access/stationVisibility';
import type { AuthUser } from '@/server/contract/handlerTypes';
import { ROLE, type Database } from '@/server/db/schema';
import {
  brandPhotoOf,
  deleteStation,
  listVisibleStations,
  setBrandPhotoUrl,
  stationByPermit,
  stationContacts,
  stationExists,
  stationOperators,
  volumetricOptions,
} from '@/server/modules/gasStations/stationStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
/** Named so that their ids, their bytes and their letters sort differently. */
let zeta: number;
let beta: number;
let alfa: number;
let admin: number;
let editor: number;

const station = async (name: string, extra: { city?: string; time_zone?: string } = {}) =>
  (
    await db
      .insertInto('gas_stations')
      .values({ customer_id: customer, name, permission: `PL/${name}/EXP/ES/2026`, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const user = async (name: string, role: number, disabled = false) =>
  (
    await db
      .insertInto('users')
      .values({
        customer_id: role === ROLE.Admin ? null : customer,
        user_role_id: role,
        name,
        username: name.toLowerCase().replace(/\W/g, ''),
        email: `${name.toLowerCase().replace(/\W/g, '')}@estaciones.mx`,
        password_hash: 'x',
        disabled_at: disabled ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const link = (userId: number, stationIds: number[]) =>
  db
    .insertInto('user_gas_stations')
    .values(stationIds.map((gas_station_id) => ({ user_id: userId, gas_station_id })))
    .execute();

const signedIn = (id: number, isAdmin: boolean): AuthUser => ({
  id,
  sessionId: 0,
  mustChangePassword: false,
  roleId: isAdmin ? ROLE.Admin : ROLE.Editor,
  roleName: isAdmin ? 'Admin' : 'Editor',
  isAdmin,
  permissions: null,
  customerId: isAdmin ? null : customer,
  ...stationAccess(db, { id, isAdmin }),
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Estaciones', legal_name: 'Estaciones SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  zeta = await station('zeta');
  beta = await station('Beta', { city: 'Querétaro' });
  alfa = await station('alfa');
  admin = await user('Admin', ROLE.Admin);
  editor = await user('Editora', ROLE.Editor);
  await link(editor, [zeta, alfa]);
}, 120_000);
afterAll(() => database.close());

describe('the stations a user sees', () => {
  it('lists an administrator every station and anyone else their links, by name ignoring case', async () => {
    const all = await listVisibleStations(db, signedIn(admin, true), {});
    expect(all.items.map((s) => s.id)).toEqual([alfa, beta, zeta]);
    expect(all.total).toBe(3);
    expect(all.items[1]).toEqual({
      id: beta,
      name: 'Beta',
      permission: 'PL/Beta/EXP/ES/2026',
      brand: null,
      city: 'Querétaro',
      state: null,
      address: null,
      customer_id: customer,
    });
    const own = await listVisibleStations(db, signedIn(editor, false), {});
    expect(own.items.map((s) => s.id)).toEqual([alfa, zeta]);
    expect(own.total).toBe(2);
    // Not linked to any: none.
    const nobody = await user('Sin estaciones', ROLE.Visor);
    expect(await listVisibleStations(db, signedIn(nobody, false), {})).toEqual({
      items: [],
      total: 0,
    });
  });

  it('searches name, permit and city without accents or case, its wildcards taken literally', async () => {
    const search = async (text: string, who = signedIn(admin, true)) =>
      (await listVisibleStations(db, who, { search: text })).items.map((s) => s.id);
    expect(await search('QUERETARO')).toEqual([beta]);
    expect(await search('pl/zeta')).toEqual([zeta]);
    expect(await search('%')).toEqual([]);
    // The search never widens what the user sees.
    expect(await search('beta', signedIn(editor, false))).toEqual([]);
  });

  it('counts every match when the page is full', async () => {
    const page = await listVisibleStations(db, signedIn(admin, true), { items: 2 });
    expect(page.items.map((s) => s.id)).toEqual([alfa, beta]);
    expect(page.total).toBe(3);
  });
});

describe('deleting a station', () => {
  it('is refused while an asset is attached, and says when the station is gone', async () => {
    const kept = await station('Con activo');
    await db
      .insertInto('assets')
      .values({ customer_id: customer, gas_station_id: kept, name: 'Bomba 1' })
      .execute();
    expect(await deleteStation(db, kept)).toBe('asset_attached');
    expect(await stationExists(db, kept)).toBe(true);
    expect(await deleteStation(db, 999_999)).toBe('not_found');
  });

  it('moves its users’ report schedules to the zone of their next station', async () => {
    const tijuana = await station('Tijuana', { time_zone: 'America/Tijuana' });
    const cancun = await station('Cancún', { time_zone: 'America/Cancun' });
    const owner = await user('Con reportes', ROLE.Editor);
    await link(owner, [tijuana, cancun]);
    const config = (
      await db
        .insertInto('report_configurations')
        .values({ user_id: owner, report_type: 'daily', periodicity: 'daily', enabled: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('job_schedules')
      .values({
        name: `report-configuration:${config}`,
        queue: 'reports-occurrence',
        payload: JSON.stringify({ configuration_id: config }),
        cadence: JSON.stringify({ daily_at: '08:00', zone: 'America/Tijuana' }),
        next_run_at: new Date(),
        per_occurrence: true,
        report_configuration_id: config,
      })
      .execute();
    expect(await deleteStation(db, tijuana)).toBe('deleted');
    expect(await stationExists(db, tijuana)).toBe(false);
    const schedule = await db
      .selectFrom('job_schedules')
      .select('cadence')
      .where('report_configuration_id', '=', config)
      .executeTakeFirstOrThrow();
    expect(schedule.cadence).toEqual({ daily_at: '08:00', zone: 'America/Cancun' });
    expect(await deleteStation(db, tijuana)).toBe('not_found');
  });
});

it('keeps a brand photo, undefined for a station that is not', async () => {
  expect(await brandPhotoOf(db, zeta)).toBeNull();
  await setBrandPhotoUrl(db, zeta, 'brand/zeta.png');
  expect(await brandPhotoOf(db, zeta)).toBe('brand/zeta.png');
  expect(await brandPhotoOf(db, alfa)).toBeNull();
  await setBrandPhotoUrl(db, zeta, null);
  expect(await brandPhotoOf(db, zeta)).toBeNull();
  expect(await brandPhotoOf(db, 999_999)).toBeUndefined();
});

it('lists the enabled users who see a station, administrators included, by name', async () => {
  const operated = await station('Operada');
  const zoe = await user('zoe', ROLE.Visor);
  const bruno = await user('Bruno', ROLE.Proveedor);
  const gone = await user('Baja', ROLE.Editor, true);
  await link(zoe, [operated]);
  await link(bruno, [operated]);
  await link(gone, [operated]);
  const operators = await stationOperators(db, operated);
  expect(operators).toEqual([
    { id: admin, name: 'Admin', email: 'admin@estaciones.mx', role: 'Admin' },
    { id: bruno, name: 'Bruno', email: 'bruno@estaciones.mx', role: 'Proveedor' },
    { id: zoe, name: 'zoe', email: 'zoe@estaciones.mx', role: 'Visor' },
  ]);
});

it('lists a station’s contacts by name, only its own', async () => {
  const contact = async (name: string) =>
    (
      await db
        .insertInto('contacts')
        .values({ customer_id: customer, name, email: `${name}@c.mx`, telephone: '4420000000' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const zulema = await contact('zulema');
  const ana = await contact('Ana');
  const other = await contact('Otra');
  await db
    .insertInto('contact_gas_stations')
    .values([
      { contact_id: zulema, gas_station_id: beta },
      { contact_id: ana, gas_station_id: beta },
      { contact_id: other, gas_station_id: alfa },
    ])
    .execute();
  expect(await stationContacts(db, beta)).toEqual([
    { id: ana, name: 'Ana', email: 'Ana@c.mx', telephone: '4420000000' },
    { id: zulema, name: 'zulema', email: 'zulema@c.mx', telephone: '4420000000' },
  ]);
  expect(await stationContacts(db, zeta)).toEqual([]);
});

it('finds the station of a permit exactly', async () => {
  expect(await stationByPermit(db, 'PL/Beta/EXP/ES/2026')).toEqual({
    id: beta,
    name: 'Beta',
    permission: 'PL/Beta/EXP/ES/2026',
    latitude: null,
    longitude: null,
    cre_place_id: null,
  });
  expect(await stationByPermit(db, 'PL/BETA/EXP/ES/2026')).toBeUndefined();
});

it('lists the volumetric suppliers by name, each with its own systems', async () => {
  expect(await volumetricOptions(db)).toEqual({ suppliers: [] });
  const supplier = async (name: string) =>
    (
      await db
        .insertInto('volumetric_suppliers')
        .values({ name, alias: name.toLowerCase() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const zulu = await supplier('Zulu');
  const acme = await supplier('Acme');
  const system = async (supplierId: number, name: string) =>
    (
      await db
        .insertInto('volumetric_systems')
        .values({ volumetric_supplier_id: supplierId, name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const z1 = await system(zulu, 'Nube');
  const a2 = await system(acme, 'Web');
  const a1 = await system(acme, 'Local');
  expect(await volumetricOptions(db)).toEqual({
    suppliers: [
      {
        id: acme,
        name: 'Acme',
        alias: 'acme',
        systems: [
          { id: a1, name: 'Local' },
          { id: a2, name: 'Web' },
        ],
      },
      { id: zulu, name: 'Zulu', alias: 'zulu', systems: [{ id: z1, name: 'Nube' }] },
    ],
  });
});
