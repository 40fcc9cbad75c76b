// Every installation knows the whole national registry of stations, so any real permit resolves
// (station registration, competitors, suggestions): on start, when the registry holds fewer
// places than any national feed does, the shipped places file (creFiles.ts) is imported with the
// regular importer, which changes only what differs and links waiting competitors. A registry
// kept by the daily feed import is larger and left alone; the demo's trimmed two-city fixture is
// smaller, so an installation that started with it gains the rest of the country.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CRE_PLACES_SNAPSHOT, creSnapshotPath, feedFileName, openFeedFile } from './creFiles';
import { importCreFeeds, type CreImportSummary } from './creImport';

/** A national places feed lists over 12,000 stations; the demo fixture a few hundred. */
export const NATIONAL_REGISTRY_MIN_PLACES = 10_000;

export async function isNationalRegistryMissing(db: Kysely<Database>): Promise<boolean> {
  const { places } = await db
    .selectFrom('cre_places')
    .select((eb) => eb.fn.countAll<string>().as('places'))
    .executeTakeFirstOrThrow();
  return Number(places) < NATIONAL_REGISTRY_MIN_PLACES;
}

export async function ensureNationalRegistry(
  db: Kysely<Database>,
): Promise<CreImportSummary | null> {
  if (!(await isNationalRegistryMissing(db))) return null;
  const file = creSnapshotPath(CRE_PLACES_SNAPSHOT);
  const date = /places-(\d{4}-\d{2}-\d{2})/.exec(CRE_PLACES_SNAPSHOT)![1]!;
  return importCreFeeds(db, {
    places: { source: openFeedFile(file), name: feedFileName(file) },
    date,
  });
}
