// Real server processes for the fault tests (a crash, a signal, a database cut need a process,
// not inject): a server-only build made once per test file, its CLI, and small HTTP helpers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerOnly, projectRoot } from '../../scripts/lib/productionServer';

export const ADMIN_EMAIL = 'fallas@prueba.surtidor.mx';
export const ADMIN_PASSWORD = 'Fallas#2026!x';

/** Builds the server into a scratch folder inside the project (so node_modules resolves). */
export function buildScratchServer(): { dir: string; remove: () => void } {
  const dir = path.join(
    projectRoot,
    '.tmp',
    `server-${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  buildServerOnly(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Migrates the configured database and creates the administrator the tests sign in as. */
export function createAdmin(build: string, env: Record<string, string>): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(build, 'server/cli.js'),
      'create-admin',
      '--email',
      ADMIN_EMAIL,
      '--name',
      'Ana Fallas',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`create-admin failed:\n${result.stdout}${result.stderr}`);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** One JSON request; rejects only when no answer arrives (connection refused or cut). */
export async function call(
  url: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

export async function login(base: string): Promise<string> {
  const res = await call(`${base}/api/login`, {
    method: 'POST',
    body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
