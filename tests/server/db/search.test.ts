// Substring search of the management lists (src/server/db/search.ts, migration 0009): folded
// terms, LIKE wildcards taken literally, and the trigram index answering once the planner
// has statistics (refreshed by the statistics job on the embedded database).
import { sql } from 'kysely';
import { containsSearch, foldForSearch, totalOf } from '@/server/db/search';
import { refreshStatistics } from '@/server/jobs/statisticsJob';
import { startTestServer, type TestServer } from '../../support/testServer';
import { itOnPostgres, postgresUrl } from '../../support/databaseKind';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const names = async (search: string) => {
  const res = await server.get(`/api/gas_stations?search=${encodeURIComponent(search)}`, admin);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { name: string }[]; total: number }).items.map((s) => s.name);
};

it('folds accents and case like the search columns do', () => {
  expect(foldForSearch('  Zacatecas Ñuñoa JUÁREZ ')).toBe('zacatecas nunoa juarez');
});

it('finds stations by a folded substring, and treats % and _ as text', async () => {
  const all = await names('');
  expect(all.length).toBeGreaterThan(1);
  expect(await names('AGUASCALIENTES')).toEqual(await names('aguascalientes'));
  expect((await names('aguascalientes')).length).toBeGreaterThan(0);
  // As LIKE wildcards these would match every station.
  expect(await names('%')).toEqual([]);
  expect(await names('_')).toEqual([]);
  expect(await names('\\')).toEqual([]);
});

it('counts only when a page is full', async () => {
  const count = jest.fn(async () => ({ total: 7 }));
  expect(await totalOf([1, 2], 50, count)).toBe(2);
  expect(count).not.toHaveBeenCalled();
  expect(await totalOf([1, 2], 2, count)).toBe(7);
});

it('reads matches from the trigram index once statistics are known', async () => {
  const { db } = server;
  await sql`insert into cameras (customer_id, name, key_hash, key_last4, serial)
    select 1, 'Cámara ' || g, md5(g::text), right(md5(g::text), 4), 'SN-' || g
    from generate_series(1, 20000) g`.execute(db);
  await sql`insert into cameras (customer_id, name, key_hash, key_last4)
    values (1, 'Isla Zacatecas Norte', 'zac', 'zac0')`.execute(db);
  const rowsKnown = async () =>
    Number(
      (
        await sql<{
          n: number;
        }>`select reltuples::int as n from pg_class where relname = 'cameras'`.execute(db)
      ).rows[0]!.n,
    );
  const before = await rowsKnown();
  await refreshStatistics(db);
  expect(await rowsKnown()).toBeGreaterThan(Math.max(before, 20000));
  const matches = containsSearch('cameras.search_text', 'ZACATECAS')!;
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain select id from cameras where ${matches}`.execute(db);
  expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/cameras_search_trgm_idx/);
  const found = await sql<{ name: string }>`select name from cameras where ${matches}`.execute(db);
  expect(found.rows.map((r) => r.name)).toEqual(['Isla Zacatecas Norte']);
});

itOnPostgres(
  'migrates without trigram indexes for a role that may not install extensions',
  async () => {
    const { Client } = await import('pg');
    const { openDatabase } = await import('@/server/db/database');
    const { migrateToLatest } = await import('@/server/db/migrate');
    const suffix = `${process.pid}_${Date.now()}`;
    const database = `surtidor_limited_${suffix}`;
    const role = `surtidor_limited_${suffix}`;
    const admin = new Client({ connectionString: postgresUrl });
    await admin.connect();
    const limitedUrl = new URL(postgresUrl!);
    try {
      await admin.query(`create role ${role} login`);
      await admin.query(`create database ${database}`);
      const inDatabase = new URL(postgresUrl!);
      inDatabase.pathname = `/${database}`;
      const owner = new Client({ connectionString: inDatabase.toString() });
      await owner.connect();
      // Tables in public, but no CREATE on the database: extensions are out of reach.
      await owner.query(`grant usage, create on schema public to ${role}`);
      await owner.end();
      limitedUrl.pathname = `/${database}`;
      limitedUrl.username = role;
      limitedUrl.password = '';
      const handle = await openDatabase({ databaseUrl: limitedUrl.toString(), poolSize: 1 });
      try {
        await migrateToLatest(handle.db);
        const indexes = await sql<{ indexname: string }>`
          select indexname from pg_indexes where indexname like '%search_trgm_idx'`.execute(
          handle.db,
        );
        expect(indexes.rows).toEqual([]);
        await sql`insert into customers (name, legal_name) values ('Norte', 'Norte SA')`.execute(
          handle.db,
        );
        await sql`insert into cameras (customer_id, name, key_hash, key_last4)
          select id, 'Isla Zacatecas', 'k', 'k000' from customers`.execute(handle.db);
        const matches = containsSearch('cameras.search_text', 'zacatecas')!;
        const found = await sql<{
          name: string;
        }>`select name from cameras where ${matches}`.execute(handle.db);
        expect(found.rows.map((r) => r.name)).toEqual(['Isla Zacatecas']);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  },
);
