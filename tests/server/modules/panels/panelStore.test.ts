// The panels' readers: who is looking (an administrator every station, others their links,
// managing with the vms flag); a panel's summary with its customer and the cameras the viewer
// sees counted; a panel with those cameras in grid order, the source never shown, only whether
// there is one; another customer's panel, or a panel of none, answered 404 like a missing one.
import type { Kysely } from 'kysely';
import { stationAccess } from '@/server/access/stationVisibility';
import type { AuthUser } from '@/server/contract/handlerTypes';
import { ROLE, type Database } from '@/server/db/schema';
import {
  loadPanel,
  loadPanelSummaries,
  PANEL_NOT_FOUND,
  viewerOf,
  visiblePanelId,
  type Viewer,
} from '@/server/modules/panels/panelStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
let rival: number;
let north: number;
let south: number;
let editor: number;
let panel: number;
let theirPanel: number;
/** Cameras: of the north station (with a substream), the south one, and of no station. */
let northCamera: number;
let southCamera: number;
let loose: number;

const admin: Viewer = { isAdmin: true, customerId: null, stationIds: null, canManage: true };
const ofNorth = (): Viewer => ({
  isAdmin: false,
  customerId: customer,
  stationIds: [north],
  canManage: false,
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Paneles');
  rival = await newCustomer('Otra');
  const station = (name: string) => insertStation(db, customer, name);
  north = await station('Norte');
  south = await station('Sur');
  const camera = async (
    name: string,
    stationId: number | null,
    urls: { source_url?: string; substream_url?: string } = {},
  ) =>
    (
      await db
        .insertInto('cameras')
        .values({
          customer_id: customer,
          gas_station_id: stationId,
          name,
          key_hash: `hash-${name}`,
          key_last4: '0000',
          ...urls,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  northCamera = await camera('Isla norte', north, {
    source_url: 'rtsp://10.0.0.1/main',
    substream_url: 'rtsp://10.0.0.1/sub',
  });
  southCamera = await camera('Isla sur', south, { source_url: 'rtsp://10.0.0.2/main' });
  loose = await camera('Bodega', null);
  editor = (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        user_role_id: ROLE.Editor,
        name: 'Editora',
        username: 'editora-paneles',
        email: 'editora@paneles.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_gas_stations')
    .values({ user_id: editor, gas_station_id: north })
    .execute();
  const newPanel = async (customerId: number, name: string, columns: number) =>
    (
      await db
        .insertInto('panels')
        .values({ customer_id: customerId, name, title: `Panel ${name}`, columns })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  panel = await newPanel(customer, 'Patio', 3);
  theirPanel = await newPanel(rival, 'Ajeno', 2);
  // Grid order differs from id order.
  await db
    .insertInto('panel_cameras')
    .values([
      { panel_id: panel, camera_id: loose, position: 0 },
      { panel_id: panel, camera_id: southCamera, position: 1 },
      { panel_id: panel, camera_id: northCamera, position: 2 },
    ])
    .execute();
}, 120_000);
afterAll(() => database.close());

describe('who is looking', () => {
  const signedIn = (id: number, isAdmin: boolean, vms: boolean | null): AuthUser => ({
    id,
    sessionId: 0,
    mustChangePassword: false,
    roleId: isAdmin ? ROLE.Admin : ROLE.Editor,
    roleName: isAdmin ? 'Admin' : 'Editor',
    isAdmin,
    permissions:
      vms === null ? null : { dashboard: true, data: true, files: true, settings: true, vms },
    customerId: isAdmin ? null : customer,
    ...stationAccess(db, { id, isAdmin }),
  });

  it('is an administrator with every station, or a user with their links', async () => {
    expect(await viewerOf(signedIn(0, true, true))).toEqual(admin);
    expect(await viewerOf(signedIn(editor, false, false))).toEqual(ofNorth());
    expect((await viewerOf(signedIn(editor, false, true))).canManage).toBe(true);
    // No permission object: never manages.
    expect((await viewerOf(signedIn(editor, false, null))).canManage).toBe(false);
  });
});

describe('a panel’s summary', () => {
  it('counts only the cameras the viewer sees', async () => {
    const [summary] = await loadPanelSummaries(db, [panel], admin);
    expect(summary).toEqual({
      id: panel,
      title: 'Panel Patio',
      name: 'Patio',
      customer: { id: customer, name: 'Paneles' },
      columns: 3,
      camera_count: 3,
      updated_at: expect.any(String),
    });
    expect(new Date(summary!.updated_at).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await loadPanelSummaries(db, [panel], ofNorth()))[0]!.camera_count).toBe(1);
    const none = { ...ofNorth(), stationIds: [] };
    expect((await loadPanelSummaries(db, [panel], none))[0]!.camera_count).toBe(0);
  });

  it('keeps the order asked for, leaving out panels that are not', async () => {
    expect(
      (await loadPanelSummaries(db, [theirPanel, 999_999, panel], admin)).map((p) => p.id),
    ).toEqual([theirPanel, panel]);
    expect(await loadPanelSummaries(db, [], admin)).toEqual([]);
  });
});

describe('a panel', () => {
  it('shows an administrator every camera in grid order, without their sources', async () => {
    const read = await loadPanel(db, panel, admin);
    expect(read).toEqual({
      id: panel,
      title: 'Panel Patio',
      name: 'Patio',
      customer: { id: customer, name: 'Paneles' },
      columns: 3,
      updated_at: expect.any(String),
      can_manage: true,
      cameras: [
        {
          id: loose,
          name: 'Bodega',
          gas_station: null,
          stream_status: 'unchecked',
          has_source: false,
          has_substream: false,
        },
        {
          id: southCamera,
          name: 'Isla sur',
          gas_station: { id: south, name: 'Sur' },
          stream_status: 'unchecked',
          has_source: true,
          has_substream: false,
        },
        {
          id: northCamera,
          name: 'Isla norte',
          gas_station: { id: north, name: 'Norte' },
          stream_status: 'unchecked',
          has_source: true,
          has_substream: true,
        },
      ],
    });
    expect(JSON.stringify(read)).not.toContain('rtsp://');
  });

  it('shows anyone else only the cameras of their stations (none of no station)', async () => {
    const read = await loadPanel(db, panel, ofNorth());
    expect(read.cameras.map((c) => c.id)).toEqual([northCamera]);
    expect(read.can_manage).toBe(false);
  });

  it('is 404 when it is another customer’s, missing, or the viewer has no customer', async () => {
    const notFound = { statusCode: 404, message: PANEL_NOT_FOUND };
    await expect(loadPanel(db, theirPanel, ofNorth())).rejects.toMatchObject(notFound);
    await expect(visiblePanelId(db, 999_999, admin)).rejects.toMatchObject(notFound);
    const customerless = { ...ofNorth(), customerId: null };
    await expect(visiblePanelId(db, panel, customerless)).rejects.toMatchObject(notFound);
    expect(await visiblePanelId(db, theirPanel, admin)).toBe(theirPanel);
    expect(await visiblePanelId(db, panel, ofNorth())).toBe(panel);
  });
});
