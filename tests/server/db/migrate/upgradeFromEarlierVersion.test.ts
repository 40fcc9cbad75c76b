// Upgrades: a database made by Surtidor as of migration 0014 (tests/fixtures/upgrade/0014.sql.gz,
// dumped from that version's own demo and API writes; README.md beside it says how) is migrated
// by migrateToLatest, as the server does at start, then served by this build and read back
// through the API as that dump's users: what the earlier version wrote must read as it was, the
// rows later migrations converted (0016 report schedules, 0027 monthly waits) must give the same
// figures, and the rollups of migration 0020 must be built from the old events by the backfill.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { runRollupBackfill } from '@/server/modules/serviceFacts';
import { postgresUrl } from '../../../support/databaseKind';
import {
  createPostgresDatabase,
  startTestServer,
  type TestServer,
} from '../../../support/testServer';
import type { TestDatabase } from '../../../support/databaseTemplates';

const DUMP = path.resolve(__dirname, '../../../fixtures/upgrade/0014.sql.gz');
/** The user the earlier version's Editor created through its API (writeThroughApi.mjs). */
const ANA = { email: 'ana.actualizacion@surtidordemo.mx', password: 'Actualiza#0014' };
const FILES_FOLDER = 'Grupo Surtidor Demo S.A. de C.V./Actas de actualización/';

// PGlite imports modules dynamically, which Jest's module sandbox refuses: a worker thread,
// outside it, executes the dump into the database's folder (the server's PGlite runs in one too).
const EXECUTE_IN_WORKER = `
  const { workerData, parentPort } = require('node:worker_threads');
  const { PGlite } = require(workerData.pglite);
  const { pg_trgm } = require(workerData.pgTrgm);
  (async () => {
    const db = new PGlite(workerData.dir, { extensions: { pg_trgm } });
    await db.exec(workerData.sql);
    await db.close();
  })().then(() => parentPort.postMessage(null), (error) => parentPort.postMessage(String(error)));
`;

function executeInPglite(dir: string, dump: string): Promise<void> {
  const worker = new Worker(EXECUTE_IN_WORKER, {
    eval: true,
    workerData: {
      dir,
      sql: dump,
      pglite: require.resolve('@electric-sql/pglite'),
      pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (error: string | null) => {
      void worker.terminate();
      if (error) reject(new Error(error));
      else resolve();
    });
    worker.once('error', reject);
  });
}

