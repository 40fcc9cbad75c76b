// `npm run bench:scale`: a 300-station chain on one PostgreSQL. Sections, each
// printed as a table (BENCH_SECTIONS=data,reports,... picks some):
// - data: builds the chain data set (scripts/bench/lib/chainDataSet.ts) once into
//   BENCH_SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/surtidor_bench_scale;
//   kept between runs, BENCH_RESEED=1 rebuilds it) and prints each step's time and the rows.
// - pglite: the smaller chain (20 stations, 30 days) built into a fresh PGlite folder.
// - reports: every report data call of the contract for one chain station, under autocannon
//   (BENCH_CONNECTIONS, default 10, for BENCH_DURATION s, default 20, after a 3 s warm-up):
//   p50/p95, and CPU per call of the server process and of its PostgreSQL backends, each call
//   on two paths one after the other: the product (answers kept per node under the station's
//   data version) and the rollups computed afresh each call. Targets: CPU under 5 ms a call,
//   p95 under 50 ms.
// - reports-writing: the same calls (past periods) on the product while the station's camera
//   writes a batch of today's events every second, and today's daily report beside them (its
//   day is the one being written): past periods are kept (their days' versions do not move,
//   migration 0030), today's is built again after each batch.
// - dashboard: the owner's views of the 300 stations: the service charts (one per service
//   metric), Home's overview (agency dashboards) and station list, each kept and afresh.
//   Target: p95 under 100 ms.
// - global: the global report of every chain station, 3 pages each, streamed into one PDF file
//   (renderStream: each document built from the database as the renderer asks for it, one
//   document and one page held at a time): time and peak RSS. Target: peak RSS under 600 MB.
// - writes: camera events through POST /api/service_events (batches of 100, 10 at a time,
//   each chain camera its own key) and sales tickets through the product's storeTickets
//   (batches of 1,000, 4 at a time): rows a second with the rollups kept in step. (The write
//   path and report reads before the rollups are no longer in the product; their figures are
//   in docs/benchmarks.md.)
// Side by side: two servers of the same build run at once on the same database: the product
// and one with BENCH_FRESH_ANSWERS=reports,service-charts,overview (shared/answerCache.ts: no
// report, chart or overview answer kept, each call builds its own); each call is measured on
// one, then on the other, the other idle.
// The server is the production server's code built alone (esbuild, no client bundle needed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { addDays, firstOfMonth, mondayOf, todayIn } from '@/lib/dates/calendarDates';
import { formatIn } from '@/lib/dates/zonedTimes';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { runRollupBackfill } from '../../src/server/modules/serviceFacts';
import type { Database } from '../../src/server/db/schema';
import type { ReportDocument, ReportType } from '../../src/api/generated/reports.gen';
import { createReportRenderer, stationDocuments } from '../../src/server/modules/reports';
import { SERVICE_METRIC_NAMES } from '../../src/server/modules/serviceMetrics';
import { storeTickets, type TicketToStore } from '../../src/server/modules/tickets';
import { buildServerOnly, startServerProcess, type ServerProcess } from '../lib/productionServer';
import { collectGarbage, mb, percentile, runSections, type BenchTable } from './lib/benchReport';
import {
  CAMERA_KEY_PREFIX,
  CHAIN_LAST_DAY,
  CHAIN_OWNER,
  PGLITE_CHAIN,
  POSTGRES_CHAIN,
  buildChainDataSet,
  chainCounts,
  type ChainOptions,
} from './lib/chainDataSet';
import { CONNECTIONS, DURATION, ensureDatabase, load, login } from './lib/dashboardDataSet';

const SCALE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/surtidor_bench_scale';
const REPORT_TARGET = { cpuMs: 5, p95: 50 };
const VIEW_TARGET_P95 = 100;
const RSS_TARGET_MB = 600;
const seedVersion = (o: ChainOptions) =>
  `chain-v2:${o.stations}x${o.days}:${o.visitsPerDay}/${o.ticketsPerDay}/${o.passesPerEntry}`;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function openScale(poolSize = 4): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: SCALE_URL, pgliteDir: '', poolSize });
}

// --- data ---------------------------------------------------------------------------------

let dataSteps: [string, number][] | null = null;
let dataDetail: [string, number][] = [];

async function isSeeded(db: Kysely<Database>, version: string): Promise<boolean> {
  await sql`create table if not exists bench_seed (version text primary key, seeded_at timestamptz default now())`.execute(
    db,
  );
  const rows = await sql`select 1 from bench_seed where version = ${version}`.execute(db);
  return rows.rows.length > 0;
}

let chainReady: Promise<void> | null = null;

/** The chain data set on PostgreSQL, built once per size (a new size rebuilds the database). */
function ensureChain(): Promise<void> {
  chainReady ??= buildOnce();
  return chainReady;
}

