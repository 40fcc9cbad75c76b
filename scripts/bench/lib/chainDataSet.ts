// The chain-sized bench data set: one customer with 300 stations on real regulator
// places, each with its 4 nearest real places as competitors and the regulator's real 75-day
// price history (loaded by importCreHistory, as `npm run import:cre -- --history` does), a
// camera each and 90 days of camera visits (three service events each), traffic (entries as
// many as visits, three passes per entry) and sales tickets (900 a day) up to the history's
// last day, so price, traffic and sales overlap. An owner, `cadena` (password of the demo),
// sees the 300 stations; the demo is loaded first for the catalogues, roles and admin.
//
// Built in SQL on the server (generate_series with a fixed seed; secondary indexes and unique
// keys dropped while loading and rebuilt after), written to the tables the product writes,
// then the rollups the product keeps are filled by `fillRollups` (one call: add any new
// rollup's backfill there, and every data set and bench picks it up).
//
// PostgreSQL (default): 300 stations, 90 days, 400 visits and 900 tickets a station a day.
// PGlite (`buildChainDataSet({ ..., ...PGLITE_CHAIN })`): 20 stations, 30 days.
// CHAIN_STATIONS, CHAIN_DAYS, CHAIN_VISITS, CHAIN_TICKETS override the PostgreSQL sizes;
// CHAIN_PGLITE_STATIONS, CHAIN_PGLITE_DAYS the PGlite ones.
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../../src/server/db/schema';
import { isDemoLoaded, loadDemo } from '../../../src/server/demo/loadDemo';
import {
  creHistoryDir,
  historyFiles,
  importCreHistory,
  openFeedFile,
} from '../../../src/server/modules/prices';
import { refreshServiceRollups } from '../../../src/server/modules/serviceMetrics';
import { lockStations, rebuildStations } from '../../../src/server/modules/shared/rollups';
import { insertBenchTickets } from './benchTickets';
import { insertBenchTraffic } from './benchTraffic';

export interface ChainOptions {
  stations: number;
  days: number;
  visitsPerDay: number;
  ticketsPerDay: number;
  /** Traffic passes per entering vehicle (entries are as many as visits). */
  passesPerEntry: number;
}

export const POSTGRES_CHAIN: ChainOptions = {
  stations: Number(process.env.CHAIN_STATIONS ?? 300),
  days: Number(process.env.CHAIN_DAYS ?? 90),
  visitsPerDay: Number(process.env.CHAIN_VISITS ?? 400),
  ticketsPerDay: Number(process.env.CHAIN_TICKETS ?? 900),
  passesPerEntry: 3,
};

export const PGLITE_CHAIN: ChainOptions = {
  stations: Number(process.env.CHAIN_PGLITE_STATIONS ?? 20),
  days: Number(process.env.CHAIN_PGLITE_DAYS ?? 30),
  visitsPerDay: 400,
  ticketsPerDay: 900,
  passesPerEntry: 3,
};

/** The last day of the regulator's history shipped with the product: the data set ends there. */
export const CHAIN_LAST_DAY = '2026-08-08';
export const CHAIN_CUSTOMER = 'Cadena Bench';
export const CHAIN_OWNER = 'cadena';
/** Every chain camera's key is this prefix and its station id (for POST /api/service_events). */
export const CAMERA_KEY_PREFIX = 'chain-camera-key-';
/** The stations gather around Guadalajara: a real metropolitan area, competitors nearby. */
const CENTRE = { latitude: 20.6736, longitude: -103.344 };

export function chainPeriod(options: ChainOptions): { from: string; to: string } {
  const to = DateTime.fromISO(CHAIN_LAST_DAY);
  return { from: to.minus({ days: options.days - 1 }).toISODate()!, to: CHAIN_LAST_DAY };
}

/** Tables written in bulk: their secondary indexes and unique keys wait until the rows are in. */
const BULK_TABLES = ['service_events', 'service_visits', 'traffic_events', 'sales_tickets'];

export type StepLog = <T>(label: string, run: () => Promise<T>) => Promise<T>;

