// A Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in process).
// PGlite is a single connection, so the driver hands out that one connection to one user at a
// time: a mutex serialises plain queries and whole transactions alike. The consequence for
// callers: inside `db.transaction().execute(trx => ...)` use `trx` only — a query on `db` there
// waits for the transaction to end, which never happens (deadlock).
import type { PGlite } from '@electric-sql/pglite';
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

/** FIFO lock: each holder runs alone, waiters get it in order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    return release;
  }
}

/**
 * PGlite recognises Dates with `instanceof`, which fails when PGlite was loaded in another
 * realm (as under Jest, see database.ts); Dates are therefore sent as ISO strings, which
 * PostgreSQL reads exactly the same.
 */
function toParameter(value: unknown): unknown {
  return Object.prototype.toString.call(value) === '[object Date]'
    ? (value as Date).toISOString()
    : value;
}

const AFFECTING = /^\s*(insert|update|delete|merge)\b/i;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(
      compiledQuery.sql,
      compiledQuery.parameters.map(toParameter),
      {
        rowMode: 'object',
      },
    );
    return {
      // Copied into plain objects of this realm (see toParameter).
      rows: (result.rows ?? []).map((row) => ({ ...row })),
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

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    // PGlite answers without leaving the microtask queue, so back-to-back queries would keep
    // Node from reading new requests: with 200 connections some waited 8 s while others were
    // served. Yielding one macrotask per acquisition lets the poll phase queue every waiting
    // request in turn (p99 1.9 s -> 0.6 s, no starvation).
    await new Promise<void>((resolve) => setImmediate(resolve));
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
  constructor(private readonly pg: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
