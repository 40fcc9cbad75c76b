// The assets' store: an asset read back trimmed with its station and camera, in the order
// asked for; what an asset refers to that is missing or another customer's; a page of assets
// by name, of one station when asked, with the total; rewritten and deleted by id.
import type { Kysely } from 'kysely';
import type { AssetInput } from '@/api/generated/assets.gen';
import type { Database } from '@/server/db/schema';
import {
  checkAssetReferences,
  deleteAssetById,
  insertAsset,
  listAssetPage,
  loadAssets,
  updateAssetRow,
} from '@/server/modules/assets/assetStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
let rival: number;
let station: number;
let second: number;
let camera: number;
let theirCamera: number;

const input = (overrides: Partial<AssetInput> = {}): AssetInput => ({
  name: '  Bomba 1  ',
  gas_station_id: station,
  ...overrides,
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Activos');
  rival = await newCustomer('Otra');
  const newStation = (customerId: number, name: string) => insertStation(db, customerId, name);
  station = await newStation(customer, 'Centro');
  second = await newStation(customer, 'Norte');
  const newCamera = async (customerId: number, name: string) =>
    (
      await db
        .insertInto('cameras')
        .values({ customer_id: customerId, name, key_hash: `hash-${name}`, key_last4: '0000' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  camera = await newCamera(customer, 'Isla 1');
  theirCamera = await newCamera(rival, 'Ajena');
}, 120_000);
afterAll(() => database.close());

it('reads an asset back trimmed, with its station and camera, in the order asked for', async () => {
  const withCamera = await insertAsset(db, input({ camera_id: camera }), customer);
  const without = await insertAsset(db, input({ name: 'Compresor' }), customer);
  expect(await loadAssets(db, [without, 999_999, withCamera])).toEqual([
    {
      id: without,
      name: 'Compresor',
      customer_id: customer,
      gas_station: { id: station, name: 'Centro' },
      camera: null,
    },
    {
      id: withCamera,
      name: 'Bomba 1',
      customer_id: customer,
      gas_station: { id: station, name: 'Centro' },
      camera: { id: camera, name: 'Isla 1' },
    },
  ]);
  expect(await loadAssets(db, [])).toEqual([]);
});

describe('what an asset refers to', () => {
  it('gives the station’s customer when all is well', async () => {
    expect(await checkAssetReferences(db, input({ camera_id: camera }))).toEqual({
      customerId: customer,
      errors: [],
    });
    expect(await checkAssetReferences(db, input({ camera_id: null }))).toEqual({
      customerId: customer,
      errors: [],
    });
  });

  it('refuses a missing station, and a camera of another customer', async () => {
    expect(await checkAssetReferences(db, input({ gas_station_id: 999_999 }))).toEqual({
      customerId: undefined,
      errors: [
        { field: 'body.gas_station_id', rule: 'exists', message: 'Gasolinera no encontrada' },
      ],
    });
    expect(await checkAssetReferences(db, input({ camera_id: theirCamera }))).toEqual({
      customerId: customer,
      errors: [
        {
          field: 'body.camera_id',
          rule: 'customer',
          message: 'La cámara no es del cliente de la gasolinera',
        },
      ],
    });
    expect(
      (await checkAssetReferences(db, input({ camera_id: 999_999 }))).errors.map((e) => e.field),
    ).toEqual(['body.camera_id']);
  });
});

describe('a page of assets', () => {
  let zeta: number;
  let beta: number;
  let alfa: number;
  beforeAll(async () => {
    await db.deleteFrom('assets').execute();
    zeta = await insertAsset(db, input({ name: 'zeta' }), customer);
    beta = await insertAsset(db, input({ name: 'Beta', gas_station_id: second }), customer);
    alfa = await insertAsset(db, input({ name: 'alfa' }), customer);
  });

  it('lists by name ignoring case, with the total of every match', async () => {
    const page = await listAssetPage(db, {});
    expect(page.items.map((a) => a.id)).toEqual([alfa, beta, zeta]);
    expect(page.total).toBe(3);
    const first = await listAssetPage(db, { items: 2 });
    expect(first.items.map((a) => a.id)).toEqual([alfa, beta]);
    expect(first.total).toBe(3);
  });

  it('lists one station’s', async () => {
    const page = await listAssetPage(db, { gas_station_id: station });
    expect(page.items.map((a) => a.id)).toEqual([alfa, zeta]);
    expect(page.total).toBe(2);
  });
});

it('rewrites an asset by id, undefined when it is gone, and deletes it once', async () => {
  const id = await insertAsset(db, input({ camera_id: camera }), customer);
  expect(
    await updateAssetRow(db, id, input({ name: ' Bomba 2 ', gas_station_id: second }), customer),
  ).toEqual({ id });
  expect(await loadAssets(db, [id])).toEqual([
    expect.objectContaining({
      name: 'Bomba 2',
      gas_station: { id: second, name: 'Norte' },
      camera: null,
    }),
  ]);
  expect(await updateAssetRow(db, 999_999, input(), customer)).toBeUndefined();
  expect(await deleteAssetById(db, id)).toBe(true);
  expect(await deleteAssetById(db, id)).toBe(false);
  expect(await loadAssets(db, [id])).toEqual([]);
});
