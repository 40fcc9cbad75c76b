// `npm run bench:dashboard`: the Dashboard's endpoints on PostgreSQL at production volume.
// 1. Seeds (once; kept between runs, BENCH_RESEED=1 redoes it) a database on BENCH_DATABASE_URL
//    (default postgres://postgres@127.0.0.1:5432/surtidor_bench): the demo, every station of
//    the regulator's real places file with a year of daily prices for its three fuels (about
//    14 million rows), and 50 stations with a year of camera events (about 7 million events,
//    2.3 million visits) and their monthly rollups; for the reports, the same stations' year
//    of camera traffic (entries as many as visits, three passes per entry: about 9 million
//    events, and their daily counts) and sales tickets (one per entry, 2.3 million). Synthetic
//    prices, events and tickets, generated in SQL with a fixed seed: the volume is what
//    matters here.
// 2. Starts the production build on that database and loads each endpoint with autocannon
//    (BENCH_CONNECTIONS, default 10, for BENCH_DURATION seconds, default 20), beside the
//    trivial GET /api/health of the same server, and prints p50/p95/p99 and requests/second.
// Targets (2 cores, 10 connections): daily p95 < 15 ms, monthly < 30 ms, a service metric < 50 ms.
// Needs `npm run build` first (BUILD_DIR honoured).
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { isDemoLoaded, loadDemo } from '../../src/server/demo/loadDemo';
import { importCreFeeds } from '../../src/server/modules/prices/creImport';
import {
  CRE_PLACES_SNAPSHOT,
  creSnapshotPath,
  feedFileName,
  openFeedFile,
} from '../../src/server/modules/prices/creFiles';
import { refreshServiceRollups } from '../../src/server/modules/serviceMetrics/serviceRollups';
import { startProductionServer } from '../lib/productionServer';
import { seedSales, seedTraffic } from './lib/reportsSeed';

const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/surtidor_bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const PLACES_FILE = creSnapshotPath(CRE_PLACES_SNAPSHOT);
const EVENT_STATIONS = 50;
const VISITS_PER_DAY = 128;
const SEED_VERSION = 'v2';
/** Traffic and sales, added to a database seeded before them without redoing the rest. */
const REPORTS_SEED_VERSION = 'reports-v1';

const today = DateTime.now().setZone('America/Mexico_City').startOf('day');
const yearStart = today.minus({ days: 364 }).toISODate()!;
const yearEnd = today.toISODate()!;

async function ensureDatabase(url: string): Promise<void> {
  const { Client } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (process.env.BENCH_RESEED === '1' && exists.rowCount) {
      await admin.query(`drop database "${name}" with (force)`);
    }
    if (!exists.rowCount || process.env.BENCH_RESEED === '1') {
      await admin.query(`create database "${name}"`);
    }
  } finally {
    await admin.end();
  }
}

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`  ${label}… `);
  const result = await run();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function seedPrices(db: Kysely<Database>): Promise<void> {
  await step('regulator places (real file)', () =>
    importCreFeeds(db, {
      places: { source: openFeedFile(PLACES_FILE), name: feedFileName(PLACES_FILE) },
      date: '2022-01-05',
    }),
  );
  await step(`a year of daily prices for every place (${yearStart} to ${yearEnd})`, async () => {
    // Without the indexes while loading, then rebuilt: several times faster.
    await sql`alter table cre_prices drop constraint cre_prices_pkey`.execute(db);
    await sql`drop index if exists cre_prices_price_date_idx`.execute(db);
    await sql`
      insert into cre_prices (place_id, fuel, price_date, price)
      select p.place_id, f.fuel, d::date,
        round((f.base + (abs(hashtext(p.place_id::text)) % 150) / 100.0
          + 0.25 * sin((extract(doy from d) + p.place_id % 30) / 9.0))::numeric, 2)
      from cre_places p
      cross join (values ('regular', 21.5), ('premium', 23.5), ('diesel', 23.0)) as f(fuel, base)
      cross join generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') as d
      on conflict do nothing`.execute(db);
    await sql`alter table cre_prices add constraint cre_prices_pkey primary key (place_id, fuel, price_date)`.execute(
      db,
    );
    await sql`create index cre_prices_price_date_idx on cre_prices (price_date)`.execute(db);
    // As autovacuum would have by then: sets the visibility map for index-only scans.
    await sql`vacuum analyze cre_prices`.execute(db);
  });
}

