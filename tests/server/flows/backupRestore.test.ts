// The drill an operator runs, on the built server: `cli backup` while the embedded server runs
// and takes writes (the cli cannot open the folder that server holds: it asks the server,
// through DATA_DIR/control.sock), then `cli restore` into a fresh folder, and on PostgreSQL
// into a fresh database (an embedded installation moving to PostgreSQL); a server starts on
// each and the administrator signs in. A cut archive is refused by the cli in Spanish.
// The cli runs as a child process that the test does not wait on synchronously: the sign-ins go
// on while it backs up, and the restores (embedded, PostgreSQL, the cut archive), started once
// the backup is there, run side by side while the tests look at them in turn.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  projectRoot,
  startServerProcess,
  type ServerProcess,
} from '../../../scripts/lib/productionServer';
import { itOnPostgres, onPostgres, postgresUrl } from '../../support/databaseKind';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  buildScratchServer,
  call,
  createAdmin,
  login,
} from '../../support/serverProcess';
import { createPostgresDatabase } from '../../support/testServer';

jest.setTimeout(600_000);

const env = { DEMO_DATA: 'never', DATABASE_URL: '' };
let build: ReturnType<typeof buildScratchServer>;
let work: string;
let archive: string;
const servers: ServerProcess[] = [];
let postgresTarget: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let embeddedRestore: Promise<CliResult>;
let postgresRestore: Promise<CliResult> | null = null;
let cutRestore: Promise<CliResult>;

interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built cli to its end without blocking this process (its servers and writers). */
function cli(args: string[], extra: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(build.dir, 'server/cli.js'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function start(dataDir: string, extra: Record<string, string> = {}) {
  const server = await startServerProcess({ build: build.dir, dataDir, env: { ...env, ...extra } });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  build = buildScratchServer();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-drill-'));
  archive = path.join(work, 'respaldo.tar.gz');
  const source = path.join(work, 'origen');
  createAdmin(build.dir, { ...env, DATA_DIR: source });
  fs.mkdirSync(path.join(source, 'storage/reports'), { recursive: true });
  fs.writeFileSync(path.join(source, 'storage/reports/diario.txt'), 'reporte');
  const server = await start(source);

  // Sign-ins are writes (a session row each), going on while the backup is made.
  let writing = true;
  let signIns = 0;
  const writer = (async () => {
    while (writing) {
      const res = await call(`${server.url}/api/login`, {
        method: 'POST',
        body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (res.status === 200) signIns += 1;
    }
  })();
  while (signIns < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  const backup = await cli(['backup', '--to', archive], { DATA_DIR: source });
  const before = signIns;
  while (signIns < before + 2) await new Promise((resolve) => setTimeout(resolve, 20));
  writing = false;
  await writer;
  expect(backup.stderr).toBe('');
  expect(backup.stdout).toContain('Backup written by the server running on DATA_DIR');
  expect(backup.status).toBe(0);
  await server.stop();

  embeddedRestore = cli(
    ['restore', '--from', archive, '--data-dir', path.join(work, 'restaurado')],
    {},
  );
  if (onPostgres) {
    postgresTarget = await createPostgresDatabase(postgresUrl!);
    postgresRestore = cli(['restore', '--from', archive], {
      DATA_DIR: path.join(work, 'postgres'),
      DATABASE_URL: postgresTarget.url,
    });
  }
  const cut = path.join(work, 'cortado.tar.gz');
  const bytes = fs.readFileSync(archive);
  fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 200));
  cutRestore = cli(['restore', '--from', cut, '--data-dir', path.join(work, 'nada')], {});
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  // A test that failed early leaves its restore running: it ends before its folder goes.
  await Promise.all([embeddedRestore, postgresRestore, cutRestore]);
  await postgresTarget?.drop();
  build?.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

it('restores into a fresh folder; a server starts on it and the administrator signs in', async () => {
  const dataDir = path.join(work, 'restaurado');
  const restored = await embeddedRestore;
  expect(restored.stderr).toBe('');
  expect(restored.status).toBe(0);
  expect(fs.readFileSync(path.join(dataDir, 'storage/reports/diario.txt'), 'utf8')).toBe('reporte');
  const server = await start(dataDir);
  expect(await login(server.url)).toEqual(expect.any(String));
  // A running server's folder is never restored over, even with --force.
  const over = await cli(['restore', '--from', archive, '--data-dir', dataDir, '--force'], {});
  expect(over.status).toBe(1);
  expect(over.stderr).toMatch(/Hay un servidor de Surtidor en marcha/);
  // Without its socket the server cannot be asked, and the cli does not open the folder it holds.
  fs.rmSync(path.join(dataDir, 'control.sock'));
  const blind = await cli(['backup', '--to', path.join(work, 'otro.tar.gz')], {
    DATA_DIR: dataDir,
  });
  expect(blind.status).toBe(1);
  expect(blind.stderr).toMatch(/parece abierta por otro proceso/);
  expect(fs.existsSync(path.join(work, 'otro.tar.gz'))).toBe(false);
  await server.stop();
});

itOnPostgres('restores the embedded backup into a fresh PostgreSQL database', async () => {
  const restored = (await postgresRestore)!;
  expect(restored.stderr).toBe('');
  expect(restored.status).toBe(0);
  const server = await start(path.join(work, 'postgres'), { DATABASE_URL: postgresTarget!.url });
  expect(await login(server.url)).toEqual(expect.any(String));
  await server.stop();
});

it('refuses a cut archive in Spanish and creates nothing', async () => {
  const dataDir = path.join(work, 'nada');
  const restored = await cutRestore;
  expect(restored.status).toBe(1);
  expect(restored.stderr).toMatch(/El archivo de respaldo está incompleto o dañado/);
  expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});
