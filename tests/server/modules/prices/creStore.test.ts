// Storing parsed registry places and prices: a feed updates what changed and counts it; the
// demo (keepExisting) only adds what is missing and never overwrites the registry.
import { syncPlaces, syncPrices } from '@/server/modules/prices/creStore';
import type { CrePlace, CrePrice } from '@/server/modules/prices/creFeed';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('cre_prices').execute();
  await server.db.deleteFrom('cre_places').execute();
});

const place = (placeId: number, name: string): CrePlace => ({
  placeId,
  permit: `PL/${placeId}/EXP/ES/2015`,
  name,
  brand: null,
  category: null,
  address: null,
  latitude: 19.4,
  longitude: -99.1,
});
const price = (placeId: number, value: number): CrePrice => ({
  placeId,
  fuel: 'regular',
  priceDate: '2026-03-02',
  price: value,
});

const names = async () =>
  (
    await server.db
      .selectFrom('cre_places')
      .select(['place_id', 'name'])
      .orderBy('place_id')
      .execute()
  ).map((r) => [r.place_id, r.name]);
const prices = async () =>
  (
    await server.db
      .selectFrom('cre_prices')
      .select(['place_id', 'price'])
      .orderBy('place_id')
      .execute()
  ).map((r) => [r.place_id, Number(r.price)]);

describe('syncPlaces / syncPrices', () => {
  it('insert new rows, update changed ones and leave equal ones, counting each', async () => {
    await server.db.transaction().execute(async (trx) => {
      expect(await syncPlaces(trx, [place(1, 'Uno'), place(2, 'Dos')])).toEqual({
        read: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(await syncPrices(trx, [price(1, 21.5), price(2, 22)])).toEqual({
        read: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
    });
    await server.db.transaction().execute(async (trx) => {
      expect(
        await syncPlaces(trx, [place(1, 'Uno bis'), place(2, 'Dos'), place(3, 'Tres')]),
      ).toEqual({ read: 3, inserted: 1, updated: 1, unchanged: 1 });
      expect(await syncPrices(trx, [price(1, 23), price(2, 22)])).toEqual({
        read: 2,
        inserted: 0,
        updated: 1,
        unchanged: 1,
      });
    });
    expect(await names()).toEqual([
      [1, 'Uno bis'],
      [2, 'Dos'],
      [3, 'Tres'],
    ]);
    expect(await prices()).toEqual([
      [1, 23],
      [2, 22],
    ]);
  });

  it('with keepExisting add only what is missing and change no stored row', async () => {
    await server.db.transaction().execute(async (trx) => {
      await syncPlaces(trx, [place(1, 'Registro')]);
      await syncPrices(trx, [price(1, 21.5)]);
    });
    await server.db.transaction().execute(async (trx) => {
      expect(
        await syncPlaces(trx, [place(1, 'Demo'), place(2, 'Demo dos')], { keepExisting: true }),
      ).toEqual({ read: 2, inserted: 1, updated: 0, unchanged: 1 });
      expect(await syncPrices(trx, [price(1, 30), price(2, 31)], { keepExisting: true })).toEqual({
        read: 2,
        inserted: 1,
        updated: 0,
        unchanged: 1,
      });
    });
    expect(await names()).toEqual([
      [1, 'Registro'],
      [2, 'Demo dos'],
    ]);
    expect(await prices()).toEqual([
      [1, 21.5],
      [2, 31],
    ]);
  });
});