export const logStep: StepLog = async (label, run) => {
  const started = Date.now();
  process.stdout.write(`  ${label}… `);
  const result = await run();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

export interface ChainSummary {
  customerId: number;
  stationIds: number[];
  from: string;
  to: string;
  /** Seconds per step, in order. */
  steps: [string, number][];
}

/**
 * Fills every rollup the product keeps from the raw rows of the data set (the monthly service
 * stats; the daily traffic counts). New rollups (hourly and daily sales, traffic and visits)
 * add their backfill call here.
 */
export async function fillRollups(db: Kysely<Database>, stationIds: number[]): Promise<void> {
  await db.transaction().execute((trx) => refreshServiceRollups(trx, 'all'));
  // The hourly and daily rollups the reports read, counted from the raw rows just written.
  await db.transaction().execute(async (trx) => {
    await lockStations(trx, stationIds);
    await rebuildStations(trx, stationIds);
  });
  await sql`delete from traffic_daily_stats where gas_station_id = any(${stationIds}::int[])`.execute(
    db,
  );
  await sql`
    insert into traffic_daily_stats (gas_station_id, day, vehicle_class, passes, entries)
    select e.gas_station_id, (e.occurred_at at time zone s.time_zone)::date, e.vehicle_class,
      count(*) filter (where e.type = 'vehicle_pass'),
      count(*) filter (where e.type = 'vehicle_entry')
    from traffic_events e join gas_stations s on s.id = e.gas_station_id
    where e.gas_station_id = any(${stationIds}::int[])
    group by 1, 2, 3`.execute(db);
}

interface Deferred {
  drop: string[];
  create: string[];
}

/** The unique keys and secondary indexes of the bulk tables (primary keys stay). */
async function deferredIndexes(db: Kysely<Database>): Promise<Deferred> {
  const constraints = await sql<{ table: string; name: string; def: string }>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype = 'u' and c.conrelid::regclass::text = any(${BULK_TABLES}::text[])`.execute(db);
  const indexes = await sql<{ name: string; def: string }>`
    select i.indexname as name, i.indexdef as def
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${BULK_TABLES}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  return {
    drop: [
      ...constraints.rows.map((c) => `alter table ${c.table} drop constraint ${c.name}`),
      ...indexes.rows.map((i) => `drop index ${i.name}`),
    ],
    create: [
      ...constraints.rows.map((c) => `alter table ${c.table} add constraint ${c.name} ${c.def}`),
      ...indexes.rows.map((i) => i.def),
    ],
  };
}

async function exec(
  db: Kysely<Database> | Transaction<Database>,
  statement: string,
): Promise<void> {
  await sql.raw(statement).execute(db);
}

/** Builds the chain data set into a migrated, empty database. */
export async function buildChainDataSet(
  db: Kysely<Database>,
  options: ChainOptions,
  step: StepLog = logStep,
): Promise<ChainSummary> {
  const steps: [string, number][] = [];
  const timed: StepLog = async (label, run) => {
    const started = Date.now();
    const result = await step(label, run);
    steps.push([label, (Date.now() - started) / 1000]);
    return result;
  };
  const { from, to } = chainPeriod(options);
  if (!(await isDemoLoaded(db))) await timed('demo (catalogues, roles, users)', () => loadDemo(db));

  await timed("the regulator's real 75-day history (importCreHistory)", async () => {
    const files = historyFiles(creHistoryDir())!;
    const open = (file: string) => ({ source: openFeedFile(file), name: path.basename(file) });
    await importCreHistory(db, { places: open(files.places), prices: open(files.prices) });
  });

  const { customerId, stationIds } = await timed(
    `${options.stations} stations, owner, cameras, competitors, goals`,
    () => chainStations(db, options),
  );
  const ids = stationIds;
  const deferred = await deferredIndexes(db);
  for (const statement of deferred.drop) await exec(db, statement);

  await timed(`visits (${options.visitsPerDay} a station a day, ${from} to ${to})`, async () => {
    await sql`select setseed(0.2201)`.execute(db);
    await sql`
      insert into service_visits (camera_id, gas_station_id, visit_key, arrival_at, attention_at,
        end_at, fuel, vehicle_class, month)
      select camera_id, gas_station_id, visit_key, arrival, arrival + wait, arrival + wait + service,
        fuel, vehicle_class, date_trunc('month', arrival at time zone time_zone)::date
      from (
        select c.id as camera_id, s.id as gas_station_id, s.time_zone,
          'c' || s.id || '-' || to_char(d, 'YYYYMMDD') || '-' || n as visit_key,
          (d::timestamp at time zone s.time_zone)
            + case when random() < 0.85 then interval '6 hours' + random() * interval '16 hours'
              else random() * interval '24 hours' end as arrival,
          make_interval(secs => 3 + random() * random() * 240) as wait,
          make_interval(secs => 60 + random() * 260) as service,
          case when random() < 0.12 then 'diesel' else 'gasoline' end as fuel,
          (array['autos', 'autos', 'autos', 'autos', 'autos', 'autos', 'motos', 'camiones',
            'autobuses', 'personas'])[1 + floor(random() * 10)::int] as vehicle_class
        from gas_stations s
        join cameras c on c.gas_station_id = s.id
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
        cross join generate_series(1, ${options.visitsPerDay}) as n
        where s.id = any(${ids}::int[])
      ) v`.execute(db);
  });
  await timed('their service events (arrival, attention, end)', () =>
    sql`
      insert into service_events (camera_id, gas_station_id, event_key, visit_key, type, occurred_at,
        fuel, vehicle_class)
      select v.camera_id, v.gas_station_id, v.visit_key || '-' || t.type, v.visit_key, t.type,
        case t.type when 'vehicle_arrival' then v.arrival_at
          when 'attention_start' then v.attention_at else v.end_at end,
        case when t.type <> 'vehicle_arrival' then v.fuel end,
        case when t.type = 'vehicle_arrival' then v.vehicle_class end
      from service_visits v
      cross join (values ('vehicle_arrival'), ('attention_start'), ('service_end')) as t(type)
      where v.gas_station_id = any(${ids}::int[])`.execute(db),
  );
  const perDay = options.visitsPerDay * (1 + options.passesPerEntry);
  await timed(`traffic (${perDay} passes and entries a station a day)`, async () => {
    await insertBenchTraffic(db, {
      from,
      to,
      entriesPerDay: options.visitsPerDay,
      passesPerEntry: options.passesPerEntry,
      seed: 0.2202,
      stationIds: ids,
    });
  });
  await timed(`sales tickets (${options.ticketsPerDay} a station a day, real prices)`, async () => {
    await insertBenchTickets(db, {
      from,
      to,
      perDay: options.ticketsPerDay,
      folioPrefix: 'c',
      seed: 0.2203,
      stationIds: ids,
    });
  });
  await timed('unique keys and indexes rebuilt', () =>
    db.transaction().execute(async (trx) => {
      // Sorts for the index builds in memory rather than on disk (this session only).
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      for (const statement of deferred.create) await exec(trx, statement);
    }),
  );
  await timed('rollups (fillRollups)', () => fillRollups(db, ids));
  await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db));
  return { customerId, stationIds: ids, from, to, steps };
}

