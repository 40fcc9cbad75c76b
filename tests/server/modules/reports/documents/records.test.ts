// The report documents' typed records, computed from data inserted here: price records by
// brand (the station and four competitors of three brands and one unknown) and volumetric
// data by date (sales tickets of each product around one week).
import type { ReportDocument } from '@/api/generated/reports.gen';
import { rebuildStations } from '@/server/modules/serviceFacts';
import type { TestServer } from '../../../../support/testServer';
import { startReportsServer, TZ, uploadedTicket } from '../reportsServer';

let server: TestServer;
let editor: string;
let stationId: number;

beforeAll(async () => {
  const started = await startReportsServer();
  ({ server, editor } = started);
  const user = started.user;
  const db = server.db;
  await db
    .insertInto('cre_places')
    .values([
      { place_id: 910001, permit: 'PL/910001/EXP/ES/2020', name: 'Propia', brand: 'Otra' },
      { place_id: 910002, permit: 'PL/910002/EXP/ES/2020', name: 'Rival A', brand: 'PEMEX' },
      { place_id: 910003, permit: 'PL/910003/EXP/ES/2020', name: 'Rival B', brand: 'Shell' },
      { place_id: 910004, permit: 'PL/910004/EXP/ES/2020', name: 'Rival C', brand: null },
      { place_id: 910005, permit: 'PL/910005/EXP/ES/2020', name: 'Rival D', brand: ' BP ' },
    ])
    .execute();
  stationId = (
    await db
      .insertInto('gas_stations')
      .values({
        customer_id: user.customerId,
        name: 'Estación Registros',
        // The station's own brand wins over the registry's ('Otra').
        brand: 'Pemex',
        permission: 'PL/910001/EXP/ES/2020',
        cre_place_id: 910001,
        time_zone: TZ,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_gas_stations')
    .values({ user_id: user.id, gas_station_id: stationId })
    .execute();
  await db
    .insertInto('gas_station_rivals')
    .values(
      [910002, 910003, 910004, 910005].map((place, i) => ({
        gas_station_id: stationId,
        cre_place_id: place,
        permission: `PL/${place}/EXP/ES/2020`,
        name: `Rival ${'ABCD'[i]}`,
      })),
    )
    .execute();
  const price = (
    place_id: number,
    fuel: 'regular' | 'premium' | 'diesel',
    price_date: string,
    value: number,
  ) => ({ place_id, fuel, price_date, price: value });
  await db
    .insertInto('cre_prices')
    .values([
      // Pemex regular over 4-10 May: the station 22 for four days, 23 for three; Rival A 21
      // every day (its 50 of 3 May, the day before the period, does not count).
      price(910001, 'regular', '2026-05-01', 22),
      price(910001, 'regular', '2026-05-08', 23),
      price(910002, 'regular', '2026-05-03', 50),
      price(910002, 'regular', '2026-05-04', 21),
      price(910003, 'premium', '2026-04-30', 24.5),
      price(910003, 'premium', '2026-05-10', 24.5),
      price(910004, 'diesel', '2026-05-02', 25.1),
    ])
    .execute();
  const ticket = (folio: string, local: string, product: number, liters: number) =>
    uploadedTicket(stationId, folio, local, product, 1, liters, liters * 20);
  await db
    .insertInto('sales_tickets')
    .values([
      ticket('r0', '2026-05-03T23:00', 1, 99),
      ticket('r1', '2026-05-04T08:00', 1, 20.5),
      ticket('r2', '2026-05-04T09:00', 1, 10),
      ticket('r3', '2026-05-04T23:59', 3, 40),
      ticket('r4', '2026-05-05T12:00', 2, 15.25),
      ticket('r5', '2026-05-06T12:00', 4, 5),
      ticket('r6', '2026-05-10T23:30', 1, 1234.5),
      ticket('r7', '2026-05-11T00:30', 1, 77),
    ])
    .execute();
  // Inserted raw, as a bulk load would: count their rollups once.
  await rebuildStations(db, [stationId]);
}, 300_000);
afterAll(async () => {
  await server.close();
});

async function report(path: string, query: string): Promise<ReportDocument> {
  const res = await server.get(`/api/reports/${path}/${stationId}?${query}`, editor);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as ReportDocument;
}

const WEEK_RECORDS = [
  {
    brand: 'Pemex',
    // (4 × 22 + 3 × 23 + 7 × 21) / 14
    regular_price: 21.71,
    premium_price: null,
    diesel_price: null,
    stations: 2,
    own: true,
  },
  {
    brand: 'BP',
    regular_price: null,
    premium_price: null,
    diesel_price: null,
    stations: 1,
    own: false,
  },
  {
    brand: 'Shell',
    regular_price: null,
    premium_price: 24.5,
    diesel_price: null,
    stations: 1,
    own: false,
  },
  {
    brand: null,
    regular_price: null,
    premium_price: null,
    diesel_price: 25.1,
    stations: 1,
    own: false,
  },
];

const WEEK_VOLUMES = [
  { date: '2026-05-04', regular: 30.5, premium: 0, diesel: 40 },
  { date: '2026-05-05', regular: 0, premium: 15.25, diesel: 0 },
  { date: '2026-05-06', regular: 0, premium: 0, diesel: 0 },
  { date: '2026-05-07', regular: null, premium: null, diesel: null },
  { date: '2026-05-08', regular: null, premium: null, diesel: null },
  { date: '2026-05-09', regular: null, premium: null, diesel: null },
  { date: '2026-05-10', regular: 1234.5, premium: 0, diesel: 0 },
];

describe('price records by brand', () => {
  it('average each brand over the period on the weekly report, the own brand first', async () => {
    const doc = await report('weekly', 'start_date=2026-05-04&end_date=2026-05-10');
    expect(doc.price_records).toEqual(WEEK_RECORDS);
  });

  it('are the same on the price report over the same days', async () => {
    const doc = await report('prices_tar', 'start_date=2026-05-04&end_date=2026-05-10');
    expect(doc.end_date).toBe('2026-05-10');
    expect(doc.price_records).toEqual(WEEK_RECORDS);
    expect(doc.volumetric_data).toBeUndefined();
  });

  it('cover the whole month on the monthly report', async () => {
    const doc = await report('monthly', 'start_date=2026-05-01');
    const pemex = doc.price_records!.find((r) => r.brand === 'Pemex')!;
    // The station: 22 on 1-7 May, 23 on 8-31 May; Rival A: 50 on 3 May, 21 from 4 May.
    const days = [...Array(7).fill(22), ...Array(24).fill(23), 50, ...Array(28).fill(21)];
    const mean = days.reduce((a: number, b: number) => a + b, 0) / days.length;
    expect(pemex.regular_price).toBe(Math.round(mean * 100) / 100);
    expect(pemex.stations).toBe(2);
  });

  it('are left out of the reports they do not belong to', async () => {
    const doc = await report('daily', 'start_date=2026-05-04');
    expect(doc.price_records).toBeUndefined();
    const analytic = await report('analytic', 'start_date=2026-05-04&end_date=2026-05-10');
    expect(analytic.price_records).toBeUndefined();
    expect(analytic.volumetric_data).toBeUndefined();
  });
});

describe('volumetric data by date', () => {
  it('gives the liters of each product per local day of the week, null without tickets', async () => {
    const doc = await report('weekly', 'start_date=2026-05-04&end_date=2026-05-10');
    expect(doc.volumetric_data).toEqual(WEEK_VOLUMES);
  });

  it('has one record per day of the month on the monthly report', async () => {
    const doc = await report('monthly', 'start_date=2026-05-01');
    expect(doc.volumetric_data).toHaveLength(31);
    expect(doc.volumetric_data![2]).toEqual({
      date: '2026-05-03',
      regular: 99,
      premium: 0,
      diesel: 0,
    });
    expect(doc.volumetric_data!.slice(3, 10)).toEqual(WEEK_VOLUMES);
    expect(doc.volumetric_data![10]).toEqual({
      date: '2026-05-11',
      regular: 77,
      premium: 0,
      diesel: 0,
    });
  });

  it('has the one day on the daily report', async () => {
    const doc = await report('daily', 'start_date=2026-05-04');
    expect(doc.volumetric_data).toEqual([WEEK_VOLUMES[0]]);
  });
});
