// The Dashboard's part of the demo: for every demo station, its nearest regulator stations as
// competitors, one camera, goals that give the service charts their markers, and — from the
// DEMO generator in scripts/demo (seeded, so every load is the same for the same day) — the
// camera events of the previous month and of this month so far, service and traffic. The events are folded into
// visits and rollups directly, as the ingest endpoint would, without storing each raw event:
// that keeps the demo load (run for every test server) fast.
import { sql, type Kysely } from 'kysely';
import { dayIn, firstOfMonth, lastOfMonth } from '@/lib/dates/calendarDates';
import { startOfDayIn } from '@/lib/dates/zonedTimes';
import { generateServiceEvents, type DemoStationProfile } from './serviceEventsGenerator';
import { hashToken } from '../access/tokens';
import type { Database } from '../db/schema';
import {
  applyEvent,
  monthLocator,
  newVisit,
  refreshServiceRollups,
  type Visit,
} from '../modules/serviceFacts';
import { loadTrafficDemo } from './trafficDemo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const DEMO_EVENTS_SEED = 20_260_101;
/** Competitors linked to each demo station: its nearest regulator stations. */
export const DEMO_RIVALS_PER_STATION = 4;
/** Known keys of the demo cameras ('demo-camera-' + the station's customer code): demo only. */
export const demoCameraKey = (code: string) => `demo-camera-${code}`;

/** Goals of each demo customer, covering the demo's months (quantity in seconds or percent). */
export const DEMO_GOALS = [
  { metric: 'immeadiacy', quantity: 60 },
  { metric: 'prompt_service', quantity: 85 },
  { metric: 'service_time_gas', quantity: 180 },
  { metric: 'service_time_diesel', quantity: 240 },
] as const;

/** The demo's camera history starts on the first day of the previous month. */
export const demoHistoryStart = (now: Date): Date =>
  startOfDayIn(firstOfMonth(dayIn(now, 'America/Mexico_City'), -1), 'America/Mexico_City');

function profileFor(code: string, zone: string, index: number): DemoStationProfile {
  // Stations differ a little so the charts compare something.
  return {
    key: code,
    zone,
    visitsPerDay: 90 + ((index * 37) % 60),
    meanWait: 38 + ((index * 13) % 40),
    meanGasService: 150 + ((index * 29) % 70),
    meanDieselService: 210 + ((index * 41) % 90),
  };
}

export async function loadDashboardDemo(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ rivals: number; cameras: number; goals: number; visits: number; traffic: number }> {
  const stations = await db
    .selectFrom('gas_stations')
    .select([
      'id',
      'customer_id',
      'customer_gas_station_id',
      'time_zone',
      'cre_place_id',
      'latitude',
      'longitude',
    ])
    .orderBy('id')
    .execute();

  let rivals = 0;
  for (const s of stations) {
    if (s.latitude === null || s.longitude === null) continue;
    const result = await sql<{ n: number }>`
      with nearest as (
        select place_id, permit, coalesce(name, permit) as name, address
        from cre_places
        where latitude is not null and place_id is distinct from ${s.cre_place_id}
          and exists (select 1 from cre_prices p where p.place_id = cre_places.place_id)
        order by (latitude - ${s.latitude}) ^ 2
          + ((longitude - ${s.longitude}) * cos(radians(${s.latitude}))) ^ 2
        limit ${DEMO_RIVALS_PER_STATION}
      ), added as (
        insert into gas_station_rivals (gas_station_id, cre_place_id, permission, name, address)
        select ${s.id}, place_id, permit, left(name, 100), address from nearest
        returning 1
      )
      select count(*)::int as n from added`.execute(db);
    rivals += result.rows[0]?.n ?? 0;
  }

  const today = dayIn(now, 'America/Mexico_City');
  const goalStart = firstOfMonth(today, -5);
  const goalEnd = lastOfMonth(today, 12);
  const customers = [...new Set(stations.map((s) => s.customer_id))];
  let goals = 0;
  for (const customer_id of customers) {
    for (const goal of DEMO_GOALS) {
      await db
        .insertInto('goals')
        .values({ customer_id, ...goal, start_date: goalStart, end_date: goalEnd })
        .execute();
      goals += 1;
    }
  }

  const cameraIds = new Map<number, number>();
  for (const s of stations) {
    const code = s.customer_gas_station_id ?? `ST${s.id}`;
    const key = demoCameraKey(code);
    const camera = await db
      .insertInto('cameras')
      .values({
        customer_id: s.customer_id,
        gas_station_id: s.id,
        name: `Cámara de pista ${code}`,
        serial: `DEMO-${code}`,
        license: 'DEMO',
        key_hash: hashToken(key),
        key_last4: key.slice(-4),
        status_online: true,
        last_seen_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cameraIds.set(s.id, camera.id);
  }

  const from = demoHistoryStart(now);
  let visits = 0;
  for (const [index, s] of stations.entries()) {
    const code = s.customer_gas_station_id ?? `ST${s.id}`;
    const events = generateServiceEvents({
      seed: DEMO_EVENTS_SEED,
      station: profileFor(code, s.time_zone, index),
      from,
      to: now,
    });
    const byVisit = new Map<string, Visit>();
    events.forEach((event, i) => {
      const visit = byVisit.get(event.visit_id) ?? newVisit(event.visit_id);
      applyEvent(visit, event, i);
      byVisit.set(event.visit_id, visit);
    });
    const monthOf = monthLocator(s.time_zone);
    const rows = [...byVisit.values()].map((v) => ({
      camera_id: cameraIds.get(s.id)!,
      gas_station_id: s.id,
      visit_key: v.visitKey,
      arrival_at: v.arrival,
      attention_at: v.attention,
      end_at: v.end,
      fuel: v.fuel,
      vehicle_class: v.vehicleClass,
      month: monthOf(v),
    }));
    // One statement per station with column arrays: far cheaper than multi-row VALUES.
    const column = <T>(pick: (r: (typeof rows)[number]) => T) => sql.val(rows.map(pick));
    await sql`
      insert into service_visits (camera_id, gas_station_id, visit_key, arrival_at, attention_at,
        end_at, fuel, vehicle_class, month)
      select * from unnest(
        ${column((r) => r.camera_id)}::int[], ${column((r) => r.gas_station_id)}::int[],
        ${column((r) => r.visit_key)}::text[], ${column((r) => iso(r.arrival_at))}::timestamptz[],
        ${column((r) => iso(r.attention_at))}::timestamptz[], ${column((r) => iso(r.end_at))}::timestamptz[],
        ${column((r) => r.fuel)}::text[], ${column((r) => r.vehicle_class)}::text[],
        ${column((r) => r.month)}::date[]
      )`.execute(db);
    visits += rows.length;
  }
  await refreshServiceRollups(db, 'all');
  const traffic = await loadTrafficDemo(
    db,
    stations.map((s) => ({
      id: s.id,
      code: s.customer_gas_station_id ?? `ST${s.id}`,
      zone: s.time_zone,
      cameraId: cameraIds.get(s.id)!,
    })),
    from,
    now,
  );
  return { rivals, cameras: cameraIds.size, goals, visits, traffic };
}
