// One transaction around a whole piece of work without handing it a transaction object: inside
// `inAmbientTransaction(db, work)` every query of that async context, on any Kysely of this
// database (a handler's ctx.db, a memoised station lookup, a store's own `db.transaction()`),
// runs on one connection in one transaction, which commits when `work` resolves and rolls back
// when it throws. A `db.transaction()` inside becomes a savepoint. The audit trail
// (src/server/audit/) uses it so that a write through the API and its record are one
// transaction while handlers stay unaware of it.
//
// How: the dialects of database.ts are wrapped (ambientDialect) so that their driver, asked for
// a connection inside an open scope, hands out the scope's connection. Its transaction begins
// with the scope's first statement that is not a plain read (a write, a lock, a nested
// transaction): the reads before it run as they would without a scope, so a handler that reads,
// then waits on something slow (a mail server), then writes holds no transaction while it waits
// (PGlite has one connection: a transaction held open stops every other request). Once `work`
// settles the scope is closed: anything it left running gets ordinary connections again.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type TransactionSettings,
} from 'kysely';

interface Scope {
  driver: AmbientDriver;
  open: boolean;
  /** The transaction's connection (`inner`) and what its statements run on (`wrapped`). */
  connection: Promise<{ inner: DatabaseConnection; wrapped: DatabaseConnection }> | null;
  /** What queries of the scope get: plain reads before the transaction, the transaction after. */
  handle: DatabaseConnection | null;
  /** Savepoints of the nested `db.transaction()`s, innermost last. */
  savepoints: string[];
  counter: number;
  /** Waiters for a nested transaction: one at a time on the shared connection. */
  nested: Promise<void>;
  releaseNested: (() => void)[];
  /** Writes that must outlive a rollback (rate counters), replayed after one. */
  keptOnRollback: (() => Promise<unknown>)[];
}

/**
 * A statement that writes, outside any nested transaction: run in its own savepoint, so that
 * when it fails (a unique violation the caller catches and answers) the scope's transaction goes
 * on as the statement's own autocommit would have.
 */
const WRITES = /^\s*(insert|update|delete|merge|with)\b/i;

/**
 * A select that neither locks nor changes anything: it needs no transaction of its own. (A
 * notification is an effect too: sent with the transaction's commit, never before it.)
 */
const PLAIN_READ = /^\s*select\b/i;
const READ_WITH_EFFECTS =
  /\bfor\s+(no\s+key\s+update|update|key\s+share|share)\b|_lock\s*\(|set_config|nextval|setval|pg_notify/i;
const isPlainRead = (sql: string) => PLAIN_READ.test(sql) && !READ_WITH_EFFECTS.test(sql);

function wrapConnection(scope: Scope, inner: DatabaseConnection): DatabaseConnection {
  // One statement (with its savepoint) at a time: a request's concurrent queries (Promise.all)
  // share this one connection, which runs them in turn.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = queue.then(run);
    queue = turn.catch(() => undefined);
    return turn;
  };
  return {
    executeQuery: <R>(query: CompiledQuery) => inTurn(() => execute<R>(query)),
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };

  async function execute<R>(query: CompiledQuery) {
    if (scope.savepoints.length > 0 || !WRITES.test(query.sql)) {
      return inner.executeQuery<R>(query);
    }
    scope.counter += 1;
    const name = `ambient_statement_${scope.counter}`;
    await inner.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
    try {
      const result = await inner.executeQuery<R>(query);
      await inner.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
      return result;
    } catch (error) {
      await inner.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
      await inner.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
      throw error;
    }
  }
}

const storage = new AsyncLocalStorage<Scope>();
const drivers = new WeakMap<object, () => AmbientDriver | null>();

function scopeOf(driver: AmbientDriver): Scope | null {
  const scope = storage.getStore();
  return scope && scope.open && scope.driver === driver ? scope : null;
}

class AmbientDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const scope = scopeOf(this);
    if (!scope) return this.inner.acquireConnection();
    scope.handle ??= this.scopeHandle(scope);
    return Promise.resolve(scope.handle);
  }

  /** The scope's transaction, begun now if it has not begun yet. */
  private begun(scope: Scope): Promise<{ inner: DatabaseConnection; wrapped: DatabaseConnection }> {
    scope.connection ??= (async () => {
      const connection = await this.inner.acquireConnection();
      try {
        await this.inner.beginTransaction(connection, {});
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      return { inner: connection, wrapped: wrapConnection(scope, connection) };
    })();
    return scope.connection;
  }

  /** Plain reads before the transaction run on a connection of their own; the rest begin it. */
  private scopeHandle(scope: Scope): DatabaseConnection {
    return {
      executeQuery: async <R>(query: CompiledQuery) => {
        if (!scope.connection && isPlainRead(query.sql)) {
          const connection = await this.inner.acquireConnection();
          try {
            return await connection.executeQuery<R>(query);
          } finally {
            await this.inner.releaseConnection(connection);
          }
        }
        return (await this.begun(scope)).wrapped.executeQuery<R>(query);
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => {
        const begun = this.begun(scope);
        return (async function* () {
          yield* (await begun).wrapped.streamQuery<R>(query, chunkSize);
        })();
      },
    };
  }

  private async ambient(connection: DatabaseConnection): Promise<Scope | null> {
    const scope = scopeOf(this);
    return scope && scope.handle === connection ? scope : null;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const scope = await this.ambient(connection);
    if (!scope) return this.inner.beginTransaction(connection, settings);
    // One nested transaction at a time: two concurrent ones would share one connection.
    const previous = scope.nested;
    let release!: () => void;
    scope.nested = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    scope.releaseNested.push(release);
    scope.counter += 1;
    const name = `ambient_${scope.counter}`;
    scope.savepoints.push(name);
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  private async endNested(scope: Scope, connection: DatabaseConnection, rollback: boolean) {
    const name = scope.savepoints.pop();
    try {
      if (name && rollback) {
        await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
      }
      if (name) await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
    } finally {
      scope.releaseNested.pop()?.();
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = await this.ambient(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    await this.endNested(scope, connection, false);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = await this.ambient(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    await this.endNested(scope, connection, true);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (await this.ambient(connection)) return;
    await this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** Ends the scope's transaction (when it began one) and gives its connection back. */
  async finish(scope: Scope, commit: boolean): Promise<void> {
    scope.open = false;
    if (!scope.connection) return;
    const { inner: connection } = await scope.connection;
    try {
      if (commit) await this.inner.commitTransaction(connection);
      else await this.inner.rollbackTransaction(connection);
    } finally {
      await this.inner.releaseConnection(connection);
    }
    if (!commit) {
      for (const write of scope.keptOnRollback) await write();
    }
  }
}

/**
 * A write that must count whatever the request's fate (a rate counter of failed password
 * checks). Inside a scope whose transaction has not begun it runs on its own, committed at once
 * and seen by every node meanwhile, without beginning the transaction; once the transaction has
 * begun (PGlite's one connection is then the scope's) it runs in it, and again on its own if the
 * transaction rolls back. Outside a scope it simply runs.
 */
export async function independentWrite<T>(write: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (!scope?.open) return write();
  if (!scope.connection) return storage.exit(write);
  const result = await write();
  scope.keptOnRollback.push(() => storage.exit(write));
  return result;
}

/** The dialect with ambient transactions (see above); database.ts wraps both of its dialects. */
export function ambientDialect<D extends Dialect>(inner: D): D {
  let driver: AmbientDriver | null = null;
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'createDriver') {
        return () => {
          driver = new AmbientDriver(target.createDriver());
          return driver;
        };
      }
      if (property === AMBIENT_DRIVER) return () => driver;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

const AMBIENT_DRIVER = Symbol('ambientDriver');

/** Registers a Kysely built on an ambientDialect (database.ts), so scopes can find its driver. */
export function registerAmbient<DB>(db: Kysely<DB>, dialect: Dialect): void {
  const find = (dialect as unknown as Record<symbol, (() => AmbientDriver | null) | undefined>)[
    AMBIENT_DRIVER
  ];
  if (find) drivers.set(db, find);
}

/** Whether `db` supports ambient transactions (opened by database.ts). */
export function supportsAmbient<DB>(db: Kysely<DB>): boolean {
  return drivers.has(db);
}

export interface AmbientControl {
  /** Called after `work` succeeded, still in the transaction; its failure rolls everything back. */
  beforeCommit?: (result: unknown) => Promise<void>;
  /** Whether `work`'s result is a success to commit (default: it resolved). */
  commitWhen?: (result: unknown) => boolean;
}

/**
 * Runs `work` in one transaction of `db` (see above): committed when it resolves (and
 * `commitWhen` agrees), rolled back when it throws. Not nestable: an inner call joins the outer.
 */
export async function inAmbientTransaction<T, DB>(
  db: Kysely<DB>,
  work: () => Promise<T>,
  control: AmbientControl = {},
): Promise<T> {
  const driver = drivers.get(db)?.() ?? null;
  if (!driver) throw new Error('This database does not support ambient transactions');
  const outer = storage.getStore();
  if (outer?.open && outer.driver === driver) {
    const result = await work();
    if (control.commitWhen?.(result) !== false) await control.beforeCommit?.(result);
    return result;
  }
  const scope: Scope = {
    driver,
    open: true,
    connection: null,
    handle: null,
    savepoints: [],
    counter: 0,
    nested: Promise.resolve(),
    releaseNested: [],
    keptOnRollback: [],
  };
  return storage.run(scope, async () => {
    let result: T;
    try {
      result = await work();
      const commit = control.commitWhen ? control.commitWhen(result) : true;
      if (commit) await control.beforeCommit?.(result);
      await driver.finish(scope, commit);
    } catch (error) {
      await driver.finish(scope, false).catch(() => undefined);
      throw error;
    }
    return result;
  });
}
