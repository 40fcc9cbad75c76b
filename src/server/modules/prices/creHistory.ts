// Imports the regulator's daily price history (src/server/data/cre/history: 75 real days,
// 2026-05-25 to 2026-08-08) as it is shipped: two CSV files, gzip-compressed,
// - places: `place_id,permit,name,longitude,latitude,first_seen,last_seen`;
// - price changes: `place_id,fuel,date,price`, a row for the first day each (station, fuel)
//   was seen and for every day its price differed from the day before.
// Both are read line by line from a stream (never whole). Everything happens in one
// transaction: places are upserted as they are read, change rows go to a temporary table, and
// one statement expands them into cre_prices, one row per station, fuel and day (the table's
// meaning for every reader: a station's price on a day is its row of that day), from the first
// day a price was seen to the place's last_seen, every calendar day from the file's first date
// to its last. A day the source missed (2026-05-26) carries the day before's prices, by the
// files' own rule (a price holds until its next row); so does a day with no change in a slice
// of the file. A broken or cut-off file rolls everything back (CreImportError with the file
// and line); importing again changes nothing.
// Prices are kept as the feed gave them, placeholders included (0.01, 95.5...): the quality
// of a price is judged when it is read, not hidden at import.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema';
import { FUEL_TYPES, normalisePermit, type CrePlace, type FuelType } from './creFeed';
import { CreImportError, IMPORT_LOCK } from './creImport';
import { syncPlaces, type SyncCounts } from './creStore';

export const HISTORY_PLACES_HEADER = 'place_id,permit,name,longitude,latitude,first_seen,last_seen';
export const HISTORY_PRICES_HEADER = 'place_id,fuel,date,price';

export interface HistoryFile {
  source: Readable | AsyncIterable<string | Uint8Array>;
  name: string;
}

export interface HistoryImportOptions {
  /** Only these places (and their prices): the demo loads its stations' surroundings. */
  placeIds?: ReadonlySet<number>;
  /** Leave stored rows as they are and only add new ones (the demo over a real registry). */
  keepExisting?: boolean;
}

export interface HistoryImportSummary {
  /** The file's first and last date, and the calendar days between them (both included). */
  from: string | null;
  to: string | null;
  days: number;
  stations: SyncCounts;
  changes: {
    /** Change rows read (not counting the header). */
    read: number;
    kept: number;
    /** The same (station, fuel, day) again: the first row is kept. */
    duplicate: number;
    /** ...of which with a different price. */
    conflicting: number;
    /** Stations the places file does not list (or left out by `placeIds`). */
    unknownPlace: number;
  };
  /** Daily rows written to cre_prices. */
  prices: SyncCounts;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const BATCH = 5000;

const validDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** One CSV record (RFC 4180 quoting, no line breaks inside fields); null when malformed. */
export function parseCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) return null;
        value += line.slice(i, end);
        if (line[end + 1] === '"') {
          value += '"';
          i = end + 2;
        } else {
          i = end + 1;
          break;
        }
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') return null;
      i++;
    } else {
      const end = line.indexOf(',', i);
      const value = end < 0 ? line.slice(i) : line.slice(i, end);
      if (value.includes('"')) return null;
      fields.push(value);
      if (end < 0) return fields;
      i = end + 1;
    }
  }
}

/**
 * The lines of a text stream, numbered from 1, without their line ending (a byte-order mark
 * before the first is dropped). Throws CreImportError when the stream fails (a cut-off gzip)
 * or ends in the middle of a line.
 */
export async function* readLines(file: HistoryFile): AsyncGenerator<[number, string]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  let line = 0;
  const cut = (why: string) =>
    new CreImportError(
      `${file.name}: el archivo está cortado o dañado después de la línea ${line} (${why})`,
      file.name,
      line + 1,
    );
  try {
    for await (const chunk of file.source) {
      rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
        let text = rest.slice(start, end);
        if (text.endsWith('\r')) text = text.slice(0, -1);
        if (line === 0 && text.startsWith('\uFEFF')) text = text.slice(1);
        start = end + 1;
        yield [++line, text];
      }
      rest = rest.slice(start);
    }
    rest += decoder.decode();
  } catch (error) {
    if (error instanceof CreImportError) throw error;
    throw cut((error as Error).message);
  }
  if (rest !== '') throw cut('la última línea no termina');
}

function lineError(file: string, line: number, why: string): CreImportError {
  return new CreImportError(`${file}, línea ${line}: ${why}`, file, line);
}

async function expectHeader(lines: AsyncGenerator<[number, string]>, file: string, header: string) {
  const first = await lines.next();
  if (first.done) throw new CreImportError(`${file}: el archivo está vacío`, file, 1);
  if (first.value[1] !== header) {
    throw lineError(file, 1, `se esperaba el encabezado "${header}"`);
  }
}

const placeId = (value: string) => {
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  return id > 0 && id <= 2147483647 ? id : null;
};

const coordinate = (value: string) => (value === '' ? null : Number(value));

