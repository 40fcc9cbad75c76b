// The traffic part of the demo: for every demo station, the camera's passes and entries (from
// the DEMO generator, seeded) over the same span as its service events, stored as the ingest
// endpoint would (raw events and daily counts per local day and class) but in one statement
// per station, so the demo load stays fast.
import { sql, type Kysely } from 'kysely';
import { generateTrafficEvents, type DemoTrafficProfile } from './trafficGenerator';
import type { Database } from '../db/schema';
import { addTrafficCounts, countTraffic } from '../modules/serviceFacts';

export const DEMO_TRAFFIC_SEED = 20_260_202;

export function trafficProfileFor(code: string, zone: string, index: number): DemoTrafficProfile {
  return {
    key: code,
    zone,
    entriesPerDay: 40 + ((index * 31) % 20),
    conversion: 0.26 + ((index * 7) % 12) / 100,
  };
}

export async function loadTrafficDemo(
  db: Kysely<Database>,
  stations: { id: number; code: string; zone: string; cameraId: number }[],
  from: Date,
  to: Date,
): Promise<number> {
  let total = 0;
  for (const [index, s] of stations.entries()) {
    const events = generateTrafficEvents({
      seed: DEMO_TRAFFIC_SEED,
      station: trafficProfileFor(s.code, s.zone, index),
      from,
      to,
    });
    if (events.length === 0) continue;
    const column = <T>(pick: (e: (typeof events)[number]) => T) => sql.val(events.map(pick));
    await sql`
      insert into traffic_events (camera_id, gas_station_id, event_key, type, occurred_at,
        vehicle_class, vehicle_key)
      select ${s.cameraId}, ${s.id}, * from unnest(
        ${column((e) => e.id)}::text[], ${column((e) => e.type)}::text[],
        ${column((e) => e.occurred_at)}::timestamptz[], ${column((e) => e.vehicle_class)}::text[],
        ${column((e) => e.vehicle_key ?? null)}::text[]
      )`.execute(db);
    await addTrafficCounts(db, s.id, countTraffic(events, s.zone));
    total += events.length;
  }
  return total;
}
