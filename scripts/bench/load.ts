// `npm run bench:load`: autocannon against the production server, on the embedded database
// (PGlite, a fresh data folder: the demo loads on first start) and on PostgreSQL (a database
// with the demo, created once on BENCH_DATABASE_URL). For each database it prints:
// - resident memory (RSS) idle, after start and a garbage collection, with its split;
// - the read mix (profile, stations, station search, metrics, customers, daily fuel price),
//   the daily fuel price alone, and the trivial GET /api/health of the same server as the
//   ceiling, the mix as a % of it;
// - RSS loaded (after those runs, after a collection);
// - the same mix on a fresh server per VALIDATE_RESPONSES mode in BENCH_VALIDATION_MODES
//   (off): what checking responses against the contract costs beside the default mode.
// A benchmark, not a test: it prints figures for docs/benchmarks.md, as Markdown rows at the end.
// BENCH_CONNECTIONS (200), BENCH_DURATION seconds per scenario (60), BENCH_WARMUP seconds (5),
// BENCH_DATABASES (pglite,postgres), BENCH_VALIDATION_MODES (off), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/surtidor_bench_load). Needs `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadContract } from '../../src/server/contract/loadContract';
import { responseProblems } from '../../src/server/contract/responseValidation';
import { createContractValidator } from '../../src/server/contract/validator';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { isDemoLoaded, loadDemo } from '../../src/server/demo/loadDemo';
import { startProductionServer, type RunningServer } from '../lib/productionServer';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const list = (value: string) => value.split(',').map((s) => s.trim());
const DATABASES = list(process.env.BENCH_DATABASES ?? 'pglite,postgres');
/** Response-validation modes compared with the default one, each on its own server. */
const VALIDATION_MODES = list(process.env.BENCH_VALIDATION_MODES ?? 'off');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/surtidor_bench_load';
/** Seconds an idle server is left alone before its memory is read. */
const SETTLE_SECONDS = 5;
const PROBE = ['--expose-gc', '--require', path.join(__dirname, '../lib/memoryProbe.cjs')];
const DAILY_FUEL_PRICE = '/api/v2/reports/daily/fuel_price?gas_station_id=1';
/** PostgreSQL targets of the issue: the mix within these. */
const TARGET = { p99Ms: 200, ceilingShare: 0.25 };

