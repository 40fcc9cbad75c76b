// The SAT report files a supplier serves, brought by the station's pull (the fake supplier on
// 127.0.0.1): each day's file goes to the compliance pre-audit as the connector's, the same
// file again changes nothing, a zip of several days is received whole, a file the pre-audit
// refuses is recorded on the station's sync row with its reason and does not stop the pull
// (its tickets and cursor still move), and a system without a reports URL asks for none.
import JSZip from 'jszip';
import { DateTime } from 'luxon';
import { reportsOfDays } from '@/server/demo/satReports';
import { pullStation, type PullDeps } from '@/server/modules/volumetric/pull';
import {
  fakeSystemInput,
  startFakeSupplier,
  type FakeSupplier,
} from '../../../../support/fakeSupplier';
import { startTestServer, type TestServer } from '../../../../support/testServer';

type Json = Record<string, unknown>;

const ZONE = 'America/Mexico_City';
const RFC = 'GCO010101AB1';
const PERMIT = 'PL/41234/EXP/ES/2016';
const REMOTE = 'E-SAT';

let server: TestServer;
let fake: FakeSupplier;
let token: string;
let supplierId: number;
let systemId: number;
let stationId: number;
let deps: PullDeps;
let clock = DateTime.fromISO('2026-03-10T12:00:00', { zone: ZONE }).toJSDate();

/** The station's daily reports from the 1st of March (one tank, each day opening at the last closing). */
const days = reportsOfDays('2026-03-01', 10).map((r): Json => ({
  ...r,
  RfcContribuyente: RFC,
  NumPermiso: PERMIT,
}));
const report = (day: number) => Buffer.from(JSON.stringify(days[day - 1]));
const serve = (day: string, name: string | null, body: Buffer) =>
  fake.reports.set(`${REMOTE}|${day}`, { name, body });

const files = () =>
  server.db
    .selectFrom('compliance_files')
    .selectAll()
    .where('gas_station_id', '=', stationId)
    .orderBy('id')
    .execute();
const sync = () =>
  server.db
    .selectFrom('volumetric_station_syncs')
    .selectAll()
    .where('gas_station_id', '=', stationId)
    .executeTakeFirstOrThrow();
const reportCalls = () => fake.calls.filter((c) => c.path === '/api/reportes').length;

