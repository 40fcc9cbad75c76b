// Streaming parser for the regulator's (CRE) two open-data feeds, `places` and `prices`, as
// they really are (the shipped snapshots in src/server/data/cre are real examples):
// - UTF-8 with a byte-order mark; root <places> in both feeds;
// - places: <place place_id> with <name>, <cre_id> (the permit), <location><x>lon</x><y>lat</y>,
//   and in older publications <brand>, <category>, <location><address_street>;
// - prices: <place place_id> with <gas_price type="regular|premium|diesel">decimal</gas_price>;
//   one place_id may be split over consecutive <place> elements (merged here); a price may
//   carry observation="No Reportado" and no value, or a placeholder value such as 0.01; older
//   publications give update_time="YYYY-MM-DD HH:MM:SS" per price;
// - permits of unusual shapes (PL/N/EXP/ESA/N, CNE/PL/N/EXP/ES/N...), kept but counted;
// - files cut off mid-document: CreFeedError with the line, and nothing returned — a caller
//   never sees half a file.
// Entries that cannot be used are skipped and counted by reason; the parser never throws for
// bad data, only for a document that is not well-formed XML of the expected shape.
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type FuelType = 'regular' | 'premium' | 'diesel';
export const FUEL_TYPES: readonly FuelType[] = ['regular', 'premium', 'diesel'];

export interface CrePlace {
  placeId: number;
  /** Normalised permit: trimmed, upper case, inner spaces removed. */
  permit: string;
  name: string | null;
  brand: string | null;
  category: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CrePrice {
  placeId: number;
  fuel: FuelType;
  /** 'YYYY-MM-DD': update_time of the entry when present, else the snapshot date given. */
  priceDate: string;
  /** Pesos per litre. */
  price: number;
}

export type PlaceSkipReason = 'invalid_place_id' | 'missing_permit' | 'duplicate_place';
export type PlaceFlag =
  | 'odd_permit'
  | 'missing_location'
  | 'zero_location'
  | 'swapped_location'
  | 'unsigned_longitude'
  | 'invalid_location';
export type PriceSkipReason =
  | 'invalid_place_id'
  | 'empty_place'
  | 'not_reported'
  | 'missing_price'
  | 'invalid_price'
  | 'placeholder_price'
  | 'unknown_fuel'
  | 'duplicate_price'
  | 'no_date';
export type PriceFlag = 'merged_split_place';

export interface FeedExample<R extends string> {
  line: number;
  reason: R;
  placeId: string | null;
  detail?: string;
}

export interface FeedReport<R extends string, F extends string> {
  /** <place> elements read. */
  elements: number;
  skipped: Partial<Record<R, number>>;
  /** Entries kept but worth knowing about. */
  flagged: Partial<Record<F, number>>;
  /** The first few skipped or flagged entries of each reason, with their line, for an import report. */
  examples: FeedExample<R | F>[];
}

export interface PlacesFeed {
  places: CrePlace[];
  report: FeedReport<PlaceSkipReason, PlaceFlag>;
}

export interface PricesFeed {
  prices: CrePrice[];
  /**
   * The other prices of a station, fuel and day the feed listed twice with different prices
   * (the first is kept in `prices`; these are counted as duplicate_price and stored as
   * conflicts, which flag the kept price).
   */
  conflicts: CrePrice[];
  /** Distinct place ids with at least one kept price. */
  placeCount: number;
  report: FeedReport<PriceSkipReason, PriceFlag>;
}

export interface PriceFeedOptions {
  /** Snapshot date 'YYYY-MM-DD' (the feed carries none); needed unless entries have update_time. */
  date?: string;
  /** Prices outside [minPrice, maxPrice] are placeholders (0, 0.01, 1...). Defaults 5 and 100. */
  minPrice?: number;
  maxPrice?: number;
}

export class CreFeedError extends Error {
  constructor(
    message: string,
    public readonly line: number,
    public readonly column: number,
  ) {
    super(message);
    this.name = 'CreFeedError';
  }
}

/** A file stream, any async iterable of chunks, or the whole document. */
export type FeedSource =
  AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | string | Uint8Array;

const STANDARD_PERMIT = /^PL\/\d+\/EXP\/ES\/\d{4}$/;
const DECIMAL = /^\d+(\.\d+)?$|^\.\d+$/;
const EXAMPLES_PER_REASON = 5;

/** One <place> element as read: its attributes, child texts by path, and gas_price entries. */
interface RawPlace {
  line: number;
  placeId: string | null;
  fields: Map<string, string>;
  gasPrices: { line: number; attributes: Record<string, string>; text: string }[];
}

/**
 * Walks the document and hands each top-level <place> to `onPlace`. Throws CreFeedError when
 * the XML is not well-formed, is cut off, or its root is not <places>.
 */
async function walkPlaces(source: FeedSource, onPlace: (place: RawPlace) => void): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const path: string[] = [];
  let current: RawPlace | null = null;
  let text = '';
  let gasPrice: RawPlace['gasPrices'][number] | null = null;
  let failure: Error | null = null;

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    path.push(tag.name);
    text = '';
    if (path.length === 1 && tag.name !== 'places') {
      failure ??= new Error(`root element is <${tag.name}>, expected <places>`);
    } else if (path.length === 2 && tag.name === 'place') {
      current = {
        line: parser.line,
        placeId: tag.attributes.place_id ?? null,
        fields: new Map(),
        gasPrices: [],
      };
    } else if (current && tag.name === 'gas_price') {
      gasPrice = { line: parser.line, attributes: { ...tag.attributes }, text: '' };
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (current) {
      if (tag.name === 'gas_price' && gasPrice) {
        gasPrice.text = text.trim();
        current.gasPrices.push(gasPrice);
        gasPrice = null;
      } else if (path.length > 2) {
        // Child texts by path below <place>: name, cre_id, location/x, location/address_street...
        const key = path.slice(2).join('/');
        if (!current.fields.has(key)) current.fields.set(key, text.trim());
      }
      if (path.length === 2) {
        onPlace(current);
        current = null;
      }
    }
    path.pop();
    text = '';
  });

  const decoder = new TextDecoder('utf-8');
  let first = true;
  const feed = (chunk: string) => {
    // The feeds start with a byte-order mark; drop it rather than rely on the parser.
    const clean = first ? chunk.replace(/^\uFEFF/, '') : chunk;
    first = false;
    parser.write(clean);
    if (failure) throw failure;
  };
  try {
    const chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> =
      typeof source === 'string' || source instanceof Uint8Array ? [source] : source;
    for await (const chunk of chunks) {
      const piece = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (piece) feed(piece);
    }
    const rest = decoder.decode();
    if (rest) feed(rest);
    parser.close();
    if (failure) throw failure;
  } catch (error) {
    if (error instanceof CreFeedError) throw error;
    // saxes prefixes its messages with "line:column: " (and resets its position on close()).
    const message = (error as Error).message;
    const position = /^(\d+):(\d+): /.exec(message);
    const line = position ? Number(position[1]) : parser.line;
    const column = position ? Number(position[2]) : parser.column;
    throw new CreFeedError(
      `CRE feed is not a complete, well-formed document (line ${line}): ${message.replace(/^\d+:\d+: /, '')}`,
      line,
      column,
    );
  }
}

