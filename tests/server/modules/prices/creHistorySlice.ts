// Loads tests/fixtures/cre-history-slice/: a real slice of the regulator's 75-day history
// (2026-05-25 to 2026-08-08), the 42 stations within 4 km of place 13292 (Chalco, Estado de
// México) and their 194 price rows, one for each station and fuel's first day and each day its
// price changed. Placeholders (13292's premium 0.01) are stored as the feed gave them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, FuelType } from '@/server/db/schema';
import { parseCsvLine } from '@/server/modules/prices/creHistory';

const folder = path.join(__dirname, '../../../fixtures/cre-history-slice');

function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(folder, name), 'utf8').trim().split('\n');
  const keys = parseCsvLine(header!)!;
  // Quoted like the regulator's files: 11439's name carries a comma.
  return lines.map((line) => Object.fromEntries(parseCsvLine(line)!.map((v, i) => [keys[i], v])));
}

export const SLICE_CENTRE = 13292;

export async function loadCreHistorySlice(db: Kysely<Database>): Promise<void> {
  const places = readCsv('places.csv');
  const prices = readCsv('price-changes.csv');
  await db
    .insertInto('cre_places')
    .values(
      places.map((p) => ({
        place_id: Number(p.place_id),
        permit: p.permit!,
        name: p.name!,
        latitude: Number(p.latitude),
        longitude: Number(p.longitude),
      })),
    )
    .onConflict((oc) => oc.column('place_id').doNothing())
    .execute();
  await db
    .insertInto('cre_prices')
    .values(
      prices.map((p) => ({
        place_id: Number(p.place_id),
        fuel: p.fuel as FuelType,
        price_date: p.date!,
        price: p.price!,
      })),
    )
    .onConflict((oc) => oc.columns(['place_id', 'fuel', 'price_date']).doNothing())
    .execute();
}

/**
 * Loads the slice and points the demo's first station at its centre and that station's
 * competitors (in the order they were added) at `neighbours`, one each; the competitors past
 * the neighbours keep their place. Returns every competitor's id, in that order.
 */
export async function pointDemoStationAtSlice(
  db: Kysely<Database>,
  neighbours: number[],
): Promise<number[]> {
  await loadCreHistorySlice(db);
  await db
    .updateTable('gas_stations')
    .set({ cre_place_id: SLICE_CENTRE })
    .where('id', '=', 1)
    .execute();
  const rivals = await db
    .selectFrom('gas_station_rivals')
    .select('id')
    .where('gas_station_id', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const [i, placeId] of neighbours.entries()) {
    await db
      .updateTable('gas_station_rivals')
      .set({ cre_place_id: placeId })
      .where('id', '=', rivals[i]!.id)
      .execute();
  }
  return rivals.map((r) => r.id);
}
