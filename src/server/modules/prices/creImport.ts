// Imports one day of the regulator's feeds: places (upserted by place_id with their permit,
// name and coordinates) and prices (one per station, fuel and date). Both files are parsed
// first, streaming; a file that is broken or cut off imports nothing (CreImportError names the
// file and line). Then everything is written in one transaction that only touches rows whose
// values changed, so importing the same day again changes nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  CreFeedError,
  parsePlacesFeed,
  parsePricesFeed,
  type FeedExample,
  type FeedSource,
  type PlacesFeed,
  type PricesFeed,
} from './creFeed';
import { enqueuePriceAlerts } from '../../jobs/alertTriggers';
import { linkUnregisteredRivals } from '../rivals';
import { syncPlaces, syncPriceConflicts, syncPrices, type SyncCounts } from './creStore';

export interface CreImportInput {
  places?: { source: FeedSource; name: string };
  prices?: { source: FeedSource; name: string };
  /** 'YYYY-MM-DD': the day the prices feed was published (it carries no date itself). */
  date: string;
}

/** Why feed entries were not imported, in the words of the summary. */
export interface SkippedEntries {
  no_price: number;
  not_reported: number;
  placeholder_price: number;
  unknown_place: number;
  /** Rarer reasons by the parser's name (invalid_price, unknown_fuel, duplicate_price...). */
  other: Record<string, number>;
}

export interface CreImportSummary {
  date: string;
  stations: SyncCounts | null;
  prices: SyncCounts | null;
  /** Competitors added by a permit the registry lacked, linked now that the feed brings it. */
  linkedRivals: number;
  skipped: SkippedEntries;
  /** Entries kept but unusual (odd permit shapes, repaired coordinates, split places). */
  flagged: Record<string, number>;
  examples: (FeedExample<string> & { file: string })[];
}

export class CreImportError extends Error {
  constructor(
    message: string,
    public readonly file: string,
    public readonly line: number | null,
  ) {
    super(message);
    this.name = 'CreImportError';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** pg_advisory_xact_lock key: one CRE import at a time across every node. */
export const IMPORT_LOCK = 7_204_002;

async function parse<T>(file: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CreFeedError) {
      throw new CreImportError(`${file}: ${error.message}`, file, error.line);
    }
    throw new CreImportError(`${file}: ${(error as Error).message}`, file, null);
  }
}

function summarise(
  date: string,
  placesFeed: PlacesFeed | null,
  pricesFeed: PricesFeed | null,
  names: { places: string; prices: string },
): CreImportSummary {
  const skipped: SkippedEntries = {
    no_price: 0,
    not_reported: 0,
    placeholder_price: 0,
    unknown_place: 0,
    other: {},
  };
  const add = (reason: string, n: number) => {
    if (reason === 'empty_place' || reason === 'missing_price') skipped.no_price += n;
    else if (reason === 'not_reported') skipped.not_reported += n;
    else if (reason === 'placeholder_price') skipped.placeholder_price += n;
    else skipped.other[reason] = (skipped.other[reason] ?? 0) + n;
  };
  const flagged: Record<string, number> = {};
  const examples: CreImportSummary['examples'] = [];
  for (const [feed, file] of [
    [placesFeed, names.places],
    [pricesFeed, names.prices],
  ] as const) {
    if (!feed) continue;
    for (const [reason, n] of Object.entries(feed.report.skipped)) add(reason, n ?? 0);
    for (const [reason, n] of Object.entries(feed.report.flagged)) {
      flagged[reason] = (flagged[reason] ?? 0) + (n ?? 0);
    }
    for (const example of feed.report.examples) examples.push({ ...example, file });
  }
  return { date, stations: null, prices: null, linkedRivals: 0, skipped, flagged, examples };
}

export async function importCreFeeds(
  db: Kysely<Database>,
  input: CreImportInput,
): Promise<CreImportSummary> {
  if (!DATE.test(input.date) || Number.isNaN(Date.parse(input.date))) {
    throw new CreImportError(`La fecha debe tener formato AAAA-MM-DD: "${input.date}"`, '', null);
  }
  if (!input.places && !input.prices) {
    throw new CreImportError(
      'Nada que importar: indica un archivo de lugares o de precios',
      '',
      null,
    );
  }
  const names = { places: input.places?.name ?? '', prices: input.prices?.name ?? '' };
  const placesFeed = input.places
    ? await parse(names.places, () => parsePlacesFeed(input.places!.source))
    : null;
  const pricesFeed = input.prices
    ? await parse(names.prices, () => parsePricesFeed(input.prices!.source, { date: input.date }))
    : null;
  const summary = summarise(input.date, placesFeed, pricesFeed, names);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
    if (placesFeed) {
      summary.stations = await syncPlaces(trx, placesFeed.places);
      summary.linkedRivals = await linkUnregisteredRivals(trx);
    }
    if (pricesFeed) {
      // Prices of places the registry does not know cannot be shown for any station.
      const ids = [...new Set(pricesFeed.prices.map((p) => p.placeId))];
      const known = new Set<number>();
      for (let i = 0; i < ids.length; i += 5000) {
        const rows = await trx
          .selectFrom('cre_places')
          .select('place_id')
          .where('place_id', 'in', ids.slice(i, i + 5000))
          .execute();
        for (const row of rows) known.add(row.place_id);
      }
      const kept = pricesFeed.prices.filter((p) => known.has(p.placeId));
      summary.skipped.unknown_place = pricesFeed.prices.length - kept.length;
      const unknownIds = ids.filter((id) => !known.has(id)).slice(0, 5);
      for (const id of unknownIds) {
        summary.examples.push({
          file: names.prices,
          line: 0,
          reason: 'unknown_place',
          placeId: String(id),
        });
      }
      summary.prices = await syncPrices(trx, kept);
      await syncPriceConflicts(
        trx,
        pricesFeed.conflicts.filter((p) => known.has(p.placeId)),
      );
      // The price rules are evaluated once these prices are committed (a job of the same
      // transaction: no import without its evaluation, no evaluation of an import rolled back).
      await enqueuePriceAlerts(trx, input.date);
    }
    return summary;
  });
}

/** The summary as the command line prints it. */
export function formatImportSummary(summary: CreImportSummary): string {
  const counts = (label: string, c: SyncCounts | null) =>
    c
      ? `${label}: ${c.read} leídos, ${c.inserted} nuevos, ${c.updated} actualizados, ${c.unchanged} sin cambios`
      : `${label}: no se importaron`;
  const s = summary.skipped;
  const lines = [
    `Importación CRE del ${summary.date}`,
    counts('Estaciones', summary.stations),
    counts('Precios', summary.prices),
    `Competencias vinculadas al registro: ${summary.linkedRivals}`,
    'Entradas omitidas:',
    `  sin precio: ${s.no_price}`,
    `  'No Reportado': ${s.not_reported}`,
    `  precio de relleno (fuera de 5-100 $/l): ${s.placeholder_price}`,
    `  estación desconocida: ${s.unknown_place}`,
    ...Object.entries(s.other).map(([reason, n]) => `  ${reason}: ${n}`),
  ];
  const flagged = Object.entries(summary.flagged);
  if (flagged.length > 0) {
    lines.push('Aceptadas con observaciones:', ...flagged.map(([r, n]) => `  ${r}: ${n}`));
  }
  return lines.join('\n');
}
