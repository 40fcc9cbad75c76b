// The embedded database (PGlite), the default of every new installation: a server killed with
// SIGKILL while it acknowledges writes reopens on the same DATA_DIR with every acknowledged write
// in it, and SIGTERM closes it gracefully (the request in flight is answered, exit code 0).
// Each successful sign-in is a committed write (a session row): its token must still open the
// profile after the restart.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../../scripts/lib/productionServer';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  buildScratchServer,
  call,
  createAdmin,
  sleep,
} from '../../../support/serverProcess';

jest.setTimeout(90_000);

const env = { DEMO_DATA: 'never', DATABASE_URL: '' };
let build: ReturnType<typeof buildScratchServer>;
let dataDir: string;
const servers: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ build: build.dir, dataDir, env });
  servers.push(server);
  return server;
}

beforeAll(() => {
  build = buildScratchServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-faults-'));
  createAdmin(build.dir, { ...env, DATA_DIR: dataDir });
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  build.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every write acknowledged before a SIGKILL and reopens', async () => {
  const server = await start();
  const acknowledged: string[] = [];
  let running = true;
  const signIn = async () => {
    while (running) {
      try {
        const res = await call(`${server.url}/api/login`, {
          method: 'POST',
          body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        });
        if (res.status === 200) acknowledged.push(res.body.token as string);
      } catch {
        // Cut by the kill: never acknowledged, so nothing is owed.
      }
    }
  };
  const clients = Array.from({ length: 4 }, signIn);
  const deadline = Date.now() + 20_000;
  while (acknowledged.length < 40 && Date.now() < deadline) await sleep(20);
  // Killed while the four clients keep writing: some sign-ins are mid-commit.
  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
  running = false;
  await Promise.all(clients);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);

  const reopened = await start();
  const lost: string[] = [];
  for (let i = 0; i < acknowledged.length; i += 10) {
    const answers = await Promise.all(
      acknowledged
        .slice(i, i + 10)
        .map((token) => call(`${reopened.url}/api/user_profile`, { token })),
    );
    answers.forEach((res, j) => {
      if (res.status !== 200) lost.push(`${acknowledged[i + j]}: ${res.status}`);
    });
  }
  expect(lost).toEqual([]);
  reopened.child.kill('SIGTERM');
  expect(await reopened.exited).toEqual({ code: 0, signal: null });
});

it('answers the request in flight on SIGTERM, then exits 0', async () => {
  const server = await start();
  const body = JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  // A sign-in whose body is only half sent: in flight when the signal arrives. The server's
  // 100 Continue says it has read the headers and taken the request.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${server.url}/api/login`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.once('continue', () => {
      req.write(body.slice(0, 10));
      server.child.kill('SIGTERM');
      // Still running while the request is open; the rest of the body arrives later.
      setTimeout(() => {
        if (server.child.exitCode !== null) reject(new Error('exited before answering'));
        req.end(body.slice(10));
      }, 500);
    });
    req.flushHeaders();
  });
  const res = await answer;
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body).token).toEqual(expect.any(String));
  expect(await server.exited).toEqual({ code: 0, signal: null });
  await expect(call(`${server.url}/api/health`)).rejects.toThrow();
});
