// DEMO DATA GENERATOR — not measured data. Produces plausible camera traffic events for a
// station (vehicles passing in front of it and entering it, the format cameras POST to
// /api/service_events), deterministic for a given seed and time span. Passes follow the same
// daily curve as the service visits and are several times the entries (conversion between
// about 20% and 35%, lower at night and for trucks and pedestrians); about 30% of entries
// carry an anonymous vehicle key, most of them from a pool of regulars who come back within
// days or weeks, so recurrence shows.
import { localDaysFrom } from '@/lib/dates/zonedTimes';
import type { TrafficEvent } from '@/api/generated/serviceEvents.gen';
import type { VehicleClass } from '../db/schema';
import {
  HOURLY_TRAFFIC,
  TRAFFIC_TOTAL,
  hashKey,
  pick,
  seededRandom,
} from './serviceEventsGenerator';

export interface DemoTrafficProfile {
  /** Stable key (e.g. the customer's station code): part of every event id and the seed. */
  key: string;
  zone: string;
  entriesPerDay: number;
  /** Share of passing vehicles that enter, on average (0..1). */
  conversion: number;
}

/** What goes by in front of a station: more through traffic than what stops. */
const PASS_CLASSES = [
  ['autos', 0.66],
  ['motos', 0.11],
  ['camiones', 0.1],
  ['autobuses', 0.05],
  ['personas', 0.08],
] as const;
/** How much more (or less) likely than average each class is to enter. */
const ENTRY_BIAS: Record<VehicleClass, number> = {
  autos: 1.1,
  motos: 1.0,
  camiones: 0.75,
  autobuses: 0.5,
  personas: 0.35,
};

/** Share of entries whose camera computed a vehicle key, and of those, the regulars'. */
const KEYED_SHARE = 0.3;
const REGULAR_SHARE = 0.6;

/** A 32-hex-digit anonymous key (what a camera's hash would look like), from a number. */
function vehicleKey(station: string, n: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    out += hashKey(`${station}|${n}|${i}`).toString(16).padStart(8, '0');
  }
  return out;
}

/** Traffic events in [from, to), in time order. */
export function generateTrafficEvents(options: {
  seed: number;
  station: DemoTrafficProfile;
  from: Date;
  to: Date;
}): TrafficEvent[] {
  const { station } = options;
  const random = seededRandom((options.seed ^ hashKey(`traffic|${station.key}`)) >>> 0);
  const events: TrafficEvent[] = [];
  const start = options.from.getTime();
  const end = options.to.getTime();
  // Regulars: enough that each returns every week or two.
  const regulars = Math.max(
    20,
    Math.round(station.entriesPerDay * KEYED_SHARE * REGULAR_SHARE * 8),
  );
  let oneOff = 0;
  let n = 0;
  const at = (ms: number) => new Date(ms).toISOString();
  for (const day of localDaysFrom(options.from, station.zone)) {
    if (day.start >= end) break;
    const weekday = day.weekday >= 6 ? 0.88 : 1;
    const dayEntries = station.entriesPerDay * weekday * (0.85 + 0.3 * random());
    for (let hour = 0; hour < 24; hour++) {
      const hourStart = day.start + hour * 3_600_000;
      if (hourStart + 3_600_000 <= start || hourStart >= end) continue;
      // At night more of what passes is through traffic.
      const conversion = station.conversion * (hour < 6 || hour >= 22 ? 0.7 : 1);
      const expectedPasses = (dayEntries * HOURLY_TRAFFIC[hour]!) / TRAFFIC_TOTAL / conversion;
      const passes = Math.floor(expectedPasses + random());
      for (let i = 0; i < passes; i++) {
        const ms = hourStart + Math.floor(random() * 3600) * 1000;
        const vehicleClass = pick(random, PASS_CLASSES);
        if (ms < start || ms >= end) continue;
        n += 1;
        const id = `${station.key}-t${n}`;
        events.push({
          id: `${id}-p`,
          type: 'vehicle_pass',
          occurred_at: at(ms),
          vehicle_class: vehicleClass,
        });
        if (random() >= conversion * ENTRY_BIAS[vehicleClass]) continue;
        const entry: TrafficEvent = {
          id: `${id}-e`,
          type: 'vehicle_entry',
          occurred_at: at(Math.min(end - 1, ms + (5 + Math.floor(random() * 20)) * 1000)),
          vehicle_class: vehicleClass,
        };
        if (vehicleClass !== 'personas' && random() < KEYED_SHARE) {
          entry.vehicle_key =
            random() < REGULAR_SHARE
              ? vehicleKey(station.key, Math.floor(random() * regulars))
              : vehicleKey(station.key, regulars + ++oneOff);
        }
        events.push(entry);
      }
    }
  }
  // In time order, as a camera sends them (and cheaper to index in bulk).
  return events.sort((a, b) =>
    a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : 0,
  );
}
