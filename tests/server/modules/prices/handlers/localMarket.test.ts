// 'Mercado local' (GET /api/v2/reports/local_market) on a real slice of the regulator's 75-day
// history: the demo's first station is pointed at place 13292 (Chalco), one of its competitors
// at its neighbour 26614 (0.9 km). The figures below were checked by hand from
// tests/fixtures/cre-history-slice (haversine distances, the latest price on or before the day).
// Place 11439 ('COMBUSTIBLES DE CHALCO, S.A. DE C.V.', 1.73 km away) has no price in the slice:
// it is listed, but ranks nothing.
import type { LocalMarket } from '@/api/generated/dashboard.gen';
import { chalcoMarketRanks } from '../../../../support/localMarket';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { pointDemoStationAtSlice } from '../creHistorySlice';

let server: TestServer;
let editor: string;
let rivalId: number;
const MARKET = '/api/v2/reports/local_market';

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
  rivalId = (await pointDemoStationAtSlice(server.db, [26614]))[0]!;
});
afterAll(async () => {
  await server.close();
});

const get = async (query: string) => {
  const res = await server.get(`${MARKET}?${query}`, editor);
  expect(res.statusCode).toBe(200);
  return res.json() as LocalMarket;
};

describe('the local market of place 13292 on 2026-08-08', () => {
  it('lists every registry station within 1 km, nearest first, the own one marked', async () => {
    const body = await get('gas_station_id=1&date=2026-08-08&radius_km=1');
    expect(body.date).toBe('2026-08-08');
    expect(body.radius_km).toBe(1);
    expect(body.center).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(body.stations.map((s) => [s.place_id, s.distance_km])).toEqual([
      [13292, 0],
      [6967, 0.26],
      [27825, 0.32],
      [3238, 0.81],
      [26614, 0.9],
      [26637, 0.91],
    ]);
    expect(body.stations.filter((s) => s.is_own).map((s) => s.place_id)).toEqual([13292]);
    expect(body.stations.find((s) => s.place_id === 26614)!.rival_id).toBe(rivalId);
    expect(body.stations.filter((s) => s.rival_id !== null)).toHaveLength(1);
    const own = body.stations[0]!;
    expect(own.prices).toEqual({ regular: 23.99, premium: 0.01, diesel: 27.2 });
    expect(own.flags).toEqual({ regular: null, premium: 'placeholder', diesel: null });
  });

  it('ranks the own price among the trusted prices, leaving flagged ones out', async () => {
    const body = await get('gas_station_id=1&date=2026-08-08&radius_km=2');
    // 14 stations, 11439 (1.73 km, no price) among them.
    expect(body.stations).toHaveLength(14);
    expect(body.stations.find((s) => s.place_id === 11439)).toMatchObject({
      distance_km: 1.73,
      prices: { regular: null, premium: null, diesel: null },
    });
    // Regular: 13 prices, 22.95 to 23.99; ten are cheaper than the own 23.99.
    // Premium: the own 0.01 is a placeholder: no rank; the other 12 prices still give the
    // market's figures (26.95 to 28.99, median 27.99).
    // Diesel: 9 prices, the own 27.20 the dearest.
    expect(body.ranks).toEqual(chalcoMarketRanks);
  });

  it('defaults to the latest day with prices and a 5 km radius', async () => {
    const body = await get('gas_station_id=1');
    expect(body.date).toBe('2026-08-08');
    expect(body.radius_km).toBe(5);
    // Every place of the slice: all 42 lie within 4 km of 13292.
    expect(body.stations).toHaveLength(42);
    expect(body.stations.at(-1)).toMatchObject({ place_id: 27653, distance_km: 3.73 });
    expect(body.stations.map((s) => s.distance_km)).toEqual(
      [...body.stations.map((s) => s.distance_km)].sort((a, b) => a - b),
    );
  });
});

describe('the radius and access', () => {
  it('refuses a radius outside 1 to 20 km with a Spanish 400 naming the field', async () => {
    for (const radius of ['0.5', '21', 'lejos']) {
      const res = await server.get(`${MARKET}?gas_station_id=1&radius_km=${radius}`, editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('query.radius_km');
      expect(res.json().message).toMatch(/^Solicitud inválida: query\.radius_km debe /);
    }
  });

  it('keeps users to their own stations and needs the dashboard permission', async () => {
    expect((await server.get(`${MARKET}?gas_station_id=6`, editor)).statusCode).toBe(403);
    expect((await server.get(MARKET)).statusCode).toBe(401);
    expect((await server.get(MARKET, await server.login('sinpermisos'))).statusCode).toBe(403);
    const admin = await server.login('admin');
    expect((await server.get(`${MARKET}?gas_station_id=9999`, admin)).statusCode).toBe(404);
  });

  it('answers an empty market for a station without coordinates', async () => {
    await server.db
      .updateTable('gas_stations')
      .set({ latitude: null, longitude: null, cre_place_id: null, permission: 'PL/0/EXP/ES/2099' })
      .where('id', '=', 2)
      .execute();
    const body = await get('gas_station_id=2');
    expect(body.center).toBeNull();
    expect(body.stations).toEqual([]);
    expect(body.ranks.map((r) => r.rank)).toEqual([null, null, null]);
  });
});
