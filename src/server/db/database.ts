// Opens the one typed Kysely database the server uses: embedded PGlite by default (data in
// DATA_DIR/pglite, or in memory for tests), PostgreSQL when DATABASE_URL is set.
// Both read values the same way (typeParsers.ts), so that code behaves identically on either.
// PGlite runs in a worker thread (pgliteWorker.cjs): a heavy query never blocks the event loop.
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { ambientDialect, registerAmbient } from './ambientTransaction';
import { PGliteDialect, type PGliteQueueLoad } from './pgliteDialect';
import { pgliteStartParams } from './pgliteSettings';
import { PGliteWorkerClient } from './pgliteWorkerClient';
import { GuardedClient, preparingPool } from './preparedStatements';
import { POSTGRES_PARSERS } from './typeParsers';
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';

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
  /** PGlite only: the data folder as a tarball, for DatabaseOptions.pgliteLoad (test templates). */
  dump?(): Promise<Uint8Array>;
}

export interface DatabaseOptions {
  /** postgres://... ; null = PGlite. */
  databaseUrl: string | null;
  /** PGlite folder; 'memory' for a throw-away in-memory database. */
  pgliteDir?: string | 'memory';
  /**
   * In memory only: start from this tarball of a data folder (DatabaseHandle.dump). Its bytes
   * are moved to the database's worker: the caller may not use them afterwards.
   */
  pgliteLoad?: Uint8Array;
  poolSize?: number;
  /** PostgreSQL cancels a longer statement (SQLSTATE 57014); 0 or unset = no limit. */
  statementTimeoutSeconds?: number;
}

/** How busy the connections are, as GET /api/monitoring/metrics shows it (see databaseLoad). */
export type DatabaseLoad =
  | ({ kind: 'pglite' } & PGliteQueueLoad)
  | {
      kind: 'postgres';
      /** The pool's connections, those idle in it, and the requests waiting for one. */
      total: number;
      idle: number;
      waiting: number;
      max: number;
    };

const loads = new WeakMap<Kysely<Database>, () => DatabaseLoad>();

/** The load of a database opened here, read at scrape time; null for another Kysely. */
export function databaseLoad(db: Kysely<Database>): DatabaseLoad | null {
  return loads.get(db)?.() ?? null;
}

/** Readiness probes of the open databases, by their Kysely instance (see probeDatabase). */
const probes = new WeakMap<Kysely<Database>, () => Promise<void>>();

/**
 * Resolves when the database is ready to answer, rejects when it is out of reach (the health
 * check). On PGlite a long query holds the only connection: a `select 1` would wait for it, so
 * a busy database whose worker runs counts as ready.
 */
export async function probeDatabase(db: Kysely<Database>): Promise<void> {
  const probe = probes.get(db);
  if (probe) await probe();
  else await sql`select 1`.execute(db);
}

async function openPGlite(dir: string | 'memory', load?: Uint8Array): Promise<DatabaseHandle> {
  const client = await PGliteWorkerClient.start(
    dir === 'memory' ? null : dir,
    pgliteStartParams([]),
    dir === 'memory' ? load : undefined,
  );
  const dialect = ambientDialect(new PGliteDialect(client));
  const db = new Kysely<Database>({ dialect });
  registerAmbient(db, dialect);
  probes.set(db, () => dialect.probe(() => sql`select 1`.execute(db)));
  loads.set(db, () => ({
    kind: 'pglite',
    ...(dialect.load() ?? { busy: false, waiting: 0, oldestWaitMs: 0, acquired: 0, waitedMs: 0 }),
  }));
  return {
    db,
    kind: 'pglite',
    description: dir === 'memory' ? 'PGlite (in memory)' : `PGlite at ${dir}`,
    close: () => db.destroy(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dump(),
  };
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The pool, unchecked: openDatabase checks that it answers. */
export async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutSeconds = 0,
): Promise<DatabaseHandle> {
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
    // Sent at connection start: bounds what any one request can make the database do.
    ...(statementTimeoutSeconds > 0 ? { statement_timeout: statementTimeoutSeconds * 1000 } : {}),
    // JIT off for every statement: the API's are index probes whose estimates (thousands of
    // probes) can pass JIT's cost threshold, and compiling took longer than running them (the
    // alerts' price quality: 1.5 of its 3.1 s).
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        POSTGRES_PARSERS[oid] ??
        pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection emits on the pool; without a listener that crashes.
  // The pool has already dropped that client and opens a new one on the next request.
  // (Clients out of the pool are covered by GuardedClient.)
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const dialect = ambientDialect(new PostgresDialect({ pool: preparingPool(pool) }));
  const db = new Kysely<Database>({ dialect });
  registerAmbient(db, dialect);
  loads.set(db, () => ({
    kind: 'postgres',
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: poolSize,
  }));
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

/** Waits between reconnections of a listening connection: doubling from 250 ms to 10 s. */
export const LISTEN_RETRY_BACKOFF: BackoffPolicy = { firstMs: 250, maxMs: 10_000 };

/**
 * LISTEN on a dedicated connection outside the pool (a pooled one would be handed to queries),
 * reopened with backoff whenever it is lost, until the returned function is called.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  retry = LISTEN_RETRY_BACKOFF,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  /** Reconnections tried since the connection was last up. */
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(
      () => {
        timer = null;
        void connect();
      },
      backoffDelay(retry, failures),
    );
    timer.unref();
    failures += 1;
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
    failures = 0;
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
    ? await openPostgres(
        options.databaseUrl,
        options.poolSize ?? 10,
        options.statementTimeoutSeconds ?? 0,
      )
    : await openPGlite(options.pgliteDir ?? 'memory', options.pgliteLoad);
  // Fail now, with a clear cause, rather than on the first request.
  await sql`select 1`.execute(handle.db);
  return handle;
}