/** A database of its own holding the dump, as the earlier version left it (not yet migrated). */
async function earlierVersionDatabase(): Promise<TestDatabase> {
  const dump = zlib.gunzipSync(fs.readFileSync(DUMP)).toString('utf8');
  if (postgresUrl) {
    const created = await createPostgresDatabase(postgresUrl);
    try {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        await client.query(dump);
      } finally {
        await client.end();
      }
      const handle = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
      return {
        handle,
        demo: null,
        url: created.url,
        close: async () => {
          await handle.close();
          await created.drop();
        },
      };
    } catch (error) {
      await created.drop();
      throw error;
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-upgrade-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await executeInPglite(dir, dump);
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    return {
      handle,
      demo: null,
      url: null,
      close: async () => {
        await handle.close();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

let database: TestDatabase;
let applied: string[];
let server: TestServer;
let editor: string;
let admin: string;

beforeAll(async () => {
  database = await earlierVersionDatabase();
  applied = await migrateToLatest(database.handle.db);
  server = await startTestServer({ database });
  editor = await server.login('editor', DEMO_PASSWORD);
  admin = await server.login('admin', DEMO_PASSWORD);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function getJson<T = Record<string, unknown>>(url: string, token: string): Promise<T> {
  const res = await server.get(url, token);
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json() as T;
}

interface Figure {
  key: string;
  value: number | null;
  goal?: number | null;
}

async function dailyFigures(stationId: number, day: string): Promise<Record<string, Figure>> {
  const report = await getJson<{ figures: Figure[] }>(
    `/api/reports/daily/${stationId}?start_date=${day}`,
    editor,
  );
  return Object.fromEntries(report.figures.map((figure) => [figure.key, figure]));
}

const valuesOf = (figures: Record<string, Figure>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, figures[key]?.value ?? null]));

it('applies every migration after 0014 to the earlier version database', () => {
  expect(applied).toEqual(
    Object.keys(migrations)
      .filter((name) => name.slice(0, 4) > '0014')
      .sort(),
  );
  expect(applied[0]).toBe('0015_rate_counters');
});

it("signs in the earlier version's users with the passwords they had", async () => {
  const res = await server.post('/api/login', { username: ANA.email, password: ANA.password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    first_login: false,
    profile: {
      id: 8,
      name: 'Ana Actualización',
      user_role: { name: 'Visor' },
      user_permission: { dashboard: true, files: true, vms: false, data: true, settings: false },
      customer: { id: 1, legal_name: 'Grupo Surtidor Demo S.A. de C.V.' },
    },
  });
});

it('lists the stations and reads a station as the earlier version kept them', async () => {
  const stations = await getJson<{ items: { id: number; name: string }[]; total: number }>(
    '/api/gas_stations',
    editor,
  );
  expect(stations.total).toBe(5);
  expect(stations.items.map((s) => s.id).sort()).toEqual([1, 2, 3, 4, 5]);
  expect(await getJson('/api/gas_stations/1', editor)).toMatchObject({
    name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    permission: 'PL/1404/EXP/ES/2015',
    cre_place_id: 2700,
    customer_gas_station_id: 'AGS-01',
    bombs: 8,
    time_zone: 'America/Mexico_City',
    shifts: [
      { shift: 1, starts_at: '06:00', ends_at: '14:00' },
      { shift: 2, starts_at: '14:00', ends_at: '22:00' },
      { shift: 3, starts_at: '22:00', ends_at: '06:00' },
    ],
  });
  const rivals = await getJson<{ items: { name: string; cre_place_id: number | null }[] }>(
    '/api/gas_station_rivals?gas_station_id=1',
    editor,
  );
  expect(rivals.items).toHaveLength(5);
  expect(rivals.items.at(-1)).toMatchObject({
    name: 'Gasolinera Nueva del Sur',
    cre_place_id: null,
    address: 'Av. Siempre Viva 742',
  });
});

it('lists the users, goals, contacts, cameras and assets the earlier version wrote', async () => {
  const users = await getJson<{ items: { id: number }[] }>('/api/users', editor);
  expect(users.items.find((u) => u.id === 8)).toMatchObject({
    name: 'Ana Actualización',
    role: { id: 3, name: 'Visor' },
    gas_stations: [{ id: 2 }, { id: 1 }],
    report_permissions: {
      weekly_executive: true,
      monthly: true,
      price: true,
      weekly_analytic: false,
    },
  });

  const goals = await getJson<{ items: { id: number }[]; total: number }>('/api/goals', admin);
  expect(goals.total).toBe(9);
  expect(goals.items.find((g) => g.id === 9)).toMatchObject({
    metric: 'total_sales',
    quantity: 150000,
    assigned_user: { id: 2 },
    gas_stations: [{ id: 2 }, { id: 1 }],
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  });

  const contacts = await getJson<{ items: { name: string }[]; total: number }>(
    '/api/contacts',
    editor,
  );
  expect(contacts.total).toBe(3);
  expect(contacts.items[0]).toMatchObject({
    name: 'Lucía Pérez',
    email: 'lucia.perez@surtidordemo.mx',
    gas_stations: [{ id: 1 }],
  });

  const cameras = await getJson<{ items: { id: number }[] }>('/api/cameras', admin);
  expect(cameras.items).toHaveLength(9);
  expect(cameras.items.find((c) => c.id === 9)).toMatchObject({
    name: 'Cámara de actualización AGS-01',
    serial: 'UPG-0014',
    gas_station: { id: 1 },
  });
  expect(await getJson('/api/assets', admin)).toMatchObject({
    total: 1,
    items: [{ name: 'Dispensario 3', gas_station: { id: 1 }, camera: { id: 1 } }],
  });
});

it('lists the files, and the report request the earlier version rendered and sent', async () => {
  const files = await getJson(`/api/reports?prefix=${encodeURIComponent(FILES_FOLDER)}`, admin);
  expect(files).toMatchObject({
    data: {
      items: [
        {
          name: 'acta-0014.txt',
          path: `${FILES_FOLDER}acta-0014.txt`,
          type: 'file',
          size: 62,
        },
      ],
      pagination: { totalItems: 1 },
    },
  });
  expect(await getJson('/api/generated_reports', editor)).toMatchObject({
    items: [
      {
        id: 1,
        report_type: 'daily',
        gas_station_ids: [1],
        start_date: '2026-11-20',
        status: 'done',
        file_name: 'Reporte diario 2026-11-20 (#1).pdf',
        deliveries: [{ channel: 'email', address: 'editor@demo.surtidor.mx', status: 'sent' }],
      },
    ],
  });
});

it("keeps a station's report configuration, now a job schedule at the run it awaited (0016)", async () => {
  const schedules = await getJson<{ items: { report_type: string }[] }>(
    '/api/gas_stations/1/reports_configurations',
    editor,
  );
  expect(schedules.items.find((s) => s.report_type === 'weekly')).toMatchObject({
    enabled: true,
    periodicity: 'weekly',
    weekday: 5,
    send_time: '07:30',
    channel: 'email',
    contact_ids: [1, 5],
  });
  const rows = await sql<{ name: string; next_run_at: Date; per_occurrence: boolean }>`
    select name, next_run_at, per_occurrence from job_schedules
    where report_configuration_id is not null or name = 'reports-tick'`.execute(server.db);
  expect(rows.rows).toEqual([
    {
      name: 'report-configuration:1',
      // Friday 2026-12-04 07:30 in Mexico City, as the earlier version had scheduled it.
      next_run_at: new Date('2026-12-04T13:30:00.000Z'),
      per_occurrence: true,
    },
  ]);
});

it("reads the regulator's prices and the moves of the earlier version's rows", async () => {
  const prices = await getJson<{
    station_table: { station: string; regular: number | null }[];
    date_filter: { dates: string[] };
  }>('/api/v2/reports/daily/fuel_price?date=2022-01-13&gas_station_id=1', editor);
  expect(prices.date_filter.dates).toEqual([
    '2022-01-13',
    '2022-01-11',
    '2022-01-09',
    '2022-01-08',
  ]);
  expect(prices.station_table[0]).toMatchObject({
    is_own: true,
    regular: 19.99,
    premium: 22.89,
    diesel: 22.99,
    last_moves: { regular: { date: '2022-01-13', old_price: 20.29, new_price: 19.99 } },
  });
  expect(prices.station_table.map((row) => [row.station, row.regular])).toEqual([
    ['SERVICIO LOMAS AGUASCALIENTES SA DE CV', 19.99],
    ['SERVICIOS GUZMAN, S. A.', 20.34],
    ['SERVICIO MARTIN SA DE CV', 20.49],
    ['SERVICIOS GASOLINEROS DE MEXICO, S.A. DE C.V.', 20.79],
    ['SERVICIO AGUASCALIENTES, SA', 20.27],
    ['Gasolinera Nueva del Sur', null],
  ]);
});

it("lists a day's sales tickets", async () => {
  const tickets = await getJson(
    '/api/sales_tickets?gas_station_id=1&start_date=2026-11-20&end_date=2026-11-20&items=1',
    editor,
  );
  expect(tickets).toMatchObject({
    items: [{ folio: 'DEMO-AGS-01-2110', local_time: '2026-11-20 22:55:49', amount: 643.3 }],
    totals: { tickets: 37, volume: 1180.848, amount: 24953.09 },
  });
});

it("draws the dashboard's service charts from the monthly stats (waits converted by 0027)", async () => {
  const chart = async (metric: string, month: string) =>
    (
      await getJson<{
        chartData: { gas_station_id: number; value: number | null; vehicles: number }[];
      }>(`/api/v2/dashboard/service_metrics/${metric}?date=${month}`, editor)
    ).chartData
      .map((bar) => [bar.gas_station_id, bar.value, bar.vehicles])
      .sort(([a], [b]) => Number(a) - Number(b));
  // Vehicles whose wait was at most the Inmediatez goal (60 s), over the month's arrivals.
  expect(await chart('atencion_oportuna', '2026-11-01')).toEqual([
    [1, 77.7, 94],
    [2, 63.9, 144],
    [3, 47.2, 108],
    [4, 26.8, 157],
    [5, 61.4, 114],
  ]);
  expect(await chart('inmediatez', '2026-10-01')).toEqual([
    [1, 39.4, 96],
    [2, null, 0],
    [3, null, 0],
    [4, null, 0],
    [5, null, 0],
  ]);
});

it("gives the reports the earlier version's events once the rollup backfill of 0020 has run", async () => {
  const keys = ['arrivals', 'wait', 'prompt_service', 'service_time_gas', 'sales_total', 'tickets'];
  // Migration 0020 only recorded what the backfill must cover: the rollups start empty.
  expect(valuesOf(await dailyFigures(1, '2026-11-20'), keys)).toEqual({
    arrivals: null,
    wait: null,
    prompt_service: null,
    service_time_gas: null,
    sales_total: null,
    tickets: null,
  });

  const backfill = await runRollupBackfill(server.db);
  // Station-days of service visits, sales tickets and traffic entries: 7 of each.
  expect(backfill.stationDays).toBe(21);

  const station1 = await dailyFigures(1, '2026-11-20');
  expect(
    valuesOf(station1, [...keys, 'service_time_diesel', 'passes', 'entries', 'frequent_clients']),
  ).toEqual({
    arrivals: 94,
    wait: 40.3,
    prompt_service: 77.7,
    service_time_gas: 140.8,
    service_time_diesel: 249.3,
    sales_total: 24953.09,
    tickets: 37,
    passes: 182,
    entries: 33,
    frequent_clients: 14.3,
  });
  // The goal the earlier version's admin set for stations 1 and 2.
  expect(station1.sales_total?.goal).toBe(150000);
  expect(valuesOf(await dailyFigures(4, '2026-11-20'), keys)).toEqual({
    arrivals: 157,
    wait: 90.3,
    prompt_service: 26.8,
    service_time_gas: 164.8,
    sales_total: 34239.5,
    tickets: 48,
  });
  expect(valuesOf(await dailyFigures(1, '2026-10-15'), ['arrivals', 'wait'])).toEqual({
    arrivals: 100,
    wait: 39.4,
  });
});
