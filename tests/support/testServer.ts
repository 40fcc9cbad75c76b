// A real server for integration tests, driven with Fastify's inject (no port):
// a fresh in-memory PGlite per call, or — when TEST_DATABASE_URL is set — a fresh, uniquely
// named database created on that PostgreSQL server and dropped by close().
// It comes migrated, with the demo data set (unless demo: false), copied from a template made
// once (databaseTemplates.ts); responses are checked
// against the contract in strict mode (a mismatch is a 500, so the test fails).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '@/server/app';
import { loadConfig, type ServerConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { startJobRunner } from '@/server/jobs/queue';
import { jobHandlers } from '@/server/jobs/registry';
import type { DemoSummary } from '@/server/demo/loadDemo';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { copyDemoObjects, freshTestDatabase, type TestDatabase } from './databaseTemplates';
import { storageFor } from '@/server/storage';

export interface TestServerOptions {
  /** Load the demo data set (default true). */
  demo?: boolean;
  /** Environment variables for loadConfig, on top of the test defaults. */
  env?: Record<string, string>;
  /** Run the product's job runner (every queue), polling every 50 ms. */
  jobs?: boolean;
  /** Extra buildApp options (e.g. a synthetic contract and modules). */
  app?: Partial<Omit<AppOptions, 'config' | 'db' | 'listen'>>;
  /**
   * A database from freshTestDatabase to serve on instead of a fresh copy, left open by close():
   * for several app configurations in one file that never write (a database starts in seconds,
   * the app in a fraction of that). Its `demo` decides whether the demo's documents are copied.
   */
  database?: TestDatabase;
}

type Body = Record<string, unknown> | unknown[] | string | undefined;

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  listen: DatabaseHandle['listen'];
  config: ServerConfig;
  /** 'pglite' or 'postgres'. */
  kind: DatabaseHandle['kind'];
  /** PostgreSQL: this server's database, for a second node on it; PGlite: null. */
  databaseUrl: string | null;
  demo: DemoSummary | null;
  /** Signs in (username or e-mail; demo password by default) and returns the token. */
  login(user: string, password?: string): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, token?: string): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, token?: string): Promise<LightMyRequestResponse>;
  delete(url: string, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh, uniquely named database on that server; drop() removes it (connections or not). */
export async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `surtidor_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Where the servers' data folders go: the run's folder that the server project's global set-up
 * makes and its global tear-down removes (so a server a failed test never closed leaves nothing
 * behind either), else the system's temporary folder.
 */
const testDataRoot = () => process.env.SURTIDOR_TEST_DATA_ROOT ?? os.tmpdir();

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Migrated (and with the demo) by copying a template made once: see databaseTemplates.ts.
  const shared = options.database;
  const database = shared ?? (await freshTestDatabase(options.demo !== false));
  // Each server its own data folder (outbox, stored files), so no test reads another's mail,
  // removed when the server closes; two servers meant to share one pass DATA_DIR themselves.
  const ownDataDir =
    options.env?.DATA_DIR === undefined
      ? fs.mkdtempSync(path.join(testDataRoot(), 'surtidor-test-data-'))
      : null;
  const releaseResources = async () => {
    if (!shared) await database.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  const { handle, demo } = database;
  let app: FastifyInstance | null = null;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      VALIDATE_RESPONSES: 'strict',
      DEMO_DATA: 'never',
      // A folder that does not exist: API tests never need the client build.
      CLIENT_DIR: path.join(os.tmpdir(), `surtidor-no-client-${process.pid}`),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...options.env,
    });
    // The demo's documents live in storage, not in the copied database.
    if (demo) await copyDemoObjects(await storageFor(config, handle.db));
    app = await buildApp({
      config,
      db: handle.db,
      listen: handle.listen,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...options.app,
    });
    await app.ready();
    const ready = app;
    const runner = options.jobs
      ? startJobRunner(handle.db, { config, log: ready.log, handlers: jobHandlers(), pollMs: 50 })
      : null;

    const send = (method: InjectOptions['method'], url: string, body?: Body, token?: string) =>
      ready.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    return {
      app: ready,
      db: handle.db,
      listen: handle.listen,
      config,
      kind: handle.kind,
      databaseUrl: database.url,
      demo,
      inject: (opts) => ready.inject(opts),
      get: (url, token) => send('GET', url, undefined, token),
      post: (url, body, token) => send('POST', url, body, token),
      put: (url, body, token) => send('PUT', url, body, token),
      delete: (url, token) => send('DELETE', url, undefined, token),
      async login(user, password = DEMO_PASSWORD) {
        const res = await send('POST', '/api/login', { username: user, password });
        if (res.statusCode !== 200)
          throw new Error(`login ${user} failed: ${res.statusCode} ${res.body}`);
        return (res.json() as { token: string }).token;
      },
      async close() {
        await runner?.stop();
        await ready.close();
        await releaseResources();
      },
    };
  } catch (error) {
    await app?.close();
    await releaseResources();
    throw error;
  }
}

/** Another API node beside a test server: its own app on the same database. */
export interface SecondNode {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * A second API node with the server's configuration, as another machine of a deployment: on
 * PostgreSQL with its own pool on the server's database; on PGlite (one process only) on the
 * server's own handle.
 */
export async function startSecondNode(server: TestServer, poolSize = 2): Promise<SecondNode> {
  const handle = server.databaseUrl
    ? await openDatabase({ databaseUrl: server.databaseUrl, poolSize })
    : null;
  const app = await buildApp({
    config: server.config,
    db: handle?.db ?? server.db,
    listen: handle?.listen ?? server.listen,
    logLevel: 'silent',
  });
  await app.ready();
  return {
    app,
    db: handle?.db ?? server.db,
    close: async () => {
      await app.close();
      await handle?.close();
    },
  };
}

/** A second node beside the calling file's test server: started before its tests, closed after. */
export function secondNodeForFile(server: () => TestServer, poolSize = 2): () => SecondNode {
  let node: SecondNode | undefined;
  beforeAll(async () => {
    node = await startSecondNode(server(), poolSize);
  });
  afterAll(async () => {
    await node?.close();
  });
  return () => node!;
}
