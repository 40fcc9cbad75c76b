// Competitors: POST/DELETE /api/gas_station_rivals (and the list), with the role and station checks.
import type { DailyFuelPrice, MonthlyFuelPrices } from '@/api/generated/dashboard.gen';
import type { GasStationRival } from '@/api/generated/rivals.gen';
import { startTestServer, type TestServer } from '../../support/testServer';

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

it('refuses a permit of no registered station, in Spanish, and writes nothing', async () => {
  const res = await server.post(RIVALS, body({ permission: 'PL/99999/EXP/ES/2099' }), editor);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    code: 'unknown_permit',
    message:
      'El permiso PL/99999/EXP/ES/2099 no corresponde a ninguna estación registrada ante la CRE',
  });
  const count = await server.db
    .selectFrom('gas_station_rivals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('permission', '=', 'PL/99999/EXP/ES/2099')
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(0);
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
