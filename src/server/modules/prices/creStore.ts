// Writes parsed CRE places and prices (see creFeed.ts) to cre_places / cre_prices in batches.
// Callers pass a transaction so that a feed is stored whole or not at all.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CrePlace, CrePrice } from './creFeed';

const BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export interface SyncCounts {
  /** Rows read from the feed. */
  read: number;
  inserted: number;
  updated: number;
  /** Already stored with the same values: left untouched (a re-import changes nothing). */
  unchanged: number;
}

const emptyCounts = (read: number): SyncCounts => ({ read, inserted: 0, updated: 0, unchanged: 0 });

export interface SyncOptions {
  /** Leave stored rows as they are and only add new ones (the demo over a real registry). */
  keepExisting?: boolean;
}

/**
 * Upserts `items` a batch at a time and counts what happened: `upsert` returns the rows it
 * wrote, `inserted` being xmax = 0 (this statement inserted the row rather than updated it);
 * the rest of what was read is unchanged.
 */
async function upsertInBatches<T>(
  items: T[],
  upsert: (batch: T[]) => Promise<{ inserted: boolean }[]>,
): Promise<SyncCounts> {
  const counts = emptyCounts(items.length);
  for (const batch of batches(items)) {
    for (const row of await upsert(batch)) {
      if (row.inserted) counts.inserted += 1;
      else counts.updated += 1;
    }
  }
  counts.unchanged = counts.read - counts.inserted - counts.updated;
  return counts;
}

/**
 * Upserts places by place_id, touching only rows whose values differ, and counts what
 * happened (xmax = 0 marks a row this statement inserted rather than updated).
 */
export async function syncPlaces(
  db: Kysely<Database>,
  places: CrePlace[],
  { keepExisting = false }: SyncOptions = {},
): Promise<SyncCounts> {
  return upsertInBatches(places, (batch) =>
    db
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
        keepExisting
          ? oc.column('place_id').doNothing()
          : oc
              .column('place_id')
              .doUpdateSet((eb) => ({
                permit: eb.ref('excluded.permit'),
                name: eb.ref('excluded.name'),
                // Current feeds no longer carry these: keep what an older publication gave.
                brand: eb.fn.coalesce('excluded.brand', 'cre_places.brand'),
                category: eb.fn.coalesce('excluded.category', 'cre_places.category'),
                address: eb.fn.coalesce('excluded.address', 'cre_places.address'),
                latitude: eb.ref('excluded.latitude'),
                longitude: eb.ref('excluded.longitude'),
                imported_at: sql<Date>`now()`,
              }))
              .where(
                sql<boolean>`(cre_places.permit, cre_places.name, cre_places.latitude, cre_places.longitude,
              cre_places.brand, cre_places.category, cre_places.address)
              is distinct from (excluded.permit, excluded.name, excluded.latitude, excluded.longitude,
              coalesce(excluded.brand, cre_places.brand), coalesce(excluded.category, cre_places.category),
              coalesce(excluded.address, cre_places.address))`,
              ),
      )
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute(),
  );
}

/** Upserts prices by (place, fuel, date), touching only changed ones, and counts. */
export async function syncPrices(
  db: Kysely<Database>,
  prices: CrePrice[],
  { keepExisting = false }: SyncOptions = {},
): Promise<SyncCounts> {
  return upsertInBatches(prices, (batch) =>
    db
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
        keepExisting
          ? oc.columns(['place_id', 'fuel', 'price_date']).doNothing()
          : oc
              .columns(['place_id', 'fuel', 'price_date'])
              .doUpdateSet((eb) => ({ price: eb.ref('excluded.price') }))
              .where(sql<boolean>`cre_prices.price is distinct from excluded.price`),
      )
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute(),
  );
}

/**
 * Records a feed's conflicting duplicates (see PricesFeed.conflicts); one already recorded is
 * left as it is, so a re-import changes nothing. Returns how many were new.
 */
export async function syncPriceConflicts(
  db: Kysely<Database>,
  conflicts: CrePrice[],
): Promise<number> {
  let inserted = 0;
  for (const batch of batches(conflicts)) {
    const rows = await db
      .insertInto('cre_price_conflicts')
      .values(
        batch.map((p) => ({
          place_id: p.placeId,
          fuel: p.fuel,
          price_date: p.priceDate,
          price: p.price,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('place_id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}
