// Opens the one typed Kysely database the server uses: embedded PGlite by default (data in
// DATA_DIR/pglite, or in memory for tests), PostgreSQL when DATABASE_URL is set.
// Both are given the same type parsers so that code behaves identically on either:
// int8 and numeric -> number, date -> 'YYYY-MM-DD' string, timestamptz -> Date.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import type * as PGliteModule from '@electric-sql/pglite';
import type * as PgTrgmModule from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { PGliteDialect } from './pgliteDialect';
import { pgliteStartParams } from './pgliteSettings';
import { GuardedClient, preparingPool } from './preparedStatements';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Human-readable location, for logs (never includes a password). */
  description: string;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` until the returned function is called.
   * Never rejects: on PostgreSQL a lost listening connection is reopened with backoff (notices
   * sent meanwhile are lost, so callers re-check what they watch).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres://... ; null = PGlite. */
  databaseUrl: string | null;
  /** PGlite folder; 'memory' for a throw-away in-memory database. */
  pgliteDir?: string | 'memory';
  poolSize?: number;
}

const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  JSON: 114,
  JSONB: 3802,
} as const;
const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;
const toDate = (value: string) =>
  value === 'infinity'
    ? new Date(8.64e15)
    : value === '-infinity'
      ? new Date(-8.64e15)
      : new Date(value);

interface NodeModuleInternals {
  new (id: string, parent: unknown): { filename: string; paths: string[] };
  _load(request: string, parent: unknown, isMain: boolean): unknown;
  _nodeModulePaths(dir: string): string[];
}

/**
 * PGlite's CommonJS build still calls dynamic import() while starting, which Jest's module
 * sandbox refuses (it would need --experimental-vm-modules). Under Jest, PGlite is therefore
 * loaded by Node's own loader (Module._load; Jest replaces createRequire but not that), outside
 * the sandbox. Everywhere else this is an ordinary require.
 */
function requireFromNode<T>(request: string): T {
  if (process.env.JEST_WORKER_ID === undefined) return createRequire(__filename)(request) as T;
  const NodeModule = Module as unknown as NodeModuleInternals;
  const parent = new NodeModule(__filename, null);
  parent.filename = __filename;
  parent.paths = NodeModule._nodeModulePaths(__dirname);
  return NodeModule._load(request, parent, false) as T;
}

const requirePGlite = () => requireFromNode<typeof PGliteModule>('@electric-sql/pglite');
/** pg_trgm ships with PGlite (a local archive, nothing downloaded): the lists' search index. */
const requireTrigrams = () =>
  requireFromNode<typeof PgTrgmModule>('@electric-sql/pglite/contrib/pg_trgm');

async function openPGlite(dir: string | 'memory'): Promise<DatabaseHandle> {
  const { PGlite } = requirePGlite();
  const extensions = { pg_trgm: requireTrigrams().pg_trgm };
  // Parsers are our functions (not PGlite's defaults) so that values are built by this code:
  // under a test sandbox, PGlite's own Date would come from another realm.
  const parsers = {
    [OID.INT8]: toNumber,
    [OID.NUMERIC]: toNumber,
    [OID.DATE]: asIs,
    [OID.TIMESTAMP]: toDate,
    [OID.TIMESTAMPTZ]: toDate,
    [OID.JSON]: (v: string) => JSON.parse(v) as unknown,
    [OID.JSONB]: (v: string) => JSON.parse(v) as unknown,
  };
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  let instance: InstanceType<typeof PGlite>;
  if (dir === 'memory') {
    instance = new PGlite({ parsers, extensions, startParams });
  } else {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // The data folder is mounted as is (Emscripten's NODEFS): each commit's WAL write reaches
    // the kernel before the query answers, so a killed process loses no acknowledged write
    // (tests/server/faults). Relaxed durability, which answers before that, stays off.
    instance = new PGlite({
      dataDir: dir,
      parsers,
      extensions,
      startParams,
      relaxedDurability: false,
    });
  }
  await instance.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  return {
    db,
    kind: 'pglite',
    description: dir === 'memory' ? 'PGlite (in memory)' : `PGlite at ${dir}`,
    close: () => db.destroy(),
    listen: async (channel, onPayload) => {
      const unlisten = await instance.listen(channel, onPayload);
      return async () => {
        // After close() the instance is gone, and with it every listener.
        if (!instance.closed) await unlisten();
      };
    },
  };
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The pool, unchecked: openDatabase checks that it answers. */
export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const typeParsers: Record<number, (value: string) => unknown> = {
    [OID.INT8]: toNumber,
    [OID.NUMERIC]: toNumber,
    [OID.DATE]: asIs,
  };
  const pool = new pg.Pool({
    connectionString: url,
    // Listens for 'error' from its creation, so no lost connection can crash the process.
    Client: GuardedClient,
    max: poolSize,
    // Without a limit a request waits forever for a server that does not answer (a dead host
    // drops packets instead of refusing): it then fails, and the API answers 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Finds connections whose peer vanished without closing them (failover, network cut).
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection emits on the pool; without a listener that crashes.
  // The pool has already dropped that client and opens a new one on the next request.
  // (Clients out of the pool are covered by GuardedClient.)
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${safe.toString()}`,
    close: () => db.destroy(),
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
  };
}

/** Waits between reconnections of a listening connection: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 250, last: 10_000 };

/**
 * LISTEN on a dedicated connection outside the pool (a pooled one would be handed to queries),
 * reopened with backoff whenever it is lost, until the returned function is called.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  retry = LISTEN_RETRY_MS,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let delay = retry.first;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, retry.last);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A lost connection emits 'error' then 'end': 'end' reconnects; without an 'error'
    // listener the process would crash.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      void client.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = retry.first;
    client.on('end', () => {
      if (current === client) current = null;
      scheduleReconnect();
    });
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPGlite(options.pgliteDir ?? 'memory');
  // Fail now, with a clear cause, rather than on the first request.
  await sql`select 1`.execute(handle.db);
  return handle;
}
