// The panel screens' other queries: a page of the panels a viewer sees (their customer's, every
// one for administrators), by name, searched over title and name without accents; the cameras
// a panel may hold (the customer's, those the viewer sees, by station then name); whether a
// camera is in a panel for the viewer; a share link only when its panel is visible; a panel
// deleted with the ids of the links it had open.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  deletePanelById,
  listPanelPage,
  panelCameraChoices,
  panelHasVisibleCamera,
  visibleShareLinkId,
} from '@/server/modules/panels/panelQueries';
import type { Viewer } from '@/server/modules/panels/panelStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
let rival: number;
let north: number;
let south: number;
let northCamera: number;
let southCamera: number;
let loose: number;
let theirCamera: number;

const admin: Viewer = { isAdmin: true, customerId: null, stationIds: null, canManage: true };
const ofNorth = (): Viewer => ({
  isAdmin: false,
  customerId: customer,
  stationIds: [north],
  canManage: true,
});

const newPanel = async (customerId: number, name: string, title = `Panel ${name}`) =>
  (
    await db
      .insertInto('panels')
      .values({ customer_id: customerId, name, title })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

let links = 0;
const shareLink = async (panelId: number, revoked = false) =>
  (
    await db
      .insertInto('share_links')
      .values({
        token_hash: `hash-${++links}`,
        kind: 'panel',
        panel_id: panelId,
        expires_at: new Date(Date.now() + 3_600_000),
        revoked_at: revoked ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Paneles');
  rival = await newCustomer('Otra');
  const station = (customerId: number, name: string) => insertStation(db, customerId, name);
  north = await station(customer, 'Norte');
  south = await station(customer, 'Centro');
  const theirStation = await station(rival, 'Ajena');
  const camera = async (customerId: number, name: string, stationId: number | null) =>
    (
      await db
        .insertInto('cameras')
        .values({
          customer_id: customerId,
          gas_station_id: stationId,
          name,
          serial: `SN-${name}`,
          key_hash: `hash-${name}`,
          key_last4: '0000',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  northCamera = await camera(customer, 'Acceso', north);
  southCamera = await camera(customer, 'Zona de carga', south);
  loose = await camera(customer, 'Almacén', null);
  theirCamera = await camera(rival, 'Ajena', theirStation);
}, 120_000);
afterAll(() => database.close());

describe('a page of panels', () => {
  let patio: number;
  let bodega: number;
  let islas: number;
  let theirs: number;
  beforeAll(async () => {
    patio = await newPanel(customer, 'patio', 'Vista general');
    bodega = await newPanel(customer, 'Bodega', 'Almacén trasero');
    islas = await newPanel(customer, 'Islas');
    theirs = await newPanel(rival, 'Ajeno');
    await db
      .insertInto('panel_cameras')
      .values([
        { panel_id: islas, camera_id: northCamera, position: 0 },
        { panel_id: islas, camera_id: southCamera, position: 1 },
      ])
      .execute();
  });

  it('lists the viewer’s customer’s panels by name ignoring case, with the cameras they see', async () => {
    const page = await listPanelPage(db, ofNorth(), {});
    expect(page.items.map((p) => p.id)).toEqual([bodega, islas, patio]);
    expect(page.total).toBe(3);
    expect(page.items[1]!.camera_count).toBe(1);
    const all = await listPanelPage(db, admin, {});
    expect(all.items.map((p) => p.id)).toEqual([theirs, bodega, islas, patio]);
    expect(all.items.find((p) => p.id === islas)!.camera_count).toBe(2);
    // A viewer of no customer sees none.
    expect(await listPanelPage(db, { ...ofNorth(), customerId: null }, {})).toEqual({
      items: [],
      total: 0,
    });
  });

  it('pages with the total of every match, and searches title and name without accents', async () => {
    const first = await listPanelPage(db, ofNorth(), { items: 2 });
    expect(first.items.map((p) => p.id)).toEqual([bodega, islas]);
    expect(first.total).toBe(3);
    const search = async (text: string, viewer = ofNorth()) =>
      (await listPanelPage(db, viewer, { search: text })).items.map((p) => p.id);
    expect(await search('ALMACEN')).toEqual([bodega]);
    expect(await search('general')).toEqual([patio]);
    expect(await search('ajeno')).toEqual([]);
    expect(await search('ajeno', admin)).toEqual([theirs]);
  });
});

describe('the cameras a panel may hold', () => {
  it('are the customer’s, by station then name, those of no station last', async () => {
    const choices = await panelCameraChoices(db, admin, { customer_id: customer });
    expect(choices.map((c) => c.id)).toEqual([southCamera, northCamera, loose]);
    expect(choices[0]).toEqual({
      id: southCamera,
      name: 'Zona de carga',
      gas_station: { id: south, name: 'Centro' },
      stream_status: 'unchecked',
      has_source: false,
      has_substream: false,
    });
  });

  it('are only those the viewer sees, of one station or matching a search when asked', async () => {
    expect(
      (await panelCameraChoices(db, ofNorth(), { customer_id: customer })).map((c) => c.id),
    ).toEqual([northCamera]);
    expect(
      (await panelCameraChoices(db, admin, { customer_id: customer, gas_station_id: south })).map(
        (c) => c.id,
      ),
    ).toEqual([southCamera]);
    expect(
      (await panelCameraChoices(db, admin, { customer_id: customer, search: 'almacen' })).map(
        (c) => c.id,
      ),
    ).toEqual([loose]);
    expect(
      (await panelCameraChoices(db, admin, { customer_id: customer, search: 'sn-acceso' })).map(
        (c) => c.id,
      ),
    ).toEqual([northCamera]);
    expect((await panelCameraChoices(db, admin, { customer_id: rival })).map((c) => c.id)).toEqual([
      theirCamera,
    ]);
  });
});

it('says whether a camera is in a panel and the viewer sees it', async () => {
  const panel = await newPanel(customer, 'Con cámaras');
  await db
    .insertInto('panel_cameras')
    .values([
      { panel_id: panel, camera_id: northCamera, position: 0 },
      { panel_id: panel, camera_id: southCamera, position: 1 },
    ])
    .execute();
  expect(await panelHasVisibleCamera(db, ofNorth(), panel, northCamera)).toBe(true);
  expect(await panelHasVisibleCamera(db, ofNorth(), panel, southCamera)).toBe(false);
  expect(await panelHasVisibleCamera(db, admin, panel, southCamera)).toBe(true);
  expect(await panelHasVisibleCamera(db, admin, panel, loose)).toBe(false);
});

it('finds a share link only when its panel is the viewer’s', async () => {
  const own = await shareLink(await newPanel(customer, 'Compartido'));
  const theirs = await shareLink(await newPanel(rival, 'Compartido ajeno'));
  expect(await visibleShareLinkId(db, ofNorth(), own)).toBe(own);
  expect(await visibleShareLinkId(db, ofNorth(), theirs)).toBeUndefined();
  expect(await visibleShareLinkId(db, admin, theirs)).toBe(theirs);
  expect(await visibleShareLinkId(db, admin, 999_999)).toBeUndefined();
});

it('deletes a panel with its links, answering the ids of those it had open', async () => {
  const panel = await newPanel(customer, 'Para borrar');
  const open = [await shareLink(panel), await shareLink(panel)];
  await shareLink(panel, true);
  const other = await shareLink(await newPanel(customer, 'Se queda'));
  expect((await deletePanelById(db, panel)).sort((a, b) => a - b)).toEqual(open);
  expect(
    await db.selectFrom('share_links').select('id').where('panel_id', '=', panel).execute(),
  ).toEqual([]);
  expect(await visibleShareLinkId(db, admin, other)).toBe(other);
  expect(await deletePanelById(db, panel)).toEqual([]);
});