async function buildOnce(): Promise<void> {
  const version = seedVersion(POSTGRES_CHAIN);
  await ensureDatabase(SCALE_URL);
  let handle = await openScale();
  try {
    await migrateToLatest(handle.db);
    if (await isSeeded(handle.db, version)) {
      // A rollup added since the set was built: its backfill runs now, not under the load.
      await runRollupBackfill(handle.db, { log: (line) => console.log(`  ${line}`) });
      return;
    }
    const empty = await sql<{ n: number }>`select count(*)::int as n from gas_stations`.execute(
      handle.db,
    );
    if (empty.rows[0]!.n > 0) {
      // Another size or a half-built set: start from an empty database.
      await handle.close();
      process.env.BENCH_RESEED = '1';
      await ensureDatabase(SCALE_URL);
      delete process.env.BENCH_RESEED;
      handle = await openScale();
      await migrateToLatest(handle.db);
      await isSeeded(handle.db, version);
    }
    console.log(`Building the chain data set (${version}):`);
    const summary = await buildChainDataSet(handle.db, POSTGRES_CHAIN);
    dataSteps = summary.steps;
    dataDetail = summary.detail;
    await sql`insert into bench_seed (version) values (${version})`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

async function dataSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(1);
  try {
    const counts = await chainCounts(handle.db);
    const size = await sql<{ size: string }>`
      select pg_size_pretty(pg_database_size(current_database())) as size`.execute(handle.db);
    const steps = dataSteps ?? [];
    const total = steps.reduce((sum, [, s]) => sum + s, 0);
    return {
      title: `Chain data set on PostgreSQL (${new URL(SCALE_URL).pathname.slice(1)})`,
      columns: [{ label: 'step' }, { label: 'seconds', numeric: true }],
      rows: steps.length
        ? [...steps.map(([label, s]) => [label, round1(s)]), ['total', round1(total)]]
        : [['(built by an earlier run; BENCH_RESEED=1 rebuilds it)', 0]],
      notes: [
        `Data: ${counts.text}.`,
        `Database size: ${size.rows[0]!.size}.`,
        ...(dataDetail.length
          ? [
              `Session seconds within the steps run on ${POSTGRES_CHAIN.sessions} sessions: ` +
                dataDetail.map(([label, s]) => `${label} ${round1(s)}`).join('; ') +
                '.',
            ]
          : []),
      ],
    };
  } finally {
    await handle.close();
  }
}

async function pgliteSection(): Promise<BenchTable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-scale-'));
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    await migrateToLatest(handle.db);
    const summary = await buildChainDataSet(handle.db, PGLITE_CHAIN);
    const counts = await chainCounts(handle.db);
    const total = summary.steps.reduce((sum, [, s]) => sum + s, 0);
    return {
      title: `Smaller chain data set on PGlite (${PGLITE_CHAIN.stations} stations, ${PGLITE_CHAIN.days} days)`,
      columns: [{ label: 'step' }, { label: 'seconds', numeric: true }],
      rows: [...summary.steps.map(([label, s]) => [label, round1(s)]), ['total', round1(total)]],
      notes: [`Data: ${counts.text}.`],
    };
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// --- the server and its CPU ---------------------------------------------------------------

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, 100 ticks/s). */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU so far of the server and of the PostgreSQL backends serving its database. */
async function cpuNow(
  server: ServerProcess,
  db: Kysely<Database>,
): Promise<{ node: number; pg: Map<number, number> }> {
  const backends = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend'
      and pid <> pg_backend_pid()`.execute(db);
  return {
    node: cpuMs(server.pid),
    pg: new Map(backends.rows.map((r) => [r.pid, cpuMs(r.pid)])),
  };
}

function cpuSpent(
  before: { node: number; pg: Map<number, number> },
  after: { node: number; pg: Map<number, number> },
): { node: number; pg: number } {
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? 0);
  return { node: after.node - before.node, pg };
}

/** The bench's servers answer their Prometheus series to this token. */
const METRICS_TOKEN = 'bench-scale-metrics-token-of-32-characters';

/** How a server's report answers were given so far: kept, built afresh, or shared with a build. */
async function reportAnswers(server: ServerProcess): Promise<Record<string, number>> {
  const res = await fetch(`${server.url}/api/monitoring/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const counts: Record<string, number> = { kept: 0, computed: 0, shared: 0 };
  for (const match of text.matchAll(
    /^surtidor_kept_answers_total\{(?=[^}]*purpose="reports")[^}]*outcome="(\w+)"[^}]*\} (\d+)/gm,
  )) {
    counts[match[1]!] = Number(match[2]);
  }
  return counts;
}

/** The report calls' paths: kept answers, the rollups computed afresh each call. */
type ReportPath = 'kept' | 'rollups';
const REPORT_PATHS: ReportPath[] = ['kept', 'rollups'];

/** Two servers of one build on the chain database: the product, and one that keeps no answer. */
async function withServers<T>(
  run: (servers: Record<ReportPath, ServerProcess>) => Promise<T>,
): Promise<T> {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-scale-build-'));
  buildServerOnly(build);
  const env = {
    DATABASE_URL: SCALE_URL,
    DEMO_DATA: 'never',
    DATABASE_POOL_SIZE: '10',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  };
  const servers: Partial<Record<ReportPath, ServerProcess>> = {};
  try {
    servers.kept = await startServerProcess({ build, env });
    servers.rollups = await startServerProcess({
      build,
      env: { ...env, BENCH_FRESH_ANSWERS: 'reports,service-charts,overview' },
    });
    return await run(servers as Record<ReportPath, ServerProcess>);
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    fs.rmSync(build, { recursive: true, force: true });
  }
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  nodeMs: number;
  pgMs: number;
  /** The share of the measured report calls built afresh (the rest kept or sharing a build). */
  builtShare: number;
}

/**
 * Waits until no other statement runs on the database: a call the load generator gave up on
 * (its 10 s timeout) runs on in its backend and would be counted, and felt, in the next
 * measurement.
 */
