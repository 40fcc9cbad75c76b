// GET /api/v2/reports/daily/fuel_price and /monthly/fuel_prices on the demo's real CRE data: the
// regulator's 75-day history, one price per station, fuel and day from 2026-05-25 to 2026-08-08.
import type { DailyFuelPrice, MonthlyFuelPrices } from '@/api/generated/dashboard.gen';
import { STATION_PALETTE } from '@/server/modules/prices/stationPalette';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
const DAILY = '/api/v2/reports/daily/fuel_price';
const MONTHLY = '/api/v2/reports/monthly/fuel_prices';

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
});
afterAll(async () => {
  await server.close();
});

/** The stored price of a place, fuel and date (what the report must show). */
async function storedPrice(placeId: number, fuel: string, date: string): Promise<number | null> {
  const row = await server.db
    .selectFrom('cre_prices')
    .select('price')
    .where('place_id', '=', placeId)
    .where('fuel', '=', fuel as 'regular')
    .where('price_date', '<=', date)
    .orderBy('price_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.price) : null;
}

describe('daily fuel price', () => {
  it('defaults to the first station by name and the latest date, own station first', async () => {
    const res = await server.get(DAILY, editor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DailyFuelPrice;
    const names = body.station_filter.stations.map((s) => s.name);
    expect(names).toHaveLength(5);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(
      names,
    );
    expect(body.station_filter.default).toEqual(body.station_filter.stations[0]);
    // Every day of the history, newest first (2026-05-26, which the source missed, included).
    expect(body.date_filter.dates).toHaveLength(76);
    expect(body.date_filter.dates.slice(0, 3)).toEqual(['2026-08-08', '2026-08-07', '2026-08-06']);
    expect(body.date_filter.dates.slice(-3)).toEqual(['2026-05-27', '2026-05-26', '2026-05-25']);
    expect(body.date_filter.default).toBe('2026-08-08');

    const [own, ...rivals] = body.station_table;
    expect(own).toMatchObject({ is_own: true, rival_id: null, color: STATION_PALETTE[0] });
    expect(own!.station).toBe(body.station_filter.default!.name);
    expect(rivals).toHaveLength(4);
    rivals.forEach((row, i) => {
      expect(row.is_own).toBe(false);
      expect(row.color).toBe(STATION_PALETTE[i + 1]);
    });
    expect(body.tar_list.map((t) => [t.tar, t.title])).toEqual([
      ['regular', 'Regular'],
      ['premium', 'Premium'],
      ['diesel', 'Diesel'],
    ]);
    expect(body.tar_list[0]!.price).toBe(own!.regular);
  });

  it('shows the stored prices and each difference to the own station', async () => {
    const body = (
      await server.get(`${DAILY}?gas_station_id=1&date=2026-07-15`, editor)
    ).json() as DailyFuelPrice;
    const station = await server.db
      .selectFrom('gas_stations')
      .select('cre_place_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const rivals = await server.db
      .selectFrom('gas_station_rivals')
      .select(['id', 'cre_place_id'])
      .where('gas_station_id', '=', 1)
      .orderBy('id')
      .execute();
    const ownRegular = await storedPrice(station.cre_place_id!, 'regular', '2026-07-15');
    expect(body.station_table[0]!.regular).toBe(ownRegular);
    for (const [i, rival] of rivals.entries()) {
      const row = body.station_table[i + 1]!;
      expect(row.rival_id).toBe(rival.id);
      for (const fuel of ['regular', 'premium', 'diesel'] as const) {
        const theirs = await storedPrice(rival.cre_place_id!, fuel, '2026-07-15');
        const mine = await storedPrice(station.cre_place_id!, fuel, '2026-07-15');
        expect(row[fuel]).toBe(theirs);
        expect(row[`${fuel}_diff`]).toBe(
          theirs === null || mine === null ? null : Math.round((theirs - mine) * 1000) / 1000,
        );
      }
    }
  });

  it('uses the latest price on or before a date without a snapshot', async () => {
    const a = (
      await server.get(`${DAILY}?gas_station_id=1&date=2026-08-20`, editor)
    ).json() as DailyFuelPrice;
    const b = (
      await server.get(`${DAILY}?gas_station_id=1&date=2026-08-08`, editor)
    ).json() as DailyFuelPrice;
    expect(a.station_table).toEqual(b.station_table);
    const before = (
      await server.get(`${DAILY}?gas_station_id=1&date=2026-05-24`, editor)
    ).json() as DailyFuelPrice;
    expect(before.station_table.every((r) => r.regular === null && r.diesel === null)).toBe(true);
  });

  it('treats empty parameters as the server defaults', async () => {
    const empty = await server.get(`${DAILY}?date=&gas_station_id=`, editor);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual((await server.get(DAILY, editor)).json());
  });

  it('refuses bad parameters with the field named', async () => {
    for (const query of [
      'date=2022-13-01',
      'date=ayer',
      'gas_station_id=abc',
      'gas_station_id=0',
      'foo=1',
    ]) {
      const res = await server.get(`${DAILY}?${query}`, editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^query\./);
    }
  });

  it('keeps users to their own stations', async () => {
    expect((await server.get(`${DAILY}?gas_station_id=6`, editor)).statusCode).toBe(403);
    const bajio = await server.login('bajio');
    const own = await server.get(`${DAILY}?gas_station_id=6`, bajio);
    expect(own.statusCode).toBe(200);
    expect((own.json() as DailyFuelPrice).station_filter.stations.map((s) => s.id)).toEqual([6]);
    expect((await server.get(`${DAILY}?gas_station_id=1`, bajio)).statusCode).toBe(403);
    expect((await server.get(`${MONTHLY}?gas_station_id=1`, bajio)).statusCode).toBe(403);
  });

  it('needs the dashboard permission and a session', async () => {
    expect((await server.get(DAILY)).statusCode).toBe(401);
    expect((await server.get(DAILY, await server.login('sinpermisos'))).statusCode).toBe(403);
    expect((await server.get(DAILY, await server.login('visor'))).statusCode).toBe(200);
  });

  it('answers 404 for a station that does not exist (admins may ask for any)', async () => {
    const admin = await server.login('admin');
    expect((await server.get(`${DAILY}?gas_station_id=9999`, admin)).statusCode).toBe(404);
    const all = (await server.get(DAILY, admin)).json() as DailyFuelPrice;
    expect(all.station_filter.stations).toHaveLength(6);
  });
});

describe('monthly fuel prices', () => {
  it('gives one line per station in the table colours and a point per published date', async () => {
    const daily = (await server.get(`${DAILY}?gas_station_id=2`, editor)).json() as DailyFuelPrice;
    const res = await server.get(`${MONTHLY}?gas_station_id=2`, editor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MonthlyFuelPrices;
    expect(body.dates).toEqual(['2026-08-01', '2026-07-01', '2026-06-01', '2026-05-01']);
    expect(body.default_current_date).toBe('2026-08-01');
    expect(body.fuel_list).toEqual([
      { key: 'regular', name: 'Regular' },
      { key: 'premium', name: 'Premium' },
      { key: 'diesel', name: 'Diesel' },
    ]);
    expect(body.line_list.map((l) => l.color)).toEqual(daily.station_table.map((r) => r.color));
    expect(body.line_list[0]!.is_own).toBe(true);
    expect(body.chart_data.regular.map((p) => p.date)).toEqual([
      '2026-08-01',
      '2026-08-02',
      '2026-08-03',
      '2026-08-04',
      '2026-08-05',
      '2026-08-06',
      '2026-08-07',
      '2026-08-08',
    ]);
    // The last point is the daily table of that date, line by line.
    const last = body.chart_data.regular.at(-1)!;
    body.line_list.forEach((line, i) => {
      expect(last.prices[line.key]).toBe(daily.station_table[i]!.regular);
    });
  });

  it('limits points to the range, each point the daily table of its day', async () => {
    const body = (
      await server.get(
        `${MONTHLY}?gas_station_id=2&start_date=2026-07-10&end_date=2026-07-12`,
        editor,
      )
    ).json() as MonthlyFuelPrices;
    expect(body.chart_data.regular.map((p) => p.date)).toEqual([
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
    for (const point of body.chart_data.regular) {
      const daily = (
        await server.get(`${DAILY}?gas_station_id=2&date=${point.date}`, editor)
      ).json() as DailyFuelPrice;
      body.line_list.forEach((line, i) => {
        expect(point.prices[line.key]).toBe(daily.station_table[i]!.regular);
      });
    }
  });

  it('refuses an end before the start and a range over a year', async () => {
    const backwards = await server.get(
      `${MONTHLY}?start_date=2022-01-10&end_date=2022-01-01`,
      editor,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/anterior/);
    const long = await server.get(`${MONTHLY}?start_date=2021-01-01&end_date=2022-06-01`, editor);
    expect(long.statusCode).toBe(400);
    expect((await server.get(`${MONTHLY}?start_date=2022-02-30`, editor)).statusCode).toBe(400);
  });

  it('accepts empty parameters as defaults', async () => {
    const res = await server.get(`${MONTHLY}?start_date=&end_date=&gas_station_id=`, editor);
    expect(res.statusCode).toBe(200);
    expect((res.json() as MonthlyFuelPrices).chart_data.diesel.length).toBeGreaterThan(0);
  });
});
