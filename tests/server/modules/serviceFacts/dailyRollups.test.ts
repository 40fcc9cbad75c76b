// The rollups of migrations 0020 and 0022: every write path keeps them equal to a recount of the raw rows
// (inserts, updates moving a row to another day, repeated batches), local days are the
// station's (IANA zones, midnight edges), the report reads give exactly the same answers from
// the rollups as from the raw rows over random periods and stations, and the backfill, killed
// mid-way with a writer still writing, resumes and ends with every row counted once.
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { CameraEvent } from '@/api/generated/serviceEvents.gen';
import type { Database } from '@/server/db/schema';
import {
  readDayFacts,
  readSalesGroups,
  readTrafficDetail,
} from '@/server/modules/reports/documents/queries';
import {
  ingestServiceEvents,
  rebuildStations,
  runRollupBackfill,
  WAIT_COUNT_MAX_SECONDS,
} from '@/server/modules/serviceFacts';
import { storeTickets, type TicketToStore } from '@/server/modules/tickets/ticketStore';
import { replaceStation } from '@/server/modules/gasStations/stationWrite';
import type { GasStationInput } from '@/api/generated/gasStations.gen';
import { addDays } from '@/lib/dates/calendarDates';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let db: Kysely<Database>;

interface TestStation {
  id: number;
  zone: string;
  cameraId: number;
}
const stations: TestStation[] = [];
const ZONES = ['America/Tijuana', 'America/Mexico_City', 'America/Cancun'];
const SEED = Number(process.env.ROLLUPS_SEED ?? 20_261_126);

/** mulberry32: the same random data on every run of a seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** Local days: from 40 days ago to 3 days ago in every zone. */
const today = DateTime.now().setZone('America/Tijuana').startOf('day');
const FIRST_DAY = today.minus({ days: 40 }).toISODate()!;
const LAST_DAY = today.minus({ days: 3 }).toISODate()!;

/** A random local instant of the test span, often right at a midnight edge. */
function localInstant(zone: string): DateTime {
  const day = DateTime.fromISO(addDays(FIRST_DAY, int(0, 37)), { zone });
  const edge = rand();
  if (edge < 0.1) return day; // 00:00:00.000
  if (edge < 0.2) return day.plus({ days: 1 }).minus({ milliseconds: 1 }); // 23:59:59.999
  return day.plus({ milliseconds: int(0, 86_399_999) });
}

const localText = (t: DateTime) => t.toFormat('yyyy-MM-dd HH:mm:ss');

function ticketAt(folio: string, local: DateTime): TicketToStore {
  const volume = int(100, 9_000) / 100;
  const price = int(2_000, 2_600) / 100;
  return {
    folio,
    sold_at: local.toUTC().toISO()!,
    local_time: localText(local),
    employee: null,
    pump: int(1, 8),
    product: pick([1, 1, 2, 2, 3, 4, 5]),
    payment_type: pick([1, 1, 2, 3]),
    volume,
    price,
    amount: Math.round(volume * price * 100) / 100,
  };
}

async function storeFor(station: TestStation, tickets: TicketToStore[]) {
  return db
    .transaction()
    .execute((trx) =>
      storeTickets(trx, { gasStationId: station.id, source: 'upload', origin: 'upload' }, tickets),
    );
}

