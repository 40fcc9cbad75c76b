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