/** The chain's customer, stations on real places, owner, cameras, competitors and goals. */
async function chainStations(
  db: Kysely<Database>,
  options: ChainOptions,
): Promise<{ customerId: number; stationIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto('customers')
      .values({ name: CHAIN_CUSTOMER, legal_name: `${CHAIN_CUSTOMER} S.A. de C.V.` })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The places nearest the centre that have prices in the history and no station yet.
    const stations = await sql<{ id: number }>`
      insert into gas_stations (customer_id, name, permission, cre_place_id, latitude, longitude,
        city, state, address, brand, bombs)
      select ${customer.id}, left(coalesce(p.name, p.permit), 100), p.permit, p.place_id,
        p.latitude, p.longitude, 'Guadalajara', 'Jalisco', coalesce(p.address, 'Guadalajara, Jalisco'),
        'Pemex', 8
      from cre_places p
      where abs(p.latitude - ${CENTRE.latitude}) < 1 and abs(p.longitude - ${CENTRE.longitude}) < 1
        and exists (select 1 from cre_prices c where c.place_id = p.place_id)
        and p.place_id not in (select cre_place_id from gas_stations where cre_place_id is not null)
      order by (p.latitude - ${CENTRE.latitude}) ^ 2 + (p.longitude - ${CENTRE.longitude}) ^ 2, p.place_id
      limit ${options.stations}
      returning id`.execute(trx);
    const ids = stations.rows.map((r) => r.id).sort((a, b) => a - b);
    await sql`
      insert into cameras (customer_id, gas_station_id, name, key_hash, key_last4, status_online)
      select ${customer.id}, id, 'Cámara ' || id,
        encode(sha256(convert_to(${CAMERA_KEY_PREFIX} || id, 'UTF8')), 'hex'),
        right(${CAMERA_KEY_PREFIX} || id, 4), true
      from gas_stations where id = any(${ids}::int[])`.execute(trx);
    // The 4 nearest other places of each station, real names and permits.
    await sql`
      insert into gas_station_rivals (gas_station_id, cre_place_id, permission, name, address)
      select s.id, r.place_id, r.permit, left(coalesce(r.name, r.permit), 100), r.address
      from gas_stations s
      cross join lateral (
        select p.place_id, p.permit, p.name, p.address
        from cre_places p
        where p.place_id <> s.cre_place_id
          and abs(p.latitude - s.latitude) < 0.2 and abs(p.longitude - s.longitude) < 0.2
          and exists (select 1 from cre_prices c where c.place_id = p.place_id)
        order by (p.latitude - s.latitude) ^ 2 + (p.longitude - s.longitude) ^ 2, p.place_id
        limit 4
      ) r
      where s.id = any(${ids}::int[])`.execute(trx);
    // The owner: the demo editor's role, password and permissions, linked to every station.
    const owner = await sql<{ id: number }>`
      insert into users (email, username, name, password_hash, user_role_id, customer_id)
      select ${`${CHAIN_OWNER}@bench.example`}, ${CHAIN_OWNER}, 'Dueño de la cadena', password_hash,
        user_role_id, ${customer.id}
      from users where username = 'editor'
      returning id`.execute(trx);
    const ownerId = owner.rows[0]!.id;
    await sql`
      insert into user_permissions (user_id, dashboard, data, files, settings, vms)
      select ${ownerId}, dashboard, data, files, settings, vms
      from user_permissions where user_id = (select id from users where username = 'editor')`.execute(
      trx,
    );
    await sql`
      insert into user_gas_stations (user_id, gas_station_id)
      select ${ownerId}, unnest(${ids}::int[])`.execute(trx);
    // The editor's customer's goals, for the chain and all its stations.
    await sql`
      with copied as (
        insert into goals (customer_id, metric, quantity, week, start_date, end_date)
        select ${customer.id}, metric, quantity, week, start_date, end_date
        from goals
        where customer_id = (select customer_id from users where username = 'editor')
        returning id
      )
      insert into goal_gas_stations (goal_id, gas_station_id)
      select copied.id, unnest(${ids}::int[]) from copied`.execute(trx);
    return { customerId: customer.id, stationIds: ids };
  });
}