async function databaseIdle(db: Kysely<Database>, limitSeconds = 120): Promise<void> {
  const deadline = Date.now() + limitSeconds * 1000;
  while (Date.now() < deadline) {
    const busy = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(
      db,
    );
    if (busy.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(
  server: ServerProcess,
  db: Kysely<Database>,
  url: string,
  token: string,
  { whileWriting = false } = {},
): Promise<Measured> {
  // While writes run on purpose the database is never idle.
  if (!whileWriting) await databaseIdle(db);
  await load(url, url, token, 3);
  const answersBefore = await reportAnswers(server);
  const before = await cpuNow(server, db);
  const f = await load(url, url, token);
  const after = await cpuNow(server, db);
  const answersAfter = await reportAnswers(server);
  const spent = cpuSpent(before, after);
  const calls = Math.max(1, Math.round(f.rps * DURATION));
  const answered = (outcome: string) => answersAfter[outcome]! - answersBefore[outcome]!;
  const given = answered('kept') + answered('computed') + answered('shared');
  return {
    builtShare: given === 0 ? 0 : answered('computed') / given,
    rps: f.rps,
    p50: f.p50,
    p95: f.p95,
    errors: f.errors,
    nodeMs: spent.node / calls,
    pgMs: spent.pg / calls,
  };
}

const LOAD_COLUMNS = [
  { label: 'req/s', numeric: true },
  { label: 'p50 ms', numeric: true },
  { label: 'p95 ms', numeric: true },
  { label: 'errors', numeric: true },
  { label: 'node CPU ms/call', numeric: true },
  { label: 'PostgreSQL CPU ms/call', numeric: true },
];

const loadRow = (m: Measured) => [
  Math.round(m.rps),
  round1(m.p50),
  round1(m.p95),
  m.errors,
  round2(m.nodeMs),
  round2(m.pgMs),
];

// --- reports ------------------------------------------------------------------------------

const last = CHAIN_LAST_DAY;
const d = (day: string) => day;
/** The last whole Monday-to-Sunday week of the data set. */
const weekEnd = addDays(mondayOf(last), 6) === last ? last : addDays(mondayOf(last), -1);
const weekStart = addDays(weekEnd, -6);
const week = `start_date=${d(weekStart)}&end_date=${d(weekEnd)}`;
const month = firstOfMonth(last, -1);

function reportCases(station: number): [string, string][] {
  return [
    ['daily', `/api/reports/daily/${station}?start_date=${d(last)}`],
    ['weekly', `/api/reports/weekly/${station}?${week}`],
    ['weekly executive', `/api/reports/executive/${station}?${week}`],
    ['weekly analytic', `/api/reports/analytic/${station}?${week}`],
    ['monthly', `/api/reports/monthly/${station}?start_date=${d(month)}`],
    ['price (30 days)', `/api/reports/prices_tar/${station}?start_date=${addDays(last, -29)}`],
    ['customer behavior (week)', `/api/reports/customer_behavior/${station}?${week}`],
    [
      'traffic sensitivity (75 days)',
      `/api/reports/traffic_sensitivity/${station}?start_date=2026-05-25&end_date=${d(last)}`,
    ],
    [
      'CSV range (30 days)',
      `/api/reports/range/${station}?start_date=${addDays(last, -29)}&end_date=${d(last)}`,
    ],
  ];
}

async function reportsSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(1);
  try {
    const { stationIds, text } = await chainCounts(handle.db);
    const station = stationIds[0]!;
    return await withServers(async (servers) => {
      const owner = await login(servers.kept.url, CHAIN_OWNER);
      const rows: (string | number)[][] = [];
      for (const [title, pathName] of reportCases(station)) {
        for (const which of REPORT_PATHS) {
          const server = servers[which];
          const m = await measure(server, handle.db, `${server.url}${pathName}`, owner);
          const cpu = m.nodeMs + m.pgMs;
          rows.push([
            title,
            which,
            ...loadRow(m),
            cpu < REPORT_TARGET.cpuMs && m.p95 < REPORT_TARGET.p95 ? 'ok' : 'MISSED',
          ]);
        }
      }
      return {
        title: `Report data calls, chain station ${station}: kept answers and the rollups afresh (${CONNECTIONS} connections, ${DURATION} s each)`,
        columns: [
          { label: 'report' },
          { label: 'reads' },
          ...LOAD_COLUMNS,
          { label: `CPU < ${REPORT_TARGET.cpuMs} ms, p95 < ${REPORT_TARGET.p95} ms` },
        ],
        rows,
        notes: [
          `Data: ${text}.`,
          `Periods: day ${d(last)}, week ${d(weekStart)} to ${d(weekEnd)}, month ${month.slice(0, 7)}.`,
          'CPU per call: the server process, and the PostgreSQL backends of its pool (from /proc).',
          "kept: the product; each call is answered from the node's kept answer (the first one built it).",
          'rollups: the same build with BENCH_FRESH_ANSWERS (reports and owner views), every call built afresh from the rollups,',
          "as after a write of the station's data (the prices' quality is still kept: it reads none of it).",
        ],
      };
    });
  } finally {
    await handle.close();
  }
}

// --- the owner's views --------------------------------------------------------------------

async function dashboardSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(1);
  try {
    const { stationIds, text } = await chainCounts(handle.db);
    return await withServers(async ({ kept: server, rollups: afresh }) => {
      const owner = await login(server.url, CHAIN_OWNER);
      const first = d(month);
      const cases: [string, string][] = [
        ...SERVICE_METRIC_NAMES.map((name): [string, string] => [
          `service chart ${name}`,
          `/api/v2/dashboard/service_metrics/${name}?date=${first}`,
        ]),
        [
          "Home's overview (agency dashboards, month)",
          `/api/agency/dashboards?start_date=${first}`,
        ],
        ["Home's station list (items=1000)", '/api/gas_stations?items=1000'],
      ];
      // The servers have just started: every view once under load first, so the first one
      // measured does not carry the warm-up of the code they share.
      for (const target of [server, afresh])
        for (const [title, pathName] of cases)
          await load(title, `${target.url}${pathName}`, owner, 2);
      const rows: (string | number)[][] = [];
      for (const [title, pathName] of cases) {
        for (const [which, target] of [
          ['kept', server],
          ['afresh', afresh],
        ] as const) {
          const m = await measure(target, handle.db, `${target.url}${pathName}`, owner);
          rows.push([title, which, ...loadRow(m), m.p95 < VIEW_TARGET_P95 ? 'ok' : 'MISSED']);
        }
      }
      const overview = `${server.url}/api/agency/dashboards?start_date=${first}`;
      const cold = await overviewAfterWrites(handle.db, stationIds[0]!, first, overview, owner);
      return {
        title: `The owner's views of ${stationIds.length} stations (${CONNECTIONS} connections, ${DURATION} s each)`,
        columns: [
          { label: 'view' },
          { label: 'answer' },
          ...LOAD_COLUMNS,
          { label: `p95 < ${VIEW_TARGET_P95} ms` },
        ],
        rows,
        notes: [
          `Data: ${text}.`,
          `Month: ${month.slice(0, 7)}; user ${CHAIN_OWNER}.`,
          "kept: the product; the service charts and Home's overview are kept per node under the version",
          'of the data they read (shared/answerCache.ts, modules/serviceFacts/stationViewsVersion.ts; the station',
          'list is not kept). afresh: the same build with BENCH_FRESH_ANSWERS, every call computed again,',
          "as right after a write. Home's overview, one call alone right after a write from another",
          `connection (one station's monthly figures rewritten, the same values): ${cold.map((ms) => `${round1(ms)} ms`).join(', ')}.`,
          'These views read none of the rollups of migrations 0020 and 0022 (the service charts read',
          'the monthly service stats, Home the stations and prices): no raw path to set beside them.',
        ],
      };
    });
  } finally {
    await handle.close();
  }
}

/**
 * Home's overview, one call at a time, each right after a write by another connection (as by
 * another node): one station's monthly service figures rewritten with the same values, which
 * changes the version the overview is kept under but not its answer. The call's time in ms.
 */
async function overviewAfterWrites(
  db: Kysely<Database>,
  station: number,
  month: string,
  url: string,
  token: string,
  times = 3,
): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    await sql`update service_monthly_stats set arrivals = arrivals
      where gas_station_id = ${station} and month = ${month}::date`.execute(db);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    took.push(performance.now() - started);
    if (!response.ok) throw new Error(`overview after a write: ${response.status}`);
  }
  return took;
}

