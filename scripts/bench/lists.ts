// `npm run bench:lists`: the management list endpoints with search, at volume, on the embedded
// database (PGlite, the default installation):
// 1. seeds a fresh PGlite data folder with the demo plus 20,000 stations (10 customers, real
//    Mexican municipalities) and 5,000 users (each with access to three stations of their
//    customer), 2,000 contacts, 500 cameras and 1,000 goals, in one transaction;
// 2. starts the production build on it and, for each list, runs BENCH_CONNECTIONS (default 4)
//    clients in parallel for BENCH_DURATION seconds (default 8), each request timed end to end
//    over HTTP; prints p50/p95/p99 and requests/second. Target: p95 under 20 ms.
// Needs `npm run build` first (BUILD_DIR honoured).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProductionServer } from '../lib/productionServer';
import { PASSWORD, seed, STATIONS, USERS } from './listsSeed';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const TARGET_P95_MS = 20;

async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(
  name: string,
  url: string,
  token: string,
  paths: string[],
): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  for (const p of paths) await fetch(`${url}${p}`, { headers }).then((r) => r.arrayBuffer()); // warm-up
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; performance.now() < end; i++) {
        const started = performance.now();
        const response = await fetch(`${url}${paths[i % paths.length]}`, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-lists-'));
  try {
    const seeded = performance.now();
    await seed(dataDir);
    console.log(
      `Seeded ${STATIONS} stations and ${USERS} users in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const server = await startProductionServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'never',
      LOG_LEVEL: 'error',
    });
    try {
      const admin = await login(server.url, 'admin@demo.surtidor.mx', 'Demo#2026!');
      const editor = await login(server.url, 'usuario1@bench.surtidor.mx', PASSWORD);
      const searches = [
        'guadalajara',
        'pemex',
        'carretera',
        'PL/2151',
        'zacatecas',
        'oaxaca de juarez',
      ];
      const names = ['garcia', 'maria', 'usuario12', 'nunez', 'bench.surtidor', 'lopez perez'];
      const results = [
        await measure(
          'GET /api/gas_stations?items=50 (admin, 20,006 stations)',
          server.url,
          admin,
          ['/api/gas_stations?items=50'],
        ),
        await measure(
          'GET /api/gas_stations?items=50&search=… (admin)',
          server.url,
          admin,
          searches.map((s) => `/api/gas_stations?items=50&search=${encodeURIComponent(s)}`),
        ),
        await measure(
          'GET /api/gas_stations?search=… (editor, own stations)',
          server.url,
          editor,
          searches.map((s) => `/api/gas_stations?search=${encodeURIComponent(s)}`),
        ),
        await measure(
          'GET /api/users?search=… (admin, 5,007 users)',
          server.url,
          admin,
          names.map((s) => `/api/users?search=${encodeURIComponent(s)}`),
        ),
        await measure('GET /api/users (editor, own customer)', server.url, editor, [
          '/api/users',
          '/api/users?search=garcia',
        ]),
        await measure(
          'GET /api/gas_users?search=… (admin)',
          server.url,
          admin,
          names.map((s) => `/api/gas_users?search=${encodeURIComponent(s)}`),
        ),
        await measure(
          'GET /api/contacts?search=… (admin, 2,004 contacts)',
          server.url,
          admin,
          names.map((s) => `/api/contacts?search=${encodeURIComponent(s)}`),
        ),
        await measure(
          'GET /api/cameras?search=… (admin, 500 cameras)',
          server.url,
          admin,
          ['isla 1', 'SN-1002', 'camara'].map(
            (s) => `/api/cameras?search=${encodeURIComponent(s)}`,
          ),
        ),
        await measure('GET /api/goals (admin, 1,000 goals)', server.url, admin, [
          '/api/goals',
          '/api/goals?metric=immeadiacy',
        ]),
      ];
      console.log(
        `\n${CONNECTIONS} parallel clients, ${DURATION_MS / 1000} s each, PGlite, ${new Date().toISOString()}`,
      );
      console.log(
        `${'list'.padEnd(58)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  fail`,
      );
      for (const r of results) {
        console.log(
          `${r.name.padEnd(58)} ${r.perSecond.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}  ${r.failures}`,
        );
      }
      const slow = results.filter((r) => r.p95 >= TARGET_P95_MS);
      console.log(
        `(latencies in ms) target p95 < ${TARGET_P95_MS} ms: ${slow.length === 0 ? 'met' : `missed by ${slow.map((r) => r.name).join('; ')}`}`,
      );
      if (slow.length > 0 || results.some((r) => r.failures > 0)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
