// Named (prepared) statements for PostgreSQL. Every request runs the same few statements
// (the session lookup, the reports' union queries), and planning them again each time cost as
// much as running them: the dashboard's daily report went from ~1,300 to ~2,600 statements/s
// with 10 clients once prepared. Kysely sends parameterised text only, so the pool is wrapped:
// each distinct SQL text gets a stable name, and node-postgres prepares it once per
// connection. The number of names is capped, since a few statements are built with lists of
// varying length (`in ($1, $2, ...)`); texts beyond the cap run unnamed, as before.
import pg, { type ClientConfig, type Pool, type PoolClient } from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';

export const MAX_PREPARED_STATEMENTS = 500;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  /** The statement's name, or null when it should run unnamed. */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max) return null;
    const name = `surtidor_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** Postgres refuses a prepared statement whose tables changed shape under it (a migration
 * run by another node): the connection is then dropped, so its prepared statements go. */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

/** Clients whose connection died: discarded on release, never handed out again. */
const lostClients = new WeakSet<object>();

function preparingClient(client: PoolClient, names: StatementNames): PostgresPoolClient {
  let stale = false;
  const run = async (text: string, values: unknown[]) => {
    // Statements without parameters (migrations, multi-statement scripts) stay unnamed:
    // the extended protocol that names need runs one statement at a time.
    const name = values.length > 0 && !stale ? names.nameOf(text) : null;
    if (name === null) return client.query(text, values);
    try {
      return await client.query({ name, text, values } as never);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      stale = true;
      return client.query(text, values);
    }
  };
  return {
    query: (async (text: string, values: unknown[]) => {
      try {
        return await run(text, values);
      } catch (error) {
        if (isDatabaseUnavailable(error)) lostClients.add(client);
        throw error;
      }
    }) as unknown as PostgresPoolClient['query'],
    // A lost connection is destroyed instead of returned, and so is a stale plan's, whose
    // prepared statements must go; the pool opens a new connection on demand.
    release: () => client.release(lostClients.has(client) || stale),
  };
}

/**
 * The pool's client class. pg-pool listens for 'error' only while a client is idle, and a
 * client emits it whenever its backend goes away outside a query: checked out between two
 * statements, or even before its first checkout (a terminate that lands right behind the
 * startup handshake arrives in the same read). With no listener that kills the process, so
 * every client listens from birth and is marked lost.
 */
export class GuardedClient extends pg.Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => lostClients.add(this));
  }
}

/**
 * A Kysely pool over `pool` (built with `Client: GuardedClient`) whose clients prepare each
 * distinct statement once.
 */
export function preparingPool(pool: Pool, names = new StatementNames()): PostgresPool {
  return {
    connect: async () => {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      return preparingClient(client, names);
    },
    end: () => pool.end(),
  };
}
