// The regulator's two feeds (places and prices, its XML) on a loopback port, for a server started
// with CRE_PLACES_URL and CRE_PRICES_URL pointing here: its daily feed job (and the catch-up on
// start) download them as a deployment does. The demo's prices are the real history up to its
// last day, so each import's prices are that day's as the history left them (every station of
// the demo's slice), with the changes a test asks for. Each import is held until the test
// releases it: the first places request is import 1, the next import 2, and a request waits
// (unanswered) until its import is released, so a test decides when each day's prices land.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseCsvLine } from '../../src/server/modules/prices/creHistory';
import { fixtureDir } from '../../src/server/demo/creFixture';

export type Fuel = 'regular' | 'premium' | 'diesel';

/** A place's price for a fuel, by `${placeId}:${fuel}`. */
export type PriceBook = Map<string, number>;

export const priceKey = (placeId: number, fuel: Fuel) => `${placeId}:${fuel}`;

interface HistoryPlace {
  placeId: number;
  permit: string;
  name: string;
  longitude: string;
  latitude: string;
}

function readGzipCsv(pattern: RegExp): string[][] {
  const dir = path.join(fixtureDir(), 'history');
  const name = fs.readdirSync(dir).find((f) => pattern.test(f));
  if (!name) throw new Error(`No ${pattern.source} in ${dir}`);
  const lines = gunzipSync(fs.readFileSync(path.join(dir, name)))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  return lines.slice(1).map((line) => parseCsvLine(line) ?? []);
}

/** The demo's slice of the history: its places, and each price as its last day left it. */
export function lastHistoryDay(): { date: string; places: HistoryPlace[]; prices: PriceBook } {
  const places = readGzipCsv(/^places-.*\.csv\.gz$/).map(
    ([placeId, permit, name, longitude, latitude]) => ({
      placeId: Number(placeId),
      permit: permit!,
      name: name!,
      longitude: longitude!,
      latitude: latitude!,
    }),
  );
  // A station's price on a day is its row with the latest date on or before that day.
  const latest = new Map<string, { date: string; price: number }>();
  let date = '';
  for (const [placeId, fuel, day, price] of readGzipCsv(/^price-changes-.*\.csv\.gz$/)) {
    const key = priceKey(Number(placeId), fuel as Fuel);
    if (day! > date) date = day!;
    if ((latest.get(key)?.date ?? '') <= day!)
      latest.set(key, { date: day!, price: Number(price) });
  }
  return { date, places, prices: new Map([...latest].map(([k, v]) => [k, v.price])) };
}

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The places feed, in the regulator's XML. */
export function placesXml(places: readonly HistoryPlace[]): string {
  const body = places.map(
    (p) =>
      `  <place place_id="${p.placeId}">\n    <name>${xmlText(p.name)}</name>\n` +
      `    <cre_id>${xmlText(p.permit)}</cre_id>\n    <location>\n` +
      `      <x>${p.longitude}</x>\n      <y>${p.latitude}</y>\n    </location>\n  </place>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<places>\n${body.join('\n')}\n</places>\n`;
}

/** The prices feed, in the regulator's XML (one <place> per place, its fuels inside). */
export function pricesXml(prices: PriceBook): string {
  const byPlace = new Map<number, [Fuel, number][]>();
  for (const [key, price] of prices) {
    const [placeId, fuel] = key.split(':');
    const list = byPlace.get(Number(placeId)) ?? [];
    list.push([fuel as Fuel, price]);
    byPlace.set(Number(placeId), list);
  }
  const body = [...byPlace].map(
    ([placeId, fuels]) =>
      `  <place place_id="${placeId}">\n` +
      fuels
        .map(([fuel, price]) => `    <gas_price type="${fuel}">${price}</gas_price>\n`)
        .join('') +
      '  </place>',
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<places>\n${body.join('\n')}\n</places>\n`;
}

export interface CreFeedServer {
  placesUrl: string;
  pricesUrl: string;
  /** Import `n` (from 1) may be downloaded now, with these prices. */
  release(n: number, prices: PriceBook): void;
  /** Resolves once import `n`'s prices feed has been sent whole. */
  served(n: number): Promise<void>;
  /** Requests received so far, in order ('places' or 'prices'). */
  requests: string[];
  close(): Promise<void>;
}

export async function startCreFeedServer(places: readonly HistoryPlace[]): Promise<CreFeedServer> {
  const placesBody = placesXml(places);
  const released = new Map<number, PriceBook>();
  const waiting: (() => void)[] = [];
  const servedWaiters = new Map<number, () => void>();
  const servedPromises = new Map<number, Promise<void>>();
  const servedOf = (n: number) => {
    let promise = servedPromises.get(n);
    if (!promise) {
      promise = new Promise<void>((resolve) => servedWaiters.set(n, resolve));
      servedPromises.set(n, promise);
    }
    return promise;
  };
  const requests: string[] = [];
  let placesRequests = 0;
  let pricesRequests = 0;

  const whenReleased = async (n: number): Promise<PriceBook> => {
    for (;;) {
      const book = released.get(n);
      if (book) return book;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };

  const server = http.createServer((req, res) => {
    const what = req.url?.startsWith('/places')
      ? 'places'
      : req.url?.startsWith('/prices')
        ? 'prices'
        : null;
    if (!what || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    requests.push(what);
    // The job downloads places first, then prices: the n-th of each belongs to import n.
    const n = what === 'places' ? ++placesRequests : ++pricesRequests;
    void whenReleased(n).then((book) => {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      if (what === 'places') {
        res.end(placesBody);
        return;
      }
      res.end(pricesXml(book), () => {
        servedOf(n);
        servedWaiters.get(n)?.();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    placesUrl: `${base}/places.xml`,
    pricesUrl: `${base}/prices.xml`,
    requests,
    release(n, prices) {
      released.set(n, prices);
      for (const wake of waiting.splice(0)) wake();
    },
    served: servedOf,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
