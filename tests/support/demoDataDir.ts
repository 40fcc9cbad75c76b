// The end-to-end servers start on a copy of one data folder (embedded database and storage)
// that the build's own `cli.js seed-demo` prepared, instead of each preparing its own on first
// start (that took most of an end-to-end file's start). tests/e2e/firstStart.test.ts still
// starts on an empty folder: the first start is what it checks.
// The demo's rows are dated from when it loads (cameras count as online for 10 minutes after
// their last event), so a prepared folder serves for TEMPLATE_MAX_AGE_MS only and is then made
// again: a copy is at most that old when its server starts, as a fresh start's would be minutes.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildDir,
  projectRoot,
  startServerProcess,
  type RunningServer,
} from '../../scripts/lib/productionServer';
import { withFileLock } from './fileLock';

export const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

/**
 * Time limit of a set-up that starts a demo server: Jest's global set-up prepares the folder
 * (globalSetupE2e.cjs), but a run that outlasts TEMPLATE_MAX_AGE_MS prepares it again in a
 * file's set-up, as each server's own first start used to.
 */
export const DEMO_SERVER_SETUP_TIMEOUT_MS = 240_000;

/** In the checkout (not the shared temporary folder): its build is the one prepared. */
const TEMPLATE_ROOT = path.join(projectRoot, '.tmp', 'e2e-demo-data');

/** The build the folder was prepared by: its migrations and demo are what the folder holds. */
function buildFingerprint(): string {
  const stat = fs.statSync(path.join(buildDir, 'server/cli.js'));
  return crypto
    .createHash('sha256')
    .update(`${buildDir}:${stat.size}:${stat.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
}

/** Beside the folder, written once it is complete: when the demo was loaded. */
const readyMark = (dir: string) => `${dir}.ready`;

const isFresh = (dir: string, maxAge: number) => {
  try {
    return Date.now() - fs.statSync(readyMark(dir)).mtimeMs < maxAge;
  } catch {
    return false;
  }
};

/** Runs the build's `cli.js seed-demo` on an empty folder, with the server's own environment. */
function prepare(dir: string): void {
  const making = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(making, { recursive: true });
  const result = spawnSync(process.execPath, [path.join(buildDir, 'server/cli.js'), 'seed-demo'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: making,
      NODE_PATH: path.join(projectRoot, 'node_modules'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    fs.rmSync(making, { recursive: true, force: true });
    throw new Error(`cli.js seed-demo failed:\n${result.stdout}${result.stderr}`);
  }
  fs.rmSync(readyMark(dir), { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(making, dir);
  fs.writeFileSync(readyMark(dir), '');
}

/** Folders of earlier builds, and halves left by a preparation that died (144 MB each). */
function removeExpired(current: string): void {
  const kept = [current, readyMark(current), `${current}.lock`];
  for (const entry of fs.readdirSync(TEMPLATE_ROOT)) {
    const full = path.join(TEMPLATE_ROOT, entry);
    if (kept.includes(full)) continue;
    if (Date.now() - fs.statSync(full).mtimeMs > TEMPLATE_MAX_AGE_MS) {
      fs.rmSync(full, { recursive: true, force: true });
    }
  }
}

/** The prepared folder, made now when missing or older than `maxAge`. */
export async function prepareDemoData(maxAge = TEMPLATE_MAX_AGE_MS): Promise<string> {
  if (!fs.existsSync(path.join(buildDir, 'server/cli.js'))) {
    throw new Error(`Build first: npm run build (${buildDir}/server/cli.js)`);
  }
  const template = path.join(TEMPLATE_ROOT, buildFingerprint());
  if (!isFresh(template, maxAge)) {
    await withFileLock(`${template}.lock`, async () => {
      if (isFresh(template, maxAge)) return;
      removeExpired(template);
      prepare(template);
    });
  }
  return template;
}

/** A fresh copy of the prepared data folder. */
async function demoDataCopy(): Promise<string> {
  const template = await prepareDemoData();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-'));
  fs.cpSync(template, copy, { recursive: true });
  return copy;
}

/**
 * The built production server (web client included) on a copy of the prepared demo data;
 * stop() removes the copy. `env` goes to the server on top of the defaults.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(buildDir, 'client/index.html'))) {
    throw new Error(`Build first: npm run build (${buildDir}/client/index.html)`);
  }
  const dataDir = await demoDataCopy();
  try {
    const server = await startServerProcess({ env, dataDir });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
