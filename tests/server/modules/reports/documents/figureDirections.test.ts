// Every key figure of every report document says which way it improves, so its change is
// coloured as good or bad news: waiting and service times are better lower, sales and traffic
// higher, a price neither. A new figure must be added to the table below.
import type { ReportBetter, ReportType } from '@/api/generated/reports.gen';
import { buildReportDocument } from '@/server/modules/reports/documents';
import { startTestServer, type TestServer } from '../../../../support/testServer';

const EXPECTED: Record<string, ReportBetter> = {
  arrivals: 'higher',
  wait: 'lower',
  prompt_service: 'higher',
  service_time_gas: 'lower',
  service_time_diesel: 'lower',
  passes: 'higher',
  entries: 'higher',
  conversion: 'higher',
  frequent_clients: 'higher',
  sales_total: 'higher',
  sales_cash: 'higher',
  sales_credit: 'higher',
  sales_other: 'higher',
  average_ticket: 'higher',
  tickets: 'higher',
  liters: 'higher',
  average_price_difference: 'lower',
  slope_entries: 'none',
  slope_sales: 'none',
  ...Object.fromEntries(
    ['regular', 'premium', 'diesel'].flatMap((fuel) => [
      [`price_${fuel}`, 'none'],
      [`rivals_average_${fuel}`, 'none'],
      [`price_difference_${fuel}`, 'lower'],
      [`price_rank_${fuel}`, 'lower'],
    ]),
  ),
};

const TYPES: ReportType[] = [
  'weekly',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'traffic_sensitivity',
  'customer_behavior',
  'price',
  'daily',
];

let server: TestServer;
let stationId: number;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  const customer = await server.db
    .insertInto('customers')
    .values({ legal_name: 'Direcciones S.A.', name: 'Direcciones' })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = (
    await server.db
      .insertInto('gas_stations')
      .values({
        customer_id: customer.id,
        name: 'Estación Cifras',
        permission: 'PL/900020/EXP/ES/2020',
        time_zone: 'America/Mexico_City',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server.close();
});

describe.each(TYPES)('the %s report', (reportType) => {
  it('declares for each key figure which way it improves', async () => {
    const document = await buildReportDocument(server.db, {
      reportType,
      stationId,
      startDate: '2026-03-02',
      endDate: reportType === 'daily' ? '2026-03-02' : '2026-03-08',
      locale: 'es',
    });
    expect(document.figures.length).toBeGreaterThan(0);
    for (const figure of document.figures) {
      expect({ key: figure.key, better: figure.better }).toEqual({
        key: figure.key,
        better: EXPECTED[figure.key],
      });
    }
  });
});

it('has the waiting and service times better lower', () => {
  expect(EXPECTED).toMatchObject({
    wait: 'lower',
    service_time_gas: 'lower',
    service_time_diesel: 'lower',
  });
});
