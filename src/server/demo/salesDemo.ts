// The sales part of the demo: tickets for every demo station over the same history as its
// camera events (from the DEMO generator, seeded), about one per vehicle entering, at its regulator prices when the fixture has them, stored as an
// upload of origin 'demo'. One unnest statement per station rather than the tickets' writer
// (storeTickets): its change-detecting upserts in batches of 1,000 cost seconds of demo load,
// and every test server loads the demo.
import { sql, type Kysely } from 'kysely';
import { generateSalesTickets } from './salesGenerator';
import { demoHistoryStart } from './serviceEventsDemo';
import { trafficProfileFor } from './trafficDemo';
import type { Database, FuelType } from '../db/schema';

export const DEMO_SALES_SEED = 20_260_303;
export const DEMO_TICKET_ORIGIN = 'demo';
/** Pesos per litre when the regulator has no price for a station. */
const FALLBACK_PRICES: Record<FuelType, number> = { regular: 23.9, premium: 25.9, diesel: 25.6 };

export async function loadSalesDemo(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const stations = await db
    .selectFrom('gas_stations')
    .select(['id', 'customer_gas_station_id', 'time_zone', 'cre_place_id', 'bombs'])
    .orderBy('id')
    .execute();
  const placeIds = stations.flatMap((s) => (s.cre_place_id === null ? [] : [s.cre_place_id]));
  // The latest regulator price of each place and fuel.
  const latest =
    placeIds.length === 0
      ? []
      : (
          await sql<{ place_id: number; fuel: FuelType; price: number }>`
            select distinct on (place_id, fuel) place_id, fuel, price::float8 as price
            from cre_prices where place_id = any(${sql.val(placeIds)}::int[])
            order by place_id, fuel, price_date desc`.execute(db)
        ).rows;
  let total = 0;
  for (const [index, s] of stations.entries()) {
    const code = s.customer_gas_station_id ?? `ST${s.id}`;
    const prices = { ...FALLBACK_PRICES };
    for (const p of latest) if (p.place_id === s.cre_place_id) prices[p.fuel] = Number(p.price);
    const tickets = generateSalesTickets({
      seed: DEMO_SALES_SEED,
      station: {
        key: code,
        zone: s.time_zone,
        salesPerDay: Math.round(trafficProfileFor(code, s.time_zone, index).entriesPerDay * 1.05),
        pumps: s.bombs ?? 8,
        prices,
      },
      from: demoHistoryStart(now),
      to: now,
    });
    if (tickets.length === 0) continue;
    const column = <T>(pick: (t: (typeof tickets)[number]) => T) => sql.val(tickets.map(pick));
    await sql`
      insert into sales_tickets (gas_station_id, source, origin, folio, sold_at, local_time,
        employee, pump, product, payment_type, volume, price, amount)
      select ${s.id}, 'upload', ${DEMO_TICKET_ORIGIN}, * from unnest(
        ${column((t) => t.folio)}::text[], ${column((t) => t.sold_at)}::timestamptz[],
        ${column((t) => t.local_time)}::timestamp[], ${column((t) => t.employee)}::text[],
        ${column((t) => t.pump)}::int[], ${column((t) => t.product)}::int[],
        ${column((t) => t.payment_type)}::int[], ${column((t) => t.volume)}::numeric[],
        ${column((t) => t.price)}::numeric[], ${column((t) => t.amount)}::numeric[]
      )`.execute(db);
    total += tickets.length;
  }
  return total;
}
