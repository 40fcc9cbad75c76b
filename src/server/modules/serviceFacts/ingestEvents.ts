// Records a camera's batch of service and traffic events, whole or not at all:
// 1. checks every event (times plausible, visits never going backwards, keys only on entries)
//    and refuses the batch naming each bad event by its position;
// 2. stores the new service events (a repeated id is a duplicate, ignored), merges them into
//    their visits, and rebuilds the touched station-months' rollups; stores the new traffic
//    events and counts them into the daily traffic stats — in one transaction, under a
//    per-station advisory lock so two batches of one station cannot rebuild a month from
//    each other's uncommitted visits;
// 3. enqueues the evaluation of the station's service alert rules (jobs/alertTriggers.ts).
import type { Kysely } from 'kysely';
import { monthAround } from '@/lib/dates/zonedTimes';
import type {
  CameraEvent,
  ServiceEvent,
  ServiceEventReceipt,
  TrafficEvent,
} from '@/api/generated/serviceEvents.gen';
import type { AuthCamera } from '../../contract/handlerTypes';
import type { Database, ServiceFuel, VehicleClass } from '../../db/schema';
import { HttpError, type FieldError } from '../../errors';
import { enqueueServiceAlerts } from '../../jobs/alertTriggers';
import { rebuildDays } from './dailyRollups';
import { bumpStationVersions } from './dayVersions';
import { refreshServiceRollups, type StationMonth } from './monthlyRollups';
import { isTrafficEvent, recordTrafficEvents, trafficErrors } from './trafficEvents';
import { lockStations } from './writeLock';

/** Clock skew tolerated on event times, and how old an event may still be. */
export const MAX_FUTURE_MS = 5 * 60_000;
export const MAX_AGE_DAYS = 400;

export interface Visit {
  visitKey: string;
  arrival: Date | null;
  attention: Date | null;
  end: Date | null;
  fuel: ServiceFuel | null;
  vehicleClass: VehicleClass | null;
  /** Where the stored visit's rollup was counted (it may move: month, re-assigned camera). */
  old: StationMonth | null;
  /** Batch positions of the events merged into it, for error messages. */
  positions: number[];
}

const earliest = (a: Date | null, b: Date) => (a && a <= b ? a : b);
const latest = (a: Date | null, b: Date) => (a && a >= b ? a : b);

export const newVisit = (visitKey: string): Visit => ({
  visitKey,
  arrival: null,
  attention: null,
  end: null,
  fuel: null,
  vehicleClass: null,
  old: null,
  positions: [],
});

/** Merges one event into its visit; a repeated sighting keeps the first arrival and attention and the last end. */
export function applyEvent(visit: Visit, event: ServiceEvent, position: number): void {
  const at = new Date(event.occurred_at);
  if (event.type === 'vehicle_arrival') visit.arrival = earliest(visit.arrival, at);
  if (event.type === 'attention_start') visit.attention = earliest(visit.attention, at);
  if (event.type === 'service_end') visit.end = latest(visit.end, at);
  visit.fuel = event.fuel ?? visit.fuel;
  visit.vehicleClass = visit.vehicleClass ?? event.vehicle_class ?? null;
  visit.positions.push(position);
}

function checkTimes(events: CameraEvent[], now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const oldest = now.getTime() - MAX_AGE_DAYS * 86_400_000;
  const seen = new Map<string, string>();
  events.forEach((event, i) => {
    const at = Date.parse(event.occurred_at);
    const field = `body.events[${i}]`;
    if (at > now.getTime() + MAX_FUTURE_MS) {
      errors.push({
        field: `${field}.occurred_at`,
        rule: 'notFuture',
        message: 'está en el futuro',
      });
    } else if (at < oldest) {
      errors.push({
        field: `${field}.occurred_at`,
        rule: 'maxAge',
        message: `tiene más de ${MAX_AGE_DAYS} días`,
      });
    }
    const content = JSON.stringify(
      isTrafficEvent(event)
        ? [event.type, at, event.vehicle_class, event.vehicle_key]
        : [event.visit_id, event.type, at, event.fuel, event.vehicle_class],
    );
    const previous = seen.get(event.id);
    if (previous !== undefined && previous !== content) {
      errors.push({
        field: `${field}.id`,
        rule: 'unique',
        message: 'repite el id de otro evento del lote con otro contenido',
      });
    }
    seen.set(event.id, content);
  });
  return errors;
}

