// The regulator-feed importer on the real snapshots shipped in src/server/data/cre: counts, idempotence, a cut-off file
// importing nothing, and the daily job fetching the feeds from an HTTP server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  CRE_PLACES_SNAPSHOT,
  creSnapshotPath,
  crePricesSnapshot,
  feedFileName,
  openFeedFile,
} from '@/server/modules/prices/creFiles';
import {
  CreImportError,
  formatImportSummary,
  importCreFeeds,
} from '@/server/modules/prices/creImport';
import {
  CRE_FEED_SCHEDULE,
  creFeedHandler,
  ensureCreFeedSchedule,
  msUntilNext,
  openFeed,
  runCreFeedImport,
  todayInMexico,
} from '@/server/jobs/creFeedJob';
import { startJobRunner } from '@/server/jobs/queue';
import { collectGarbage } from '../../../../scripts/bench/lib/benchReport';
import { startTestServer, type TestServer } from '../../../support/testServer';

const PLACES = creSnapshotPath(CRE_PLACES_SNAPSHOT);
const prices = (day: string) => crePricesSnapshot(`2022-01-${day}`);
const stream = (file: string) => ({ source: openFeedFile(file), name: feedFileName(file) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});

const count = async (table: 'cre_places' | 'cre_prices') =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        server.db,
      )
    ).rows[0]!.n,
  );

it('imports a day of the real feeds and reports what it skipped', async () => {
  const summary = await importCreFeeds(server.db, {
    places: stream(PLACES),
    prices: stream(prices('08')),
    date: '2022-01-08',
  });
  expect(summary.stations).toEqual({ read: 12914, inserted: 12914, updated: 0, unchanged: 0 });
  // 33,829 prices kept by the parser; the 21 placeholders (0.01 and the like) are skipped.
  expect(summary.prices).toEqual({ read: 33829, inserted: 33829, updated: 0, unchanged: 0 });
  expect(summary.skipped).toMatchObject({ placeholder_price: 21, unknown_place: 0 });
  expect(summary.flagged.merged_split_place).toBeGreaterThan(0);
  expect(await count('cre_places')).toBe(12914);
  expect(await count('cre_prices')).toBe(33829);
  const text = formatImportSummary(summary);
  expect(text).toContain('Estaciones: 12914 leídos, 12914 nuevos');
  expect(text).toContain("'No Reportado': 0");
  const permit = await server.db
    .selectFrom('cre_places')
    .select(['permit', 'latitude', 'longitude'])
    .where('place_id', '=', 2700)
    .executeTakeFirstOrThrow();
  expect(permit.permit).toMatch(/^PL\/\d+\/EXP\/ES\/\d{4}$/);
  expect(permit.latitude).toBeGreaterThan(14);
  expect(permit.longitude).toBeLessThan(-86);
});

it('changes nothing when the same day is imported again', async () => {
  const before = await server.db
    .selectFrom('cre_places')
    .select('imported_at')
    .where('place_id', '=', 2700)
    .executeTakeFirstOrThrow();
  const summary = await importCreFeeds(server.db, {
    places: stream(PLACES),
    prices: stream(prices('08')),
    date: '2022-01-08',
  });
  expect(summary.stations).toMatchObject({ inserted: 0, updated: 0, unchanged: 12914 });
  expect(summary.prices).toMatchObject({ inserted: 0, updated: 0, unchanged: 33829 });
  const after = await server.db
    .selectFrom('cre_places')
    .select('imported_at')
    .where('place_id', '=', 2700)
    .executeTakeFirstOrThrow();
  expect(after.imported_at).toEqual(before.imported_at);
});