interface Memory {
  rss: number;
  peak: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

interface Scenario {
  title: string;
  result: Result;
  /** CPU time of the server process (user + system) per response: steadier than req/s on a busy machine. */
  cpuMsPerRequest: number;
  /** Responses other than 2xx, and connection errors/timeouts seen by autocannon. */
  non2xx: number;
}

interface DatabaseFigures {
  database: string;
  idle: Memory;
  loaded: Memory;
  mix: Scenario;
  daily: Scenario;
  ceiling: Scenario;
  /** Mean µs to check one response of the mix against the contract. */
  checkUs: number;
  /** The mix with each of VALIDATION_MODES. */
  modes: Scenario[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Asks the probe in the server for a collection and its memory; reads the line it prints. */
async function memoryOf(server: RunningServer): Promise<Memory> {
  const before = server.logs().length;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const line = /MEMORY (\{.*\})/.exec(server.logs().slice(before));
    if (line) return JSON.parse(line[1]!) as Memory;
  }
  throw new Error('the memory probe did not answer');
}

function describeMemory(m: Memory): string {
  return (
    `RSS ${mb(m.rss)} MB (peak so far ${mb(m.peak)} MB): V8 heap ${mb(m.heapUsed)} of ` +
    `${mb(m.heapTotal)} MB, external ${mb(m.external)} MB (WebAssembly memory included, ` +
    `array buffers ${mb(m.arrayBuffers)} MB)`
  );
}

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026!' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const errorKinds = new Map<string, number>();

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function run(
  title: string,
  server: RunningServer,
  options: Omit<autocannon.Options, 'url'> & { path?: string },
  duration = DURATION,
): Promise<Scenario> {
  return new Promise((resolve, reject) => {
    const cpuBefore = cpuMs(server.pid);
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        ...options,
        url: `${server.url}${options.path ?? ''}`,
        duration,
        title,
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuMsPerRequest =
          (cpuMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
        resolve({ title, result, cpuMsPerRequest, non2xx: result.non2xx });
      },
    );
    instance.on('reqError', (error: Error) => {
      if (title === 'warm-up') return;
      const kind = `${title}: ${error.message}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    });
  });
}

async function requestsFor(url: string): Promise<autocannon.Request[]> {
  const admin = await login(url, 'admin@demo.surtidor.mx');
  const editor = await login(url, 'editor@demo.surtidor.mx');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    { method: 'GET', path: '/api/user_profile', headers: auth(editor) },
    { method: 'GET', path: '/api/gas_stations?items=1000', headers: auth(editor) },
    { method: 'GET', path: '/api/gas_stations?search=ags', headers: auth(admin) },
    { method: 'GET', path: '/api/metrics?items=1000', headers: auth(admin) },
    { method: 'GET', path: '/api/customers', headers: auth(admin) },
    { method: 'GET', path: DAILY_FUEL_PRICE, headers: auth(editor) },
  ];
}

/** PostgreSQL: a database with the demo, created and seeded once, kept between runs. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const { Client } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: '', poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    if (!(await isDemoLoaded(handle.db))) await loadDemo(handle.db);
  } finally {
    await handle.close();
  }
}

function serverEnv(database: string): Record<string, string> {
  return database === 'postgres'
    ? { DATABASE_URL: POSTGRES_URL, DEMO_DATA: 'never', LOG_LEVEL: 'error' }
    : { LOG_LEVEL: 'error' };
}

async function withServer<T>(
  env: Record<string, string>,
  body: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startProductionServer(env, PROBE);
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

/**
 * What checking one response of the mix against the contract costs, timed here on the
 * server's real answers with the server's own check (a steadier figure than comparing two
 * servers' req/s on a shared machine): mean µs per response over the mix's requests.
 */
async function checkMicroseconds(url: string, requests: autocannon.Request[]): Promise<number> {
  const contract = loadContract();
  const validator = createContractValidator(contract.document, contract.operations);
  let total = 0;
  for (const r of requests) {
    const response = await fetch(`${url}${r.path}`, {
      headers: r.headers as Record<string, string>,
    });
    const payload: unknown = await response.json();
    const pathname = r.path!.split('?')[0];
    const operation = contract.operations.find((o) => o.method === 'GET' && o.path === pathname);
    if (!operation) throw new Error(`no operation for GET ${pathname}`);
    const request = {
      routeOptions: { config: { operation } },
      handlerStarted: true,
    } as unknown as FastifyRequest;
    const reply = { statusCode: response.status } as FastifyReply;
    const problems = responseProblems(validator, request, reply, payload);
    if (problems.length > 0) throw new Error(`${r.path}: ${problems.join('; ')}`);
    const check = (n: number) => {
      for (let i = 0; i < n; i++) responseProblems(validator, request, reply, payload);
    };
    check(2_000);
    const started = process.hrtime.bigint();
    check(20_000);
    total += Number(process.hrtime.bigint() - started) / 1000 / 20_000;
  }
  return total / requests.length;
}

async function measure(database: string): Promise<DatabaseFigures> {
  console.log(`\n== ${database} ==`);
  if (database === 'postgres') await ensurePostgresDatabase(POSTGRES_URL);
  const env = serverEnv(database);
  const first = await withServer(env, async (server) => {
    await sleep(SETTLE_SECONDS * 1000);
    const idle = await memoryOf(server);
    console.log(`idle: ${describeMemory(idle)}`);
    const requests = await requestsFor(server.url);
    // Not reported: the first requests compile the handlers and validators.
    await run('warm-up', server, { requests }, WARMUP);
    errorKinds.clear();
    const mix = await run('read mix (default validation)', server, { requests });
    const daily = await run('daily fuel price', server, { requests: [requests.at(-1)!] });
    const ceiling = await run('ceiling: GET /api/health', server, { path: '/api/health' });
    const loaded = await memoryOf(server);
    console.log(`loaded: ${describeMemory(loaded)}`);
    const checkUs = await checkMicroseconds(server.url, requests);
    return { idle, mix, daily, ceiling, loaded, checkUs };
  });
  // The same mix on a fresh server per response-validation mode: what checking costs.
  const modes: Scenario[] = [];
  for (const mode of VALIDATION_MODES) {
    modes.push(
      await withServer({ ...env, VALIDATE_RESPONSES: mode }, async (server) => {
        const requests = await requestsFor(server.url);
        await run('warm-up', server, { requests }, WARMUP);
        return run(`read mix, VALIDATE_RESPONSES=${mode}`, server, { requests });
      }),
    );
  }
  return { database, ...first, modes };
}

function row(database: string, s: Scenario, ceiling?: Scenario): string {
  const r = s.result;
  const share = ceiling
    ? `${((100 * r.requests.average) / ceiling.result.requests.average).toFixed(0)}%`
    : '';
  return `| ${database} | ${s.title} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors}/${r.timeouts} | ${s.non2xx} | ${share} | ${s.cpuMsPerRequest.toFixed(2)} |`;
}

function verdicts(f: DatabaseFigures): string[] {
  const mix = f.mix.result;
  const share = mix.requests.average / f.ceiling.result.requests.average;
  const lines = [
    `${f.database}: checking a response of the mix against the contract takes ${f.checkUs.toFixed(1)} µs ` +
      `(${((100 * f.checkUs) / 1000 / f.mix.cpuMsPerRequest).toFixed(1)}% of the server's ` +
      `${f.mix.cpuMsPerRequest.toFixed(2)} CPU ms per request of the mix)`,
    ...f.modes.map(
      (m) =>
        `${f.database}: ${m.title}: ${m.result.requests.average.toFixed(0)} req/s, p99 ${m.result.latency.p99} ms, ` +
        `${m.cpuMsPerRequest.toFixed(2)} CPU ms/req; the default mode: ${mix.requests.average.toFixed(0)} req/s, ` +
        `p99 ${mix.latency.p99} ms, ${f.mix.cpuMsPerRequest.toFixed(2)} CPU ms/req`,
    ),
  ];
  if (f.database === 'postgres') {
    const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    const errors = mix.errors + mix.timeouts + f.mix.non2xx;
    lines.push(
      `postgres targets: 0 errors ${ok(errors === 0)} (${errors}); p99 < ${TARGET.p99Ms} ms ` +
        `${ok(mix.latency.p99 < TARGET.p99Ms)} (${mix.latency.p99}); mix >= ${100 * TARGET.ceilingShare}% ` +
        `of the ceiling ${ok(share >= TARGET.ceilingShare)} (${(100 * share).toFixed(0)}%)`,
    );
  }
  return lines;
}

async function main() {
  const figures: DatabaseFigures[] = [];
  for (const database of DATABASES) {
    if (database !== 'pglite' && database !== 'postgres') {
      throw new Error(`BENCH_DATABASES: pglite and/or postgres, not ${database}`);
    }
    figures.push(await measure(database));
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario after a ${WARMUP} s warm-up, ` +
      `${new Date().toISOString()}\n`,
  );
  console.log(
    '| database | scenario | req/s | p50 ms | p99 ms | errors/timeouts | non-2xx | of ceiling | server CPU ms/req |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.log(row(f.database, f.mix, f.ceiling));
    console.log(row(f.database, f.daily, f.ceiling));
    console.log(row(f.database, f.ceiling));
    for (const mode of f.modes) console.log(row(f.database, mode, f.ceiling));
  }
  console.log('\n| database | RSS idle MB | RSS loaded MB | peak MB |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const f of figures) {
    console.log(
      `| ${f.database} | ${mb(f.idle.rss)} | ${mb(f.loaded.rss)} | ${mb(f.loaded.peak)} |`,
    );
  }
  console.log('');
  for (const f of figures) {
    console.log(`${f.database} idle:   ${describeMemory(f.idle)}`);
    console.log(`${f.database} loaded: ${describeMemory(f.loaded)}`);
  }
  for (const f of figures) for (const line of verdicts(f)) console.log(line);
  for (const [kind, count] of errorKinds) console.log(`  ${count} x ${kind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