function createReport<R extends string, F extends string>() {
  const report: FeedReport<R, F> = { elements: 0, skipped: {}, flagged: {}, examples: [] };
  const note = (
    bucket: 'skipped' | 'flagged',
    reason: R | F,
    line: number,
    placeId: string | null,
    detail?: string,
  ) => {
    const counts = report[bucket] as Record<string, number>;
    counts[reason] = (counts[reason] ?? 0) + 1;
    if (counts[reason]! <= EXAMPLES_PER_REASON) {
      report.examples.push(
        detail === undefined ? { line, reason, placeId } : { line, reason, placeId, detail },
      );
    }
  };
  return {
    report,
    skip: (reason: R, line: number, placeId: string | null, detail?: string) =>
      note('skipped', reason, line, placeId, detail),
    flag: (reason: F, line: number, placeId: string | null, detail?: string) =>
      note('flagged', reason, line, placeId, detail),
  };
}

function parsePlaceId(raw: string | null): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2147483647 ? id : null;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export function normalisePermit(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, '');
}

/** Mexico's extent, generously: every real station lies inside. */
const inMexico = (lat: number, lon: number) => lat >= 14 && lat <= 33 && lon >= -119 && lon <= -86;

/**
 * <x> is the longitude and <y> the latitude. The real feed also has 0,0 placeholders, a few
 * swapped pairs and longitudes missing their minus sign: the last two are repaired (and
 * flagged), anything else outside Mexico is dropped to null (and flagged).
 */
function locate(
  x: number,
  y: number,
): { latitude: number | null; longitude: number | null; flag?: PlaceFlag } {
  if (!Number.isFinite(x) || !Number.isFinite(y))
    return { latitude: null, longitude: null, flag: 'invalid_location' };
  if (inMexico(y, x)) return { latitude: y, longitude: x };
  if (x === 0 && y === 0) return { latitude: null, longitude: null, flag: 'zero_location' };
  if (inMexico(x, y)) return { latitude: x, longitude: y, flag: 'swapped_location' };
  if (inMexico(y, -x)) return { latitude: y, longitude: -x, flag: 'unsigned_longitude' };
  return { latitude: null, longitude: null, flag: 'invalid_location' };
}

