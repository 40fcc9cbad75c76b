// The server enforces the flags the screens enforce: the data behind Datos,
// Semanal/Mensual (report documents, the CSV, sales tickets, report requests), the Dashboard
// (the agency overview, competitors) and Settings (a station's contacts) is refused to users
// without that flag, even when they call the API directly; the price report and its pdf token
// stay open to every signed-in user.
import { DateTime } from 'luxon';
import { REPORT_NOT_ALLOWED } from '@/server/modules/reports/pdfTokenHandler';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let editor: string;
let visor: string;
let withoutPermissions: string;
let stationId: number;

// A day already over in every station's zone: from midnight UTC until the evening in Mexico,
// yesterday in UTC is still today at the stations, and a period may not end today.
const yesterday = DateTime.utc().minus({ days: 2 }).toISODate()!;
const weekBefore = DateTime.utc().minus({ days: 8 }).toISODate()!;
const period = `start_date=${weekBefore}&end_date=${yesterday}`;

/** Operations that serve a flag-gated screen's data, and the flag each needs. */
const gated = (): { url: string; flag: 'data' | 'dashboard' | 'settings' }[] => [
  { url: `/api/reports/range/${stationId}?${period}`, flag: 'data' },
  { url: `/api/sales_tickets?gas_station_id=${stationId}&${period}`, flag: 'data' },
  { url: `/api/reports/daily/${stationId}?start_date=${yesterday}`, flag: 'data' },
  { url: `/api/reports/executive/${stationId}?${period}`, flag: 'data' },
  { url: `/api/reports/analytic/${stationId}?${period}`, flag: 'data' },
  { url: `/api/reports/weekly/${stationId}?${period}`, flag: 'data' },
  { url: `/api/reports/monthly/${stationId}?start_date=${yesterday}`, flag: 'data' },
  { url: `/api/reports/customer_behavior/${stationId}?${period}`, flag: 'data' },
  { url: `/api/reports/traffic_sensitivity/${stationId}?${period}`, flag: 'data' },
  { url: '/api/generated_reports', flag: 'data' },
  { url: `/api/gas_stations/contacts/${stationId}`, flag: 'settings' },
  { url: `/api/gas_station_rivals?gas_station_id=${stationId}`, flag: 'dashboard' },
  { url: '/api/agency/dashboards', flag: 'dashboard' },
];

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor@demo.surtidor.mx');
  visor = await server.login('visor@demo.surtidor.mx');
  withoutPermissions = await server.login('sinpermisos@demo.surtidor.mx');
  stationId = (await server.get('/api/gas_stations?items=1', editor)).json().items[0].id;
  // The station is their own (demo: every station of their customer), so a refusal can only
  // come from the missing flag.
  for (const token of [visor, withoutPermissions]) {
    const own = (await server.get('/api/gas_stations?items=1000', token)).json().items;
    expect(own.map((station: { id: number }) => station.id)).toContain(stationId);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('gives the demo accounts the flags this file relies on', async () => {
  const flagsOf = async (token: string) =>
    (await server.get('/api/user_profile', token)).json().user_permission;
  expect(await flagsOf(visor)).toMatchObject({ data: false, settings: false, dashboard: true });
  expect(await flagsOf(withoutPermissions)).toBeNull();
  expect(await flagsOf(editor)).toMatchObject({ data: true, settings: true, dashboard: true });
});

it('refuses the user without a permission object every flag-gated operation (403)', async () => {
  for (const { url } of gated()) {
    const response = await server.get(url, withoutPermissions);
    expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
      url,
      status: 403,
      code: 'forbidden',
    });
    expect(response.json().message).toBe('No tienes permisos para realizar esta acción');
  }
});

it('refuses Visor what needs a flag it lacks, and serves what its flags open', async () => {
  for (const { url, flag } of gated()) {
    const response = await server.get(url, visor);
    const expected = flag === 'dashboard' ? 200 : 403;
    expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
  }
});

it('serves an Editor with the flags every one of them (200)', async () => {
  for (const { url } of gated()) {
    const response = await server.get(url, editor);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  }
});

describe('the price report stays open to every signed-in user', () => {
  it.each([
    ['visor', () => visor],
    ['without permissions', () => withoutPermissions],
  ])('%s reads it and prints it through a pdf token', async (_name, token) => {
    const report = await server.get(`/api/reports/prices_tar/${stationId}?${period}`, token());
    expect(report.statusCode).toBe(200);
    const created = await server.post(
      '/api/reports/pdf_token',
      {
        gas_station_id: stationId,
        report_type: 'price',
        start_date: weekBefore,
        end_date: yesterday,
      },
      token(),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().path).toMatch(new RegExp(`^/price/${stationId}/`));
    const pdfToken = encodeURIComponent(created.json().token as string);
    // The printable page reads it with the token and no session.
    const printed = await server.get(`/api/reports/prices_tar/${stationId}?pdf_token=${pdfToken}`);
    expect(printed.statusCode).toBe(200);
  });
});

describe('a pdf token opens no more than the session that asked for it', () => {
  const weekly = () => ({
    gas_station_id: stationId,
    report_type: 'weekly',
    start_date: weekBefore,
    end_date: yesterday,
  });

  it('is refused for a report the user may not read (403, Spanish)', async () => {
    for (const token of [visor, withoutPermissions]) {
      const refused = await server.post('/api/reports/pdf_token', weekly(), token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: REPORT_NOT_ALLOWED, code: 'out_of_scope' });
    }
  });

  it('is issued to a user with the data flag, and opens that report without a session', async () => {
    const created = await server.post('/api/reports/pdf_token', weekly(), editor);
    expect(created.statusCode).toBe(201);
    const pdfToken = encodeURIComponent(created.json().token as string);
    const printed = await server.get(
      `/api/reports/weekly/${stationId}?pdf_token=${pdfToken}&${period}`,
    );
    expect(printed.statusCode).toBe(200);
  });
});