/** The chain's stations and how many rows each raw table holds for them. */
export async function chainCounts(
  db: Kysely<Database>,
): Promise<{ stationIds: number[]; text: string }> {
  const stations = await sql<{ id: number }>`
    select s.id from gas_stations s join customers c on c.id = s.customer_id
    where c.name = ${CHAIN_CUSTOMER} order by s.id`.execute(db);
  const ids = stations.rows.map((r) => r.id);
  const row = await sql<{
    visits: number;
    events: number;
    traffic: number;
    tickets: number;
    prices: number;
    rivals: number;
  }>`
    select
      (select count(*) from service_visits where gas_station_id = any(${ids}::int[]))::int as visits,
      (select count(*) from service_events where gas_station_id = any(${ids}::int[]))::int as events,
      (select count(*) from traffic_events where gas_station_id = any(${ids}::int[]))::int as traffic,
      (select count(*) from sales_tickets where gas_station_id = any(${ids}::int[]))::int as tickets,
      (select count(*) from cre_prices)::int as prices,
      (select count(*) from gas_station_rivals where gas_station_id = any(${ids}::int[]))::int as rivals`.execute(
    db,
  );
  const r = row.rows[0]!;
  const n = (value: number) => value.toLocaleString('en');
  return {
    stationIds: ids,
    text:
      `${ids.length} stations (${n(r.rivals)} competitors), ${n(r.visits)} visits, ` +
      `${n(r.events)} service events, ${n(r.traffic)} traffic events, ${n(r.tickets)} tickets, ` +
      `${n(r.prices)} daily regulator prices`,
  };
}
