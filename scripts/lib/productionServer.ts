// Starts the built production server (dist/server/main.js) on a free port with a fresh
// embedded database (the demo loads on first start), for end-to-end tests and benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
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

export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const entry = path.join(buildDir, 'server/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(buildDir, 'client/index.html'))) {
    throw new Error(
      `Build first: npm run build (${buildDir}/server/main.js and client/index.html)`,
    );
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A BUILD_DIR outside the project still loads the project's packages.
      NODE_PATH: path.join(projectRoot, 'node_modules'),
      CLIENT_DIR: path.join(buildDir, 'client'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listo en')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