export async function parsePlacesFeed(source: FeedSource): Promise<PlacesFeed> {
  const { report, skip, flag } = createReport<PlaceSkipReason, PlaceFlag>();
  const places = new Map<number, CrePlace>();
  await walkPlaces(source, (raw) => {
    report.elements += 1;
    const placeId = parsePlaceId(raw.placeId);
    if (placeId === null) return skip('invalid_place_id', raw.line, raw.placeId);
    const permit = normalisePermit(raw.fields.get('cre_id') ?? '');
    if (!permit) return skip('missing_permit', raw.line, raw.placeId);
    if (places.has(placeId)) return skip('duplicate_place', raw.line, raw.placeId);
    if (!STANDARD_PERMIT.test(permit)) flag('odd_permit', raw.line, raw.placeId, permit);

    const x = raw.fields.get('location/x');
    const y = raw.fields.get('location/y');
    let latitude: number | null = null;
    let longitude: number | null = null;
    if (!x || !y) {
      flag('missing_location', raw.line, raw.placeId);
    } else {
      const located = locate(Number(x), Number(y));
      if (located.flag) flag(located.flag, raw.line, raw.placeId, `${x},${y}`);
      latitude = located.latitude;
      longitude = located.longitude;
    }
    places.set(placeId, {
      placeId,
      permit,
      name: orNull(raw.fields.get('name')),
      brand: orNull(raw.fields.get('brand')),
      category: orNull(raw.fields.get('category')),
      address: orNull(
        raw.fields.get('location/address_street') ?? raw.fields.get('address_street'),
      ),
      latitude,
      longitude,
    });
  });
  return { places: [...places.values()], report };
}

export async function parsePricesFeed(
  source: FeedSource,
  options: PriceFeedOptions = {},
): Promise<PricesFeed> {
  if (options.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
    throw new Error(`Snapshot date must be YYYY-MM-DD, got "${options.date}"`);
  }
  const minPrice = options.minPrice ?? 5;
  const maxPrice = options.maxPrice ?? 100;
  const { report, skip, flag } = createReport<PriceSkipReason, PriceFlag>();
  const prices = new Map<string, CrePrice>();
  const conflicts: CrePrice[] = [];
  const elementsPerPlace = new Map<number, number>();
  const placesWithPrices = new Set<number>();

  await walkPlaces(source, (raw) => {
    report.elements += 1;
    const placeId = parsePlaceId(raw.placeId);
    if (placeId === null) return skip('invalid_place_id', raw.line, raw.placeId);
    const seen = (elementsPerPlace.get(placeId) ?? 0) + 1;
    elementsPerPlace.set(placeId, seen);
    // Counted once per place, on its second element.
    if (seen === 2) flag('merged_split_place', raw.line, raw.placeId);
    if (raw.gasPrices.length === 0) return skip('empty_place', raw.line, raw.placeId);

    for (const entry of raw.gasPrices) {
      const fuel = (entry.attributes.type ?? '').trim().toLowerCase();
      if (!FUEL_TYPES.includes(fuel as FuelType)) {
        skip('unknown_fuel', entry.line, raw.placeId, fuel);
        continue;
      }
      if (
        entry.attributes.observation !== undefined &&
        entry.attributes.observation.trim() !== ''
      ) {
        skip('not_reported', entry.line, raw.placeId, entry.attributes.observation);
        continue;
      }
      if (entry.text === '') {
        skip('missing_price', entry.line, raw.placeId, fuel);
        continue;
      }
      const normalised = entry.text.replace(',', '.');
      if (!DECIMAL.test(normalised)) {
        skip('invalid_price', entry.line, raw.placeId, entry.text);
        continue;
      }
      const price = Number(normalised);
      if (price < minPrice || price > maxPrice) {
        skip('placeholder_price', entry.line, raw.placeId, entry.text);
        continue;
      }
      const updateTime = entry.attributes.update_time?.trim();
      const priceDate =
        updateTime && /^\d{4}-\d{2}-\d{2}/.test(updateTime)
          ? updateTime.slice(0, 10)
          : options.date;
      if (!priceDate) {
        skip('no_date', entry.line, raw.placeId);
        continue;
      }
      const key = `${placeId}|${fuel}|${priceDate}`;
      const value: CrePrice = {
        placeId,
        fuel: fuel as FuelType,
        priceDate,
        price: Math.round(price * 1000) / 1000,
      };
      const kept = prices.get(key);
      if (kept) {
        skip('duplicate_price', entry.line, raw.placeId, `${fuel} ${entry.text}`);
        if (kept.price !== value.price) conflicts.push(value);
        continue;
      }
      prices.set(key, value);
      placesWithPrices.add(placeId);
    }
  });
  return {
    prices: [...prices.values()],
    conflicts,
    placeCount: placesWithPrices.size,
    report,
  };
}