it('imports nothing from a file cut off mid-document, and says where', async () => {
  const cut = path.join(fs.mkdtempSync('/tmp/cre-'), 'prices-cut.xml');
  const whole = gunzipSync(fs.readFileSync(prices('09')));
  fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
  const pricesBefore = await count('cre_prices');
  const error = await importCreFeeds(server.db, {
    places: stream(PLACES),
    prices: stream(cut),
    date: '2022-01-09',
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CreImportError);
  expect((error as CreImportError).line).toBeGreaterThan(1000);
  expect((error as CreImportError).message).toMatch(/prices-cut\.xml: .*line \d+/);
  expect(await count('cre_prices')).toBe(pricesBefore);
});

it('refuses a bad date before reading anything', async () => {
  await expect(
    importCreFeeds(server.db, { prices: stream(prices('09')), date: '09/01/2022' }),
  ).rejects.toThrow('AAAA-MM-DD');
});

describe('daily job', () => {
  let feeds: http.Server;
  let base: string;
  beforeAll(async () => {
    feeds = http.createServer((req, res) => {
      const file =
        req.url === '/places.xml' ? PLACES : req.url === '/prices.xml' ? prices('09') : null;
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(gunzipSync(fs.readFileSync(file)));
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => feeds.close(resolve));
  });

  it('fetches both feeds over HTTP and imports them as the day of the run', async () => {
    const summary = await runCreFeedImport(
      server.db,
      { placesUrl: `${base}/places.xml`, pricesUrl: `${base}/prices.xml` },
      '2022-01-09',
    );
    expect(summary.stations).toMatchObject({ inserted: 0, unchanged: 12914 });
    expect(summary.prices!.inserted).toBeGreaterThan(0);
    const day = await sql<{
      n: number;
    }>`select count(*)::int as n from cre_prices where price_date = '2022-01-09'`.execute(
      server.db,
    );
    expect(day.rows[0]!.n).toBe(summary.prices!.read);
  });

  it('keeps a fetched feed whole while it waits unread (a garbage collection meanwhile)', async () => {
    const feed = await openFeed(`${base}/prices.xml`);
    // The first feed is imported while this one waits; collections happen then.
    for (let round = 0; round < 5; round += 1) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let bytes = 0;
    for await (const chunk of feed) bytes += chunk.length;
    expect(bytes).toBe(gunzipSync(fs.readFileSync(prices('09'))).length);
  });

  it('reports an unreachable feed and imports nothing', async () => {
    await expect(
      runCreFeedImport(
        server.db,
        { placesUrl: `${base}/missing.xml`, pricesUrl: `${base}/prices.xml` },
        '2022-01-10',
      ),
    ).rejects.toThrow('respondió 404');
  });

  it('catches up on start when today is missing, then schedules the next run', async () => {
    const logs: string[] = [];
    const log = {
      info: (_o: unknown, m: string) => logs.push(m),
      // The error's message rides along, so a failed run says why.
      warn: (o: { err?: Error }, m: string) => logs.push(`${m}: ${o.err?.stack ?? ''}`),
      error: (o: { err?: Error }, m: string) => logs.push(`${m}: ${o.err?.stack ?? ''}`),
    };
    const creFeed = {
      placesUrl: `${base}/places.xml`,
      pricesUrl: `${base}/prices.xml`,
      time: '07:00',
    };
    const config = { ...server.config, creFeed };
    const before = Date.now();
    const { catchUp } = await ensureCreFeedSchedule(server.db, config);
    expect(catchUp).toEqual({ id: expect.any(Number), created: true });
    // A second node starting at the same time finds the same catch-up job.
    expect((await ensureCreFeedSchedule(server.db, config)).catchUp).toEqual({
      id: catchUp!.id,
      created: false,
    });
    const schedule = await server.db
      .selectFrom('job_schedules')
      .selectAll()
      .where('name', '=', CRE_FEED_SCHEDULE)
      .executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({
      queue: 'cre-feed',
      enabled: true,
      cadence: { daily_at: '07:00', zone: 'America/Mexico_City' },
    });
    // The next run is the next 07:00 in Mexico City.
    const nextRun = schedule.next_run_at.getTime();
    expect(nextRun - before - msUntilNext('07:00', new Date(before))).toBeLessThan(5_000);
    expect(nextRun).toBeGreaterThan(before);

    const runner = startJobRunner(server.db, {
      config,
      log: log as never,
      handlers: { 'cre-feed': creFeedHandler() },
      pollMs: 0,
    });
    try {
      expect(await runner.tick()).toBe(1);
    } finally {
      await runner.stop();
    }
    expect(logs[0]).toMatch(/^CRE feeds imported for \d{4}-\d{2}-\d{2}$/);
    const job = await server.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', catchUp!.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', key: `cre-feed:${todayInMexico()}`, attempts: 1 });
    expect((job.result as { prices: { read: number } }).prices.read).toBeGreaterThan(0);
    // Today's prices are in: a restart enqueues nothing.
    expect((await ensureCreFeedSchedule(server.db, config)).catchUp).toBeNull();
  });

  it('drops the schedule when the feeds are no longer configured', async () => {
    await ensureCreFeedSchedule(server.db, { creFeed: null });
    const left = await server.db
      .selectFrom('job_schedules')
      .select('name')
      .where('name', '=', CRE_FEED_SCHEDULE)
      .execute();
    expect(left).toEqual([]);
  });

  it('waits until the configured Mexico City time', () => {
    // 12:00 UTC is 06:00 in Mexico City: the 07:00 run is an hour away.
    expect(msUntilNext('07:00', new Date('2026-03-02T12:00:00Z'))).toBe(3_600_000);
    expect(msUntilNext('05:00', new Date('2026-03-02T12:00:00Z'))).toBe(23 * 3_600_000);
  });
});

describe('daily job configuration', () => {
  it('runs only with both feed URLs, at a valid HH:MM', async () => {
    const { loadConfig, ConfigError } = await import('@/server/config');
    expect(loadConfig({}).creFeed).toBeNull();
    expect(
      loadConfig({
        CRE_PLACES_URL: 'https://cre.example/places',
        CRE_PRICES_URL: 'https://cre.example/prices',
      }).creFeed,
    ).toEqual({
      placesUrl: 'https://cre.example/places',
      pricesUrl: 'https://cre.example/prices',
      time: '07:00',
    });
    expect(() => loadConfig({ CRE_PLACES_URL: 'https://cre.example/places' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ CRE_PLACES_URL: 'ftp://x', CRE_PRICES_URL: 'https://cre.example/prices' }),
    ).toThrow('CRE_PLACES_URL must be an http(s) URL');
    expect(() => loadConfig({ CRE_IMPORT_TIME: '25:00' })).toThrow('CRE_IMPORT_TIME');
  });
});
