// The bench traffic generator shared by the reports' bench data and the chain data set: the
// asked entries and passes per camera and day, only at the stations asked (or every station
// with a camera), keys on some entries only, the same events for the same seed.
import { sql } from 'kysely';
import {
  insertBenchTraffic,
  insertBenchTrafficDailyStats,
} from '../../../../scripts/bench/lib/benchTraffic';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server.close());

// Days no demo row reaches: only this test's events are read and cleared.
const FROM = '2031-03-01';
const TO = '2031-03-03';
const OURS = sql`event_key ~ '^t[0-9]+-2031030[1-3]-'`;

async function events() {
  const result = await sql<{
    camera_id: number;
    gas_station_id: number;
    event_key: string;
    type: string;
    occurred_at: string;
    vehicle_class: string;
    vehicle_key: string | null;
  }>`
    select camera_id, gas_station_id, event_key, type, occurred_at::text, vehicle_class,
      vehicle_key
    from traffic_events where ${OURS}
    order by camera_id, event_key`.execute(server.db);
  return result.rows;
}
const clear = () => sql`delete from traffic_events where ${OURS}`.execute(server.db);

async function camerasAt(stationIds?: number[]) {
  const result = await sql<{ id: number; gas_station_id: number }>`
    select id, gas_station_id from cameras where gas_station_id is not null
      ${stationIds ? sql`and gas_station_id = any(${stationIds}::int[])` : sql``}`.execute(
    server.db,
  );
  return result.rows;
}

describe('insertBenchTraffic', () => {
  afterEach(clear);

  it('writes entries and passes a camera a day at the stations asked, the same for the same seed', async () => {
    const withCamera = await camerasAt();
    const ids = [...new Set(withCamera.map((c) => c.gas_station_id))].slice(0, 2);
    const cameras = await camerasAt(ids);
    const options = { from: FROM, to: TO, entriesPerDay: 4, passesPerEntry: 3, stationIds: ids };
    await insertBenchTraffic(server.db, { ...options, seed: 0.5 });
    const first = await events();
    expect(first).toHaveLength(cameras.length * 3 * 4 * (1 + 3));
    expect(new Set(first.map((e) => e.gas_station_id))).toEqual(new Set(ids));
    const entries = first.filter((e) => e.type === 'vehicle_entry');
    expect(entries).toHaveLength(cameras.length * 3 * 4);
    expect(first.filter((e) => e.type === 'vehicle_pass')).toHaveLength(cameras.length * 3 * 12);
    // Only entries carry a vehicle key.
    expect(first.every((e) => e.type === 'vehicle_entry' || e.vehicle_key === null)).toBe(true);
    expect(['autos', 'motos', 'camiones', 'autobuses', 'personas']).toEqual(
      expect.arrayContaining([...new Set(first.map((e) => e.vehicle_class))]),
    );
    await clear();
    await insertBenchTraffic(server.db, { ...options, seed: 0.5 });
    expect(await events()).toEqual(first);
    await clear();
    await insertBenchTraffic(server.db, { ...options, seed: 0.25 });
    expect(await events()).not.toEqual(first);
  });

  it('without stations, writes at every camera of every station', async () => {
    await insertBenchTraffic(server.db, {
      from: FROM,
      to: FROM,
      entriesPerDay: 1,
      passesPerEntry: 1,
      seed: 0.1,
    });
    const cameras = await camerasAt();
    const written = await events();
    expect(written).toHaveLength(cameras.length * 2);
    expect(new Set(written.map((e) => e.camera_id))).toEqual(new Set(cameras.map((c) => c.id)));
  });
});

describe('insertBenchTrafficDailyStats', () => {
  afterEach(clear);

  it("counts each station's passes and entries per local day and class, for the stations asked", async () => {
    const withCamera = await camerasAt();
    const [station] = [...new Set(withCamera.map((c) => c.gas_station_id))];
    await insertBenchTraffic(server.db, {
      from: FROM,
      to: TO,
      entriesPerDay: 3,
      passesPerEntry: 2,
      seed: 0.3,
      stationIds: [station!],
    });
    const others = sql`select count(*)::int as n from traffic_daily_stats where gas_station_id <> ${station}`;
    const before = (await others.execute(server.db)).rows[0];
    await sql`delete from traffic_daily_stats where gas_station_id = ${station}`.execute(server.db);
    await insertBenchTrafficDailyStats(server.db, [station!]);
    const counted = await sql<{ passes: number; entries: number }>`
      select sum(passes)::int as passes, sum(entries)::int as entries from traffic_daily_stats
      where gas_station_id = ${station} and day between ${FROM}::date and ${TO}::date`.execute(
      server.db,
    );
    const cameras = withCamera.filter((c) => c.gas_station_id === station).length;
    // Events of 03-01 to 03-03 fall on those local days or, near midnight, the days beside.
    const ours = await events();
    expect(ours).toHaveLength(cameras * 3 * 3 * 3);
    expect(counted.rows[0]!.entries + counted.rows[0]!.passes).toBeLessThanOrEqual(ours.length);
    expect(counted.rows[0]!.entries).toBeGreaterThan(0);
    expect(counted.rows[0]!.passes).toBeGreaterThan(counted.rows[0]!.entries);
    expect((await others.execute(server.db)).rows[0]).toEqual(before);
    await sql`delete from traffic_daily_stats where gas_station_id = ${station}
      and day between ${FROM}::date - 1 and ${TO}::date + 1`.execute(server.db);
  });
});