/** Service and traffic events of random visits, some waiting longer than the wait counts hold. */
function cameraEvents(station: TestStation, prefix: string, visits: number): CameraEvent[] {
  const events: CameraEvent[] = [];
  for (let i = 0; i < visits; i++) {
    const arrival = localInstant(station.zone);
    const visit = `${prefix}-v${i}`;
    events.push({
      id: `${visit}-a`,
      visit_id: visit,
      type: 'vehicle_arrival',
      occurred_at: arrival.toUTC().toISO()!,
      vehicle_class: pick(['autos', 'motos', 'camiones'] as const),
    });
    if (rand() < 0.85) {
      const waitMs =
        rand() < 0.05 ? (WAIT_COUNT_MAX_SECONDS + int(1, 600)) * 1000 : int(0, 900_000);
      const attention = arrival.plus({ milliseconds: rand() < 0.1 ? 180_000 : waitMs });
      events.push({
        id: `${visit}-b`,
        visit_id: visit,
        type: 'attention_start',
        occurred_at: attention.toUTC().toISO()!,
        fuel: pick(['gasoline', 'diesel'] as const),
      });
      if (rand() < 0.8) {
        events.push({
          id: `${visit}-c`,
          visit_id: visit,
          type: 'service_end',
          occurred_at: attention
            .plus({ milliseconds: int(30_000, 600_000) })
            .toUTC()
            .toISO()!,
        });
      }
    }
  }
  for (let i = 0; i < visits * 2; i++) {
    const entry = rand() < 0.4;
    events.push({
      id: `${prefix}-t${i}`,
      type: entry ? 'vehicle_entry' : 'vehicle_pass',
      occurred_at: localInstant(station.zone).toUTC().toISO()!,
      vehicle_class: pick(['autos', 'motos', 'camiones'] as const),
      ...(entry && rand() < 0.6 ? { vehicle_key: `vehicle-${int(1, 40)}` } : {}),
    } as CameraEvent);
  }
  return events;
}

async function ingest(station: TestStation, events: CameraEvent[]) {
  for (let i = 0; i < events.length; i += 200) {
    await ingestServiceEvents(
      db,
      { id: station.cameraId, gasStationId: station.id },
      events.slice(i, i + 200),
    );
  }
}

const ids = () => stations.map((s) => s.id);

/** The rollup rows of the test stations, in a stable order. */
async function snapshot() {
  const list = sql.val(ids());
  const [service, sales, traffic, keys] = await Promise.all([
    sql`select * from service_daily_stats where gas_station_id = any(${list}::int[])
      order by gas_station_id, day`.execute(db),
    sql`select * from sales_hourly_stats where gas_station_id = any(${list}::int[])
      order by gas_station_id, day, hour, product, payment_type, shift`.execute(db),
    sql`select * from traffic_hourly_stats where gas_station_id = any(${list}::int[])
      order by gas_station_id, day, hour`.execute(db),
    sql`select * from traffic_key_daily_stats where gas_station_id = any(${list}::int[])
      order by gas_station_id, day, vehicle_key`.execute(db),
  ]);
  return { service: service.rows, sales: sales.rows, traffic: traffic.rows, keys: keys.rows };
}