// --- the global report --------------------------------------------------------------------

async function globalSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(4);
  const type: ReportType = (process.env.BENCH_GLOBAL_TYPE as ReportType) ?? 'weekly';
  try {
    const { stationIds } = await chainCounts(handle.db);
    const limit = Number(process.env.BENCH_GLOBAL_STATIONS ?? stationIds.length);
    const ids = stationIds.slice(0, limit);
    collectGarbage();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-global-'));
    const file = path.join(dir, 'global.pdf');
    try {
      // Each station's document is built from the database when the renderer asks for it
      // (as the report job does); the time spent waiting for the next one is the build's.
      let buildMs = 0;
      async function* documents(): AsyncGenerator<ReportDocument> {
        const source = stationDocuments(handle.db, {
          reportType: type,
          stationIds: ids,
          startDate: d(weekStart),
          endDate: d(weekEnd),
          locale: 'es',
        });
        for (;;) {
          const started = performance.now();
          const next = await source.next();
          buildMs += performance.now() - started;
          if (next.done) return;
          yield next.value;
        }
      }
      const started = performance.now();
      const result = await createReportRenderer().renderStream(
        documents(),
        { pages: 3 },
        fs.createWriteStream(file),
      );
      const totalMs = performance.now() - started;
      peak = Math.max(peak, process.memoryUsage().rss);
      const size = fs.statSync(file).size;
      clearInterval(sampler);
      // The file's own page count, read by poppler outside this process.
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      const pdfPages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
      return {
        title: `Global report of ${ids.length} stations, ${type}, 3 pages each, streamed (one process)`,
        columns: [{ label: 'measure' }, { label: 'value', numeric: true }],
        rows: [
          ['documents built from the database, s', round1(buildMs / 1000)],
          [
            'counting the pages and rendering into one PDF file, s',
            round1((totalMs - buildMs) / 1000),
          ],
          ['total, s', round1(totalMs / 1000)],
          ['PDF pages (counted / in the file)', `${result.pages} / ${pdfPages}`],
          ['PDF size, MB', round1(mb(size))],
          ['RSS before, MB', Math.round(mb(base))],
          ['peak RSS, MB', Math.round(mb(peak))],
          [`peak RSS < ${RSS_TARGET_MB} MB`, mb(peak) < RSS_TARGET_MB ? 'ok' : 'MISSED'],
        ],
        notes: [
          `Week ${d(weekStart)} to ${d(weekEnd)}. renderStream: a first pass lays each part out without`,
          'its charts to count the pages (documents spooled to a scratch file), the second draws each',
          'page with its footer "Página n de N" and pdfkit writes it out as the next page starts.',
        ],
      };
    } finally {
      clearInterval(sampler);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await handle.close();
  }
}

