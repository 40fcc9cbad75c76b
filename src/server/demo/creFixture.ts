// Reads the demo's trimmed CRE fixtures with the same parsers a real import uses: the January
// 2022 feeds (fixtures/cre, made by fixtures/trimCreFixture.mjs; price files are dated by their
// name) and the slice of the 75-day history (fixtures/cre/history, made by
// fixtures/trimCreHistory.mjs), streamed from its gzip files.
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { parsePlacesFeed, parsePricesFeed, type CrePlace, type CrePrice } from '../modules/prices';

/** Under ts-jest this file is src/server/demo/; in the bundle, dist/server/ (build copies it). */
export function fixtureDir(): string {
  return path.join(__dirname, 'fixtures', 'cre');
}

export async function readCreFixture(
  dir: string = fixtureDir(),
): Promise<{ places: CrePlace[]; prices: CrePrice[] }> {
  if (!fs.existsSync(dir)) throw new Error(`CRE fixture not found in ${dir}`);
  const files = fs.readdirSync(dir).sort();
  const placesFile = files.find((f) => /^places-.*\.xml$/.test(f));
  if (!placesFile) throw new Error(`No places-*.xml in ${dir}`);
  const { places } = await parsePlacesFeed(fs.createReadStream(path.join(dir, placesFile)));
  const prices: CrePrice[] = [];
  for (const file of files) {
    const date = /^prices-(\d{4}-\d{2}-\d{2})\.xml$/.exec(file)?.[1];
    if (!date) continue;
    const feed = await parsePricesFeed(fs.createReadStream(path.join(dir, file)), { date });
    prices.push(...feed.prices);
  }
  return { places, prices };
}

/** The history slice's two files, opened as streams for loadCreHistory. */
export function openCreHistoryFixture(dir: string = path.join(fixtureDir(), 'history')) {
  const files = fs.readdirSync(dir).sort();
  const open = (pattern: RegExp) => {
    const name = files.find((f) => pattern.test(f));
    if (!name) throw new Error(`No ${pattern.source} in ${dir}`);
    return { source: fs.createReadStream(path.join(dir, name)).pipe(createGunzip()), name };
  };
  return { places: open(/^places-.*\.csv\.gz$/), prices: open(/^price-changes-.*\.csv\.gz$/) };
}