export function orderErrors(visits: Visit[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const v of visits) {
    const backwards =
      (v.arrival && v.attention && v.attention < v.arrival) ||
      (v.attention && v.end && v.end < v.attention) ||
      (v.arrival && v.end && v.end < v.arrival);
    if (backwards) {
      for (const i of v.positions) {
        errors.push({
          field: `body.events[${i}].occurred_at`,
          rule: 'visitOrder',
          message: `la visita ${v.visitKey} quedaría con llegada, atención y fin fuera de orden`,
        });
      }
    }
  }
  return errors;
}

/**
 * The first day of a visit's month in a time zone ('YYYY-MM-01'). Remembers the last month's
 * bounds, so folding thousands of visits of one station reads the zone once per month.
 */
export function monthLocator(zone: string): (visit: Visit) => string {
  let bounds: { from: number; to: number; month: string } | null = null;
  return (visit) => {
    const at = (visit.arrival ?? visit.attention ?? visit.end!).getTime();
    if (!bounds || at < bounds.from || at >= bounds.to) {
      const span = monthAround(at, zone);
      bounds = { from: span.from, to: span.to, month: span.first };
    }
    return bounds.month;
  };
}

/** The batch position named in a field ('body.events[12].x' -> 12), to list errors in order. */
const position = (field: string) => Number(/\[(\d+)\]/.exec(field)?.[1] ?? 0);

