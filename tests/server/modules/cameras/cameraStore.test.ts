// The cameras' store: a camera is online by its stream when it has a source and by its recent
// events when it has none; a page of cameras by name ignoring case, found by search; what a
// camera refers to that is missing or another customer's; a new source starts its stream
// status over, an omitted one is kept; a camera moved to another customer leaves the panels
// of its former one.
import type { Kysely } from 'kysely';
import type { CameraInput } from '@/api/generated/cameras.gen';
import type { Database } from '@/server/db/schema';
import {
  cameraReferenceErrors,
  dropCameraFromOtherCustomersPanels,
  EVENTS_ONLINE_MS,
  insertCamera,
  listCameraPage,
  loadCameras,
  updateCameraRow,
} from '@/server/modules/cameras/cameraStore';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let s: TestServer;
let db: Kysely<Database>;
let customer: number;
let other: number;
let station: number;
let theirStation: number;
let keys = 0;

const input = (overrides: Partial<CameraInput> = {}): CameraInput => ({
  customer_id: customer,
  gas_station_id: station,
  name: '  Isla 1  ',
  serial: '  ',
  license: ' LIC-1 ',
  ...overrides,
});
const add = (overrides: Partial<CameraInput> = {}) => {
  keys += 1;
  return insertCamera(db, input(overrides), {
    keyHash: `hash-${keys}`,
    keyLast4: `${keys}`.padStart(4, '0'),
  });
};
const row = (id: number) =>
  db
    .selectFrom('cameras')
    .select(['stream_status', 'source_url', 'substream_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Cámaras');
  other = await newCustomer('Otra');
  const newStation = (customerId: number, name: string) => insertStation(db, customerId, name);
  station = await newStation(customer, 'Centro');
  theirStation = await newStation(other, 'Ajena');
});
afterAll(() => s.close());

it('says a camera is online by its stream with a source, by its recent events without', async () => {
  const recent = await add({ name: 'Reciente' });
  const stale = await add({ name: 'Vieja' });
  const streamed = await add({ name: 'Con fuente', source_url: 'rtsp://10.0.0.5/live' });
  await db
    .updateTable('cameras')
    .set({ last_seen_at: new Date(Date.now() - 60_000) })
    .where('id', 'in', [recent, streamed])
    .execute();
  await db
    .updateTable('cameras')
    .set({ last_seen_at: new Date(Date.now() - EVENTS_ONLINE_MS - 60_000) })
    .where('id', '=', stale)
    .execute();
  const online = async () =>
    (await loadCameras(db, [recent, stale, streamed])).map((c) => [c.name, c.status_online]);
  // The source's stream has not been checked yet: its recent events do not count.
  expect(await online()).toEqual([
    ['Reciente', true],
    ['Vieja', false],
    ['Con fuente', false],
  ]);
  await db
    .updateTable('cameras')
    .set({ stream_status: 'live' })
    .where('id', '=', streamed)
    .execute();
  expect((await online())[2]).toEqual(['Con fuente', true]);
  const [shown] = await loadCameras(db, [streamed]);
  expect(shown).toMatchObject({
    name: 'Con fuente',
    serial: null,
    license: 'LIC-1',
    customer: { id: customer, name: 'Cámaras' },
    gas_station: { id: station, name: 'Centro' },
    has_source: true,
    has_substream: false,
  });
});

it('pages cameras by name ignoring case, and finds them by search', async () => {
  await db.deleteFrom('cameras').execute();
  const b = await add({ name: 'bomba 2' });
  const a = await add({ name: 'Acceso' });
  const c = await add({ name: 'Caja', serial: 'SN-778' });
  const page = await listCameraPage(db, { items: 2 });
  expect(page.items.map((k) => k.id)).toEqual([a, b]);
  expect(page.total).toBe(3);
  expect((await listCameraPage(db, { search: 'bomba' })).items.map((k) => k.id)).toEqual([b]);
  expect((await listCameraPage(db, { search: 'SN-778' })).items.map((k) => k.id)).toEqual([c]);
});

it('names what a camera refers to that is missing or another customer’s', async () => {
  expect(await cameraReferenceErrors(db, input())).toEqual([]);
  expect(await cameraReferenceErrors(db, input({ gas_station_id: null }))).toEqual([]);
  expect(
    (await cameraReferenceErrors(db, input({ gas_station_id: theirStation }))).map((e) => e.field),
  ).toEqual(['body.gas_station_id']);
  expect(
    (await cameraReferenceErrors(db, input({ customer_id: 999_999 }))).map((e) => e.rule),
  ).toEqual(['exists', 'customer']);
});

it('starts the stream status over for a new source and keeps an omitted one', async () => {
  const id = await add({ source_url: 'rtsp://10.0.0.5/live' });
  await db.updateTable('cameras').set({ stream_status: 'live' }).where('id', '=', id).execute();
  expect(await updateCameraRow(db, id, input({ name: 'Renombrada' }))).toEqual({ id });
  expect(await row(id)).toEqual({
    stream_status: 'live',
    source_url: 'rtsp://10.0.0.5/live',
    substream_url: null,
  });
  await updateCameraRow(db, id, input({ substream_url: 'rtsp://10.0.0.5/sub' }));
  expect(await row(id)).toEqual({
    stream_status: 'unchecked',
    source_url: 'rtsp://10.0.0.5/live',
    substream_url: 'rtsp://10.0.0.5/sub',
  });
  expect(await updateCameraRow(db, 999_999, input())).toBeUndefined();
});

it('leaves the panels of a former customer when moved, keeping its new customer’s', async () => {
  const id = await add();
  const panel = async (customerId: number) =>
    (
      await db
        .insertInto('panels')
        .values({ customer_id: customerId, name: `Panel ${customerId}`, title: 'Panel' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const former = await panel(customer);
  const current = await panel(other);
  await db
    .insertInto('panel_cameras')
    .values([
      { panel_id: former, camera_id: id, position: 0 },
      { panel_id: current, camera_id: id, position: 0 },
    ])
    .execute();
  await dropCameraFromOtherCustomersPanels(db, id, other);
  const left = await db
    .selectFrom('panel_cameras')
    .select('panel_id')
    .where('camera_id', '=', id)
    .execute();
  expect(left).toEqual([{ panel_id: current }]);
});
