// Station pulls against the fake supplier: tickets arrive, a repeated pull changes nothing, a
// changed record updates, an expired token is renewed once, a failed day leaves the tickets and
// the cursor as they were, and planVolumetricPulls respects each system's interval.
import { DateTime } from 'luxon';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  fakeSystemInput,
  startFakeSupplier,
  type FakeSupplier,
} from '../../../support/fakeSupplier';
import {
  planVolumetricPulls,
  pullStation,
  volumetricJobHandlers,
  type PullDeps,
} from '@/server/modules/volumetric/pull';

let server: TestServer;
let fake: FakeSupplier;
let token: string;
let supplierId: number;
let systemId: number;
let deps: PullDeps;
const STATION = 1;
const ZONE = 'America/Mexico_City';
// Noon at the station on 2026-03-10: today is the 10th, yesterday the 9th.
let clock = DateTime.fromISO('2026-03-10T12:00:00', { zone: ZONE }).toJSDate();

const tickets = () =>
  server.db
    .selectFrom('sales_tickets')
    .selectAll()
    .where('gas_station_id', '=', STATION)
    // The demo's own tickets of the station are not the pull's.
    .where('origin', '!=', 'demo')
    .orderBy('folio')
    .execute();
const sync = () =>
  server.db
    .selectFrom('volumetric_station_syncs')
    .selectAll()
    .where('gas_station_id', '=', STATION)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  [server, fake] = await Promise.all([
    startTestServer({ env: { CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' } }),
    startFakeSupplier({ recordsPerDay: 4 }),
  ]);
  token = await server.login('admin@demo.surtidor.mx');
  supplierId = (
    await server.post('/api/volumetric_suppliers', { name: 'Fake', alias: 'fake' }, token)
  ).json().id;
  const system = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url, { pull_interval_minutes: 30 }),
    token,
  );
  systemId = system.json().id;
  await server.db
    .updateTable('gas_stations')
    .set({ volumetric_system_id: systemId, volumetric_station_id: 'E-7', time_zone: ZONE })
    .where('id', '=', STATION)
    .execute();
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

beforeEach(() => fake.setMode('ok'));

it('does nothing for a station without a link', async () => {
  const summary = await pullStation(deps, 2);
  expect(summary).toMatchObject({ linked: false, days: [], inserted: 0 });
});

it('brings yesterday and today the first time; the cursor stops at yesterday', async () => {
  const summary = await pullStation(deps, STATION);
  expect(summary).toMatchObject({
    linked: true,
    days: ['2026-03-09', '2026-03-10'],
    records: 8,
    inserted: 8,
    skipped: 0,
    cursorDate: '2026-03-09',
  });
  const rows = await tickets();
  expect(rows).toHaveLength(8);
  expect(rows[0]).toMatchObject({
    source: 'volumetric',
    origin: `supplier:${supplierId}`,
    folio: 'E-7-20260309-00001',
    pump: 1,
  });
  expect(await sync()).toMatchObject({
    volumetric_system_id: systemId,
    cursor_date: '2026-03-09',
    last_error: null,
    tickets_received: 8,
  });
  const api = (
    await server.get(`/api/volumetric_suppliers/${supplierId}/systems/${systemId}`, token)
  ).json();
  expect(
    api.stations.find((s: { gas_station_id: number }) => s.gas_station_id === STATION),
  ).toMatchObject({
    cursor_date: '2026-03-09',
    tickets_received: 8,
    last_error: null,
  });
  const supplier = (await server.get(`/api/volumetric_suppliers/${supplierId}`, token)).json();
  expect(supplier.systems[0]).toMatchObject({ tickets_received: 8, last_error: null });
  expect(supplier.systems[0].last_success_at).not.toBeNull();
});

it('a repeated pull changes nothing; a changed record updates', async () => {
  const again = await pullStation(deps, STATION);
  // Look-back 1 from the cursor (the 9th): the 8th, 9th and 10th.
  expect(again.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
  expect(again).toMatchObject({ inserted: 4, updated: 0, unchanged: 8 });

  fake.overrides.set('E-7|2026-03-09', (records) =>
    records.map((r, i) => (i === 0 ? { ...r, litros: 99.5, importe: 2238.75 } : r)),
  );
  const changed = await pullStation(deps, STATION);
  fake.overrides.clear();
  expect(changed).toMatchObject({ inserted: 0, updated: 1, unchanged: 11 });
  const row = (await tickets()).find((t) => t.folio === 'E-7-20260309-00001');
  expect(Number(row?.volume)).toBe(99.5);
  expect((await sync()).tickets_received).toBe(12);
});

it('skips and counts records that do not make a ticket', async () => {
  fake.overrides.set('E-7|2026-03-10', (records) => [
    ...records,
    { ...records[0]!, folio: 'E-7-malo', bomba: 0 },
  ]);
  const summary = await pullStation(deps, STATION);
  fake.overrides.clear();
  expect(summary.skipped).toBe(1);
  expect(summary.skippedExamples[0]).toMatchObject({ day: '2026-03-10', index: 4 });
  expect(summary.skippedExamples[0]!.errors[0]).toMatch(/^Bomba: /);
});

it('renews a token that expires mid-pull once and goes on', async () => {
  const before = fake.tokenCalls();
  // The supplier drops its tokens while answering the first day: the next day's call gets 401.
  fake.overrides.set('E-7|2026-03-08', (records) => {
    fake.expireTokens();
    return records;
  });
  const summary = await pullStation(deps, STATION);
  fake.overrides.clear();
  expect(summary.days).toHaveLength(3);
  expect(fake.tokenCalls()).toBe(before + 1);
  const dataCalls = fake.calls.filter((c) => c.path === '/api/ventas').slice(-4);
  expect(dataCalls.map((c) => c.authorization === dataCalls[3]!.authorization)).toEqual([
    false,
    false,
    true,
    true,
  ]);
});

it.each([
  ['malformed', 'La respuesta del proveedor no es JSON válido'],
  ['error500', 'El proveedor respondió con un error (HTTP 500)'],
] as const)(
  'a %s answer leaves tickets and cursor as they were and records the error',
  async (mode, message) => {
    clock = DateTime.fromISO('2026-03-11T12:00:00', { zone: ZONE }).toJSDate();
    const ticketsBefore = await tickets();
    const syncBefore = await sync();
    fake.setMode(mode);
    await expect(pullStation(deps, STATION)).rejects.toThrow(message);
    expect(await tickets()).toEqual(ticketsBefore);
    const after = await sync();
    expect(after).toMatchObject({
      cursor_date: syncBefore.cursor_date,
      tickets_received: syncBefore.tickets_received,
      last_error: message,
      last_success_at: syncBefore.last_success_at,
    });
    expect(after.last_error_at).not.toBeNull();
    const supplier = (await server.get(`/api/volumetric_suppliers/${supplierId}`, token)).json();
    expect(supplier.systems[0].last_error).toBe(message);
  },
);

it('recovers on the next pull and runs through the job handler', async () => {
  const summary = await volumetricJobHandlers['volumetric-pull'](
    { gas_station_id: STATION },
    { ...deps, signal: new AbortController().signal },
  );
  expect(summary.cursorDate).toBe('2026-03-10');
  expect(await sync()).toMatchObject({ last_error: null, cursor_date: '2026-03-10' });
});

it('plans the linked stations whose interval has passed', async () => {
  const lastRun = (await sync()).last_run_at as Date;
  const soon = new Date(lastRun.getTime() + 10 * 60_000);
  const later = new Date(lastRun.getTime() + 31 * 60_000);
  await server.db
    .updateTable('gas_stations')
    .set({ volumetric_system_id: systemId, volumetric_station_id: 'E-8' })
    .where('id', '=', 3)
    .execute();
  // Station 3 never ran: due at once; station 1 only after its 30 minutes.
  expect(await planVolumetricPulls(server.db, soon)).toEqual([3]);
  expect(await planVolumetricPulls(server.db, later)).toEqual([1, 3]);
});

it('starts over when a station moves to another system', async () => {
  const other = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url, { name: 'Otro sistema' }),
    token,
  );
  await server.db
    .updateTable('gas_stations')
    .set({ volumetric_system_id: other.json().id })
    .where('id', '=', STATION)
    .execute();
  const summary = await pullStation(deps, STATION);
  expect(summary.days).toEqual(['2026-03-10', '2026-03-11']);
  expect(await sync()).toMatchObject({
    volumetric_system_id: other.json().id,
    tickets_received: 0,
  });
});