/** The camera's pace while the reports are measured: a batch of today's events every second. */
const WRITING_EVERY_MS = 1000;

/**
 * The report calls of past periods while the station's camera writes today's events (the
 * writes and the reports at once), and today's daily report likewise: each call measured on
 * the product with one camera connection writing a batch of 100 events every second to the
 * same station, then, idle, on the server that keeps nothing (every call built afresh, as
 * every call was while events were written before the versions by day).
 */
async function reportsWritingSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(2);
  try {
    const { stationIds, text } = await chainCounts(handle.db);
    const station = stationIds[0]!;
    const today = todayIn('America/Mexico_City');
    const cases: [string, string][] = [
      ...reportCases(station),
      ['daily, today (its day being written)', `/api/reports/daily/${station}?start_date=${today}`],
    ];
    return await withServers(async (servers) => {
      const owner = await login(servers.kept.url, CHAIN_OWNER);
      const rows: (string | number)[][] = [];
      let batches = 0;
      for (const [title, pathName] of cases) {
        let writing = true;
        const writes = eventWrites(servers.kept, [station], () => writing, WRITING_EVERY_MS, 1);
        let m: Measured;
        try {
          m = await measure(servers.kept, handle.db, `${servers.kept.url}${pathName}`, owner, {
            whileWriting: true,
          });
        } finally {
          writing = false;
        }
        const written = await writes;
        batches += written.batches;
        if (written.errors > 0) throw new Error(`${written.errors} event batches refused`);
        const afresh = await measure(
          servers.rollups,
          handle.db,
          `${servers.rollups.url}${pathName}`,
          owner,
        );
        rows.push([
          title,
          Math.round(m.rps),
          round1(m.p50),
          round1(m.p95),
          m.errors,
          `${round1(m.builtShare * 100)} %`,
          round1(afresh.p95),
          round2(afresh.nodeMs + afresh.pgMs),
          m.p95 < REPORT_TARGET.p95 ? 'ok' : 'MISSED',
        ]);
      }
      await removeWrites(handle.db, [station]);
      return {
        title: `Report data calls, chain station ${station}, while its camera writes today's events (${CONNECTIONS} connections, ${DURATION} s each)`,
        columns: [
          { label: 'report' },
          { label: 'writing: req/s', numeric: true },
          { label: 'p50 ms', numeric: true },
          { label: 'p95 ms', numeric: true },
          { label: 'errors', numeric: true },
          { label: 'writing: built afresh', numeric: true },
          { label: 'afresh, idle: p95 ms', numeric: true },
          { label: 'afresh: CPU ms/call', numeric: true },
          { label: `writing: p95 < ${REPORT_TARGET.p95} ms` },
        ],
        rows,
        notes: [
          `Data: ${text}.`,
          `Today (Mexico City): ${today}; every other call reads past days only.`,
          `Writes: one camera connection, a batch of ${EVENT_BATCH} events (10 visits, 70 traffic events) of today every ${WRITING_EVERY_MS / 1000} s to station ${station}, ${batches} batches in all, removed after.`,
          'writing: the product, the calls measured while the batches are written (its kept answers);',
          'built afresh: the share of those calls the node computed (surtidor_kept_answers_total), the rest served kept or sharing one build;',
          'afresh, idle: the same call on the server that keeps nothing, nothing written (the cost of',
          "building it, as every call after a write of the station's data was before the versions by day).",
        ],
      };
    });
  } finally {
    await handle.close();
  }
}

// --- writes -------------------------------------------------------------------------------

const EVENT_BATCH = 100;
const TICKET_BATCH = 1000;

/** One camera's batch: 10 visits (30 service events) and 70 traffic events, all new. */
function eventBatch(tag: string, at: number): unknown {
  const events: unknown[] = [];
  for (let v = 0; v < 10; v += 1) {
    const t0 = at - (20 - v) * 60_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const visit = `${tag}-v${v}`;
    events.push(
      {
        id: `${visit}-a`,
        visit_id: visit,
        type: 'vehicle_arrival',
        occurred_at: iso(t0),
        vehicle_class: 'autos',
      },
      {
        id: `${visit}-s`,
        visit_id: visit,
        type: 'attention_start',
        occurred_at: iso(t0 + 40_000),
        fuel: 'gasoline',
      },
      {
        id: `${visit}-e`,
        visit_id: visit,
        type: 'service_end',
        occurred_at: iso(t0 + 240_000),
        fuel: 'gasoline',
      },
    );
  }
  for (let i = 0; i < EVENT_BATCH - 30; i += 1) {
    events.push({
      id: `${tag}-t${i}`,
      type: i % 4 === 0 ? 'vehicle_entry' : 'vehicle_pass',
      occurred_at: new Date(at - i * 1000).toISOString(),
      vehicle_class: 'autos',
    });
  }
  return { events };
}

