// Named statements on PostgreSQL (src/server/db/preparedStatements.ts): one stable name per
// SQL text, a cap on how many, no names for parameterless scripts, and recovery when a table
// changes shape under a prepared statement. The last case needs a real server: it runs when
// TEST_DATABASE_URL is set (CI's second database path).
import pg from 'pg';
import { GuardedClient, preparingPool, StatementNames } from '@/server/db/preparedStatements';
import { describeOnPostgres, postgresUrl } from '../../support/databaseKind';
import { until } from '../../support/until';

describe('StatementNames', () => {
  it('names each text once, the same name every time, until the cap', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select $1');
    expect(first).toMatch(/^surtidor_\d+$/);
    expect(names.nameOf('select $1')).toBe(first);
    const second = names.nameOf('select $1, $2');
    expect(second).not.toBe(first);
    expect(names.nameOf('select $1, $2, $3')).toBeNull();
    expect(names.size).toBe(2);
  });
});

describe('preparingPool', () => {
  function fakePool() {
    const calls: unknown[][] = [];
    const released: unknown[] = [];
    const client = {
      query: async (...args: unknown[]) => {
        calls.push(args);
        return { rows: [], rowCount: 0, command: 'SELECT' };
      },
      release: (arg?: unknown) => released.push(arg),
    };
    const pool = { connect: async () => client, end: async () => undefined };
    return { pool: pool as unknown as pg.Pool, calls, released };
  }

  it('sends parameterised statements by name and parameterless ones as text', async () => {
    const { pool, calls, released } = fakePool();
    const client = await preparingPool(pool, new StatementNames()).connect();
    await client.query('select * from t where id = $1', [1]);
    await client.query('create table x (id int); create index on x (id)', []);
    client.release();
    expect(calls[0]).toEqual([
      {
        name: expect.stringMatching(/^surtidor_/),
        text: 'select * from t where id = $1',
        values: [1],
      },
    ]);
    expect(calls[1]).toEqual(['create table x (id int); create index on x (id)', []]);
    expect(released).toEqual([false]);
  });
});

const url = postgresUrl;
describeOnPostgres('on PostgreSQL', () => {
  const table = `prepared_probe_${process.pid}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    await pool.query(`drop table if exists ${table}`);
    await pool.query(`create table ${table} (id int primary key, name text)`);
    await pool.query(`insert into ${table} values (1, 'uno')`);
  });

  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('answers after a migration changes the shape of a prepared statement', async () => {
    const prepared = preparingPool(pool, new StatementNames());
    const statement = `select * from ${table} where id = $1`;
    const before = await prepared.connect();
    expect((await before.query(statement, [1])).rows).toEqual([{ id: 1, name: 'uno' }]);
    before.release();

    // Another node migrates: the prepared plan's result type no longer matches.
    await pool.query(`alter table ${table} add column city text default 'Aguascalientes'`);

    const after = await prepared.connect();
    expect((await after.query(statement, [1])).rows).toEqual([
      { id: 1, name: 'uno', city: 'Aguascalientes' },
    ]);
    after.release();
    // The connection that held the stale statement was dropped: the next one prepares afresh.
    const fresh = await prepared.connect();
    expect((await fresh.query(statement, [1])).rows).toHaveLength(1);
    fresh.release();
  });

  it('survives a backend terminated while its client is checked out, and replaces it', async () => {
    const own = new pg.Pool({ connectionString: url, max: 1, Client: GuardedClient });
    let ended = false;
    own.on('connect', (client) => client.once('end', () => (ended = true)));
    const prepared = preparingPool(own, new StatementNames());
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const held = await prepared.connect();
      const { rows } = await held.query('select pg_backend_pid() as pid where $1::int = 1', [1]);
      const pid = (rows[0] as { pid: number }).pid;
      // A restart or failover between two statements of a checked-out client: pg emits
      // 'error' on it, which crashes the process when nothing listens.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await until(() => ended, { what: 'the client to see its backend go' });
      await expect(held.query('select $1::int as one', [1])).rejects.toThrow();
      held.release();
      // Discarded, not returned: the next checkout is a new, working connection.
      const next = await prepared.connect();
      const again = await next.query('select pg_backend_pid() as pid where $1::int = 1', [1]);
      expect((again.rows[0] as { pid: number }).pid).not.toBe(pid);
      next.release();
    } finally {
      await admin.end();
      await own.end();
    }
  });

  it('keeps a client that no one has checked out yet alive when its backend goes', async () => {
    // A terminate right behind the startup handshake reaches the client before any checkout.
    const client = new GuardedClient({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select pg_backend_pid() as pid');
    let ended = false;
    client.once('end', () => (ended = true));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [(rows[0] as { pid: number }).pid]);
    await admin.end();
    await until(() => ended, { what: 'the client to see its backend go' });
    await expect(client.query('select 1')).rejects.toThrow();
  });
});