export async function ingestServiceEvents(
  db: Kysely<Database>,
  camera: AuthCamera,
  events: CameraEvent[],
  now: Date = new Date(),
): Promise<ServiceEventReceipt> {
  if (camera.gasStationId === null) {
    throw new HttpError(409, 'La cámara no está asignada a una estación', 'camera_unassigned');
  }
  const stationId = camera.gasStationId;
  const timeErrors = [...checkTimes(events, now), ...trafficErrors(events)].sort(
    (a, b) => position(a.field) - position(b.field),
  );
  if (timeErrors.length > 0) {
    throw new HttpError(
      422,
      'El lote tiene eventos con fechas no válidas; no se registró ninguno',
      'invalid_events',
      timeErrors,
    );
  }

  return db.transaction().execute(async (trx) => {
    await lockStations(trx, [stationId]);
    const station = await trx
      .selectFrom('gas_stations')
      .select('time_zone')
      .where('id', '=', stationId)
      .executeTakeFirstOrThrow();

    // Unique ids of the batch, first occurrence kept (identical repeats were checked above).
    const all = [...new Map(events.map((e, i) => [e.id, { e, i }])).values()];
    const unique: { e: ServiceEvent; i: number }[] = [];
    const traffic: TrafficEvent[] = [];
    for (const item of all) {
      if (isTrafficEvent(item.e)) traffic.push(item.e);
      else unique.push(item as { e: ServiceEvent; i: number });
    }
    const counted = await recordTrafficEvents(
      trx,
      camera,
      { id: stationId, timeZone: station.time_zone },
      traffic,
    );
    await trx
      .updateTable('cameras')
      .set({ last_seen_at: now, status_online: true })
      .where('id', '=', camera.id)
      .execute();
    const trafficAccepted = counted.passes + counted.entries;
    if (unique.length === 0) {
      return {
        accepted: trafficAccepted,
        duplicates: events.length - trafficAccepted,
        visits: 0,
        ...counted,
      };
    }
    const inserted = await trx
      .insertInto('service_events')
      .values(
        unique.map(({ e }) => ({
          camera_id: camera.id,
          gas_station_id: stationId,
          event_key: e.id,
          visit_key: e.visit_id,
          type: e.type,
          occurred_at: e.occurred_at,
          fuel: e.fuel ?? null,
          vehicle_class: e.vehicle_class ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['camera_id', 'event_key']).doNothing())
      .returning('event_key')
      .execute();
    const fresh = new Set(inserted.map((r) => r.event_key));
    const newEvents = unique.filter(({ e }) => fresh.has(e.id));
    const receipt = (visits: number): ServiceEventReceipt => ({
      accepted: newEvents.length + trafficAccepted,
      duplicates: events.length - newEvents.length - trafficAccepted,
      visits,
      ...counted,
    });
    if (newEvents.length === 0) return receipt(0);

    const keys = [...new Set(newEvents.map(({ e }) => e.visit_id))];
    const existing = await trx
      .selectFrom('service_visits')
      .select([
        'visit_key',
        'gas_station_id',
        'arrival_at',
        'attention_at',
        'end_at',
        'fuel',
        'vehicle_class',
        'month',
      ])
      .where('camera_id', '=', camera.id)
      .where('visit_key', 'in', keys)
      .execute();
    const visits = new Map<string, Visit>(
      existing.map((v) => [
        v.visit_key,
        {
          visitKey: v.visit_key,
          arrival: v.arrival_at,
          attention: v.attention_at,
          end: v.end_at,
          fuel: v.fuel,
          vehicleClass: v.vehicle_class,
          old: { stationId: v.gas_station_id, month: v.month },
          positions: [],
        },
      ]),
    );
    for (const { e, i } of newEvents) {
      const visit = visits.get(e.visit_id) ?? newVisit(e.visit_id);
      applyEvent(visit, e, i);
      visits.set(e.visit_id, visit);
    }
    const touched = keys.map((k) => visits.get(k)!);
    const backwards = orderErrors(touched);
    if (backwards.length > 0) {
      throw new HttpError(
        422,
        'El lote deja visitas con tiempos fuera de orden; no se registró ningún evento',
        'invalid_events',
        backwards,
      );
    }

    const monthOf = monthLocator(station.time_zone);
    const rows = touched.map((v) => ({
      camera_id: camera.id,
      gas_station_id: stationId,
      visit_key: v.visitKey,
      arrival_at: v.arrival,
      attention_at: v.attention,
      end_at: v.end,
      fuel: v.fuel,
      vehicle_class: v.vehicleClass,
      month: monthOf(v),
    }));
    await trx
      .insertInto('service_visits')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['camera_id', 'visit_key']).doUpdateSet((eb) => ({
          gas_station_id: eb.ref('excluded.gas_station_id'),
          arrival_at: eb.ref('excluded.arrival_at'),
          attention_at: eb.ref('excluded.attention_at'),
          end_at: eb.ref('excluded.end_at'),
          fuel: eb.ref('excluded.fuel'),
          vehicle_class: eb.ref('excluded.vehicle_class'),
          month: eb.ref('excluded.month'),
        })),
      )
      .execute();

    const pairs = new Map<string, StationMonth>();
    for (const row of rows) pairs.set(`${stationId}|${row.month}`, { stationId, month: row.month });
    for (const v of touched) if (v.old) pairs.set(`${v.old.stationId}|${v.old.month}`, v.old);
    await refreshServiceRollups(trx, [...pairs.values()]);
    // The daily rollups of the days each visit was counted on before and is counted on now.
    const instants = [
      ...existing
        .filter((v) => v.arrival_at !== null)
        .map((v) => ({ stationId: v.gas_station_id, at: v.arrival_at! })),
      ...rows.filter((r) => r.arrival_at !== null).map((r) => ({ stationId, at: r.arrival_at! })),
    ];
    await rebuildDays(trx, 'service', { instants });
    await bumpStationVersions(
      trx,
      existing.filter((v) => v.gas_station_id !== stationId).map((v) => v.gas_station_id),
    );
    // The station's service rules see these visits (at most one evaluation a minute).
    await enqueueServiceAlerts(trx, stationId, now);
    return receipt(touched.length);
  });
}