/** How long writers run: some seconds, or while `going()` says so. */
type WriteLength = number | (() => boolean);
function goingFor(length: WriteLength): () => boolean {
  if (typeof length === 'function') return length;
  const deadline = Date.now() + length * 1000;
  return () => Date.now() < deadline;
}

/** Waits out the rest of a writer's turn: its batches start `everyMs` apart (0: at once). */
async function untilNextTurn(startedAt: number, everyMs: number): Promise<void> {
  const rest = startedAt + everyMs - performance.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/** Camera event batches on CONNECTIONS connections, each batch `everyMs` after its last. */
async function eventWrites(
  server: ServerProcess,
  stationIds: number[],
  length: WriteLength = DURATION,
  everyMs = 0,
  connections = CONNECTIONS,
) {
  const going = goingFor(length);
  const times: number[] = [];
  let events = 0;
  let errors = 0;
  const run = Date.now().toString(36);
  let n = 0;
  const worker = async (w: number) => {
    while (going()) {
      const station = stationIds[(n += 1) % stationIds.length]!;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/service_events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-camera-key': `${CAMERA_KEY_PREFIX}${station}`,
        },
        body: JSON.stringify(eventBatch(`w${run}-${w}-${n}`, Date.now())),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.ok) events += EVENT_BATCH;
      else errors += 1;
      await untilNextTurn(started, everyMs);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  return {
    perSecond: events / elapsed,
    p95: percentile(times, 0.95),
    max: Math.max(0, ...times),
    errors,
    batches: times.length,
  };
}

/** Ticket batches on 4 connections, each batch `everyMs` after its last. */
async function ticketWrites(
  db: Kysely<Database>,
  stationIds: number[],
  length: WriteLength = DURATION,
  everyMs = 0,
) {
  const going = goingFor(length);
  const times: number[] = [];
  let tickets = 0;
  const run = Date.now().toString(36);
  let n = 0;
  const worker = async () => {
    while (going()) {
      n += 1;
      const station = stationIds[n % stationIds.length]!;
      const at = Date.now();
      const batch: TicketToStore[] = Array.from({ length: TICKET_BATCH }, (_, i) => {
        const sold = at - i * 7_000;
        const volume = 10 + (i % 40);
        return {
          folio: `bench-${run}-${n}-${i}`,
          sold_at: new Date(sold).toISOString(),
          local_time: formatIn(sold, 'America/Mexico_City', 'yyyy-MM-dd HH:mm:ss'),
          employee: `Despachador ${1 + (i % 6)}`,
          pump: 1 + (i % 8),
          product: 1 + (i % 3),
          payment_type: 1 + (i % 3),
          volume,
          price: 23.9,
          amount: Math.round(volume * 23.9 * 100) / 100,
        };
      });
      const started = performance.now();
      await db
        .transaction()
        .execute((trx) =>
          storeTickets(
            trx,
            { gasStationId: station, source: 'upload', origin: 'bench-writes' },
            batch,
          ),
        );
      times.push(performance.now() - started);
      tickets += TICKET_BATCH;
      await untilNextTurn(started, everyMs);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 4 }, () => worker()));
  const elapsed = (Date.now() - started) / 1000;
  return {
    perSecond: tickets / elapsed,
    p95: percentile(times, 0.95),
    max: Math.max(0, ...times),
    batches: times.length,
  };
}

/** The rows the writes added (all after the data set's last day), so runs do not pile up. */
async function removeWrites(db: Kysely<Database>, stationIds: number[]): Promise<void> {
  // Local days after the data set's last one hold only written rows; instants are compared with
  // a bound two days later, when that last local day has ended in every station's zone (as
  // UTC dates, the evening of the last day was taken for written rows and deleted).
  const after = addDays(last, 1);
  const instantsAfter = addDays(last, 2);
  const ids = stationIds;
  await sql`delete from service_events where gas_station_id = any(${ids}::int[]) and occurred_at >= ${instantsAfter}::date`.execute(
    db,
  );
  await sql`delete from service_visits where gas_station_id = any(${ids}::int[]) and month > ${CHAIN_LAST_DAY}::date`.execute(
    db,
  );
  await sql`delete from service_monthly_stats where gas_station_id = any(${ids}::int[]) and month > ${CHAIN_LAST_DAY}::date`.execute(
    db,
  );
  await sql`delete from traffic_events where gas_station_id = any(${ids}::int[]) and occurred_at >= ${instantsAfter}::date`.execute(
    db,
  );
  await sql`delete from traffic_daily_stats where gas_station_id = any(${ids}::int[]) and day >= ${after}::date`.execute(
    db,
  );
  await sql`delete from sales_tickets where origin = 'bench-writes'`.execute(db);
  for (const table of [
    'service_daily_stats',
    'sales_hourly_stats',
    'traffic_hourly_stats',
    'traffic_key_daily_stats',
  ]) {
    await sql`delete from ${sql.table(table)} where gas_station_id = any(${ids}::int[]) and day >= ${after}::date`.execute(
      db,
    );
  }
}

/** Writes run this many times; the figure is the mean of the runs (runs of 10 s are noisy). */
const WRITE_ROUNDS = 2;
const WARM_UP_SECONDS = 3;

type WriteRun = {
  events: Awaited<ReturnType<typeof eventWrites>>;
  tickets: Awaited<ReturnType<typeof ticketWrites>>;
};

