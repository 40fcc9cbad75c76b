// Competitors: POST/DELETE /api/gas_station_rivals (and the list), with the role and station checks.
import type { DailyFuelPrice, MonthlyFuelPrices } from '@/api/generated/dashboard.gen';
import type { GasStationRival } from '@/api/generated/rivals.gen';
import { importCreFeeds } from '@/server/modules/prices/creImport';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
const RIVALS = '/api/gas_station_rivals';

/** A regulator place with prices that station 1 does not follow yet. */
let freePlace: { place_id: number; permit: string };

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
  freePlace = await server.db
    .selectFrom('cre_places')
    .select(['place_id', 'permit'])
    .where('place_id', 'not in', (eb) =>
      eb.selectFrom('gas_station_rivals').select('cre_place_id').where('gas_station_id', '=', 1),
    )
    .where('place_id', 'not in', (eb) =>
      eb.selectFrom('gas_stations').select('cre_place_id').where('cre_place_id', 'is not', null),
    )
    .where('place_id', 'in', (eb) => eb.selectFrom('cre_prices').select('place_id'))
    .orderBy('place_id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await server.close();
});

const body = (fields: Record<string, unknown>) => ({
  gas_station_rivals: {
    gas_station_id: 1,
    permission: freePlace.permit,
    name: 'La de enfrente',
    address: 'Av. Universidad 100',
    ...fields,
  },
});

it('links a competitor by permit (case and spaces ignored), shows it, and unlinks it', async () => {
  const sloppy = ` ${freePlace.permit.toLowerCase().replace('/', ' / ')} `;
  const created = await server.post(RIVALS, body({ permission: sloppy }), editor);
  expect(created.statusCode).toBe(201);
  const rival = created.json() as GasStationRival;
  expect(rival).toMatchObject({
    gas_station_id: 1,
    cre_place_id: freePlace.place_id,
    permission: freePlace.permit,
    name: 'La de enfrente',
    address: 'Av. Universidad 100',
  });

  const daily = (
    await server.get(`/api/v2/reports/daily/fuel_price?gas_station_id=1`, editor)
  ).json() as DailyFuelPrice;
  const row = daily.station_table.at(-1)!;
  expect(row).toMatchObject({ rival_id: rival.id, station: 'La de enfrente', is_own: false });
  const monthly = (
    await server.get(`/api/v2/reports/monthly/fuel_prices?gas_station_id=1`, editor)
  ).json() as MonthlyFuelPrices;
  expect(monthly.line_list.at(-1)).toMatchObject({ key: `rival-${rival.id}`, color: row.color });

  const list = await server.get(`${RIVALS}?gas_station_id=1`, editor);
  expect((list.json() as { items: GasStationRival[] }).items.at(-1)!.id).toBe(rival.id);

  expect((await server.delete(`${RIVALS}/${rival.id}`, editor)).statusCode).toBe(204);
  const after = (
    await server.get(`/api/v2/reports/daily/fuel_price?gas_station_id=1`, editor)
  ).json() as DailyFuelPrice;
  expect(after.station_table.some((r) => r.rival_id === rival.id)).toBe(false);
  expect((await server.delete(`${RIVALS}/${rival.id}`, editor)).statusCode).toBe(404);
});

const rivalsWithPermit = (permit: string) =>
  server.db.selectFrom('gas_station_rivals').selectAll().where('permission', '=', permit).execute();

it('accepts a valid permit the registry lacks, without prices, and links it on a later import', async () => {
  const created = await server.post(
    RIVALS,
    body({ permission: ' pl/99999/exp/es/2099 ', name: 'La nueva', address: 'Carretera 57 km 3' }),
    editor,
  );
  expect(created.statusCode).toBe(201);
  const rival = created.json() as GasStationRival;
  expect(rival).toMatchObject({
    cre_place_id: null,
    permission: 'PL/99999/EXP/ES/2099',
    name: 'La nueva',
    address: 'Carretera 57 km 3',
  });
  // The short form is a permit shape too.
  const short = await server.post(RIVALS, body({ permission: 'ps-a1b2c3', name: 'Corta' }), editor);
  expect(short.statusCode).toBe(201);
  expect(short.json()).toMatchObject({ cre_place_id: null, permission: 'PS-A1B2C3' });
  // Twice the same unregistered permit on one station: refused like any duplicate.
  const again = await server.post(RIVALS, body({ permission: 'PL/99999/EXP/ES/2099' }), editor);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Esa competencia ya está registrada para esta estación');

  // In the comparison, with what the operator typed and no prices.
  const daily = (
    await server.get(`/api/v2/reports/daily/fuel_price?gas_station_id=1`, editor)
  ).json() as DailyFuelPrice;
  expect(daily.station_table.find((r) => r.rival_id === rival.id)).toMatchObject({
    station: 'La nueva',
    permission: 'PL/99999/EXP/ES/2099',
    regular: null,
    premium: null,
    diesel: null,
  });

  // A later import brings the permit: the competitor is linked in the same transaction.
  const summary = await importCreFeeds(server.db, {
    places: {
      name: 'places.xml',
      source: `<?xml version="1.0" encoding="utf-8"?><places>
        <place place_id="990001"><name>NUEVA ESTACION SA DE CV</name>
          <cre_id>PL/99999/EXP/ES/2099</cre_id>
          <location><x>-102.29</x><y>21.88</y></location></place></places>`,
    },
    prices: {
      name: 'prices.xml',
      source: `<?xml version="1.0" encoding="utf-8"?><places>
        <place place_id="990001"><gas_price type="regular">21.11</gas_price></place></places>`,
    },
    date: '2022-01-13',
  });
  expect(summary.linkedRivals).toBe(1);
  const [linked] = await rivalsWithPermit('PL/99999/EXP/ES/2099');
  expect(linked).toMatchObject({ id: rival.id, cre_place_id: 990001, name: 'La nueva' });
  const [stillWaiting] = await rivalsWithPermit('PS-A1B2C3');
  expect(stillWaiting!.cre_place_id).toBeNull();
  const after = (
    await server.get(`/api/v2/reports/daily/fuel_price?gas_station_id=1&date=2022-01-13`, editor)
  ).json() as DailyFuelPrice;
  expect(after.station_table.find((r) => r.rival_id === rival.id)!.regular).toBe(21.11);

  for (const id of [rival.id, short.json().id]) {
    expect((await server.delete(`${RIVALS}/${id}`, editor)).statusCode).toBe(204);
  }
});

