// `npm run bench:backup`: what a backup costs a running server, and how long a restore takes.
// For each database (BENCH_DATABASES=pglite,postgres), the production server (built here,
// server only) with the demo data set; while `cli backup` runs against it (on the embedded
// database the server makes the archive itself, through its control socket), a signed-in list
// that needs the database (`GET /api/gas_stations?items=50`) and `GET /api/health` are each
// asked every 50 ms. Printed: the backup's time, how long it held its snapshot, the archive's
// size, the worst answer of each poll meanwhile, then the time of `cli restore` of that archive
// into a fresh embedded folder and into a fresh PostgreSQL database (BENCH_POSTGRES_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerOnly, startServerProcess } from '../lib/productionServer';
import {
  emptyDataDir,
  emptyPostgresDatabase,
  freshDemoDatabase,
  runCli,
  runCliInBackground,
  type BenchDatabase,
} from './lib/benchDatabases';
import { login } from './lib/dashboardDataSet';
import { mb, printTable, type BenchTable } from './lib/benchReport';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const POLL_MS = 50;

/** Asks `url` every POLL_MS until `work` settles; the worst answer time. */
async function worstAnswerDuring(url: string, token: string | null, work: Promise<unknown>) {
  let running = true;
  let worst = 0;
  let failures = 0;
  const done = work.finally(() => (running = false));
  while (running) {
    const next = new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const started = performance.now();
    const res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).catch(() => null);
    await res?.arrayBuffer();
    if (!res?.ok) failures++;
    worst = Math.max(worst, performance.now() - started);
    await next;
  }
  await done;
  return { worst, failures };
}

const envOf = (database: BenchDatabase) => ({
  ...database.env,
  ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}),
  LOG_LEVEL: 'warn',
});

/** Restores `archive` into a fresh database of that kind (files into a fresh folder); its time. */
async function restoreInto(kind: string, build: string, archive: string): Promise<number> {
  const target =
    kind === 'pglite' ? emptyDataDir('restore') : await emptyPostgresDatabase('restore');
  const files = target.dataDir ? null : emptyDataDir('restore-files');
  try {
    const env = { ...envOf(target), ...(files ? { DATA_DIR: files.dataDir! } : {}) };
    return runCli(build, ['restore', '--from', archive], env).ms;
  } finally {
    await target.drop();
    await files?.drop();
  }
}

async function bench(kind: string, build: string, work: string): Promise<(string | number)[]> {
  const database = await freshDemoDatabase(kind, build, 'backup');
  const archive = path.join(work, `${kind}.tar.gz`);
  try {
    const server = await startServerProcess({
      build,
      dataDir: database.dataDir,
      env: { JOBS_ENABLED: 'false', ...database.env },
    });
    let backup: { stdout: string; ms: number };
    let list: { worst: number; failures: number };
    let health: { worst: number; failures: number };
    try {
      const admin = await login(server.url, 'admin');
      const running = runCliInBackground(build, ['backup', '--to', archive], envOf(database));
      [backup, list, health] = await Promise.all([
        running,
        worstAnswerDuring(`${server.url}/api/gas_stations?items=50`, admin, running),
        worstAnswerDuring(`${server.url}/api/health`, null, running),
      ]);
    } finally {
      await server.stop();
    }
    const held = /snapshot held (\d+) ms/.exec(backup.stdout)?.[1];
    return [
      kind,
      Math.round(backup.ms),
      held ? Number(held) : 'n/a',
      mb(fs.statSync(archive).size),
      Math.round(list.worst),
      Math.round(health.worst),
      list.failures + health.failures,
      Math.round((await restoreInto('pglite', build, archive)) / 100) / 10,
      Math.round((await restoreInto('postgres', build, archive)) / 100) / 10,
    ];
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-backup-'));
  try {
    buildServerOnly(work);
    const table: BenchTable = {
      title: 'Backup of the demo data set while the server runs, and restore of its archive',
      columns: [
        { label: 'database' },
        { label: 'backup ms', numeric: true },
        { label: 'snapshot held ms', numeric: true },
        { label: 'archive MB', numeric: true },
        { label: 'list worst ms', numeric: true },
        { label: 'health worst ms', numeric: true },
        { label: 'failed polls', numeric: true },
        { label: 'restore → PGlite s', numeric: true },
        { label: 'restore → PostgreSQL s', numeric: true },
      ],
      rows: [],
    };
    for (const kind of DATABASES) table.rows.push(await bench(kind.trim(), work, work));
    printTable(table);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