/** Camera events through the product's server, then tickets; the written rows removed after. */
async function writeRun(
  server: ServerProcess,
  db: Kysely<Database>,
  stationIds: number[],
  seconds = DURATION,
): Promise<WriteRun> {
  const events = await eventWrites(server, stationIds, seconds);
  try {
    return { events, tickets: await ticketWrites(db, stationIds, seconds) };
  } finally {
    await removeWrites(db, stationIds);
  }
}

function meanRun(runs: WriteRun[]): WriteRun {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    events: {
      perSecond: mean(runs.map((r) => r.events.perSecond)),
      p95: Math.max(...runs.map((r) => r.events.p95)),
      max: Math.max(...runs.map((r) => r.events.max)),
      errors: sum(runs.map((r) => r.events.errors)),
      batches: sum(runs.map((r) => r.events.batches)),
    },
    tickets: {
      perSecond: mean(runs.map((r) => r.tickets.perSecond)),
      p95: Math.max(...runs.map((r) => r.tickets.p95)),
      max: Math.max(...runs.map((r) => r.tickets.max)),
      batches: sum(runs.map((r) => r.tickets.batches)),
    },
  };
}

// --- the backfill -------------------------------------------------------------------------

const ROLLUP_TABLES = [
  'service_daily_stats',
  'sales_hourly_stats',
  'traffic_hourly_stats',
  'traffic_key_daily_stats',
];
/** The backfill's own connections, told apart from the writers' in pg_stat_activity. */
const BACKFILL_APPLICATION = 'surtidor-bench-backfill';
/**
 * The writers' pace beside the backfill: each of the 10 event connections a batch every 2 s
 * (500 events a second) and each of the 4 ticket connections a batch every 4 s (1,000 tickets a
 * second), some 50 and 300 times what a 300-station chain writes (about 10 events and 3 tickets
 * a second); flat out, they would take the CPU the backfill needs.
 */
const PACED_EVENTS_EVERY_MS = 2000;
const PACED_TICKETS_EVERY_MS = 4000;
/** Writers may wait on a lock at most this long while the backfill runs. */
const WRITER_BLOCK_TARGET_MS = 1000;

async function rollupRows(db: Kysely<Database>): Promise<number> {
  let rows = 0;
  for (const table of ROLLUP_TABLES) {
    const counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    rows += Number(counted.rows[0]!.n);
  }
  return rows;
}

/**
 * The longest lock wait of any writer while `running()`: every 50 ms, the statements of other
 * connections than the backfill's that wait on a lock, and how long each has waited so far.
 */
