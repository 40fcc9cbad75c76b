// Named (prepared) statements for PostgreSQL. Every request runs the same few statements
// (the session lookup, the reports' union queries), and planning them again each time cost as
// much as running them: the dashboard's daily report went from ~1,300 to ~2,600 statements/s
// with 10 clients once prepared. Kysely sends parameterised text only, so the pool is wrapped:
// each distinct SQL text gets a stable name, and node-postgres prepares it once per
// connection. The number of names is capped, since a few statements are built with lists of
// varying length (`in ($1, $2, ...)`); texts beyond the cap run unnamed, as before.
import type { Pool, PoolClient } from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

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

function preparingClient(client: PoolClient, names: StatementNames): PostgresPoolClient {
  let stale = false;
  return {
    query: (async (text: string, values: unknown[]) => {
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
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(stale),
  };
}

/** A Kysely pool over `pool` whose clients prepare each distinct statement once. */
export function preparingPool(pool: Pool, names = new StatementNames()): PostgresPool {
  return {
    connect: async () => preparingClient(await pool.connect(), names),
    end: () => pool.end(),
  };
}
