// DEMO DATA GENERATOR — not measured data. Produces plausible camera service events for a
// station (the format cameras POST to /api/service_events), deterministic for a given seed and
// time span: the demo loader folds them into visits, and the same events could be sent to a
// running server. Traffic follows a daily curve (morning and evening peaks), about 4% of
// vehicles leave unattended, waits and service times are skewed like real queues, and trucks
// and buses mostly load diesel.
import { localDaysFrom } from '@/lib/dates/zonedTimes';
import type { ServiceEvent } from '@/api/generated/serviceEvents.gen';

export interface DemoStationProfile {
  /** Stable key (e.g. the customer's station code): part of every event id and the seed. */
  key: string;
  zone: string;
  visitsPerDay: number;
  /** Mean seconds from arrival to attention. */
  meanWait: number;
  meanGasService: number;
  meanDieselService: number;
}

/** mulberry32: a small, fast, seedable PRNG (same sequence on every platform). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashKey(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Relative traffic per local hour: quiet nights, a morning and an evening peak. */
export const HOURLY_TRAFFIC = [
  0.15, 0.1, 0.08, 0.08, 0.12, 0.35, 0.8, 1.4, 1.6, 1.2, 1.0, 1.0, 1.1, 1.2, 1.1, 1.0, 1.1, 1.4,
  1.6, 1.5, 1.1, 0.8, 0.5, 0.3,
];
export const TRAFFIC_TOTAL = HOURLY_TRAFFIC.reduce((a, b) => a + b, 0);
const CLASSES = [
  ['autos', 0.7],
  ['motos', 0.1],
  ['camiones', 0.08],
  ['autobuses', 0.02],
  ['personas', 0.1],
] as const;

/** A skewed positive duration with the given mean (log-normal, sigma 0.5), at least `min`. */
function duration(random: () => number, mean: number, min: number): number {
  const u = Math.max(random(), 1e-9);
  const v = random();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  const sigma = 0.5;
  const value = mean * Math.exp(sigma * normal - (sigma * sigma) / 2);
  return Math.max(min, Math.round(value));
}

export function pick<T extends string>(
  random: () => number,
  weights: readonly (readonly [T, number])[],
): T {
  let r = random();
  for (const [value, weight] of weights) {
    if (r < weight) return value;
    r -= weight;
  }
  return weights[weights.length - 1]![0];
}

/**
 * Events of the visits arriving in [from, to); events after `to` (vehicles still in service)
 * are left out, as a camera would not have sent them yet.
 */
export function generateServiceEvents(options: {
  seed: number;
  station: DemoStationProfile;
  from: Date;
  to: Date;
}): ServiceEvent[] {
  const { station } = options;
  const random = seededRandom(options.seed ^ hashKey(station.key));
  const events: ServiceEvent[] = [];
  const end = options.to.getTime();
  let n = 0;
  for (const day of localDaysFrom(options.from, station.zone)) {
    if (day.start >= end) break;
    // Weekends are a little quieter; each day varies by ±15%.
    const weekday = day.weekday >= 6 ? 0.85 : 1;
    const dayVolume = station.visitsPerDay * weekday * (0.85 + 0.3 * random());
    for (let hour = 0; hour < 24; hour++) {
      // Hours are absolute time: the day's first instant plus whole hours.
      const hourStart = day.start + hour * 3_600_000;
      const expected = (dayVolume * HOURLY_TRAFFIC[hour]!) / TRAFFIC_TOTAL;
      // Rush hours also wait longer.
      const rush = HOURLY_TRAFFIC[hour]! > 1.2 ? 1.35 : 1;
      const count = Math.floor(expected + random());
      for (let i = 0; i < count; i++) {
        const arrival = hourStart + Math.floor(random() * 3600) * 1000;
        if (arrival < options.from.getTime() || arrival >= end) continue;
        n += 1;
        const visit = `${station.key}-v${n}`;
        const vehicleClass = pick(random, CLASSES);
        const heavy = vehicleClass === 'camiones' || vehicleClass === 'autobuses';
        const fuel = random() < (heavy ? 0.85 : 0.07) ? 'diesel' : 'gasoline';
        const at = (ms: number) => new Date(ms).toISOString();
        events.push({
          id: `${visit}-a`,
          visit_id: visit,
          type: 'vehicle_arrival',
          occurred_at: at(arrival),
          vehicle_class: vehicleClass,
        });
        if (random() < 0.04) continue; // left without being attended
        const attention = arrival + duration(random, station.meanWait * rush, 3) * 1000;
        if (attention >= end) continue;
        events.push({
          id: `${visit}-s`,
          visit_id: visit,
          type: 'attention_start',
          occurred_at: at(attention),
          fuel,
        });
        const mean = fuel === 'diesel' ? station.meanDieselService : station.meanGasService;
        const serviceEnd = attention + duration(random, mean, 30) * 1000;
        if (serviceEnd >= end) continue;
        events.push({
          id: `${visit}-e`,
          visit_id: visit,
          type: 'service_end',
          occurred_at: at(serviceEnd),
          fuel,
        });
      }
    }
  }
  return events;
}
