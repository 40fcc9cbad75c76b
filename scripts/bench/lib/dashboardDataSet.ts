// The bench:dashboard data set on PostgreSQL (seeded once, kept between runs) and the HTTP load
// helpers its benchmarks share (bench:dashboard, bench:reports' data section).
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { addDays, todayIn } from '@/lib/dates/calendarDates';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { isDemoLoaded, loadDemo } from '../../../src/server/demo/loadDemo';
import {
  CRE_PLACES_SNAPSHOT,
  creSnapshotPath,
  feedFileName,
  importCreFeeds,
  openFeedFile,
} from '../../../src/server/modules/prices';
import {
  rebuildStations,
  refreshServiceRollups,
  runRollupBackfill,
} from '../../../src/server/modules/serviceFacts';
import { seedSales, seedTraffic } from './reportsSeed';

export const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/surtidor_bench';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const PLACES_FILE = creSnapshotPath(CRE_PLACES_SNAPSHOT);
const EVENT_STATIONS = 50;
const VISITS_PER_DAY = 128;
const SEED_VERSION = 'v2';
/** Traffic and sales, added to a database seeded before them without redoing the rest. */
const REPORTS_SEED_VERSION = 'reports-v1';

export const today = todayIn('America/Mexico_City');
const yearStart = addDays(today, -364);
export const yearEnd = today;

export async function ensureDatabase(url: string): Promise<void> {
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

export async function seed(): Promise<void> {
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
      // A database seeded before migration 0020 gets its rollups now, not during the measures.
      await runRollupBackfill(handle.db, { log: (line) => console.log(`  ${line}`) });
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
    // The seeds insert raw rows in bulk, as the demo does: their rollups are counted once here.
    await step('rollups (service by day, sales by hour, traffic entries by hour)', async () => {
      const stations = await handle.db.selectFrom('gas_stations').select('id').execute();
      await handle.db.transaction().execute((trx) =>
        rebuildStations(
          trx,
          stations.map((r) => r.id),
        ),
      );
      await runRollupBackfill(handle.db);
    });
    await sql`vacuum analyze`.execute(handle.db);
    await sql`insert into bench_seed (version) values (${REPORTS_SEED_VERSION})`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

export async function counts(): Promise<string> {
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

export interface Figures {
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

export function load(
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

export async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026!' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
