// The alert screens' own requests under load, for scripts/bench/alerts.ts: 'Alertas' (its first
// page of open alerts, as the screen asks for it, and the largest page of every state) and the
// rule form's preview of the last 30 days (POST /api/alert_rules/preview, three typical price
// conditions over the editor's stations), each at CONCURRENCY users at once (the editor signed
// in CONCURRENCY times), on the production server with the demo (its alerts replayed over the
// real history), on PGlite and on PostgreSQL. Target: p95 under 100 ms.
// BENCH_ALERTS_INBOX_REQUESTS (300 a case); PostgreSQL at BENCH_ALERTS_INBOX_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/surtidor_bench_alerts_inbox, dropped and created).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../../src/server/demo/demoDataSet';
import { buildDir, projectRoot, startServerProcess } from '../../lib/productionServer';
import { recreateDatabase } from './alertsLatency';
import { percentile, type BenchTable } from './benchReport';

const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_ALERTS_INBOX_REQUESTS ?? 300);
const POSTGRES_URL =
  process.env.BENCH_ALERTS_INBOX_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/surtidor_bench_alerts_inbox';
const EDITOR = 'editor@demo.surtidor.mx';

/** The build's `cli.js seed-demo` on that database (as a deployment would load the demo). */
function seedDemo(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [path.join(buildDir, 'server/cli.js'), 'seed-demo'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_PATH: path.join(projectRoot, 'node_modules'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed-demo failed:\n${result.stderr}`);
}

interface Case {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** `total` requests of the case from `tokens.length` users at once; their times in ms. */
async function underLoad(baseUrl: string, tokens: string[], c: Case, total: number) {
  const times: number[] = [];
  let next = 0;
  const user = async (token: string) => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${c.path}`, {
        method: c.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${c.label} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(tokens.map(user));
  return times;
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EDITOR, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${EDITOR}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function benchOn(kind: string): Promise<(string | number)[][]> {
  let dataDir: string | undefined;
  let env: Record<string, string> = {};
  if (kind === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-alerts-inbox-'));
    seedDemo({ DATA_DIR: dataDir, DATABASE_URL: '' });
  } else {
    await recreateDatabase(POSTGRES_URL);
    seedDemo({ DATABASE_URL: POSTGRES_URL });
    env = { DATABASE_URL: POSTGRES_URL, DEMO_DATA: 'never' };
  }
  const server = await startServerProcess({
    dataDir,
    env: { JOBS_ENABLED: 'false', ...env },
  }).catch((error: unknown) => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) tokens.push(await login(server.url));
    const stations = (await (
      await fetch(`${server.url}/api/gas_stations`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      })
    ).json()) as { items: { id: number }[] };
    const ids = stations.items.map((s) => s.id);
    const counted = (await (
      await fetch(`${server.url}/api/alerts?items=1000`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      })
    ).json()) as { total?: number; items: unknown[] };
    const alerts = counted.total ?? counted.items.length;
    const preview = (label: string, condition: Record<string, unknown>): Case => ({
      label: `preview: ${label}, ${ids.length} stations`,
      method: 'POST',
      path: '/api/alert_rules/preview',
      body: { gas_station_ids: ids, condition },
    });
    const cases: Case[] = [
      {
        label: "'Alertas': open, first page (25)",
        method: 'GET',
        path: '/api/alerts?state=open&items=25',
      },
      {
        label: `'Alertas': every state, 1000 (of ${alerts})`,
        method: 'GET',
        path: '/api/alerts?items=1000',
      },
      { label: 'unread count (the bell)', method: 'GET', path: '/api/alerts/unread_count' },
      preview('competitor moves 0.30, regular', {
        kind: 'competitor_move',
        fuels: ['regular'],
        min_change: 0.3,
      }),
      preview('not the cheapest, regular and premium', {
        kind: 'not_cheapest',
        fuels: ['regular', 'premium'],
      }),
      preview('the most expensive, diesel', { kind: 'most_expensive', fuels: ['diesel'] }),
    ];
    const rows: (string | number)[][] = [];
    for (const c of cases) {
      // A few calls first: the first of each statement plans it.
      await underLoad(server.url, tokens, c, CONCURRENCY);
      const times = await underLoad(server.url, tokens, c, REQUESTS);
      const p95 = percentile(times, 0.95);
      rows.push([
        kind,
        c.label,
        times.length,
        Math.round(percentile(times, 0.5)),
        Math.round(p95),
        p95 < 100 ? 'ok' : 'MISSED',
      ]);
    }
    return rows;
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function inboxBench(databases: string[]): Promise<BenchTable> {
  if (!fs.existsSync(path.join(buildDir, 'server/cli.js'))) {
    throw new Error(`Build first: npm run build (${buildDir}/server/cli.js)`);
  }
  const rows: (string | number)[][] = [];
  for (const kind of databases) rows.push(...(await benchOn(kind)));
  return {
    title: `Inbox and rule preview at ${CONCURRENCY} concurrent users (demo data, production server)`,
    columns: [
      { label: 'database' },
      { label: 'request' },
      { label: 'requests', numeric: true },
      { label: 'p50 ms', numeric: true },
      { label: 'p95 ms', numeric: true },
      { label: '< 100 ms' },
    ],
    rows,
    notes: [
      'Each user its own session of the demo editor (the main customer: its stations and alerts).',
      'Target: p95 under 100 ms.',
    ],
  };
}
