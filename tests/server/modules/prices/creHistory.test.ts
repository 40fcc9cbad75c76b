// The 75-day history importer: the real shipped files (restricted to a few stations), a small
// slice of real rows written as the feed may come (byte-order mark, CRLF, repeated rows), and
// broken files (a bad line, a cut-off gzip, a last line cut short) importing nothing.
import { Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { creHistoryDir, historyFiles, openFeedFile } from '@/server/modules/prices/creFiles';
import {
  formatHistorySummary,
  importCreHistory,
  parseCsvLine,
  type HistoryFile,
} from '@/server/modules/prices/creHistory';
import { CreImportError } from '@/server/modules/prices/creImport';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await sql`delete from cre_prices`.execute(server.db);
  await sql`delete from cre_places`.execute(server.db);
});

const shipped = () => {
  const files = historyFiles(creHistoryDir())!;
  return {
    places: { source: openFeedFile(files.places), name: 'places.csv' },
    prices: { source: openFeedFile(files.prices), name: 'price-changes.csv' },
  };
};

/** A file from its text, in chunks of 7 bytes so lines and characters span chunks. */
const file = (name: string, text: string | Buffer): HistoryFile => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
  return { source: Readable.from(chunks), name };
};

const PLACES = [
  'place_id,permit,name,longitude,latitude,first_seen,last_seen',
  '2153,PL/695/EXP/ES/2015,"Inmobiliaria RAVS, S.A. de C.V.",-99.08196,19.37504,2026-05-25,2026-08-08',
  '9539,PL/8420/EXP/ES/2015,SERVICIO MARQUELIA SA DE CV,-98.8036,16.58211,2026-05-25,2026-07-04',
];
const PRICES = [
  'place_id,fuel,date,price',
  '2153,regular,2026-05-25,23.99',
  '2153,premium,2026-05-25,29.49',
  '9539,diesel,2026-05-25,27.49',
  '9539,diesel,2026-06-07,27.99',
  '2153,premium,2026-06-18,29.69',
  '9539,diesel,2026-07-04,26.99',
  '2153,premium,2026-07-19,29.24',
];
const csv = (lines: string[]) => lines.join('\n') + '\n';

const rows = async () =>
  (
    await sql<{ place_id: number; fuel: string; day: string; price: string }>`
      select place_id, fuel, price_date::text as day, price::text as price from cre_prices
      order by place_id, fuel, price_date`.execute(server.db)
  ).rows.map((r) => `${r.place_id} ${r.fuel} ${r.day} ${Number(r.price)}`);

const count = async (table: 'cre_places' | 'cre_prices') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.db))
    .rows[0]!.n;

describe('parseCsvLine', () => {
  it('reads quoted fields with commas and doubled quotes, and refuses broken quoting', () => {
    expect(parseCsvLine('1,"A, S.A. de C.V.",x')).toEqual(['1', 'A, S.A. de C.V.', 'x']);
    expect(parseCsvLine('"say ""hi""",')).toEqual(['say "hi"', '']);
    expect(parseCsvLine('1,"open')).toBeNull();
    expect(parseCsvLine('1,a"b')).toBeNull();
  });
});

it('loads the shipped history of two real stations: one row per day, 2026-05-26 (no feed) carrying the day before', async () => {
  const summary = await importCreHistory(server.db, shipped(), { placeIds: new Set([2938, 2153]) });
  expect(summary).toMatchObject({
    from: '2026-05-25',
    to: '2026-08-08',
    days: 76,
    stations: { read: 2, inserted: 2 },
    changes: { read: 79_398, kept: 11, duplicate: 0, unknownPlace: 79_387 },
    prices: { read: 6 * 76, inserted: 6 * 76, updated: 0 },
  });
  const prices = await rows();
  // 2153: 4 change rows, 2938: 7. 2938's premium: 28.69 from the first day, 28.99 from 06-14, 28.59 from 06-21, 28.89 from 07-12.
  expect(prices).toContain('2938 premium 2026-06-13 28.69');
  expect(prices).toContain('2938 premium 2026-06-14 28.99');
  expect(prices).toContain('2938 premium 2026-06-20 28.99');
  expect(prices).toContain('2938 premium 2026-06-21 28.59');
  expect(prices).toContain('2938 premium 2026-08-08 28.89');
  expect(prices).toContain('2938 premium 2026-05-26 28.69');
  const place = await sql<{ name: string; permit: string }>`
    select name, permit from cre_places where place_id = 2153`.execute(server.db);
  expect(place.rows[0]).toEqual({
    name: 'Inmobiliaria RAVS, S.A. de C.V.',
    permit: 'PL/695/EXP/ES/2015',
  });
}, 60_000);

