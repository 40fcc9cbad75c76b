// The daily regulator-feed import: when CRE_PLACES_URL and CRE_PRICES_URL are configured (the
// regulator publishes at fixed URLs), fetches both every day at CRE_IMPORT_TIME (Mexico City)
// and imports them as that day's prices, streaming the responses into the importer. On start
// it catches up when today's prices are missing. Several nodes may run it: the import takes a
// database lock and is idempotent, so a second run of the day changes nothing.
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { CreImportError, importCreFeeds, type CreImportSummary } from '../modules/prices/creImport';

export const CRE_FEED_ZONE = 'America/Mexico_City';

export interface CreFeedSettings {
  placesUrl: string;
  pricesUrl: string;
  /** 'HH:MM' in Mexico City. */
  time: string;
}

async function open(url: string, fetchImpl: typeof fetch): Promise<AsyncIterable<Uint8Array>> {
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new CreImportError(`No se pudo descargar ${url}: ${(error as Error).message}`, url, null);
  }
  if (!response.ok || !response.body) {
    throw new CreImportError(`${url} respondió ${response.status}`, url, null);
  }
  return response.body as unknown as AsyncIterable<Uint8Array>;
}

/** One import of both feeds as the prices of `date`. */
export async function runCreFeedImport(
  db: Kysely<Database>,
  settings: Pick<CreFeedSettings, 'placesUrl' | 'pricesUrl'>,
  date: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CreImportSummary> {
  const places = await open(settings.placesUrl, fetchImpl);
  const prices = await open(settings.pricesUrl, fetchImpl);
  return importCreFeeds(db, {
    places: { source: places, name: settings.placesUrl },
    prices: { source: prices, name: settings.pricesUrl },
    date,
  });
}

/** Milliseconds from `now` to the next HH:MM in Mexico City. */
export function msUntilNext(time: string, now: Date = new Date()): number {
  const [hour, minute] = time.split(':').map(Number);
  const current = DateTime.fromJSDate(now).setZone(CRE_FEED_ZONE);
  let next = current.set({ hour, minute, second: 0, millisecond: 0 });
  if (next <= current) next = next.plus({ days: 1 });
  return next.toMillis() - current.toMillis();
}

export const todayInMexico = (now: Date = new Date()) =>
  DateTime.fromJSDate(now).setZone(CRE_FEED_ZONE).toISODate()!;

export interface CreFeedJob {
  /** Runs one import now (the scheduled runs call this too). */
  runNow(): Promise<CreImportSummary | null>;
  stop(): void;
}

export function startCreFeedJob(
  db: Kysely<Database>,
  settings: CreFeedSettings,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): CreFeedJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<CreImportSummary | null> | null = null;

  const runNow = () => {
    running ??= (async () => {
      const date = todayInMexico();
      try {
        const summary = await runCreFeedImport(db, settings, date, fetchImpl);
        log.info({ creImport: summary }, `CRE feeds imported for ${date}`);
        return summary;
      } catch (error) {
        // The next day's run tries again; a broken feed imported nothing.
        log.error({ err: error }, `CRE feed import for ${date} failed`);
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().finally(schedule);
    }, msUntilNext(settings.time));
    timer.unref();
  };

  void (async () => {
    const today = await db
      .selectFrom('cre_prices')
      .select('price_date')
      .where('price_date', '=', todayInMexico())
      .limit(1)
      .executeTakeFirst();
    if (!today && !stopped) await runNow();
    schedule();
  })().catch((error: unknown) => log.error({ err: error }, 'CRE feed job could not start'));

  return {
    runNow,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
