// The benchmarks' databases: a fresh one with the demo data set on either database kind, and
// the build's cli.js run against it (the same commands an operator runs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../lib/productionServer';

export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cliEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_PATH: path.join(projectRoot, 'node_modules'),
  ...env,
});

/** Runs a cli.js command of the build; its output, or an error with what it printed. */
export function runCli(
  build: string,
  args: string[],
  env: Record<string, string>,
): { stdout: string; ms: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(build, 'server/cli.js'), ...args], {
    cwd: projectRoot,
    env: cliEnv(env),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}${result.stderr}`);
  return { stdout: result.stdout, ms: performance.now() - started };
}

/** The same, without blocking this process (to measure a server while the command runs). */
export function runCliInBackground(
  build: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(build, 'server/cli.js'), ...args], {
    cwd: projectRoot,
    env: cliEnv(env),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: output, ms: performance.now() - started });
      else reject(new Error(`${args[0]} failed:\n${output}`));
    });
  });
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface BenchDatabase {
  /** The server's and cli's environment for it (DATABASE_URL, or nothing for DATA_DIR). */
  env: Record<string, string>;
  /** The embedded database's DATA_DIR. */
  dataDir?: string;
  drop: () => Promise<void>;
}

/** An empty database of BENCH_POSTGRES_URL's server, named for the bench and this process. */
export async function emptyPostgresDatabase(label: string): Promise<BenchDatabase> {
  const name = `surtidor_bench_${label}_${process.pid}`;
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DEMO_DATA: 'never' },
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

/** An empty DATA_DIR for the embedded database. */
export function emptyDataDir(label: string): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `surtidor-bench-${label}-data-`));
  return {
    env: { DATABASE_URL: '' },
    dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database with the demo: a DATA_DIR for PGlite ('pglite'), else a PostgreSQL one. */
export async function freshDemoDatabase(
  kind: string,
  build: string,
  label: string,
): Promise<BenchDatabase> {
  const database = kind === 'pglite' ? emptyDataDir(label) : await emptyPostgresDatabase(label);
  runCli(build, ['seed-demo'], {
    ...database.env,
    ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}),
    LOG_LEVEL: 'warn',
  });
  return database;
}
