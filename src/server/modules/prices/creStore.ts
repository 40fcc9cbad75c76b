// Writes parsed CRE places and prices (see creFeed.ts) to cre_places / cre_prices in batches.
// Callers pass a transaction so that a feed is stored whole or not at all.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CrePlace, CrePrice } from './creFeed';

const BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** `replace`: a newer feed wins; `keep`: existing rows are left alone (e.g. the demo). */
export type ConflictPolicy = 'replace' | 'keep';

export async function savePlaces(
  db: Kysely<Database>,
  places: CrePlace[],
  policy: ConflictPolicy,
): Promise<void> {
  for (const batch of batches(places)) {
    await db
      .insertInto('cre_places')
      .values(
        batch.map((p) => ({
          place_id: p.placeId,
          permit: p.permit,
          name: p.name,
          brand: p.brand,
          category: p.category,
          address: p.address,
          latitude: p.latitude,
          longitude: p.longitude,
        })),
      )
      .onConflict((oc) =>
        policy === 'keep'
          ? oc.column('place_id').doNothing()
          : oc.column('place_id').doUpdateSet((eb) => ({
              permit: eb.ref('excluded.permit'),
              name: eb.ref('excluded.name'),
              brand: eb.fn.coalesce('excluded.brand', 'cre_places.brand'),
              category: eb.fn.coalesce('excluded.category', 'cre_places.category'),
              address: eb.fn.coalesce('excluded.address', 'cre_places.address'),
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
              imported_at: eb.ref('excluded.imported_at'),
            })),
      )
      .execute();
  }
}

export async function savePrices(
  db: Kysely<Database>,
  prices: CrePrice[],
  policy: ConflictPolicy,
): Promise<void> {
  for (const batch of batches(prices)) {
    await db
      .insertInto('cre_prices')
      .values(
        batch.map((p) => ({
          place_id: p.placeId,
          fuel: p.fuel,
          price_date: p.priceDate,
          price: p.price,
        })),
      )
      .onConflict((oc) =>
        policy === 'keep'
          ? oc.columns(['place_id', 'fuel', 'price_date']).doNothing()
          : oc
              .columns(['place_id', 'fuel', 'price_date'])
              .doUpdateSet((eb) => ({ price: eb.ref('excluded.price') })),
      )
      .execute();
  }
}
