// `npm run bench:health`: does any one request freeze the server? The heaviest legal request
// of each heavy operation (report documents and the CSV over their longest period, dashboards,
// lists at their largest page, files) runs BENCH_RUNS times in a row (default 5) while
// GET /api/health is polled every 20 ms; printed per operation: the request's own latency and
// health's p50/p99/max meanwhile. Target: health max < 100 ms. Then, on a server running its
// jobs, a report PDF (the global report of BENCH_PDF_STATIONS stations, default 20, every page)
// asked for and rendered by the render job while health is polled the same way.
// Both databases (BENCH_DATABASES=pglite,postgres): the production server (built here, server
// only) with the demo data set, on a fresh embedded database and on a fresh database of
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; created and dropped;
// lib/benchDatabases.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, firstOfMonth, mondayOf, todayIn } from '@/lib/dates/calendarDates';
import { buildServerOnly, startServerProcess } from '../lib/productionServer';
import { freshDemoDatabase } from './lib/benchDatabases';
import { login } from './lib/dashboardDataSet';
import { median, percentile, printTable, type BenchTable } from './lib/benchReport';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PDF_STATIONS = Number(process.env.BENCH_PDF_STATIONS ?? 20);
const POLL_MS = 20;
const TARGET_MS = 100;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

/** Each case: a title and the path, given a station id. */
function cases(station: number): [string, string][] {
  const today = todayIn('America/Mexico_City');
  const yearAgo = addDays(today, -365);
  const yesterday = addDays(today, -1);
  const year = `start_date=${yearAgo}&end_date=${yesterday}`;
  // The last whole Monday-to-Sunday week before this one.
  const weekEnd = addDays(mondayOf(today), -1);
  const week = `start_date=${addDays(weekEnd, -6)}&end_date=${weekEnd}`;
  const month = firstOfMonth(today, -1);
  const days90 = `start_date=${addDays(today, -90)}&end_date=${yesterday}`;
  const months12 = `start_date=${firstOfMonth(today, -11)}&end_date=${yesterday}`;
  return [
    ['report daily', `/api/reports/daily/${station}?start_date=${yesterday}`],
    ['report weekly', `/api/reports/weekly/${station}?${week}`],
    ['report executive', `/api/reports/executive/${station}?${week}`],
    ['report analytic', `/api/reports/analytic/${station}?${week}`],
    ['report monthly', `/api/reports/monthly/${station}?start_date=${month}`],
    ['report prices (year)', `/api/reports/prices_tar/${station}?start_date=${yearAgo}`],
    ['report customer behavior (week)', `/api/reports/customer_behavior/${station}?${week}`],
    ['report traffic sensitivity (year)', `/api/reports/traffic_sensitivity/${station}?${year}`],
    ['CSV range (90 days)', `/api/reports/range/${station}?${days90}`],
    ['sales tickets (year, 500)', `/api/sales_tickets?gas_station_id=${station}&${year}&items=500`],
    ['agency dashboards (12 months)', `/api/agency/dashboards?${months12}`],
    ['service metric inmediatez', `/api/v2/dashboard/service_metrics/inmediatez?date=${month}`],
    [
      'monthly fuel prices (year)',
      `/api/v2/reports/monthly/fuel_prices?gas_station_id=${station}&${year}`,
    ],
    ['gas stations (500)', '/api/gas_stations?items=500'],
    ['users (500)', '/api/users?items=500'],
    ['files', '/api/reports?maxKeys=1000'],
  ];
}

async function timed(url: string, token?: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Runs `request` RUNS times while health is polled every POLL_MS; health latencies and the runs'. */
async function underLoad(base: string, path: string, token: string) {
  const health: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const next = new Promise((resolve) => setTimeout(resolve, POLL_MS));
      health.push((await timed(`${base}/api/health`)).ms);
      await next;
    }
  })();
  const runs: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < RUNS; i++) {
    const { ms, status } = await timed(`${base}${path}`, token);
    runs.push(ms);
    statuses.add(status);
  }
  running = false;
  await poller;
  return { health, runs, statuses: [...statuses].join(',') };
}