interface HistoryPlace {
  place: CrePlace;
  lastSeen: string;
}

function parsePlace(file: string, line: number, text: string): HistoryPlace {
  const fields = parseCsvLine(text);
  if (!fields || fields.length !== 7) {
    throw lineError(file, line, 'se esperaban 7 campos separados por comas');
  }
  const [rawId, rawPermit, name, lon, lat, firstSeen, lastSeen] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const id = placeId(rawId);
  if (id === null) throw lineError(file, line, `place_id no válido: "${rawId}"`);
  const permit = normalisePermit(rawPermit);
  if (!permit) throw lineError(file, line, 'falta el permiso');
  const longitude = coordinate(lon);
  const latitude = coordinate(lat);
  if (
    (longitude !== null && !Number.isFinite(longitude)) ||
    (latitude !== null && !Number.isFinite(latitude))
  ) {
    throw lineError(file, line, `coordenadas no válidas: "${lon}", "${lat}"`);
  }
  if (!validDate(firstSeen) || !validDate(lastSeen) || lastSeen < firstSeen) {
    throw lineError(file, line, `fechas no válidas: "${firstSeen}", "${lastSeen}"`);
  }
  return {
    place: {
      placeId: id,
      permit,
      name: name.trim() || null,
      brand: null,
      category: null,
      address: null,
      latitude,
      longitude,
    },
    lastSeen,
  };
}

interface Change {
  placeId: number;
  fuel: FuelType;
  date: string;
  price: string;
}

function parseChange(file: string, line: number, text: string): Change {
  const fields = parseCsvLine(text);
  if (!fields || fields.length !== 4) {
    throw lineError(file, line, 'se esperaban 4 campos separados por comas');
  }
  const [rawId, fuel, date, price] = fields as [string, string, string, string];
  const id = placeId(rawId);
  if (id === null) throw lineError(file, line, `place_id no válido: "${rawId}"`);
  if (!FUEL_TYPES.includes(fuel as FuelType)) {
    throw lineError(file, line, `combustible desconocido: "${fuel}"`);
  }
  if (!validDate(date)) throw lineError(file, line, `fecha no válida: "${date}"`);
  // numeric(8, 3) and price > 0: placeholders such as 0.01 are real feed values and kept.
  if (!DECIMAL.test(price) || Number(price) <= 0 || Number(price) >= 100_000) {
    throw lineError(file, line, `precio no válido: "${price}"`);
  }
  return { placeId: id, fuel: fuel as FuelType, date, price };
}

const emptyCounts = (): SyncCounts => ({ read: 0, inserted: 0, updated: 0, unchanged: 0 });

/**
 * A file may fail (a cut-off gzip) before or while the other is read: its error is kept for
 * when it is read, not thrown at nobody. Called before anything awaits, so no error can come
 * first.
 */
function keepErrorsForTheReader(files: { places: HistoryFile; prices: HistoryFile }): void {
  for (const f of [files.places, files.prices]) {
    if ('on' in f.source) f.source.on('error', () => undefined);
  }
}

/** Imports both history files in one transaction (see the top of this file). */
export async function importCreHistory(
  db: Kysely<Database>,
  files: { places: HistoryFile; prices: HistoryFile },
  options: HistoryImportOptions = {},
): Promise<HistoryImportSummary> {
  keepErrorsForTheReader(files);
  return db.transaction().execute((trx) => loadCreHistory(trx, files, options));
}

/**
 * The import inside a transaction the caller holds (the demo loads its slice with the rest of
 * its data): whatever fails, the caller's rollback undoes it.
 */