it('refuses, in Spanish, a permit the registry lacks that has no permit shape, and writes nothing', async () => {
  const res = await server.post(RIVALS, body({ permission: 'gasolinera 12' }), editor);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    code: 'invalid_permit',
    message:
      'El permiso GASOLINERA12 no tiene la forma de un permiso de la CRE (por ejemplo PL/658/EXP/ES/2015 o PS-A1B2C3)',
  });
  expect(res.json().errors[0].field).toBe('body.gas_station_rivals.permission');
  expect(await rivalsWithPermit('GASOLINERA12')).toEqual([]);
});

it('refuses the station itself and a competitor linked twice', async () => {
  const own = await server.db
    .selectFrom('gas_stations')
    .select('permission')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const self = await server.post(RIVALS, body({ permission: own.permission }), editor);
  expect(self.statusCode).toBe(409);
  expect(self.json().message).toBe('Una estación no puede ser su propia competencia');

  expect((await server.post(RIVALS, body({}), editor)).statusCode).toBe(201);
  const again = await server.post(RIVALS, body({ name: 'Otra vez' }), editor);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Esa competencia ya está registrada para esta estación');
});

it('validates the body: wrapped, every field present, at most 100 characters, not blank', async () => {
  const flat = await server.post(RIVALS, body({}).gas_station_rivals, editor);
  expect(flat.statusCode).toBe(400);
  for (const [field, value] of [
    ['name', 'x'.repeat(101)],
    ['address', 'x'.repeat(101)],
    ['permission', ''],
    ['name', '   '],
  ] as const) {
    const res = await server.post(RIVALS, body({ [field]: value }), editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(
      `body.gas_station_rivals.${field}`,
    );
  }
  const missing = await server.post(
    RIVALS,
    { gas_station_rivals: { gas_station_id: 1, name: 'A' } },
    editor,
  );
  expect(missing.statusCode).toBe(400);
});

it('lets only the competitor roles (Editor, Admin) change competitors, on their stations', async () => {
  for (const user of ['visor', 'proveedor']) {
    const token = await server.login(user);
    expect((await server.post(RIVALS, body({ name: user }), token)).statusCode).toBe(403);
  }
  // Administrators reach every station: they add and remove competitors of any customer.
  const admin = await server.login('admin');
  const added = await server.post(RIVALS, body({ gas_station_id: 6, name: 'admin' }), admin);
  expect(added.statusCode).toBe(201);
  expect((await server.delete(`${RIVALS}/${added.json().id}`, admin)).statusCode).toBe(204);
  // Another customer's station, in the body or through its rival's id.
  expect((await server.post(RIVALS, body({ gas_station_id: 6 }), editor)).statusCode).toBe(403);
  const bajioRival = await server.db
    .selectFrom('gas_station_rivals')
    .select('id')
    .where('gas_station_id', '=', 6)
    .executeTakeFirstOrThrow();
  expect((await server.delete(`${RIVALS}/${bajioRival.id}`, editor)).statusCode).toBe(403);
  expect((await server.get(`${RIVALS}?gas_station_id=6`, editor)).statusCode).toBe(403);
  const visor = await server.login('visor');
  expect((await server.delete(`${RIVALS}/${bajioRival.id}`, visor)).statusCode).toBe(403);
  const still = await server.db
    .selectFrom('gas_station_rivals')
    .select('id')
    .where('id', '=', bajioRival.id)
    .executeTakeFirst();
  expect(still).toBeDefined();
  expect(
    (await server.delete(`${RIVALS}/${bajioRival.id}`, await server.login('bajio'))).statusCode,
  ).toBe(204);
});
