// `npm run bench:alerts`: figures for alerts. Sections:
// - history: loading the regulator's real 75-day price history (src/server/data/cre/history,
//   15,033 stations, 79,398 change rows, expanded to about 2.8 million daily rows) with the
//   importer (`npm run import:cre -- --history`) into an empty database, then again (nothing
//   changes: every row is compared), and the demo's slice of it (333 stations around its six)
//   into an empty database, which the demo's first start pays.
// - moves: on the whole history loaded as above, every move of every station over the 75 days
//   (one window function), one station's moves over 30 days for 200 stations, and the
//   comparison table's price quality for 200 tables of 5 stations.
// - evaluation: 10 rules for each of 1,000 stations evaluated after one daily import (on
//   PostgreSQL when it is among the databases).
// - live: from a camera event that breaks its station's goal, posted to one node, to the alert
//   bell's new count in a browser signed in on another node (PostgreSQL; needs the build).
// - inbox: 'Alertas' and the rule preview at 10 concurrent users, p95 (needs the build).
// On PGlite (a fresh folder on disk under the system's temporary folder, as production keeps
// it) and on PostgreSQL (BENCH_ALERTS_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/surtidor_bench_alerts, dropped and created each run).
// Sections by argument (`npm run bench:alerts -- evaluation live`) or BENCH_SECTIONS=a,b; all
// when none is named. BENCH_DATABASES=pglite,postgres picks the databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { sql } from 'kysely';
import {
  countAllMoves,
  creHistoryDir,
  historyFiles,
  importCreHistory,
  openFeedFile,
  readMoves,
  readPriceQuality,
  type HistoryImportSummary,
} from '../../src/server/modules/prices';
import { openCreHistoryFixture } from '../../src/server/demo/creFixture';
import { runSections, type BenchTable } from './lib/benchReport';
import { evaluationBench } from './lib/alertsEvaluation';
import { alertsLatency } from './lib/alertsLatency';
import { inboxBench } from './lib/alertsInbox';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const POSTGRES_URL =
  process.env.BENCH_ALERTS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/surtidor_bench_alerts';

/** A fresh, migrated database of the kind, and how to close and remove it. */
async function freshDatabase(
  kind: string,
): Promise<{ handle: DatabaseHandle; done: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-alerts-'));
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    await migrateToLatest(handle.db);
    return {
      handle,
      done: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL, poolSize: 2 });
  await migrateToLatest(handle.db);
  return { handle, done: () => handle.close() };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function timed(run: () => Promise<HistoryImportSummary>) {
  const started = performance.now();
  const summary = await run();
  return { ms: performance.now() - started, summary };
}

const whole = () => {
  const files = historyFiles(creHistoryDir())!;
  const open = (file: string) => ({ source: openFeedFile(file), name: path.basename(file) });
  return { places: open(files.places), prices: open(files.prices) };
};

async function historySection(): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const kind of DATABASES) {
    const fresh = await freshDatabase(kind);
    try {
      const first = await timed(() => importCreHistory(fresh.handle.db, whole()));
      rows.push([
        kind,
        'whole history, empty database',
        first.summary.prices.inserted,
        seconds(first.ms),
      ]);
      const again = await timed(() => importCreHistory(fresh.handle.db, whole()));
      rows.push([
        kind,
        'whole history again (no change)',
        again.summary.prices.inserted + again.summary.prices.updated,
        seconds(again.ms),
      ]);
    } finally {
      await fresh.done();
    }
    const demo = await freshDatabase(kind);
    try {
      const slice = await timed(() => importCreHistory(demo.handle.db, openCreHistoryFixture()));
      rows.push([
        kind,
        "demo's slice, empty database",
        slice.summary.prices.inserted,
        seconds(slice.ms),
      ]);
    } finally {
      await demo.done();
    }
  }
  return {
    title: 'Loading the 75-day price history (2026-05-25 to 2026-08-08)',
    columns: [
      { label: 'database' },
      { label: 'load' },
      { label: 'rows written', numeric: true },
      { label: 'seconds', numeric: true },
    ],
    rows,
    notes: [
      'One transaction each: places upserted, change rows streamed into a temporary table,',
      'one statement expanding them to a row per station, fuel and day (76 days).',
    ],
  };
}

async function movesSection(): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const kind of DATABASES) {
    const fresh = await freshDatabase(kind);
    try {
      const { db } = fresh.handle;
      await importCreHistory(db, whole());
      const started = performance.now();
      const all = await countAllMoves(db, '2026-05-25', '2026-08-08');
      rows.push([
        kind,
        `all moves of all stations, 75 days (${all.moves} moves, ${all.stations} stations)`,
        Math.round(performance.now() - started),
      ]);
      const ids = (
        await sql<{ place_id: number }>`
          select place_id from cre_places order by place_id limit 200`.execute(db)
      ).rows.map((r) => r.place_id);
      let t0 = performance.now();
      for (const id of ids) await readMoves(db, [id], '2026-07-10', '2026-08-08');
      rows.push([
        kind,
        "one station's moves over 30 days, 200 stations one by one",
        Math.round(performance.now() - t0),
      ]);
      t0 = performance.now();
      for (let i = 0; i < ids.length; i += 1) {
        await readPriceQuality(db, ids.slice(i, i + 5), '2026-08-08');
      }
      rows.push([
        kind,
        'price quality of 200 tables of 5 stations',
        Math.round(performance.now() - t0),
      ]);
    } finally {
      await fresh.done();
    }
  }
  return {
    title: 'Moves and price quality on the 75-day history',
    columns: [{ label: 'database' }, { label: 'query' }, { label: 'ms', numeric: true }],
    rows,
  };
}

/** Ten rules for each of 1,000 stations evaluated after one daily import, on the whole history. */
async function evaluationSection(): Promise<BenchTable> {
  const kind = DATABASES.includes('postgres') ? 'postgres' : 'pglite';
  const fresh = await freshDatabase(kind);
  try {
    await importCreHistory(fresh.handle.db, whole());
    return await evaluationBench(fresh.handle.db, kind);
  } finally {
    await fresh.done();
  }
}

const SECTIONS = [
  { name: 'history', run: historySection },
  { name: 'moves', run: movesSection },
  { name: 'evaluation', run: evaluationSection },
  { name: 'live', run: alertsLatency },
  { name: 'inbox', run: () => inboxBench(DATABASES) },
];

/** The sections named as arguments, in their order here; all when none is named. */
function chosenSections(args: string[]) {
  const unknown = args.filter((a) => !SECTIONS.some((s) => s.name === a));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
  }
  return args.length === 0 ? SECTIONS : SECTIONS.filter((s) => args.includes(s.name));
}

Promise.resolve()
  .then(() => runSections(chosenSections(process.argv.slice(2))))
  .then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