/** Polls health every POLL_MS until `work` settles; health latencies and the work's time. */
async function healthDuring(base: string, work: Promise<unknown>) {
  const health: number[] = [];
  let running = true;
  const started = performance.now();
  const done = work.finally(() => (running = false));
  while (running) {
    const next = new Promise((resolve) => setTimeout(resolve, POLL_MS));
    health.push((await timed(`${base}/api/health`)).ms);
    await next;
  }
  await done;
  return { health, ms: performance.now() - started };
}

/**
 * The render job's PDF: a global report of PDF_STATIONS stations, every page, asked for as the
 * Data screen does, on a server running its jobs; resolves once the request is done.
 */
async function renderReport(base: string, token: string, stations: number[]): Promise<string> {
  const form = new FormData();
  const weekEnd = addDays(mondayOf(todayIn('America/Mexico_City')), -1);
  form.append('report_type', 'weekly');
  for (const id of stations) form.append('gas_station_ids', String(id));
  form.append('start_date', addDays(weekEnd, -6));
  form.append('end_date', weekEnd);
  form.append('pages', '3');
  const auth = { authorization: `Bearer ${token}` };
  const asked = await fetch(`${base}/api/generated_reports`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (asked.status !== 202)
    throw new Error(`report request: ${asked.status} ${await asked.text()}`);
  const { id } = (await asked.json()) as { id: number };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const report = (await (
      await fetch(`${base}/api/generated_reports/${id}`, { headers: auth })
    ).json()) as { status: string; error: string | null };
    if (report.status === 'done' || report.status === 'failed') return report.status;
  }
}

async function pdfRow(
  build: string,
  database: { env: Record<string, string>; dataDir?: string },
): Promise<(string | number)[]> {
  const server = await startServerProcess({
    build,
    dataDir: database.dataDir,
    env: { JOBS_ENABLED: 'true', JOBS_POLL_SECONDS: '1', ...database.env },
  });
  try {
    const admin = await login(server.url, 'admin');
    const list = (await (
      await fetch(`${server.url}/api/gas_stations?items=${PDF_STATIONS}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { id: number }[] };
    const stations = list.items.map((station) => station.id);
    let status = '';
    const { health, ms } = await healthDuring(
      server.url,
      renderReport(server.url, admin, stations).then((result) => (status = result)),
    );
    const worst = Math.max(...health);
    return [
      `report PDF by the render job (${stations.length} stations, 3 pages each)`,
      status,
      Math.round(ms),
      Math.round(ms),
      health.length,
      median(health),
      percentile(health, 0.99),
      worst,
      worst < TARGET_MS ? 'ok' : 'MISSED',
    ];
  } finally {
    await server.stop();
  }
}

async function bench(kind: string, build: string): Promise<BenchTable> {
  const database = await freshDemoDatabase(kind, build, 'health');
  const server = await startServerProcess({
    build,
    dataDir: database.dataDir,
    env: { JOBS_ENABLED: 'false', ...database.env },
  });
  try {
    const admin = await login(server.url, 'admin');
    const stations = (await (
      await fetch(`${server.url}/api/gas_stations?items=1`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { id: number }[] };
    const station = stations.items[0]!.id;
    const idle = await underLoad(server.url, '/api/health', admin);
    const rows: (string | number)[][] = [];
    for (const [title, url] of [['(idle: health alone)', '/api/health'], ...cases(station)] as [
      string,
      string,
    ][]) {
      const { health, runs, statuses } =
        url === '/api/health' ? idle : await underLoad(server.url, url, admin);
      const worst = Math.max(...health);
      rows.push([
        title,
        statuses,
        median(runs),
        Math.max(...runs),
        health.length,
        median(health),
        percentile(health, 0.99),
        worst,
        worst < TARGET_MS ? 'ok' : 'MISSED',
      ]);
    }
    await server.stop();
    rows.push(await pdfRow(build, database));
    return {
      title: `Health while each request runs ${RUNS} times, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (worker thread)'}, demo data, station ${station}`,
      columns: [
        { label: 'request' },
        { label: 'status' },
        { label: 'req p50 ms', numeric: true },
        { label: 'req max ms', numeric: true },
        { label: 'polls', numeric: true },
        { label: 'health p50', numeric: true },
        { label: 'p99', numeric: true },
        { label: 'max', numeric: true },
        { label: `max < ${TARGET_MS} ms` },
      ],
      rows,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-health-'));
  try {
    buildServerOnly(build);
    for (const kind of DATABASES) printTable(await bench(kind.trim(), build));
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
