// A Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly), which runs in a worker
// thread (pgliteWorkerClient.ts). PGlite is a single connection, so the driver hands out that one connection to one user at a
// time: a mutex serialises plain queries and whole transactions alike. The consequence for
// callers: inside `db.transaction().execute(trx => ...)` use `trx` only — a query on `db` there
// waits for the transaction to end, which never happens (deadlock).
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteWorkerClient } from './pgliteWorkerClient';

/** The queue in front of PGlite's one connection (queries and transactions waiting for it). */
export interface PGliteQueueLoad {
  /** The connection is in use. */
  busy: boolean;
  /** Queries or transactions waiting for it. */
  waiting: number;
  /** How long the longest-waiting one has waited so far. */
  oldestWaitMs: number;
  /** Since the database opened: connections handed out, and their waits added up. */
  acquired: number;
  waitedMs: number;
}

/** FIFO lock: each holder runs alone, waiters get it in order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Holders and waiters. */
  private users = 0;
  /** When each waiter started waiting, in the order they get the lock. */
  private readonly waitingSince: number[] = [];
  /** Locks handed out, and the time they waited in all (read by the /api/monitoring/metrics scrape). */
  private acquired = 0;
  private waitedMs = 0;

  get free(): boolean {
    return this.users === 0;
  }

  /** What GET /api/monitoring/metrics shows of the queue in front of the one connection. */
  load(now = performance.now()): PGliteQueueLoad {
    return {
      busy: this.users > 0,
      waiting: Math.max(0, this.users - 1),
      oldestWaitMs: this.waitingSince.length > 0 ? now - this.waitingSince[0]! : 0,
      acquired: this.acquired,
      waitedMs: this.waitedMs,
    };
  }

  async lock(): Promise<() => void> {
    this.users += 1;
    const since = performance.now();
    this.waitingSince.push(since);
    let resolveNext!: () => void;
    const next = new Promise<void>((resolve) => {
      resolveNext = resolve;
    });
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.users -= 1;
      resolveNext();
    };
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    // FIFO: the waiter served now is the one that waited longest.
    this.waitingSince.shift();
    this.acquired += 1;
    this.waitedMs += performance.now() - since;
    return release;
  }
}

/**
 * PGlite recognises Dates with `instanceof`, which fails for a Date of another realm (a
 * message to the worker, or Jest's sandbox); Dates are therefore sent as ISO strings, which
 * PostgreSQL reads exactly the same.
 */
function toParameter(value: unknown): unknown {
  return Object.prototype.toString.call(value) === '[object Date]'
    ? (value as Date).toISOString()
    : value;
}

const AFFECTING = /^\s*(insert|update|delete|merge)\b/i;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGliteWorkerClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query(
      compiledQuery.sql,
      compiledQuery.parameters.map(toParameter),
    );
    return {
      rows: result.rows as R[],
      numAffectedRows:
        AFFECTING.test(compiledQuery.sql) && result.affectedRows !== undefined
          ? BigInt(result.affectedRows)
          : undefined,
    };
  }

  // PGlite holds results in memory anyway; yielding them in chunks keeps Kysely's `.stream()`
  // usable for code that is shared with PostgreSQL.
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) {
      yield { rows: rows.slice(i, i + chunkSize) };
    }
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private release: (() => void) | null = null;

  constructor(private readonly pg: PGliteWorkerClient) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.ready;
  }

  /** The one connection is free: nothing runs or waits. */
  get idle(): boolean {
    return this.mutex.free;
  }

  load(): PGliteQueueLoad {
    return this.mutex.load();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Each answer of the worker arrives as a message (a macrotask), so back-to-back queries
    // leave Node's poll phase free to read new requests in between.
    const release = await this.mutex.lock();
    this.release = release;
    return this.connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the running query or transaction, then close.
    const release = await this.mutex.lock();
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      release();
    }
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class PGliteDialect implements Dialect {
  private driver: PGliteDriver | null = null;

  constructor(private readonly pg: PGliteWorkerClient) {}

  /**
   * Readiness without queueing behind a long query: when the connection is in use, the
   * database is ready if its worker runs; when free, it must answer `select 1`.
   */
  async probe(run: () => Promise<unknown>): Promise<void> {
    if (this.driver && !this.driver.idle && this.pg.running) return;
    await run();
  }

  /** The connection's queue, for the /api/monitoring/metrics scrape (null before Kysely made the driver). */
  load(): PGliteQueueLoad | null {
    return this.driver?.load() ?? null;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    this.driver = new PGliteDriver(this.pg);
    return this.driver;
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
