// The database layer: migrations, schema rules, the PGlite dialect's transactions, the demo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { DemoAlreadyLoadedError, isDemoLoaded, loadDemo } from '@/server/demo/loadDemo';
import { isDatabaseEmpty } from '@/server/firstStart';
import { DEMO_USERS } from '@/server/demo/demoDataSet';
import { verifyPassword } from '@/server/modules/auth/passwordHash';
import { startTestServer, type TestServer } from '../../support/testServer';
import { describeOnPglite } from '../../support/databaseKind';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server?.close();
});

describe('migrations', () => {
  it('are applied in order, recorded, and a second run does nothing', async () => {
    const rows = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(server.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
    expect(await migrateToLatest(server.db)).toEqual([]);
  });

  it('seed the four roles with fixed ids', async () => {
    const roles = await server.db.selectFrom('user_roles').selectAll().orderBy('id').execute();
    expect(roles).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'Editor' },
      { id: 3, name: 'Visor' },
      { id: 4, name: 'Proveedor' },
    ]);
  });
});

describe('schema rules', () => {
  const user = (email: string, username: string) => ({
    email,
    username,
    name: 'X',
    password_hash: 'x',
    user_role_id: 3,
  });

  it('e-mail and username are unique whatever their case; usernames hold no @', async () => {
    await server.db.insertInto('users').values(user('Case@Example.mx', 'casey')).execute();
    await expect(
      server.db.insertInto('users').values(user('case@example.MX', 'other')).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      server.db.insertInto('users').values(user('x@example.mx', 'CASEY')).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      server.db.insertInto('users').values(user('y@example.mx', 'y@example.mx')).execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await server.db.deleteFrom('users').where('username', '=', 'casey').execute();
  });

  it('folds accents and case into gas_stations.search_text', async () => {
    const customer = await server.db
      .insertInto('customers')
      .values({ legal_name: 'Acentos S.A.', name: 'Acentos' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const station = await server.db
      .insertInto('gas_stations')
      .values({
        customer_id: customer.id,
        name: 'ESTACIÓN ÑANDÚ',
        permission: 'PL/1/EXP/ES/2015',
        city: 'Querétaro',
      })
      .returning(['search_text', 'time_zone'])
      .executeTakeFirstOrThrow();
    expect(station).toEqual({
      search_text: 'estacion nandu pl/1/exp/es/2015 queretaro',
      time_zone: 'America/Mexico_City',
    });
    await server.db.deleteFrom('gas_stations').where('customer_id', '=', customer.id).execute();
    await server.db.deleteFrom('customers').where('id', '=', customer.id).execute();
  });

  it('maps types alike on both databases: numbers, dates as strings, timestamps as Dates', async () => {
    await server.db
      .insertInto('cre_prices')
      .values({ place_id: 1, fuel: 'regular', price_date: '2022-01-08', price: 21.456 })
      .execute();
    const row = await server.db
      .selectFrom('cre_prices')
      .select([
        'price',
        'price_date',
        sql<Date>`now()`.as('now'),
        sql<number>`count(*) over ()`.as('n'),
      ])
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(21.456);
    expect(row.price_date).toBe('2022-01-08');
    expect(row.now).toBeInstanceOf(Date);
    expect(row.n).toBe(1);
    await server.db.deleteFrom('cre_prices').execute();
  });
});

describe('transactions', () => {
  it('roll back on error and commit otherwise', async () => {
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customers')
          .values({ legal_name: 'Rollback S.A.', name: 'R' })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(
      await server.db
        .selectFrom('customers')
        .where('legal_name', '=', 'Rollback S.A.')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('are isolated from concurrent queries (PGlite serialises them)', async () => {
    let inside = 0;
    const slow = server.db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values({ legal_name: 'Tx S.A.', name: 'T' }).execute();
      inside = (
        await trx.selectFrom('customers').where('legal_name', '=', 'Tx S.A.').selectAll().execute()
      ).length;
      await trx.deleteFrom('customers').where('legal_name', '=', 'Tx S.A.').execute();
    });
    const outside = server.db
      .selectFrom('customers')
      .where('legal_name', '=', 'Tx S.A.')
      .selectAll()
      .execute();
    const [, seen] = await Promise.all([slow, outside]);
    expect(inside).toBe(1);
    expect(seen).toEqual([]);
  });

  it('support nested savepoints', async () => {
    const trx = await server.db.startTransaction().execute();
    await trx.insertInto('customers').values({ legal_name: 'Outer S.A.', name: 'O' }).execute();
    const sp = await trx.savepoint('inner').execute();
    await sp.insertInto('customers').values({ legal_name: 'Inner S.A.', name: 'I' }).execute();
    await sp.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    const names = (await server.db.selectFrom('customers').select('legal_name').execute()).map(
      (r) => r.legal_name,
    );
    expect(names).toContain('Outer S.A.');
    expect(names).not.toContain('Inner S.A.');
    await server.db.deleteFrom('customers').where('legal_name', '=', 'Outer S.A.').execute();
  });
});

describe('demo data', () => {
  // The whole demo, price history included: about 30 s of CPU, over 60 s beside three other
  // Jest workers on two cores.
  it('loads into an empty database, once', async () => {
    expect(await isDatabaseEmpty(server.db)).toBe(true);
    const summary = await loadDemo(server.db);
    expect(summary.users).toHaveLength(DEMO_USERS.length);
    expect(summary.stations.map((s) => s.permission)).toEqual([
      'PL/1404/EXP/ES/2015',
      'PL/1600/EXP/ES/2015',
      'PL/8013/EXP/ES/2015',
      'PL/4844/EXP/ES/2015',
      'PL/3501/EXP/ES/2015',
      'PL/3393/EXP/ES/2015',
    ]);
    // The January 2022 fixture's 268 places and 67 more from the 2026 history slice.
    expect(summary.crePlaces).toBe(268 + 67);
    expect(await isDemoLoaded(server.db)).toBe(true);
    expect(await isDatabaseEmpty(server.db)).toBe(false);
    await expect(loadDemo(server.db)).rejects.toBeInstanceOf(DemoAlreadyLoadedError);
  }, 240_000);

  it('links stations to their CRE place with real coordinates and prices', async () => {
    const rows = await server.db
      .selectFrom('gas_stations as g')
      .innerJoin('cre_places as p', 'p.place_id', 'g.cre_place_id')
      .select(['g.permission', 'p.permit', 'g.latitude', 'g.longitude', 'g.city', 'g.state'])
      .execute();
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.permission).toBe(r.permit);
      expect(r.latitude).toBeGreaterThan(20);
      expect(r.longitude).toBeLessThan(-100);
    }
    const prices = await server.db
      .selectFrom('cre_prices')
      .innerJoin('gas_stations as g', 'g.cre_place_id', 'cre_prices.place_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Every day of the real history, 2026-05-25 to 2026-08-08, for each fuel.
    expect(prices.n).toBe(6 * 3 * 76);
  });

  it('gives each account its role, flags, station links and the demo password', async () => {
    const users = await server.db
      .selectFrom('users as u')
      .leftJoin('user_permissions as p', 'p.user_id', 'u.id')
      .select((eb) => [
        'u.username',
        'u.user_role_id',
        'u.must_change_password',
        'u.password_hash',
        'p.user_id as has_permissions',
        'p.vms',
        eb
          .selectFrom('user_gas_stations')
          .whereRef('user_id', '=', 'u.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('stations'),
      ])
      .orderBy('u.id')
      .execute();
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    expect(byName.admin).toMatchObject({ user_role_id: 1, vms: true, stations: 0 });
    expect(byName.editor).toMatchObject({ user_role_id: 2, vms: true, stations: 5 });
    expect(byName.visor).toMatchObject({ user_role_id: 3, vms: false, stations: 5 });
    expect(byName.sinpermisos).toMatchObject({
      user_role_id: 3,
      has_permissions: null,
      stations: 5,
    });
    expect(byName.proveedor).toMatchObject({ user_role_id: 4, vms: false, stations: 0 });
    expect(byName.nuevo).toMatchObject({ user_role_id: 2, must_change_password: true });
    expect(byName.bajio).toMatchObject({ user_role_id: 2, stations: 1 });
    expect(await verifyPassword('Demo#2026!', byName.admin!.password_hash)).toBe(true);
    expect(await verifyPassword('demo#2026!', byName.admin!.password_hash)).toBe(false);
  });
});

describe('demo traffic and sales', () => {
  it('gives every demo station passes, entries and daily counts that agree', async () => {
    const events = await sql<{
      gas_station_id: number;
      passes: number;
      entries: number;
      keyed: number;
      keys: number;
      night: number;
      peak: number;
    }>`
      select gas_station_id,
        count(*) filter (where type = 'vehicle_pass')::int as passes,
        count(*) filter (where type = 'vehicle_entry')::int as entries,
        count(vehicle_key)::int as keyed,
        count(distinct vehicle_key)::int as keys,
        count(*) filter (where extract(hour from occurred_at at time zone 'America/Mexico_City')
          between 2 and 3)::int as night,
        count(*) filter (where extract(hour from occurred_at at time zone 'America/Mexico_City')
          between 8 and 9)::int as peak
      from traffic_events group by gas_station_id order by gas_station_id`.execute(server.db);
    const stats = await sql<{ gas_station_id: number; passes: number; entries: number }>`
      select gas_station_id, sum(passes)::int as passes, sum(entries)::int as entries
      from traffic_daily_stats group by gas_station_id order by gas_station_id`.execute(server.db);
    expect(events.rows).toHaveLength(6);
    for (const e of events.rows) {
      // Passes several times the entries: conversion between 15% and 50%.
      expect(e.entries / e.passes).toBeGreaterThan(0.15);
      expect(e.entries / e.passes).toBeLessThan(0.5);
      // About 30% of entries carry a key, and regulars come back (fewer keys than keyed entries).
      expect(e.keyed / e.entries).toBeGreaterThan(0.15);
      expect(e.keyed / e.entries).toBeLessThan(0.4);
      expect(e.keys).toBeLessThan(e.keyed * 0.7);
      expect(e.peak).toBeGreaterThan(e.night * 4);
      const s = stats.rows.find((r) => r.gas_station_id === e.gas_station_id)!;
      expect(s).toMatchObject({ passes: e.passes, entries: e.entries });
    }
    const classes = await server.db
      .selectFrom('traffic_daily_stats')
      .select('vehicle_class')
      .distinct()
      .execute();
    expect(classes.map((c) => c.vehicle_class).sort()).toEqual([
      'autobuses',
      'autos',
      'camiones',
      'motos',
      'personas',
    ]);
  });

  it('gives every demo station sales tickets near its regulator prices', async () => {
    const rows = await sql<{
      gas_station_id: number;
      tickets: number;
      products: number[];
      payments: number[];
      max_pump: number;
      regular_price: number;
      cre_regular: number | null;
      first_day: string;
    }>`
      select t.gas_station_id, count(*)::int as tickets,
        array_agg(distinct t.product order by t.product) as products,
        array_agg(distinct t.payment_type order by t.payment_type) as payments,
        max(t.pump)::int as max_pump,
        avg(t.price) filter (where t.product = 1)::float8 as regular_price,
        (select p.price::float8 from cre_prices p where p.place_id = g.cre_place_id
          and p.fuel = 'regular' order by p.price_date desc limit 1) as cre_regular,
        min(t.local_time)::date::text as first_day
      from sales_tickets t join gas_stations g on g.id = t.gas_station_id
      where t.origin = 'demo' and t.source = 'upload'
      group by t.gas_station_id, g.cre_place_id order by t.gas_station_id`.execute(server.db);
    expect(rows.rows).toHaveLength(6);
    for (const r of rows.rows) {
      expect(r.tickets).toBeGreaterThan(1000);
      expect(r.products).toEqual([1, 2, 3]);
      expect(r.payments).toEqual([1, 2, 3]);
      expect(r.max_pump).toBeLessThanOrEqual(8);
      expect(r.cre_regular).not.toBeNull();
      expect(Math.abs(r.regular_price - r.cre_regular!)).toBeLessThan(r.cre_regular! * 0.02);
      expect(r.first_day.endsWith('-01')).toBe(true);
    }
    const amounts = await sql<{ bad: number }>`
      select count(*)::int as bad from sales_tickets
      where abs(amount - round(volume * price, 2)) > 0.01`.execute(server.db);
    expect(amounts.rows[0]!.bad).toBe(0);
  });
});

// PGlite only: skipped (and reported as skipped) on PostgreSQL.
describeOnPglite('embedded database on disk', () => {
  // Its WebAssembly memory never shrinks: PostgreSQL's 128MB default cache stayed resident in
  // the server (about 110 MB of RSS more at idle), for a database the page cache keeps warm.
  it('starts with a small shared buffer cache, in memory and on disk', async () => {
    expect(server.kind).toBe('pglite');
    const show = async (db: typeof server.db) =>
      (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db)).rows[0]
        ?.shared_buffers;
    expect(await show(server.db)).toBe('16MB');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-pglite-'));
    try {
      for (let start = 0; start < 2; start++) {
        const handle = await openDatabase({
          databaseUrl: null,
          pgliteDir: path.join(dir, 'pglite'),
        });
        try {
          expect(await show(handle.db)).toBe('16MB');
        } finally {
          await handle.close();
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its data across restarts', async () => {
    expect(server.kind).toBe('pglite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-pglite-'));
    try {
      const first = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite') });
      await migrateToLatest(first.db);
      await first.db
        .insertInto('customers')
        .values({ legal_name: 'Persistente S.A.', name: 'P' })
        .execute();
      await first.close();
      const second = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite') });
      expect(await migrateToLatest(second.db)).toEqual([]);
      const rows = await second.db.selectFrom('customers').select('legal_name').execute();
      await second.close();
      expect(rows).toEqual([{ legal_name: 'Persistente S.A.' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // The test servers' template: a migrated database's tarball, loaded into fresh ones.
  it('starts an in-memory database from the tarball of another, independent of it', async () => {
    const first = await openDatabase({ databaseUrl: null, pgliteDir: 'memory' });
    try {
      await migrateToLatest(first.db);
      await first.db
        .insertInto('customers')
        .values({ legal_name: 'Plantilla S.A.', name: 'T' })
        .execute();
      const tarball = await first.dump!();
      await first.db
        .insertInto('customers')
        .values({ legal_name: 'Después S.A.', name: 'D' })
        .execute();
      const copy = await openDatabase({
        databaseUrl: null,
        pgliteDir: 'memory',
        pgliteLoad: tarball,
      });
      try {
        // Its bytes were moved to the copy's worker, not cloned (tens of MB for a template).
        expect(tarball.byteLength).toBe(0);
        expect(await migrateToLatest(copy.db)).toEqual([]);
        const names = async (db: typeof copy.db) =>
          (await db.selectFrom('customers').select('legal_name').orderBy('id').execute()).map(
            (row) => row.legal_name,
          );
        expect(await names(copy.db)).toEqual(['Plantilla S.A.']);
        await copy.db
          .insertInto('customers')
          .values({ legal_name: 'Copia S.A.', name: 'C' })
          .execute();
        expect(await names(first.db)).toEqual(['Plantilla S.A.', 'Después S.A.']);
        const settings = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(
          copy.db,
        );
        expect(settings.rows[0]?.shared_buffers).toBe('16MB');
      } finally {
        await copy.close();
      }
    } finally {
      await first.close();
    }
  });
});
