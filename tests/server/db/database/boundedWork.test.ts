// No query can freeze the server: the embedded database (PGlite) runs in a worker thread, so
// /api/health answers while a heavy statement runs; on PostgreSQL a statement past
// STATEMENT_TIMEOUT_SECONDS is cancelled and answered with the Spanish 503, the pool intact.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase, openPostgres, probeDatabase } from '@/server/db/database';
import { isStatementCancelled } from '@/server/db/errors';
import { messages } from '@/server/errors';
import { registerErrorHandler } from '@/server/http/errorHandler';
import {
  createPostgresDatabase,
  startTestServer,
  type TestServer,
} from '../../../support/testServer';
import { itOnPostgres, postgresUrl } from '../../../support/databaseKind';

describe('a heavy query', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server.close());

  it('leaves /api/health answering within 500 ms while it runs', async () => {
    let heavyDone = false;
    // About 2 s of CPU inside the database (a sleep on PostgreSQL, a busy wait on PGlite).
    const heavy = sql`select pg_sleep(2)`.execute(server.db).finally(() => {
      heavyDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const res = await server.get('/api/health');
    const elapsed = performance.now() - started;
    // In the event loop, the timer itself would only fire once the query had ended.
    expect(heavyDone).toBe(false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', ready: true });
    expect(elapsed).toBeLessThan(500);
    await heavy;
  });

  it('leaves the database serving the queries queued behind it, in order', async () => {
    const order: string[] = [];
    await Promise.all([
      sql`select pg_sleep(0.5)`.execute(server.db).then(() => order.push('heavy')),
      sql<{ one: number }>`select 1 as one`
        .execute(server.db)
        .then(({ rows }) => order.push(`light ${rows[0]!.one}`)),
    ]);
    expect(order).toEqual(
      server.kind === 'pglite' ? ['heavy', 'light 1'] : expect.arrayContaining(['heavy']),
    );
    await expect(probeDatabase(server.db)).resolves.toBeUndefined();
  });
});

describe('the embedded database in its worker', () => {
  it('reads values as this thread built them, and PostgreSQL errors keep their fields', async () => {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: 'memory' });
    try {
      const { rows } = await sql<Record<string, unknown>>`
        select 9007199254740991::int8 as big, 1.5::numeric as dec, '2024-02-29'::date as day,
               '2024-02-29T10:00:00Z'::timestamptz as at, '{"a":[1,2]}'::jsonb as doc,
               array[1,2]::int[] as ints, array[3,4]::int8[] as bigs, null::text as nothing,
               true as yes, 'x'::text as text`.execute(handle.db);
      const row = rows[0]!;
      expect(row).toEqual({
        big: 9007199254740991,
        dec: 1.5,
        day: '2024-02-29',
        at: new Date('2024-02-29T10:00:00Z'),
        doc: { a: [1, 2] },
        ints: [1, 2],
        bigs: [3, 4],
        nothing: null,
        yes: true,
        text: 'x',
      });
      expect(row.at).toBeInstanceOf(Date);
      expect(row.ints).toBeInstanceOf(Array);
      await sql`create table t (id int primary key)`.execute(handle.db);
      await sql`insert into t values (1)`.execute(handle.db);
      await expect(sql`insert into t values (1)`.execute(handle.db)).rejects.toMatchObject({
        code: '23505',
        constraint: 't_pkey',
      });
      const payloads: string[] = [];
      const unlisten = await handle.listen('canal', (payload) => payloads.push(payload));
      await sql`select pg_notify('canal', 'hola')`.execute(handle.db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await unlisten();
      await sql`select pg_notify('canal', 'adiós')`.execute(handle.db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(payloads).toEqual(['hola']);
    } finally {
      await handle.close();
    }
    // Closed: a query fails as a database out of reach, never hangs.
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
  });
});

describe('the statement time limit on PostgreSQL', () => {
  itOnPostgres(
    'cancels a longer statement with a Spanish 503, and the pool keeps serving',
    async () => {
      const database = await createPostgresDatabase(postgresUrl!);
      const handle = await openPostgres(database.url, 2, 1);
      const app = Fastify();
      registerErrorHandler(app);
      app.get('/slow', async () => {
        await sql`select pg_sleep(3)`.execute(handle.db);
        return { done: true };
      });
      try {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: '/slow' });
        expect(performance.now() - started).toBeLessThan(2500);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toEqual({
          message: messages.statementTimeout,
          code: 'statement_timeout',
          request_id: expect.any(String),
        });
        const cancelled = await sql`select pg_sleep(3)`.execute(handle.db).catch((error) => error);
        expect(isStatementCancelled(cancelled)).toBe(true);
        // Both connections of the pool still answer.
        const answers = await Promise.all(
          [1, 2, 3].map(() => sql<{ one: number }>`select 1 as one`.execute(handle.db)),
        );
        expect(answers.map(({ rows }) => rows[0]!.one)).toEqual([1, 1, 1]);
      } finally {
        await app.close();
        await handle.close();
        await database.drop();
      }
    },
  );
});
