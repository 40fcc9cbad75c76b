// The comparison table's flags and last moves, and 'Movimientos' (GET /api/v2/reports/price_moves),
// on a real slice of the regulator's 75-day history: the demo's first station is pointed at
// place 13292 (Chalco) and its four competitors at four of its neighbours.
import type { DailyFuelPrice, PriceMoves } from '@/api/generated/dashboard.gen';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { pointDemoStationAtSlice } from '../creHistorySlice';

let server: TestServer;
let editor: string;
let rivalIds: number[];
const DAILY = '/api/v2/reports/daily/fuel_price';
const MOVES = '/api/v2/reports/price_moves';
const NEIGHBOURS = [3388, 27654, 28753, 26614];

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
  rivalIds = await pointDemoStationAtSlice(server.db, NEIGHBOURS);
  expect(rivalIds).toHaveLength(NEIGHBOURS.length);
});
afterAll(async () => {
  await server.close();
});

describe('the comparison table on 2026-08-08', () => {
  let body: DailyFuelPrice;
  beforeAll(async () => {
    const res = await server.get(`${DAILY}?gas_station_id=1&date=2026-08-08`, editor);
    expect(res.statusCode).toBe(200);
    body = res.json() as DailyFuelPrice;
  });

  it('flags the placeholders and the stale price, with their explanation figures', () => {
    const [own, cheap, stale] = body.station_table;
    expect(own!.premium).toBe(0.01);
    expect(own!.quality).toEqual({
      regular: null,
      premium: {
        flag: 'placeholder',
        since: '2026-06-23',
        market_median: 27.635,
        market_size: 26,
        conflicting_price: null,
      },
      diesel: null,
    });
    expect(cheap!.quality.premium).toMatchObject({ flag: 'placeholder', market_median: 27.38 });
    expect(stale!.quality.premium).toEqual({
      flag: 'stale',
      since: '2026-06-18',
      market_median: 27.97,
      market_size: 14,
      conflicting_price: null,
    });
  });

  it('leaves flagged prices out of the differences', () => {
    // The own premium is a placeholder: no premium difference at all.
    expect(body.station_table.map((r) => r.premium_diff)).toEqual([null, null, null, null, null]);
    // Regular: 23.99 against 19.25, 22.99, 22.99 and 23.49.
    expect(body.station_table.map((r) => r.regular_diff)).toEqual([null, -4.74, -1, -1, -0.5]);
    expect(body.station_table.map((r) => r.diesel_diff)).toEqual([null, -6.85, -0.2, -0.21, -0.21]);
  });

  it("gives each row's last move per fuel", () => {
    expect(body.station_table.map((r) => r.last_moves)).toEqual([
      {
        regular: null,
        premium: null,
        diesel: { date: '2026-07-23', old_price: 26.99, new_price: 27.2, change: 0.21 },
      },
      { regular: null, premium: null, diesel: null },
      {
        regular: null,
        premium: { date: '2026-06-18', old_price: 28.59, new_price: 28.39, change: -0.2 },
        diesel: null,
      },
      {
        regular: { date: '2026-07-23', old_price: 22.94, new_price: 22.99, change: 0.05 },
        premium: { date: '2026-07-23', old_price: 27.89, new_price: 27.99, change: 0.1 },
        diesel: null,
      },
      {
        regular: { date: '2026-08-05', old_price: 23.75, new_price: 23.49, change: -0.26 },
        premium: { date: '2026-07-09', old_price: 28.59, new_price: 27.99, change: -0.6 },
        diesel: { date: '2026-05-27', old_price: 27, new_price: 26.99, change: -0.01 },
      },
    ]);
  });
});

describe('Movimientos', () => {
  it("defaults to the 30 days up to its lines' latest price and lists every line", async () => {
    const res = await server.get(`${MOVES}?gas_station_id=1`, editor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PriceMoves;
    expect([body.start, body.end]).toEqual(['2026-07-07', '2026-08-05']);
    expect(body.lines.map((l) => l.key)).toEqual([
      'station-1',
      ...rivalIds.map((id) => `rival-${id}`),
    ]);
    const rival = (i: number) => `rival-${rivalIds[i]}`;
    expect(body.moves.map((m) => [m.line, m.fuel, m.date, m.change])).toEqual([
      [rival(3), 'regular', '2026-08-05', -0.26],
      ['station-1', 'diesel', '2026-07-23', 0.21],
      [rival(2), 'premium', '2026-07-23', 0.1],
      [rival(2), 'regular', '2026-07-23', 0.05],
      [rival(2), 'regular', '2026-07-21', 0.54],
      [rival(2), 'regular', '2026-07-18', -0.54],
      [rival(2), 'premium', '2026-07-11', -0.1],
      [rival(3), 'premium', '2026-07-09', -0.6],
    ]);
  });

  it('filters by fuel and line, over a chosen period', async () => {
    const line = `rival-${rivalIds[2]}`;
    const res = await server.get(
      `${MOVES}?gas_station_id=1&fuel=premium&line=${line}&start_date=2026-06-01&end_date=2026-07-31`,
      editor,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as PriceMoves;
    expect(body.moves).toEqual([
      {
        line,
        fuel: 'premium',
        date: '2026-07-23',
        old_price: 27.89,
        new_price: 27.99,
        change: 0.1,
      },
      {
        line,
        fuel: 'premium',
        date: '2026-07-11',
        old_price: 27.99,
        new_price: 27.89,
        change: -0.1,
      },
      {
        line,
        fuel: 'premium',
        date: '2026-07-04',
        old_price: 27.89,
        new_price: 27.99,
        change: 0.1,
      },
    ]);
  });

  it('refuses a period longer than the rule allows, in Spanish', async () => {
    const res = await server.get(
      `${MOVES}?gas_station_id=1&start_date=2024-01-01&end_date=2026-07-31`,
      editor,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[áéíóúñ]|periodo|fecha/i);
  });
});
