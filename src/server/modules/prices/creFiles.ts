// The regulator's snapshots shipped with the product (src/server/data/cre: the whole national
// places file and four real price days, gzip-compressed) and one way to open a feed file,
// compressed or not, as a stream the parsers read.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { projectRoot } from '../../paths';

export const CRE_PLACES_SNAPSHOT = 'places-2022-01-05.xml.gz';
export const CRE_PRICE_SNAPSHOT_DATES = ['2022-01-08', '2022-01-09', '2022-01-11', '2022-01-13'];

export function creSnapshotDir(): string {
  return path.join(projectRoot(), 'src/server/data/cre');
}

export function creSnapshotPath(file: string): string {
  return path.join(creSnapshotDir(), file);
}

/** The regulator's 75 days of daily prices (2026-05-25 to 2026-08-08), two CSV files. */
export function creHistoryDir(): string {
  return path.join(creSnapshotDir(), 'history');
}

/** A history folder's places and price-changes files (.csv or .csv.gz), or null. */
export function historyFiles(dir: string): { places: string; prices: string } | null {
  const files = fs.readdirSync(dir).sort();
  const places = files.find((f) => /^places-.*\.csv(\.gz)?$/.test(f));
  const prices = files.find((f) => /^price-changes-.*\.csv(\.gz)?$/.test(f));
  return places && prices
    ? { places: path.join(dir, places), prices: path.join(dir, prices) }
    : null;
}

export function crePricesSnapshot(date: string): string {
  return creSnapshotPath(`prices-${date}.xml.gz`);
}

/** Streams a feed file in 64 KiB chunks, gunzipping `.gz` files on the way. */
export function openFeedFile(file: string): Readable {
  const raw = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  if (!file.endsWith('.gz')) return raw;
  const gunzip = createGunzip();
  // A read error of the file must reach whoever reads the gunzipped stream.
  raw.on('error', (error) => gunzip.destroy(error));
  return raw.pipe(gunzip);
}

/** A feed file's name without the compression suffix, as imports report it. */
export function feedFileName(file: string): string {
  return path.basename(file).replace(/\.gz$/, '');
}
