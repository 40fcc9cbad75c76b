// Starts the built production server (dist/server/main.js) on a free port with a fresh
// embedded database (the demo loads on first start), for end-to-end tests and benchmarks;
// fault tests start a server-only build the same way, on a data folder or database of theirs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');

/** Where `npm run build` wrote the app: BUILD_DIR, default dist/. */
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'dist');

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcessOptions {
  env?: Record<string, string>;
  /** Folder holding server/main.js (default buildDir); a server-only build serves no client. */
  build?: string;
  /** DATA_DIR to start on, kept by stop() (a restart on the same data); default a fresh one. */
  dataDir?: string;
  /** Node options before the entry point (benchmarks: --expose-gc, --require a probe). */
  nodeArgs?: string[];
  /** How long the start may take before it counts as failed (default 60 s). */
  startTimeoutMs?: number;
}

export interface ServerProcess extends RunningServer {
  child: ChildProcess;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Builds only the server (esbuild, about a second) into `dir`/server, for tests that spawn it. */
export function buildServerOnly(dir: string): void {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/buildServer.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_DIR: dir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stderr}`);
}

/** The built production server with the demo on a fresh embedded database (web client included). */
export async function startProductionServer(
  env: Record<string, string> = {},
  /** Node options before the entry point (benchmarks: --expose-gc, --require a probe). */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const entry = path.join(buildDir, 'server/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(buildDir, 'client/index.html'))) {
    throw new Error(
      `Build first: npm run build (${buildDir}/server/main.js and client/index.html)`,
    );
  }
  // A fresh database loads the whole demo first: about 30 s idle, twice that beside another
  // browser test on two cores.
  return startServerProcess({ env, nodeArgs, startTimeoutMs: 180_000 });
}

/** Starts `build`/server/main.js on a free port and resolves once it is listening. */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const build = options.build ?? buildDir;
  const entry = path.join(build, 'server/main.js');
  const port = await freePort();
  const ownData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails are built on PUBLIC_URL: the address this process really answers on.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // A BUILD_DIR outside the project still loads the project's packages.
      NODE_PATH: path.join(projectRoot, 'node_modules'),
      CLIENT_DIR: path.join(build, 'client'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const poll = setInterval(() => {
      if (!output.includes('listo en')) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 20);
    void exited.then(({ code, signal }) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}:\n${output}`));
    });
  });
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    child,
    exited,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