beforeAll(async () => {
  [server, fake] = await Promise.all([
    startTestServer({ env: { CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' } }),
    startFakeSupplier({ recordsPerDay: 3 }),
  ]);
  token = await server.login('admin@demo.surtidor.mx');
  supplierId = (
    await server.post('/api/volumetric_suppliers', { name: 'Fake SAT', alias: 'fakesat' }, token)
  ).json().id;
  const system = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url, { reports_url: `${fake.url}/api/reportes` }),
    token,
  );
  expect(system.statusCode).toBe(201);
  expect(system.json().reports_url).toBe(`${fake.url}/api/reportes`);
  systemId = system.json().id;
  const customer = await server.db
    .insertInto('customers')
    .values({ name: 'Gas Conector', legal_name: 'Gas Conector SA de CV', rfc: RFC })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = (
    await server.db
      .insertInto('gas_stations')
      .values({
        name: 'Gas Conector',
        permission: PERMIT,
        customer_id: customer.id,
        time_zone: ZONE,
        volumetric_system_id: systemId,
        volumetric_station_id: REMOTE,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  deps = {
    db: server.db,
    config: server.config,
    log: { info: () => undefined, warn: () => undefined },
    now: () => clock,
  };
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), fake?.close()]);
});

it('receives the day’s report as the connector’s, and the same file again changes nothing', async () => {
  serve('2026-03-09', 'D_2026-03-09.json', report(9));
  const summary = await pullStation(deps, stationId);
  expect(summary.days).toEqual(['2026-03-09', '2026-03-10']);
  expect(summary.inserted).toBe(6);
  expect(summary.reports).toEqual({ stored: 1, replaced: 0, unchanged: 0, refused: [] });
  // The reports call is the data request's, to the reports URL: same body, same token.
  const call = fake.calls.find((c) => c.path === '/api/reportes')!;
  expect(JSON.parse(call.body)).toMatchObject({
    filtro: { desde: '2026-03-09 00:00:00', estacion: REMOTE },
  });
  expect(call.authorization).toMatch(/^Bearer tok-/);

  expect(await files()).toEqual([
    expect.objectContaining({
      kind: 'daily',
      day: '2026-03-09',
      name: 'D_2026-03-09.json',
      source: 'connector',
      received_by: null,
    }),
  ]);
  expect(await sync()).toMatchObject({
    reports_received: 1,
    last_report_refusal: null,
    cursor_date: '2026-03-09',
  });
  // Checked as an upload is: the month has its summary.
  const month = (
    await server.get(`/api/compliance/stations/${stationId}/months/2026-03`, token)
  ).json();
  expect(month.days[8]).toMatchObject({ day: '2026-03-09', file_id: expect.any(Number) });

  const again = await pullStation(deps, stationId);
  expect(again.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
  expect(again.reports).toEqual({ stored: 0, replaced: 0, unchanged: 1, refused: [] });
  expect(await files()).toHaveLength(1);
  expect((await sync()).reports_received).toBe(1);
});

it('receives a zip of several days whole', async () => {
  const zip = new JSZip();
  zip.file('D_2026-03-07.json', report(7));
  zip.file('D_2026-03-08.json', report(8));
  // No Content-Disposition: a zip is told by its signature.
  serve(
    '2026-03-08',
    null,
    await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  );
  const summary = await pullStation(deps, stationId);
  expect(summary.reports).toMatchObject({ stored: 2, unchanged: 1, refused: [] });
  expect((await files()).map((f) => [f.day, f.name])).toEqual([
    ['2026-03-09', 'D_2026-03-09.json'],
    ['2026-03-07', 'D_2026-03-07.json'],
    ['2026-03-08', 'D_2026-03-08.json'],
  ]);
  expect((await sync()).reports_received).toBe(3);
});

it('records a refused file with its reason and goes on with the pull', async () => {
  clock = DateTime.fromISO('2026-03-12T12:00:00', { zone: ZONE }).toJSDate();
  fake.reports.clear();
  const foreign = { ...days[9], RfcContribuyente: 'OTR020202CD2' };
  serve('2026-03-10', 'D_2026-03-10.json', Buffer.from(JSON.stringify(foreign)));
  serve('2026-03-11', 'D_2026-03-11.json', Buffer.from('{"no es": json'));
  const before = await files();
  const summary = await pullStation(deps, stationId);
  expect(summary.days).toEqual([
    '2026-03-08',
    '2026-03-09',
    '2026-03-10',
    '2026-03-11',
    '2026-03-12',
  ]);
  expect(summary.reports.refused).toEqual([
    expect.objectContaining({
      day: '2026-03-10',
      name: 'D_2026-03-10.json',
      code: 'wrong_station',
    }),
    {
      day: '2026-03-11',
      name: 'D_2026-03-11.json',
      code: 'not_json',
      message: 'El archivo no es un JSON válido.',
    },
  ]);
  // Nothing of them stored; the tickets and the cursor went on.
  expect(await files()).toEqual(before);
  expect(summary.inserted).toBe(6);
  const row = await sync();
  expect(row).toMatchObject({
    cursor_date: '2026-03-11',
    last_error: null,
    reports_received: 3,
    last_report_refusal: 'D_2026-03-11.json: El archivo no es un JSON válido.',
  });
  expect(row.last_report_refusal_at).toEqual(clock);
  // The system's page shows it beside the station's pull state.
  const system = (
    await server.get(`/api/volumetric_suppliers/${supplierId}/systems/${systemId}`, token)
  ).json();
  expect(
    system.stations.find((s: { gas_station_id: number }) => s.gas_station_id === stationId),
  ).toMatchObject({
    reports_received: 3,
    last_report_refusal: 'D_2026-03-11.json: El archivo no es un JSON válido.',
    last_error: null,
  });
});

it('asks for no report where the system names no reports URL, and keeps it when left out', async () => {
  const input = fakeSystemInput(fake.url);
  // A form that does not know the field keeps the saved URL.
  const kept = await server.put(
    `/api/volumetric_suppliers/${supplierId}/systems/${systemId}`,
    input,
    token,
  );
  expect(kept.json().reports_url).toBe(`${fake.url}/api/reportes`);
  const cleared = await server.put(
    `/api/volumetric_suppliers/${supplierId}/systems/${systemId}`,
    { ...input, reports_url: null },
    token,
  );
  expect(cleared.json().reports_url).toBeNull();
  const calls = reportCalls();
  const summary = await pullStation(deps, stationId);
  expect(summary.records).toBeGreaterThan(0);
  expect(reportCalls()).toBe(calls);
  expect(summary.reports).toEqual({ stored: 0, replaced: 0, unchanged: 0, refused: [] });
});

it('checks the reports URL as the other URLs of a system', async () => {
  const res = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url, {
      name: 'Otro',
      reports_url: 'https://yo:secreto@reportes.example/',
    }),
    token,
  );
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual([
    {
      field: 'body.reports_url',
      rule: 'url',
      message: 'La URL no debe llevar usuario ni contraseña',
    },
  ]);
});
