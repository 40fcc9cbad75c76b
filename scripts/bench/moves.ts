// `npm run bench:moves`: price moves and quality over the regulator's real 75-day history
// (BENCH_CRE_HISTORY: the folder of its two .csv.gz files), on an in-memory PGlite, or on
// PostgreSQL when BENCH_DATABASE_URL names an empty database (its tables are created there).
// Loads the history's places and price rows with plain batched inserts (not the importer),
// then times: every move of every station over the 75 days (countAllMoves: one window
// function), one station's moves and its comparison-table quality (the daily report's extra
// statement) for 200 stations.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import type { FuelType } from '@/server/db/schema';
import { countAllMoves, readMoves, readPriceQuality } from '@/server/modules/prices';

const FOLDER = process.env.BENCH_CRE_HISTORY ?? '';
const PLACES = 'places-2026-05-25_2026-08-08.csv.gz';
const CHANGES = 'price-changes-2026-05-25_2026-08-08.csv.gz';

async function* csvRows(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({
    input: createReadStream(path.join(FOLDER, file)).pipe(createGunzip()),
  });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    // Names may be quoted and hold commas: only the leading id and the trailing fields matter.
    yield line.split(',');
  }
}

const time = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
};

async function main() {
  if (!FOLDER) {
    console.error('BENCH_CRE_HISTORY debe nombrar la carpeta del histórico de 75 días de la CRE');
    process.exit(2);
  }
  const handle = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
    pgliteDir: 'memory',
  });
  const { db } = handle;
  console.log(`Base de datos: ${handle.kind}`);
  await migrateToLatest(db);

  await time('load places and price rows', async () => {
    let places: {
      place_id: number;
      permit: string;
      latitude: number | null;
      longitude: number | null;
    }[] = [];
    const coordinate = (text: string | undefined) => (text ? Number(text) : null);
    const flushPlaces = async () => {
      if (places.length === 0) return;
      await db
        .insertInto('cre_places')
        .values(places)
        .onConflict((oc) => oc.column('place_id').doNothing())
        .execute();
      places = [];
    };
    for await (const f of csvRows(PLACES)) {
      const n = f.length;
      places.push({
        place_id: Number(f[0]),
        permit: f[1]!,
        longitude: coordinate(f[n - 4]),
        latitude: coordinate(f[n - 3]),
      });
      if (places.length === 2000) await flushPlaces();
    }
    await flushPlaces();
    let prices: { place_id: number; fuel: FuelType; price_date: string; price: string }[] = [];
    const flushPrices = async () => {
      if (prices.length === 0) return;
      await db
        .insertInto('cre_prices')
        .values(prices)
        .onConflict((oc) => oc.columns(['place_id', 'fuel', 'price_date']).doNothing())
        .execute();
      prices = [];
    };
    for await (const [placeId, fuel, date, price] of csvRows(CHANGES)) {
      prices.push({
        place_id: Number(placeId),
        fuel: fuel as FuelType,
        price_date: date!,
        price: price!,
      });
      if (prices.length === 2000) await flushPrices();
    }
    await flushPrices();
    await sql`analyze cre_prices`.execute(db);
    await sql`analyze cre_places`.execute(db);
  });
  const { count } = (
    await sql<{
      count: string;
    }>`select count(*) as count from cre_prices`.execute(db)
  ).rows[0]!;
  console.log(`price rows: ${count}`);

  const all = await time('all moves, 2026-05-25 to 2026-08-08 (window function)', () =>
    countAllMoves(db, '2026-05-25', '2026-08-08'),
  );
  console.log(`  ${all.moves} moves of ${all.stations} stations`);

  const ids = (
    await sql<{ place_id: number }>`
      select place_id from cre_places order by place_id limit 200`.execute(db)
  ).rows.map((r) => r.place_id);
  await time('moves of 200 stations one by one (30 days)', async () => {
    for (const id of ids) await readMoves(db, [id], '2026-07-10', '2026-08-08');
  });
  await time('quality of 200 tables of 5 stations (2026-08-08)', async () => {
    for (let i = 0; i < ids.length; i += 1) {
      await readPriceQuality(db, ids.slice(i, i + 5), '2026-08-08');
    }
  });
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