it('is idempotent: importing again leaves the same rows and says nothing changed', async () => {
  const input = () => ({ places: file('p.csv', csv(PLACES)), prices: file('c.csv', csv(PRICES)) });
  const first = await importCreHistory(server.db, input());
  const before = await rows();
  const second = await importCreHistory(server.db, input());
  expect(await rows()).toEqual(before);
  expect(second.stations).toEqual({ read: 2, inserted: 0, updated: 0, unchanged: 2 });
  expect(second.prices).toEqual({
    read: first.prices.read,
    inserted: 0,
    updated: 0,
    unchanged: first.prices.read,
  });
  // A corrected price is updated, nothing else.
  const corrected = PRICES.map((l) =>
    l === '2153,premium,2026-06-18,29.69' ? '2153,premium,2026-06-18,29.79' : l,
  );
  const third = await importCreHistory(server.db, {
    places: file('p.csv', csv(PLACES)),
    prices: file('c.csv', csv(corrected)),
  });
  // 29.79 from 06-18 until the next row, on 07-19: 31 days.
  expect(third.prices).toMatchObject({ inserted: 0, updated: 31 });
});

it('reads a byte-order mark and CRLF, keeps the first of repeated rows and stops at last_seen', async () => {
  const repeated = [...PRICES, '2153,premium,2026-06-18,29.69', '2153,premium,2026-06-18,0.01'];
  const summary = await importCreHistory(server.db, {
    places: file('p.csv', '\uFEFF' + PLACES.join('\r\n') + '\r\n'),
    prices: file('c.csv', '\uFEFF' + repeated.join('\r\n') + '\r\n'),
  });
  expect(summary.changes).toEqual({
    read: 9,
    kept: 7,
    duplicate: 2,
    conflicting: 1,
    unknownPlace: 0,
  });
  // Every day from 05-25 to 07-19; 9539 was last seen on 07-04.
  expect(summary.days).toBe(56);
  expect(summary.prices.read).toBe(56 + 56 + 41);
  const prices = await rows();
  expect(prices.filter((r) => r.startsWith('9539 ')).at(-1)).toBe('9539 diesel 2026-07-04 26.99');
  expect(prices).toEqual(
    expect.arrayContaining([
      '2153 premium 2026-06-17 29.49',
      '2153 premium 2026-06-18 29.69',
      '2153 premium 2026-07-19 29.24',
      '2153 regular 2026-07-19 23.99',
      '9539 diesel 2026-06-06 27.49',
      '9539 diesel 2026-06-07 27.99',
    ]),
  );
  expect(formatHistorySummary(summary)).toContain(
    'repetidos (se usa el primero): 2, con otro precio: 1',
  );
});

describe('a broken file imports nothing and names its line', () => {
  beforeEach(async () => {
    await importCreHistory(server.db, {
      places: file('p.csv', csv(PLACES.slice(0, 2))),
      prices: file('c.csv', csv(PRICES.slice(0, 3))),
    });
  });

  const expectNothingChanged = async (
    input: () => { places: HistoryFile; prices: HistoryFile },
    message: RegExp,
    line: number | null,
  ) => {
    const before = { places: await count('cre_places'), prices: await rows() };
    const error = await importCreHistory(server.db, input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreImportError);
    expect((error as CreImportError).message).toMatch(message);
    if (line !== null) expect((error as CreImportError).line).toBe(line);
    expect({ places: await count('cre_places'), prices: await rows() }).toEqual(before);
  };

  it('a bad line, after good ones were written', async () => {
    const bad = [...PRICES.slice(0, 5), '2153,gasoil,2026-06-19,29.00', ...PRICES.slice(5)];
    await expectNothingChanged(
      () => ({ places: file('p.csv', csv(PLACES)), prices: file('c.csv', csv(bad)) }),
      /^c\.csv, línea 6: combustible desconocido: "gasoil"$/,
      6,
    );
    await expectNothingChanged(
      () => ({
        places: file('p.csv', csv([...PLACES, '12,PL/1/EXP/ES/2015,X,-99,19'])),
        prices: file('c.csv', csv(PRICES)),
      }),
      /^p\.csv, línea 4: se esperaban 7 campos/,
      4,
    );
    await expectNothingChanged(
      () => ({
        places: file('p.csv', csv(PLACES)),
        prices: file('c.csv', csv(['place_id,fuel,price', ...PRICES.slice(1)])),
      }),
      /^c\.csv, línea 1: se esperaba el encabezado/,
      1,
    );
    await expectNothingChanged(
      () => ({
        places: file('p.csv', csv(PLACES)),
        prices: file('c.csv', csv([...PRICES, '2153,regular,2026-02-30,23.99'])),
      }),
      /línea 9: fecha no válida: "2026-02-30"/,
      9,
    );
  });

  it('a cut-off gzip, and a file ending in the middle of a line', async () => {
    const gz = gzipSync(Buffer.from(csv(PRICES)));
    const cut = gz.subarray(0, gz.length - 12);
    const gunzipped = (bytes: Buffer): HistoryFile => ({
      source: Readable.from([bytes]).pipe(createGunzip()),
      name: 'c.csv',
    });
    await expectNothingChanged(
      () => ({ places: file('p.csv', csv(PLACES)), prices: gunzipped(cut) }),
      /^c\.csv: el archivo está cortado o dañado después de la línea \d+/,
      null,
    );
    await expectNothingChanged(
      () => ({
        places: file('p.csv', csv(PLACES)),
        prices: file('c.csv', csv(PRICES).slice(0, -4)),
      }),
      /^c\.csv: el archivo está cortado o dañado después de la línea 7 \(la última línea no termina\)$/,
      8,
    );
  });
});
