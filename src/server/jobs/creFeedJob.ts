// The daily regulator-feed import: when CRE_PLACES_URL and CRE_PRICES_URL are configured (the
// regulator publishes at fixed URLs), a schedule of the job mechanism enqueues it every day at
// CRE_IMPORT_TIME (Mexico City); the handler fetches both feeds and streams them into the
// importer as that day's prices. On start it catches up when today's prices are missing. A
// failed run is retried with back-off; the import takes a database lock and is idempotent, so
// a second run of the day changes nothing.
import { todayIn } from '@/lib/dates/calendarDates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import {
  PermanentJobError,
  enqueueJob,
  nextRunAfter,
  removeSchedule,
  upsertSchedule,
  type Cadence,
  type JobHandler,
} from './queue';
import { CreImportError, importCreFeeds, type CreImportSummary } from '../modules/prices';

export const CRE_FEED_ZONE = 'America/Mexico_City';

export interface CreFeedSettings {
  placesUrl: string;
  pricesUrl: string;
  /** 'HH:MM' in Mexico City. */
  time: string;
}

/** The feed at `url` as a stream of chunks, or a CreImportError saying why not. */
export async function openFeed(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AsyncIterable<Uint8Array>> {
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new CreImportError(`No se pudo descargar ${url}: ${(error as Error).message}`, url, null);
  }
  if (!response.ok || !response.body) {
    throw new CreImportError(`${url} respondió ${response.status}`, url, null);
  }
  return bodyOf(response);
}

/**
 * The body's chunks, keeping `response` reachable until they are read: undici cancels the
 * unread body of a Response that is garbage-collected, and the second feed waits unread while
 * the first is imported (it arrived empty whenever a collection ran meanwhile).
 */
async function* bodyOf(response: Response): AsyncIterable<Uint8Array> {
  yield* response.body as unknown as AsyncIterable<Uint8Array>;
}

/** One import of both feeds as the prices of `date`. */
export async function runCreFeedImport(
  db: Kysely<Database>,
  settings: Pick<CreFeedSettings, 'placesUrl' | 'pricesUrl'>,
  date: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CreImportSummary> {
  const places = await openFeed(settings.placesUrl, fetchImpl);
  const prices = await openFeed(settings.pricesUrl, fetchImpl);
  return importCreFeeds(db, {
    places: { source: places, name: settings.placesUrl },
    prices: { source: prices, name: settings.pricesUrl },
    date,
  });
}

/** The daily cadence of the import at `time` ('HH:MM') in Mexico City. */
const creFeedCadence = (time: string): Cadence => ({ daily_at: time, zone: CRE_FEED_ZONE });

/** Milliseconds from `now` to the next HH:MM in Mexico City. */
export const msUntilNext = (time: string, now: Date = new Date()): number =>
  nextRunAfter(creFeedCadence(time), now).getTime() - now.getTime();

export const todayInMexico = (now: Date = new Date()) => todayIn(CRE_FEED_ZONE, now);

export const CRE_FEED_QUEUE = 'cre-feed';
export const CRE_FEED_SCHEDULE = 'cre-feed';

/** Queue 'cre-feed': imports both feeds as the prices of `payload.date` (default: today). */
export function creFeedHandler(fetchImpl: typeof fetch = fetch): JobHandler {
  return async (payload: { date?: string } | null, ctx) => {
    const settings = ctx.config.creFeed;
    if (!settings)
      throw new PermanentJobError('Faltan CRE_PLACES_URL y CRE_PRICES_URL en la configuración');
    const date = payload?.date ?? todayInMexico();
    const summary = await runCreFeedImport(ctx.db, settings, date, fetchImpl);
    ctx.log.info({ creImport: summary }, `CRE feeds imported for ${date}`);
    return summary;
  };
}

/**
 * The daily schedule when the feeds are configured (removed when not), and the start-up
 * catch-up: today's import is enqueued at once when today's prices are missing. Its key names
 * the day, so several nodes starting together enqueue it once.
 */
export async function ensureCreFeedSchedule(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'creFeed'>,
  now: Date = new Date(),
): Promise<{ catchUp: { id: number; created: boolean } | null }> {
  if (!config.creFeed) {
    await removeSchedule(db, CRE_FEED_SCHEDULE);
    return { catchUp: null };
  }
  await upsertSchedule(db, {
    name: CRE_FEED_SCHEDULE,
    queue: CRE_FEED_QUEUE,
    payload: {},
    cadence: creFeedCadence(config.creFeed.time),
  });
  const date = todayInMexico(now);
  const today = await db
    .selectFrom('cre_prices')
    .select('price_date')
    .where('price_date', '=', date)
    .limit(1)
    .executeTakeFirst();
  if (today) return { catchUp: null };
  const catchUp = await enqueueJob(db, {
    queue: CRE_FEED_QUEUE,
    key: `${CRE_FEED_QUEUE}:${date}`,
    payload: { date },
  });
  return { catchUp };
}
