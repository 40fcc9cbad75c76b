// Loads tests/fixtures/cre-history-slice/: a real slice of the regulator's 75-day history
// (2026-05-25 to 2026-08-08), the 42 stations within 4 km of place 13292 (Chalco, Estado de
// México) and their 194 price rows, one for each station and fuel's first day and each day its
// price changed. Placeholders (13292's premium 0.01) are stored as the feed gave them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, FuelType } from '@/server/db/schema';

const folder = path.join(__dirname, '../../../fixtures/cre-history-slice');

function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(folder, name), 'utf8').trim().split('\n');
  const keys = header!.split(',');
  // The slice's names carry no commas or quotes.
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v])));
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
