// The ambient transaction of a request (the audit trail's): begun by the first statement that is
// not a plain read, so reads before it hold nothing; committed or rolled back whole; and the
// writes that must count whatever the request's fate (rate counters) on their own.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { inAmbientTransaction, independentWrite } from '@/server/db/ambientTransaction';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
});
afterAll(async () => {
  await database?.close();
});

/** now() is the transaction's start inside one, the statement's own outside. */
const now = async () =>
  (await sql<{ at: string }>`select now()::text as at`.execute(db)).rows[0]!.at;
const pause = () => new Promise((resolve) => setImmediate(resolve));

const count = (key: string) =>
  sql`insert into rate_counters (scope, key, window_start, count) values ('test', ${key}, now(), 1)`.execute(
    db,
  );
const counted = async (key: string) =>
  Number(
    (
      await db
        .selectFrom('rate_counters')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

it('runs the reads before the first write outside any transaction, and the rest in one', async () => {
  const seen = await inAmbientTransaction(db, async () => {
    const first = await now();
    await sql`select pg_sleep(0.01)`.execute(db);
    const second = await now();
    await count('begun');
    const third = await now();
    await sql`select pg_sleep(0.01)`.execute(db);
    const fourth = await now();
    return { first, second, third, fourth };
  });
  // Two reads, two statements of their own; after the write, one transaction's time.
  expect(seen.second).not.toBe(seen.first);
  expect(seen.fourth).toBe(seen.third);
  expect(await counted('begun')).toBe(1);
});

it('leaves nothing of a piece of work that fails after its writes', async () => {
  await expect(
    inAmbientTransaction(db, async () => {
      await count('rolled');
      await pause();
      throw new Error('after the write');
    }),
  ).rejects.toThrow('after the write');
  expect(await counted('rolled')).toBe(0);
});

it('keeps an independent write, before the transaction began or in it, when the work fails', async () => {
  await expect(
    inAmbientTransaction(db, async () => {
      // Before: committed at once, and visible outside the work while it goes on.
      await independentWrite(() => count('before'));
      expect(await counted('before')).toBe(1);
      await count('rolled-beside');
      // After: in the transaction, and done again once it has rolled back.
      await independentWrite(() => count('after'));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await counted('before')).toBe(1);
  expect(await counted('after')).toBe(1);
  expect(await counted('rolled-beside')).toBe(0);
});

it.each([
  ['a notification', sql`select pg_notify('ambient_test', 'x')`],
  ['an advisory lock', sql`select pg_advisory_xact_lock(4242)`],
  ['a locking read', sql`select 1 from rate_counters for update`],
])('begins the transaction with %s, as with a write', async (_title, statement) => {
  const seen = await inAmbientTransaction(db, async () => {
    await statement.execute(db);
    const first = await now();
    await sql`select pg_sleep(0.01)`.execute(db);
    return { first, second: await now() };
  });
  expect(seen.second).toBe(seen.first);
});