async function longestWriterWait(db: Kysely<Database>, running: () => boolean): Promise<number> {
  let longest = 0;
  while (running()) {
    const waiting = await sql<{ ms: number | null }>`
      select max(extract(epoch from clock_timestamp() - query_start) * 1000)::float8 as ms
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and application_name <> ${BACKFILL_APPLICATION} and pid <> pg_backend_pid()`.execute(db);
    longest = Math.max(longest, waiting.rows[0]!.ms ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return longest;
}

/**
 * Camera events and tickets written at once at the paced rates while `going()`, and the
 * writers' longest lock wait.
 */
async function writesAtOnce(
  server: ServerProcess,
  db: Kysely<Database>,
  stationIds: number[],
  going: () => boolean,
) {
  let writing = true;
  const writes = Promise.all([
    eventWrites(server, stationIds, going, PACED_EVENTS_EVERY_MS),
    ticketWrites(db, stationIds, going, PACED_TICKETS_EVERY_MS),
  ]).finally(() => (writing = false));
  const [longestWait, [events, tickets]] = await Promise.all([
    longestWriterWait(db, () => writing),
    writes,
  ]);
  return { events, tickets, longestWait };
}

/**
 * The rollups of migrations 0020 and 0022 emptied and rebuilt by the product's backfill
 * (`runRollupBackfill`, as after the migration on a database with the chain's raw rows) while
 * camera events and tickets are written; the data set is whole again at the end (killed
 * midway, the next run's data step resumes the backfill).
 */
async function backfillSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(4);
  const url = new URL(SCALE_URL);
  url.searchParams.set('application_name', BACKFILL_APPLICATION);
  const backfillHandle = await openDatabase({ databaseUrl: url.href, pgliteDir: '', poolSize: 2 });
  try {
    const { stationIds, text } = await chainCounts(handle.db);
    return await withServers(async (servers) => {
      // The writers alone first, for the figures the backfill's are set against.
      await writeRun(servers.kept, handle.db, stationIds, WARM_UP_SECONDS);
      const alone = await writesAtOnce(servers.kept, handle.db, stationIds, goingFor(DURATION));
      await removeWrites(handle.db, stationIds);
      const rowsBefore = await rollupRows(handle.db);
      await databaseIdle(handle.db);
      // As migration 0020 left a database: the rollups empty, each source to be covered up to
      // its highest id (the servers have started already, so their own start-up backfill has
      // found nothing to do and the bench's runs it alone).
      await sql`truncate ${sql.join(ROLLUP_TABLES.map((t) => sql.table(t)))}`.execute(handle.db);
      await sql`update rollup_backfills b set next_id = 0, started_at = null, finished_at = null,
        last_id = case b.source
          when 'service_visits' then (select coalesce(max(id), 0) from service_visits)
          when 'sales_tickets' then (select coalesce(max(id), 0) from sales_tickets)
          else (select coalesce(max(id), 0) from traffic_events) end`.execute(handle.db);
      let done = false;
      let lastShare = -10;
      const started = performance.now();
      const backfill = runRollupBackfill(backfillHandle.db, {
        log: (line) => {
          const share = Number(/\((\d+)%\)/.exec(line)?.[1] ?? -1);
          if (share < 0 || share >= lastShare + 10 || share < lastShare) {
            console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s ${line}`);
            lastShare = share;
          }
        },
      }).finally(() => (done = true));
      const [result, during] = await Promise.all([
        backfill,
        writesAtOnce(servers.kept, handle.db, stationIds, () => !done),
      ]);
      const seconds = (performance.now() - started) / 1000;
      await removeWrites(handle.db, stationIds);
      const rowsAfter = await rollupRows(handle.db);
      const row = (
        label: string,
        m: { perSecond: number; batches: number; p95: number; max: number },
        longestWait: number,
      ) => [
        label,
        Math.round(m.perSecond),
        m.batches,
        round1(m.p95),
        round1(m.max),
        round1(longestWait),
      ];
      return {
        title: `Rollup backfill of the chain data set while camera events and tickets are written (${round1(seconds)} s)`,
        columns: [
          { label: 'writes' },
          { label: 'rows/s', numeric: true },
          { label: 'batches', numeric: true },
          { label: 'batch p95 ms', numeric: true },
          { label: 'longest batch ms', numeric: true },
          { label: 'longest lock wait ms', numeric: true },
        ],
        rows: [
          row('camera events, writers alone', alone.events, alone.longestWait),
          row('camera events, during the backfill', during.events, during.longestWait),
          row('tickets, writers alone', alone.tickets, alone.longestWait),
          row('tickets, during the backfill', during.tickets, during.longestWait),
        ],
        notes: [
          `Data: ${text}.`,
          `Backfill: ${round1(seconds)} s, ${result.batches} batches of ids, ${result.stationDays} station-days rebuilt, one station per transaction under its write lock.`,
          `Rollup rows: ${rowsBefore} before, ${rowsAfter} rebuilt.`,
          `Longest lock wait of any writer during the backfill: ${round1(during.longestWait)} ms: ${during.longestWait < WRITER_BLOCK_TARGET_MS ? 'ok' : 'MISSED'} (target under ${WRITER_BLOCK_TARGET_MS} ms; each statement waiting on a lock, sampled every 50 ms).`,
          `Writers at once, with the rollups kept in step: ${CONNECTIONS} connections of camera event batches (${EVENT_BATCH}), each a batch every ${PACED_EVENTS_EVERY_MS / 1000} s, and 4 of ticket batches (${TICKET_BATCH}), each a batch every ${PACED_TICKETS_EVERY_MS / 1000} s; "alone": ${DURATION} s before the backfill.`,
        ],
      };
    });
  } finally {
    await backfillHandle.close();
    await handle.close();
  }
}

async function writesSection(): Promise<BenchTable> {
  await ensureChain();
  const handle = await openScale(4);
  try {
    const { stationIds } = await chainCounts(handle.db);
    const runs: WriteRun[] = [];
    await withServers(async (servers) => {
      await writeRun(servers.kept, handle.db, stationIds, WARM_UP_SECONDS);
      for (let i = 0; i < WRITE_ROUNDS; i += 1) {
        runs.push(await writeRun(servers.kept, handle.db, stationIds));
      }
    });
    const measured = meanRun(runs);
    const eachRun = (kind: 'events' | 'tickets') =>
      runs.map((run) => Math.round(run[kind].perSecond)).join(', ');
    const row = (kind: 'events' | 'tickets', label: string) => {
      const m = measured[kind];
      return [
        label,
        Math.round(m.perSecond),
        m.batches,
        round1(m.p95),
        'errors' in m ? m.errors : 0,
      ];
    };
    return {
      title: `Writes on the chain data set, with the rollups kept in step (${DURATION} s each)`,
      columns: [
        { label: 'write' },
        { label: 'rows/s', numeric: true },
        { label: 'batches', numeric: true },
        { label: 'batch p95 ms', numeric: true },
        { label: 'errors', numeric: true },
      ],
      rows: [
        row(
          'events',
          `camera events, POST /api/service_events (${EVENT_BATCH} a batch, ${CONNECTIONS} at a time)`,
        ),
        row('tickets', `sales tickets, storeTickets (${TICKET_BATCH} a batch, 4 at a time)`),
      ],
      notes: [
        'Event batches: 10 visits (30 service events) and 70 traffic events (a quarter entries),',
        "each from a chain camera's own key; tickets: new folios at a chain station.",
        'The written rows are removed after each run.',
        `${WARM_UP_SECONDS} s unmeasured, then ${WRITE_ROUNDS} runs; rows/s is their mean, p95 the higher.`,
        `Events a second, run by run: ${eachRun('events')}.`,
        `Tickets a second, run by run: ${eachRun('tickets')}.`,
      ],
    };
  } finally {
    await handle.close();
  }
}

runSections([
  { name: 'data', run: dataSection },
  { name: 'pglite', run: pgliteSection },
  { name: 'reports', run: reportsSection },
  { name: 'reports-writing', run: reportsWritingSection },
  { name: 'dashboard', run: dashboardSection },
  { name: 'global', run: globalSection },
  { name: 'writes', run: writesSection },
  { name: 'backfill', run: backfillSection },
]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
