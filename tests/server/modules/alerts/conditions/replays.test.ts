// How each condition family's history is replayed for a preview: the window each replay walks
// (the 30 days up to its latest stored fact, or up to today for deliveries), the instant each
// step is evaluated at, and the rows each step hands the evaluator (only the scope's stations,
// only what stood by then), on stations of their own with hand-made facts. Nothing is written.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { addDays } from '@/lib/dates/calendarDates';
import {
  PREVIEW_DAYS,
  replayDeliveries,
  replayPrices,
  replaySales,
  replayService,
} from '@/server/modules/alerts/conditions/replays';
import { FAILED_DELIVERY_WINDOW_DAYS } from '@/server/modules/alerts/conditions/operationRows';
import type {
  ConditionFamily,
  Evaluator,
  FamilyRows,
  Firing,
} from '@/server/modules/alerts/conditions/types';
import { storeTickets } from '@/server/modules/tickets/ticketStore';
import { startTestServer, type TestServer } from '../../../../support/testServer';

let s: TestServer;
let db: Kysely<Database>;
let customer: number;
let station: number;
let other: number;
let camera: number;
const DAY_MS = 86_400_000;

async function newStation(name: string, placeId: number | null): Promise<number> {
  const row = await db
    .insertInto('gas_stations')
    .values({
      customer_id: customer,
      name,
      permission: `PL/${name}/EXP/ES/2026`,
      time_zone: 'America/Mexico_City',
      cre_place_id: placeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Repeticiones', legal_name: 'Repeticiones SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('cre_places')
    .values([
      { place_id: 90_001, permit: 'PL/90001/EXP/ES/2020' },
      { place_id: 90_002, permit: 'PL/90002/EXP/ES/2020' },
    ])
    .execute();
  station = await newStation('Replay', 90_001);
  other = await newStation('Otra', null);
  camera = (
    await db
      .insertInto('cameras')
      .values({
        customer_id: customer,
        gas_station_id: station,
        name: 'Isla',
        key_hash: 'replays-camera',
        key_last4: 'mera',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('gas_station_rivals')
    .values({
      gas_station_id: station,
      cre_place_id: 90_002,
      name: 'Rival',
      permission: 'PL/90002/EXP/ES/2020',
    })
    .execute();
});
afterAll(() => s.close());

/** An evaluator that keeps what each step was handed, firing where `fires` says. */
function recorder<F extends ConditionFamily>(fires: (rows: FamilyRows[F]) => boolean) {
  const steps: { stationIds: readonly number[]; rows: FamilyRows[F]; now: Date }[] = [];
  const evaluate: Evaluator<F> = (_parameters, stationIds, rows, now) => {
    steps.push({ stationIds, rows, now });
    const firing: Firing = { gasStationId: stationIds[0]!, subjectKey: 'step', details: {} };
    return fires(rows) ? [firing] : [];
  };
  return { steps, evaluate };
}

describe('service, hour by hour', () => {
  it('has nothing to replay without visits at the scope’s stations', async () => {
    const { evaluate } = recorder<'service'>(() => false);
    expect(await replayService(db, {}, [other], evaluate)).toBeNull();
  });

  it('walks the 30 days of hours up to the latest visit’s, each hour its own 60 minutes', async () => {
    const visit = (key: string, arrival: string, wait: number) => ({
      camera_id: camera,
      gas_station_id: station,
      visit_key: key,
      arrival_at: new Date(arrival),
      attention_at: new Date(Date.parse(arrival) + wait * 1000),
      month: `${arrival.slice(0, 7)}-01`,
    });
    await db
      .insertInto('service_visits')
      .values([
        visit('s1', '2031-01-09T08:05:00Z', 30),
        visit('s2', '2031-01-10T10:20:00Z', 400),
        // Before the window: never seen.
        visit('s3', '2030-11-01T10:00:00Z', 10),
      ])
      .execute();
    const { steps, evaluate } = recorder<'service'>((rows) => rows.stations.has(station));
    const replay = (await replayService(db, { metric: 'atencion_oportuna' }, [station], evaluate))!;
    // The latest visit's hour ends at 11:00; the window starts 30 days of hours before it.
    expect(replay.from).toBe('2030-12-11');
    expect(replay.to).toBe('2031-01-10');
    expect(replay.evaluations).toHaveLength(PREVIEW_DAYS * 24 + 1);
    expect(replay.evaluations[0]!.day).toBe('2030-12-11T11:00:00.000Z');
    expect(replay.evaluations.at(-1)!.day).toBe('2031-01-10T11:00:00.000Z');
    expect(steps.every((step) => step.stationIds.length === 1)).toBe(true);
    // Each visit in the hour its arrival falls in, judged against the default 120 s limit.
    const fired = replay.evaluations.filter((e) => e.firings.length > 0).map((e) => e.day);
    expect(fired).toEqual(['2031-01-09T09:00:00.000Z', '2031-01-10T11:00:00.000Z']);
    const figure = (at: string) =>
      steps.find((step) => step.rows.at === at)!.rows.stations.get(station)!.figures;
    expect(figure('2031-01-09T09:00:00.000Z').get('atencion_oportuna')).toEqual({
      value: 100,
      vehicles: 1,
    });
    expect(figure('2031-01-10T11:00:00.000Z').get('atencion_oportuna')).toEqual({
      value: 0,
      vehicles: 1,
    });
  });
});

describe('feed against tickets, day by day', () => {
  it('walks the 30 days up to the latest sale, each evaluated at the end of its day', async () => {
    const { evaluate: none } = recorder<'sales'>(() => false);
    expect(await replaySales(db, {}, [other], none)).toBeNull();
    await storeTickets(db, { gasStationId: station, source: 'upload', origin: 'upload' }, [
      {
        folio: 'R-1',
        sold_at: '2031-02-20T18:30:00.000Z',
        local_time: '2031-02-20 12:30:00',
        employee: null,
        pump: 1,
        product: 1,
        payment_type: 1,
        volume: 40,
        price: 23.5,
        amount: 940,
      },
    ]);
    const { steps, evaluate } = recorder<'sales'>(() => false);
    const replay = (await replaySales(db, { min_change: 0.1, hours: 2 }, [station], evaluate))!;
    expect(replay.from).toBe(addDays('2031-02-20', -(PREVIEW_DAYS - 1)));
    expect(replay.to).toBe('2031-02-20');
    // The day before the window first: the state the window starts from.
    const days = replay.evaluations.map((e) => e.day);
    expect(days).toHaveLength(PREVIEW_DAYS + 1);
    expect(days[0]).toBe(addDays(replay.from, -1));
    expect(days.at(-1)).toBe('2031-02-20');
    expect(steps.map((step) => step.now.toISOString())).toEqual(
      days.map((day) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString()),
    );
    // Each step's facts under the rule's parameters only.
    expect(steps.every((step) => [...step.rows.facts.keys()].join() === '0.1|2')).toBe(true);
  });
});

describe('failed deliveries, day by day up to now', () => {
  it('hands each day the deliveries failed for good within the window before it', async () => {
    const now = Date.now();
    const request = async (stations: number[]) =>
      (
        await db
          .insertInto('report_requests')
          .values({
            gas_station_ids: stations,
            report_type: 'daily',
            start_date: '2031-01-01',
            end_date: '2031-01-01',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const mine = await request([station]);
    const theirs = await request([other]);
    const delivery = (requestId: number, status: 'failed' | 'sent', daysAgo: number) => ({
      request_id: requestId,
      channel: 'email' as const,
      address: `gerente-${daysAgo}@example.com`,
      recipient_name: 'Gerente',
      status,
      error: status === 'failed' ? 'buzón lleno' : null,
      updated_at: new Date(now - daysAgo * DAY_MS),
    });
    const [recent, old] = await db
      .insertInto('report_deliveries')
      .values([
        delivery(mine, 'failed', 3),
        delivery(mine, 'failed', 20),
        delivery(mine, 'sent', 2),
        delivery(theirs, 'failed', 1),
      ])
      .returning('id')
      .execute();
    const { steps, evaluate } = recorder<'operations'>((rows) => rows.failedDeliveries.length > 0);
    const replay = await replayDeliveries(db, {}, [station], evaluate);
    const today = new Date().toISOString().slice(0, 10);
    expect(replay.to).toBe(today);
    expect(replay.from).toBe(addDays(today, -(PREVIEW_DAYS - 1)));
    expect(replay.evaluations).toHaveLength(PREVIEW_DAYS + 1);
    // Today is judged as it stands now; the days before at their ends.
    expect(steps.at(-1)!.now.getTime()).toBeGreaterThanOrEqual(now);
    const seen = (id: number) =>
      replay.evaluations
        .filter((_, i) => steps[i]!.rows.failedDeliveries.some((d) => d.id === id))
        .map((e) => e.day);
    const dayOf = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
    // From the day it failed, for the window's 7 days (or until today).
    expect(seen(old!.id)).toEqual(
      Array.from({ length: FAILED_DELIVERY_WINDOW_DAYS }, (_, i) => addDays(dayOf(20), i)),
    );
    expect(seen(recent!.id)).toEqual(Array.from({ length: 4 }, (_, i) => addDays(dayOf(3), i)));
    // Only the scope's stations' failures, never a delivery that went out.
    const ids = new Set(steps.flatMap((step) => step.rows.failedDeliveries.map((d) => d.id)));
    expect([...ids].sort((a, b) => a - b)).toEqual([recent!.id, old!.id].sort((a, b) => a - b));
  });
});

describe('prices, day by day', () => {
  it('walks the 30 days up to the latest price, each price with the one before it', async () => {
    const { evaluate: none } = recorder<'prices'>(() => false);
    expect(await replayPrices(db, { fuels: ['regular'] }, [station], none)).toBeNull();
    const last = '2031-03-31';
    const price = (placeId: number, day: string, value: number) => ({
      place_id: placeId,
      fuel: 'regular' as const,
      price_date: day,
      price: value,
    });
    await db
      .insertInto('cre_prices')
      .values([
        // The rival's last price before the window, then two in it.
        price(90_002, addDays(last, -40), 22.1),
        price(90_002, addDays(last, -10), 22.5),
        price(90_002, addDays(last, -2), 22.9),
        price(90_001, last, 23.0),
        // Premium is not asked for.
        { ...price(90_002, addDays(last, -5), 24.9), fuel: 'premium' as const },
      ])
      .execute();
    const { steps, evaluate } = recorder<'prices'>((rows) => rows.prices.size > 0);
    const replay = (await replayPrices(db, { fuels: ['regular'] }, [station], evaluate))!;
    expect(replay.from).toBe(addDays(last, -(PREVIEW_DAYS - 1)));
    expect(replay.to).toBe(last);
    expect(replay.evaluations).toHaveLength(PREVIEW_DAYS + 1);
    expect(replay.evaluations.filter((e) => e.firings.length > 0).map((e) => e.day)).toEqual([
      addDays(last, -10),
      addDays(last, -2),
      last,
    ]);
    const onDay = (day: string) => steps.find((step) => step.rows.date === day)!.rows;
    expect(onDay(addDays(last, -10)).prices.get('90002:regular')).toEqual({
      placeId: 90_002,
      fuel: 'regular',
      price: 22.5,
      previous: 22.1,
      previousDate: addDays(last, -40),
    });
    expect(onDay(addDays(last, -2)).prices.get('90002:regular')).toMatchObject({
      price: 22.9,
      previous: 22.5,
      previousDate: addDays(last, -10),
    });
    expect(onDay(last).stations.get(station)).toEqual({
      gasStationId: station,
      ownPlaceId: 90_001,
      rivals: [{ placeId: 90_002, name: 'Rival' }],
    });
    expect(onDay(last).prices.get('90001:regular')).toMatchObject({ price: 23, previous: null });
  });
});