async function seedEvents(db: Kysely<Database>): Promise<void> {
  await step(`${EVENT_STATIONS} stations with a camera each`, async () => {
    const have = await db
      .selectFrom('gas_stations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await sql`
      insert into gas_stations (customer_id, name, permission, cre_place_id, latitude, longitude, city, state)
      select 1, left(coalesce(name, permit), 100), permit, place_id, latitude, longitude, 'Bench', 'Bench'
      from cre_places
      where place_id not in (select cre_place_id from gas_stations where cre_place_id is not null)
      order by place_id
      limit ${Math.max(0, EVENT_STATIONS - Number(have.n))}`.execute(db);
    await sql`
      insert into cameras (customer_id, gas_station_id, name, key_hash, key_last4, status_online)
      select customer_id, id, 'Bench ' || id, md5('bench-camera-' || id), 'nch' || (id % 10), true
      from gas_stations
      where id not in (select gas_station_id from cameras where gas_station_id is not null)`.execute(
      db,
    );
  });
  await step(`a year of visits (${VISITS_PER_DAY} a day per station)`, () =>
    db.transaction().execute(async (trx) => {
      await sql`delete from service_events`.execute(trx);
      await sql`delete from service_visits`.execute(trx);
      await sql`select setseed(0.2026)`.execute(trx);
      await sql`
        insert into service_visits (camera_id, gas_station_id, visit_key, arrival_at, attention_at,
          end_at, fuel, vehicle_class, month)
        select camera_id, gas_station_id, visit_key, arrival, arrival + wait, arrival + wait + service,
          fuel, vehicle_class,
          date_trunc('month', arrival at time zone 'America/Mexico_City')::date
        from (
          select c.id as camera_id, s.id as gas_station_id,
            'b' || s.id || '-' || to_char(d, 'YYYYMMDD') || '-' || n as visit_key,
            (d::timestamp at time zone 'America/Mexico_City') + random() * interval '1 day' as arrival,
            make_interval(secs => 3 + random() * random() * 240) as wait,
            make_interval(secs => 60 + random() * 260) as service,
            case when random() < 0.12 then 'diesel' else 'gasoline' end as fuel,
            (array['autos', 'motos', 'camiones', 'autobuses', 'personas'])[1 + floor(random() * 5)::int] as vehicle_class
          from gas_stations s
          join cameras c on c.gas_station_id = s.id
          cross join generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') as d
          cross join generate_series(1, ${VISITS_PER_DAY}) as n
        ) v`.execute(trx);
    }),
  );
  await step('their events (arrival, attention, end: three per visit)', async () => {
    await sql`alter table service_events drop constraint service_events_camera_event_key`.execute(
      db,
    );
    await sql`
      insert into service_events (camera_id, gas_station_id, event_key, visit_key, type, occurred_at,
        fuel, vehicle_class)
      select v.camera_id, v.gas_station_id, v.visit_key || '-' || t.type, v.visit_key, t.type,
        case t.type when 'vehicle_arrival' then v.arrival_at
          when 'attention_start' then v.attention_at else v.end_at end,
        case when t.type <> 'vehicle_arrival' then v.fuel end,
        case when t.type = 'vehicle_arrival' then v.vehicle_class end
      from service_visits v
      cross join (values ('vehicle_arrival'), ('attention_start'), ('service_end')) as t(type)`.execute(
      db,
    );
    await sql`alter table service_events add constraint service_events_camera_event_key unique (camera_id, event_key)`.execute(
      db,
    );
  });
  await step('monthly rollups', () =>
    db.transaction().execute((trx) => refreshServiceRollups(trx, 'all')),
  );
  await sql`vacuum analyze`.execute(db);
}

async function seed(): Promise<void> {
  await ensureDatabase(BASE_URL);
  const handle = await openDatabase({ databaseUrl: BASE_URL, pgliteDir: '', poolSize: 4 });
  try {
    await migrateToLatest(handle.db);
    await sql`create table if not exists bench_seed (version text primary key, seeded_at timestamptz default now())`.execute(
      handle.db,
    );
    const seeded = async (version: string) =>
      (
        await sql<{
          version: string;
        }>`select version from bench_seed where version = ${version}`.execute(handle.db)
      ).rows.length > 0;
    if ((await seeded(SEED_VERSION)) && (await seeded(REPORTS_SEED_VERSION))) {
      console.log(
        `Using the seeded database ${new URL(BASE_URL).pathname.slice(1)} (BENCH_RESEED=1 to rebuild it).`,
      );
      return;
    }
    console.log('Seeding (once):');
    if (!(await seeded(SEED_VERSION))) {
      if (!(await isDemoLoaded(handle.db))) await step('demo data set', () => loadDemo(handle.db));
      await seedPrices(handle.db);
      await seedEvents(handle.db);
      await sql`insert into bench_seed (version) values (${SEED_VERSION})`.execute(handle.db);
    }
    const reports = { from: yearStart, to: yearEnd, entriesPerDay: VISITS_PER_DAY };
    await step('a year of traffic (passes, entries) and its daily counts', () =>
      seedTraffic(handle.db, reports),
    );
    await step('a year of sales tickets', () => seedSales(handle.db, reports));
    await sql`vacuum analyze`.execute(handle.db);
    await sql`insert into bench_seed (version) values (${REPORTS_SEED_VERSION})`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

async function counts(): Promise<string> {
  const handle = await openDatabase({ databaseUrl: BASE_URL, pgliteDir: '', poolSize: 1 });
  try {
    const row = await sql<{
      prices: number;
      events: number;
      visits: number;
      stations: number;
      traffic: number;
      tickets: number;
    }>`
      select (select count(*) from cre_prices)::int as prices,
        (select count(*) from service_events)::int as events,
        (select count(*) from service_visits)::int as visits,
        (select count(distinct gas_station_id) from service_visits)::int as stations,
        (select count(*) from traffic_events)::int as traffic,
        (select count(*) from sales_tickets)::int as tickets`.execute(handle.db);
    const r = row.rows[0]!;
    const n = (value: number) => value.toLocaleString('en');
    return `${n(r.prices)} prices, ${n(r.events)} events (${n(r.visits)} visits) of ${r.stations} stations, ${n(r.traffic)} traffic events, ${n(r.tickets)} tickets`;
  } finally {
    await handle.close();
  }
}

interface Figures {
  title: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function load(
  title: string,
  url: string,
  token: string | null,
  duration = DURATION,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let errors = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          title,
          rps: result.requests.total / duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: errors + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
      if (status !== 200) errors += 1;
      times.push(responseTime);
    });
  });
}

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026!' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function main(): Promise<void> {
  await seed();
  console.log(`Data: ${await counts()}.`);
  const server = await startProductionServer({
    DATABASE_URL: BASE_URL,
    DEMO_DATA: 'never',
    DATABASE_POOL_SIZE: '10',
    LOG_LEVEL: 'warn',
  });
  try {
    const editor = await login(server.url, 'editor');
    const admin = await login(server.url, 'admin');
    const month = today.startOf('month').toISODate()!;
    const cases: [string, string, string | null, number | null][] = [
      ['GET /api/health (trivial)', '/api/health', null, null],
      [
        'daily fuel price (station 1, 4 rivals)',
        '/api/v2/reports/daily/fuel_price?gas_station_id=1',
        editor,
        15,
      ],
      [
        'monthly fuel prices (one month)',
        `/api/v2/reports/monthly/fuel_prices?gas_station_id=1&start_date=${month}&end_date=${yearEnd}`,
        editor,
        30,
      ],
      [
        'service metric inmediatez (50 stations)',
        `/api/v2/dashboard/service_metrics/inmediatez?date=${month}`,
        admin,
        50,
      ],
      [
        'service metric atencion_oportuna (50 st.)',
        `/api/v2/dashboard/service_metrics/atencion_oportuna?date=${month}`,
        admin,
        50,
      ],
      [
        'agency overview (5 stations, month)',
        `/api/agency/dashboards/?start_date=${month}`,
        editor,
        null,
      ],
    ];
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint (after a 3 s warm-up)\n`,
    );
    console.log(
      `${'endpoint'.padEnd(44)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}  target p95`,
    );
    for (const [title, pathName, token, target] of cases) {
      await load(title, `${server.url}${pathName}`, token, 3);
      const f = await load(title, `${server.url}${pathName}`, token);
      const verdict =
        target === null ? '' : f.p95 < target ? `< ${target} ms ok` : `< ${target} ms MISSED`;
      const ms = (value: number) => value.toFixed(1).padStart(8);
      console.log(
        `${f.title.padEnd(44)}${f.rps.toFixed(0).padStart(8)}${ms(f.p50)}${ms(f.p95)}${ms(f.p99)}${String(f.errors).padStart(8)}  ${verdict}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