/** What a recount of the raw rows gives, without keeping it. */
async function recounted() {
  const state = await snapshot();
  let expected: Awaited<ReturnType<typeof snapshot>> | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      await rebuildStations(trx, ids());
      const list = sql.val(ids());
      const rows = async (q: ReturnType<typeof sql>) => (await q.execute(trx)).rows;
      expected = {
        service: await rows(sql`select * from service_daily_stats
          where gas_station_id = any(${list}::int[]) order by gas_station_id, day`),
        sales: await rows(sql`select * from sales_hourly_stats
          where gas_station_id = any(${list}::int[])
          order by gas_station_id, day, hour, product, payment_type, shift`),
        traffic: await rows(sql`select * from traffic_hourly_stats
          where gas_station_id = any(${list}::int[]) order by gas_station_id, day, hour`),
        keys: await rows(sql`select * from traffic_key_daily_stats
          where gas_station_id = any(${list}::int[]) order by gas_station_id, day, vehicle_key`),
      };
      throw new RollbackSignal();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollbackSignal)) throw error;
    });
  return { state, expected: expected! };
}
class RollbackSignal extends Error {}

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  for (const [i, zone] of ZONES.entries()) {
    const station = await db
      .insertInto('gas_stations')
      .values({
        customer_id: 1,
        name: `Estación rollups ${i}`,
        permission: `PL/7700${i}/EXP/ES/2020`,
        time_zone: zone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const camera = await db
      .insertInto('cameras')
      .values({
        customer_id: 1,
        gas_station_id: station.id,
        name: `Cámara rollups ${i}`,
        key_hash: `rollups-${i}-${SEED}`,
        key_last4: '0000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stations.push({ id: station.id, zone, cameraId: camera.id });
  }
  // Three shifts, the last crossing midnight, at the first station; a gap at the second.
  await db
    .insertInto('gas_station_shifts')
    .values([
      { gas_station_id: stations[0]!.id, shift: 1, starts_at: '06:00', ends_at: '14:00' },
      { gas_station_id: stations[0]!.id, shift: 2, starts_at: '14:00', ends_at: '22:00' },
      { gas_station_id: stations[0]!.id, shift: 3, starts_at: '22:00', ends_at: '06:00' },
      { gas_station_id: stations[1]!.id, shift: 1, starts_at: '06:30', ends_at: '14:15' },
    ])
    .execute();

  for (const station of stations) {
    await ingest(station, cameraEvents(station, `s${station.id}`, 150));
    const tickets = Array.from({ length: 300 }, (_, i) =>
      ticketAt(`F${station.id}-${i}`, localInstant(station.zone)),
    );
    await storeFor(station, tickets);
  }
}, 300_000);
afterAll(async () => {
  await server.close();
});

describe('writers keep the rollups in step', () => {
  it('after inserts, the rollups equal a recount of the raw rows', async () => {
    const { state, expected } = await recounted();
    expect(state.service.length).toBeGreaterThan(20);
    expect(state.sales.length).toBeGreaterThan(100);
    expect(state.traffic.length).toBeGreaterThan(20);
    expect(state).toEqual(expected);
  });

  it('after updates that move tickets and visits to other days, and repeated batches', async () => {
    const station = stations[0]!;
    // Tickets stored again: some moved a day (and a product), some unchanged.
    const again = Array.from({ length: 60 }, (_, i) =>
      ticketAt(`F${station.id}-${i}`, localInstant(station.zone)),
    );
    await storeFor(station, again);
    await storeFor(station, again);
    // Visits whose arrival a later batch moves a day earlier (attention stays after it).
    const visits = await db
      .selectFrom('service_visits')
      .select(['visit_key', 'arrival_at'])
      .where('camera_id', '=', station.cameraId)
      .where('arrival_at', 'is not', null)
      .orderBy('visit_key')
      .limit(15)
      .execute();
    const earlier: CameraEvent[] = visits.map((v, i) => ({
      id: `move-${i}`,
      visit_id: v.visit_key,
      type: 'vehicle_arrival',
      occurred_at: new Date(v.arrival_at!.getTime() - 86_400_000).toISOString(),
    }));
    await ingest(station, earlier);
    await ingest(station, earlier);
    // Traffic events sent twice count once.
    const traffic = cameraEvents(station, 'again', 20).filter((e) => e.type.startsWith('vehicle_'));
    await ingest(station, traffic);
    await ingest(station, traffic);

    const { state, expected } = await recounted();
    expect(state).toEqual(expected);
  });

  it('counts each row on its local day and hour at the station, at both sides of midnight', async () => {
    const station = stations[0]!; // Tijuana
    const day = addDays(LAST_DAY, 1);
    const midnight = DateTime.fromISO(day, { zone: station.zone });
    const before = midnight.minus({ milliseconds: 1 });
    await storeFor(station, [ticketAt('EDGE-1', before), ticketAt('EDGE-2', midnight)]);
    await ingest(station, [
      {
        id: 'edge-a1',
        visit_id: 'edge-1',
        type: 'vehicle_arrival',
        occurred_at: before.toUTC().toISO()!,
      },
      {
        id: 'edge-a2',
        visit_id: 'edge-2',
        type: 'vehicle_arrival',
        occurred_at: midnight.toUTC().toISO()!,
      },
      {
        id: 'edge-t1',
        type: 'vehicle_entry',
        occurred_at: before.toUTC().toISO()!,
        vehicle_class: 'autos',
      },
      {
        id: 'edge-t2',
        type: 'vehicle_entry',
        occurred_at: midnight.toUTC().toISO()!,
        vehicle_class: 'autos',
      },
    ] as CameraEvent[]);
    const prior = addDays(day, -1);
    const service = await sql<{ day: string; arrivals: number }>`
      select day::text as day, arrivals from service_daily_stats
      where gas_station_id = ${station.id} and day in (${prior}::date, ${day}::date)
      order by day`.execute(db);
    expect(service.rows).toEqual([
      { day: prior, arrivals: expect.any(Number) as number },
      { day, arrivals: 1 },
    ]);
    const sales = await sql<{ day: string; hour: number; tickets: number }>`
      select day::text as day, hour, sum(tickets)::int as tickets from sales_hourly_stats
      where gas_station_id = ${station.id} and day in (${prior}::date, ${day}::date)
        and (hour = 23 or day = ${day}::date)
      group by 1, 2 order by 1, 2`.execute(db);
    expect(sales.rows.at(-1)).toEqual({ day, hour: 0, tickets: 1 });
    expect(sales.rows.find((r) => r.day === prior && r.hour === 23)?.tickets).toBeGreaterThan(0);
    const traffic = await sql<{ day: string; hour: number; entries: number }>`
      select day::text as day, hour, entries from traffic_hourly_stats
      where gas_station_id = ${station.id} and day = ${day}::date`.execute(db);
    expect(traffic.rows).toEqual([{ day, hour: 0, entries: 1 }]);
    const { state, expected } = await recounted();
    expect(state).toEqual(expected);
  });

  it('recounts a station when its shifts or its time zone change', async () => {
    const station = stations[1]!;
    const input = (
      zone: string,
      shifts: { shift: number; starts_at: string; ends_at: string }[],
    ) => ({
      customer_id: 1,
      name: 'Estación rollups 1',
      brand: 'Pemex',
      address: 'Av. Aguascalientes Norte 1201',
      city: 'aguascalientes',
      state: 'Aguascalientes',
      bombs: 8,
      permission: 'PL/77001/EXP/ES/2020',
      time_zone: zone,
      shifts,
    });
    const salesOf = async () =>
      (await snapshot()).sales.filter(
        (r) => (r as { gas_station_id: number }).gas_station_id === station.id,
      );
    const before = await salesOf();
    const night = [{ shift: 1, starts_at: '20:00', ends_at: '08:00' }];
    expect(
      await replaceStation(db, station.id, input(station.zone, night) as GasStationInput),
    ).toBe(true);
    expect(await salesOf()).not.toEqual(before);
    let { state, expected } = await recounted();
    expect(state).toEqual(expected);

    const serviceBefore = (await snapshot()).service;
    expect(
      await replaceStation(db, station.id, input('America/Tijuana', night) as GasStationInput),
    ).toBe(true);
    station.zone = 'America/Tijuana';
    ({ state, expected } = await recounted());
    expect(state.service).not.toEqual(serviceBefore);
    expect(state).toEqual(expected);
  });
});

describe('the reports read the same numbers from the rollups as from the raw rows', () => {
  it('over random periods and stations, exactly', async () => {
    let repeatedSeen = 0;
    const sortGroups = <T extends { dim: string; key: string }>(rows: T[]) =>
      [...rows].sort((a, b) => `${a.dim}|${a.key}`.localeCompare(`${b.dim}|${b.key}`));
    for (let i = 0; i < 25; i++) {
      const station = pick(stations);
      const from = addDays(FIRST_DAY, int(-2, 36));
      const to = addDays(from, int(0, 35));
      const prompt = pick([0, 1, 60, 180, 300, 599, WAIT_COUNT_MAX_SECONDS + 5]);
      const label = `station ${station.id} ${from}..${to} limit ${prompt} (seed ${SEED})`;
      const facts = await readDayFacts(db, station.id, station.zone, from, to, prompt);
      const rawFacts = await readDayFacts(db, station.id, station.zone, from, to, prompt, 'raw');
      expect({ label, facts }).toEqual({ label, facts: rawFacts });
      expect(facts.some((d) => d.arrivals > 0 || d.tickets > 0) || to < FIRST_DAY).toBe(true);
      const groups = await readSalesGroups(db, station.id, station.zone, from, to);
      const rawGroups = await readSalesGroups(db, station.id, station.zone, from, to, 'raw');
      expect({ label, groups: sortGroups(groups) }).toEqual({
        label,
        groups: sortGroups(rawGroups),
      });
      const period = { start: from, end: to };
      const span = int(0, 20);
      const previous =
        rand() < 0.7 ? { start: addDays(from, -span - 1), end: addDays(from, -1) } : null;
      const detail = await readTrafficDetail(db, station.id, station.zone, period, previous);
      const rawDetail = await readTrafficDetail(
        db,
        station.id,
        station.zone,
        period,
        previous,
        'raw',
      );
      const plain = (d: typeof detail) => ({
        hours: [...d.hours.entries()].sort((a, b) => a[0] - b[0]),
        keyed: d.keyed,
        classes: [...d.classes].sort((a, b) =>
          `${a.period}${a.vehicleClass}`.localeCompare(`${b.period}${b.vehicleClass}`),
        ),
      });
      expect({ label, detail: plain(detail) }).toEqual({ label, detail: plain(rawDetail) });
      repeatedSeen += detail.keyed.cur.repeated + detail.keyed.prev.repeated;
    }
    // The share of frequent clients was compared on real repeats, not only on zeros.
    expect(repeatedSeen).toBeGreaterThan(0);
  });
});

describe('the backfill of rows written before migration 0020', () => {
  it('resumes after being killed mid-way, a writer writing meanwhile, and counts every row once', async () => {
    const list = sql.val(ids());
    // As if the rollups of the test stations had never been counted and the migration had just run.
    await sql`delete from service_daily_stats where gas_station_id = any(${list}::int[])`.execute(
      db,
    );
    await sql`delete from sales_hourly_stats where gas_station_id = any(${list}::int[])`.execute(
      db,
    );
    await sql`delete from traffic_hourly_stats where gas_station_id = any(${list}::int[])`.execute(
      db,
    );
    await sql`delete from traffic_key_daily_stats where gas_station_id = any(${list}::int[])`.execute(
      db,
    );
    await sql`
      update rollup_backfills b set next_id = r.first_id, last_id = r.last_id,
        started_at = null, finished_at = null
      from (
        select 'service_visits' as source, min(id) as first_id, max(id) as last_id
        from service_visits where gas_station_id = any(${list}::int[])
        union all select 'sales_tickets', min(id), max(id)
        from sales_tickets where gas_station_id = any(${list}::int[])
        union all select 'traffic_events', min(id), max(id)
        from traffic_events where gas_station_id = any(${list}::int[])
      ) r
      where b.source = r.source`.execute(db);

    const lines: string[] = [];
    let batches = 0;
    await expect(
      runRollupBackfill(db, {
        batchSize: 100,
        log: (line) => lines.push(line),
        afterBatch: () => {
          batches += 1;
          if (batches === 3) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const progress = await sql<{
      source: string;
      next_id: string;
      last_id: string;
      finished_at: Date | null;
    }>`
      select source, next_id, last_id, finished_at from rollup_backfills order by source`.execute(
      db,
    );
    const visitsProgress = progress.rows.find((r) => r.source === 'service_visits')!;
    expect(visitsProgress.finished_at).toBeNull();
    expect(Number(visitsProgress.next_id)).toBeLessThanOrEqual(Number(visitsProgress.last_id));
    expect(lines.filter((l) => l.includes('service_visits ids'))).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^rollups: service_visits ids \d+-\d+ of \d+ \(\d+%\), \d+ station-days rebuilt$/,
    );

    // A writer while the backfill is stopped: tickets on days the backfill has not reached yet.
    const station = stations[2]!;
    await storeFor(station, [
      ticketAt('DURING-1', localInstant(station.zone)),
      ticketAt('DURING-2', localInstant(station.zone)),
    ]);
    await ingest(station, cameraEvents(station, 'during', 5));

    const resumed: string[] = [];
    await runRollupBackfill(db, { batchSize: 100, log: (line) => resumed.push(line) });
    expect(resumed.some((l) => l.startsWith('rollups: service_visits ids'))).toBe(true);
    expect(resumed).toEqual(expect.arrayContaining(['rollups: traffic_events done']));
    const done = await sql<{ n: number }>`
      select count(*)::int as n from rollup_backfills where finished_at is null`.execute(db);
    expect(done.rows[0]!.n).toBe(0);

    const { state, expected } = await recounted();
    expect(state.sales.length).toBeGreaterThan(100);
    expect(state.keys.length).toBeGreaterThan(10);
    expect(state).toEqual(expected);
    // Nothing left to do: a second run does nothing.
    expect(await runRollupBackfill(db)).toEqual({ batches: 0, stationDays: 0 });
  });
});
