// Traffic events of the cameras: vehicles passing in front of a station and entering it. They
// have no visit: each is stored once (idempotent by camera + event id) and counted into
// traffic_daily_stats per station, local day and vehicle class, so reports over months read a
// few hundred rows instead of every event. Only newly inserted events are counted, so a batch
// sent twice counts once. Entries are also counted per local hour (traffic_hourly_stats).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dayAround } from '@/lib/dates/zonedTimes';
import type { CameraEvent, TrafficEvent } from '@/api/generated/serviceEvents.gen';
import type { Database, VehicleClass } from '../../db/schema';
import type { FieldError } from '../../errors';
import { trafficEntryUpserts } from './dailyRollups';
import { stationDaysBump } from './dayVersions';

export const TRAFFIC_TYPES: ReadonlySet<string> = new Set(['vehicle_pass', 'vehicle_entry']);

export const isTrafficEvent = (event: CameraEvent): event is TrafficEvent =>
  TRAFFIC_TYPES.has(event.type);

/** Rules the schema cannot say per type: only entries carry a vehicle key. */
export function trafficErrors(events: CameraEvent[]): FieldError[] {
  const errors: FieldError[] = [];
  events.forEach((event, i) => {
    if (event.type === 'vehicle_pass' && (event as TrafficEvent).vehicle_key !== undefined) {
      errors.push({
        field: `body.events[${i}].vehicle_key`,
        rule: 'entryOnly',
        message: 'solo las entradas (vehicle_entry) llevan clave de vehículo',
      });
    }
  });
  return errors;
}

/**
 * The local day ('YYYY-MM-DD') of an instant in a time zone. Remembers the last day's bounds,
 * so a batch of one station reads the zone about once per day it covers.
 */
export function dayLocator(zone: string): (at: Date | number) => string {
  let bounds: { from: number; to: number; day: string } | null = null;
  return (at) => {
    const ms = typeof at === 'number' ? at : at.getTime();
    if (!bounds || ms < bounds.from || ms >= bounds.to) {
      const span = dayAround(ms, zone);
      bounds = { from: span.from, to: span.to, day: span.first };
    }
    return bounds.day;
  };
}

export interface TrafficCount {
  day: string;
  vehicleClass: VehicleClass;
  passes: number;
  entries: number;
}

/** Folds traffic events into counts per local day and class. */
export function countTraffic(
  events: { type: string; occurred_at: Date | string; vehicle_class: VehicleClass }[],
  zone: string,
): TrafficCount[] {
  const dayOf = dayLocator(zone);
  const counts = new Map<string, TrafficCount>();
  for (const e of events) {
    const at = typeof e.occurred_at === 'string' ? Date.parse(e.occurred_at) : e.occurred_at;
    const day = dayOf(at);
    const key = `${day}|${e.vehicle_class}`;
    let count = counts.get(key);
    if (!count) {
      count = { day, vehicleClass: e.vehicle_class, passes: 0, entries: 0 };
      counts.set(key, count);
    }
    if (e.type === 'vehicle_entry') count.entries += 1;
    else count.passes += 1;
  }
  return [...counts.values()];
}

/**
 * Adds counts to a station's daily stats, in one statement with `alongside` (data-modifying
 * statements of other tables, run as its CTEs: the entries' hourly and keyed rollups).
 */
export async function addTrafficCounts(
  db: Kysely<Database>,
  stationId: number,
  counts: TrafficCount[],
  alongside: RawBuilder<unknown>[] = [],
): Promise<void> {
  if (counts.length === 0) return;
  const ctes = alongside.length
    ? sql`with ${sql.join(alongside.map((statement, i) => sql`${sql.raw(`also${i}`)} as (${statement})`))} `
    : sql``;
  await sql`${ctes}insert into traffic_daily_stats (gas_station_id, day, vehicle_class, passes, entries)
    select ${stationId}, * from unnest(${sql.val(counts.map((c) => c.day))}::date[],
      ${sql.val(counts.map((c) => c.vehicleClass))}::text[],
      ${sql.val(counts.map((c) => c.passes))}::int[], ${sql.val(counts.map((c) => c.entries))}::int[])
    on conflict (gas_station_id, day, vehicle_class) do update set
      passes = traffic_daily_stats.passes + excluded.passes,
      entries = traffic_daily_stats.entries + excluded.entries`.execute(db);
}

/**
 * Stores a camera's traffic events (inside the caller's transaction) and counts the new ones
 * into the daily stats: two statements whatever the batch size. Returns the new passes and
 * entries; the rest were duplicates.
 */
export async function recordTrafficEvents(
  trx: Kysely<Database>,
  camera: { id: number },
  station: { id: number; timeZone: string },
  events: TrafficEvent[],
): Promise<{ passes: number; entries: number }> {
  if (events.length === 0) return { passes: 0, entries: 0 };
  const inserted = await trx
    .insertInto('traffic_events')
    .values(
      events.map((e) => ({
        camera_id: camera.id,
        gas_station_id: station.id,
        event_key: e.id,
        type: e.type,
        occurred_at: e.occurred_at,
        vehicle_class: e.vehicle_class,
        vehicle_key: e.vehicle_key ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['camera_id', 'event_key']).doNothing())
    .returning(['type', 'occurred_at', 'vehicle_class', 'vehicle_key'])
    .execute();
  const entered = inserted.filter((r) => r.type === 'vehicle_entry');
  const entryRollups = trafficEntryUpserts(
    station.id,
    station.timeZone,
    entered.map((r) => ({ at: new Date(r.occurred_at), vehicleKey: r.vehicle_key })),
  );
  const counts = countTraffic(inserted, station.timeZone);
  // The days counted into are written: their reports' kept answers are built again.
  const days = [...new Set(counts.map((c) => c.day))];
  const bump = days.length > 0 ? [stationDaysBump(station.id, days)] : [];
  await addTrafficCounts(trx, station.id, counts, [...entryRollups, ...bump]);
  return { passes: inserted.length - entered.length, entries: entered.length };
}