export async function loadCreHistory(
  trx: Transaction<Database>,
  files: { places: HistoryFile; prices: HistoryFile },
  options: HistoryImportOptions = {},
): Promise<HistoryImportSummary> {
  const { placeIds, keepExisting = false } = options;
  const summary: HistoryImportSummary = {
    from: null,
    to: null,
    days: 0,
    stations: emptyCounts(),
    changes: { read: 0, kept: 0, duplicate: 0, conflicting: 0, unknownPlace: 0 },
    prices: emptyCounts(),
  };
  keepErrorsForTheReader(files);
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
  // A batch load, like a migration: millions of rows may take longer than a request's limit.
  await sql`set local statement_timeout = 0`.execute(trx);
  await sql`create temporary table cre_history_places (
      place_id integer primary key, last_seen date not null) on commit drop`.execute(trx);
  await sql`create temporary table cre_history_changes (
      place_id integer not null, fuel text not null, price_date date not null,
      price numeric(8, 3) not null) on commit drop`.execute(trx);

  // Places: upserted in batches as they are read.
  const lastSeen = new Map<number, string>();
  let batch: HistoryPlace[] = [];
  const flushPlaces = async () => {
    if (batch.length === 0) return;
    const counts = await syncPlaces(
      trx,
      batch.map((p) => p.place),
      { keepExisting },
    );
    summary.stations.read += counts.read;
    summary.stations.inserted += counts.inserted;
    summary.stations.updated += counts.updated;
    summary.stations.unchanged += counts.unchanged;
    await sql`insert into cre_history_places (place_id, last_seen)
        select * from unnest(${batch.map((p) => p.place.placeId)}::int[],
          ${batch.map((p) => p.lastSeen)}::date[])`.execute(trx);
    batch = [];
  };
  const placesName = files.places.name;
  const placeLines = readLines(files.places);
  await expectHeader(placeLines, placesName, HISTORY_PLACES_HEADER);
  for await (const [line, text] of placeLines) {
    const parsed = parsePlace(placesName, line, text);
    if (placeIds && !placeIds.has(parsed.place.placeId)) continue;
    if (lastSeen.has(parsed.place.placeId)) {
      throw lineError(placesName, line, `place_id repetido: ${parsed.place.placeId}`);
    }
    lastSeen.set(parsed.place.placeId, parsed.lastSeen);
    batch.push(parsed);
    if (batch.length >= 500) await flushPlaces();
  }
  await flushPlaces();

  // Change rows: into the temporary table in batches, the first of a repeated key kept.
  const pricesName = files.prices.name;
  const seen = new Map<string, string>();
  let from: string | null = null;
  let to: string | null = null;
  let changes: Change[] = [];
  const flushChanges = async () => {
    if (changes.length === 0) return;
    await sql`insert into cre_history_changes (place_id, fuel, price_date, price)
        select * from unnest(${changes.map((c) => c.placeId)}::int[],
          ${changes.map((c) => c.fuel)}::text[], ${changes.map((c) => c.date)}::date[],
          ${changes.map((c) => c.price)}::numeric[])`.execute(trx);
    changes = [];
  };
  const priceLines = readLines(files.prices);
  await expectHeader(priceLines, pricesName, HISTORY_PRICES_HEADER);
  for await (const [line, text] of priceLines) {
    const change = parseChange(pricesName, line, text);
    summary.changes.read += 1;
    if (from === null || change.date < from) from = change.date;
    if (to === null || change.date > to) to = change.date;
    if (!lastSeen.has(change.placeId)) {
      summary.changes.unknownPlace += 1;
      continue;
    }
    const key = `${change.placeId} ${change.fuel} ${change.date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      summary.changes.duplicate += 1;
      if (Number(first) !== Number(change.price)) summary.changes.conflicting += 1;
      continue;
    }
    seen.set(key, change.price);
    summary.changes.kept += 1;
    changes.push(change);
    if (changes.length >= BATCH) await flushChanges();
  }
  await flushChanges();

  summary.from = from;
  summary.to = to;
  summary.days = from && to ? (Date.parse(to) - Date.parse(from)) / (24 * 3600 * 1000) + 1 : 0;

  // One statement expands the changes to daily rows and counts what it did.
  const conflict = keepExisting
    ? sql`do nothing`
    : sql`do update set price = excluded.price
          where cre_prices.price is distinct from excluded.price`;
  const result = await sql<{ total: string; inserted: string; updated: string }>`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
      ),
      spans as (
        select c.place_id, c.fuel, c.price_date, c.price, h.last_seen,
          lead(c.price_date) over (partition by c.place_id, c.fuel order by c.price_date) as next_date
        from cre_history_changes c join cre_history_places h using (place_id)
      ),
      daily as (
        select s.place_id, s.fuel, d.day, s.price
        from spans s join days d on d.day >= s.price_date and d.day <= s.last_seen
          and (s.next_date is null or d.day < s.next_date)
      ),
      written as (
        insert into cre_prices (place_id, fuel, price_date, price)
        select place_id, fuel, day, price from daily
        on conflict (place_id, fuel, price_date) ${conflict}
        returning xmax = 0 as inserted
      )
      select (select count(*) from daily) as total,
        count(*) filter (where inserted) as inserted,
        count(*) filter (where not inserted) as updated
      from written`.execute(trx);
  const row = result.rows[0]!;
  summary.prices = {
    read: Number(row.total),
    inserted: Number(row.inserted),
    updated: Number(row.updated),
    unchanged: Number(row.total) - Number(row.inserted) - Number(row.updated),
  };
  await sql`drop table cre_history_places, cre_history_changes`.execute(trx);
  return summary;
}

/** The summary as the command line prints it. */
export function formatHistorySummary(s: HistoryImportSummary): string {
  const counts = (label: string, c: SyncCounts) =>
    `${label}: ${c.read} leídos, ${c.inserted} nuevos, ${c.updated} actualizados, ${c.unchanged} sin cambios`;
  return [
    `Historial CRE del ${s.from ?? '-'} al ${s.to ?? '-'} (${s.days} días)`,
    counts('Estaciones', s.stations),
    `Cambios de precio: ${s.changes.read} leídos, ${s.changes.kept} usados`,
    `  repetidos (se usa el primero): ${s.changes.duplicate}, con otro precio: ${s.changes.conflicting}`,
    `  de estaciones que no están en el archivo de lugares: ${s.changes.unknownPlace}`,
    counts('Precios diarios', s.prices),
  ].join('\n');
}
