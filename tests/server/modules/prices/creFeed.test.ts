// The CRE feed parser on the regulator's real snapshots (shipped in src/server/data/cre), on the demo's
// trimmed fixture, and on the oddities the README lists that these snapshots lack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { CreFeedError, parsePlacesFeed, parsePricesFeed } from '@/server/modules/prices/creFeed';
import { fixtureDir, readCreFixture } from '@/server/demo/creFixture';
import { creSnapshotPath, openFeedFile } from '@/server/modules/prices/creFiles';

const open = (file: string) => openFeedFile(creSnapshotPath(`${file}.gz`));

describe('real snapshots', () => {
  it('reads every station of the places feed, flagging the odd permit', async () => {
    const { places, report } = await parsePlacesFeed(open('places-2022-01-05.xml'));
    expect(places).toHaveLength(12914);
    expect(report.elements).toBe(12914);
    expect(report.skipped).toEqual({});
    // Real oddities: 0,0 placeholders, swapped pairs, longitudes without their minus sign and
    // one pair in another coordinate system.
    expect(report.flagged).toEqual({
      odd_permit: 1,
      zero_location: 107,
      swapped_location: 4,
      unsigned_longitude: 23,
      invalid_location: 1,
    });
    const odd = report.examples.find((e) => e.reason === 'odd_permit');
    expect(odd?.detail).toMatch(/^PL\/\d+\/TRA\/OM\/\d+$/);
    const repaired = places.find((p) => p.placeId === 23170);
    expect(repaired).toMatchObject({ latitude: 21.07213, longitude: -101.5987 });
    const swapped = places.find((p) => p.placeId === 5812);
    expect(swapped).toMatchObject({ latitude: 19.41447, longitude: -99.03223 });
    expect(places.filter((p) => p.latitude === null)).toHaveLength(108);
    expect(places[0]).toEqual({
      placeId: 2039,
      permit: 'PL/658/EXP/ES/2015',
      name: 'ESTACION DE SERVICIO CALAFIA, S.A. DE C.V.',
      brand: null,
      category: null,
      address: null,
      latitude: 32.47641,
      longitude: -116.9214,
    });
  });

  it('merges split places and skips placeholder prices in a prices feed', async () => {
    const { prices, placeCount, report } = await parsePricesFeed(open('prices-2022-01-08.xml'), {
      date: '2022-01-08',
    });
    expect(report.elements).toBe(19182);
    expect(report.flagged).toEqual({ merged_split_place: 4958 });
    expect(report.skipped).toEqual({ placeholder_price: 21 });
    expect(prices).toHaveLength(33829);
    expect(placeCount).toBe(12685);
    // 11699 is split over two elements in the file: regular in one, premium in the other.
    expect(prices.filter((p) => p.placeId === 11699)).toEqual([
      { placeId: 11699, fuel: 'regular', priceDate: '2022-01-08', price: 20.17 },
      { placeId: 11699, fuel: 'premium', priceDate: '2022-01-08', price: 22.15 },
    ]);
    expect(prices.every((p) => p.price >= 5 && p.price <= 100)).toBe(true);
  });

  it('reads the last snapshot too', async () => {
    const { prices, report } = await parsePricesFeed(open('prices-2022-01-13.xml'), {
      date: '2022-01-13',
    });
    expect(prices).toHaveLength(33832);
    expect(report.flagged.merged_split_place).toBe(5071);
  });

  it('a truncated file is an error with its line, and nothing is returned', async () => {
    const full = gunzipSync(fs.readFileSync(creSnapshotPath('prices-2022-01-09.xml.gz')));
    const cut = full.subarray(0, Math.floor(full.length * 0.6));
    const lines = cut.toString('utf8').split('\n').length;
    const attempt = parsePricesFeed(Readable.from([cut]), { date: '2022-01-09' });
    await expect(attempt).rejects.toBeInstanceOf(CreFeedError);
    await expect(
      parsePricesFeed(Readable.from([cut]), { date: '2022-01-09' }),
    ).rejects.toMatchObject({
      line: lines,
      message: expect.stringMatching(/not a complete, well-formed document \(line \d+\)/),
    });
  });
});

describe('the demo fixture', () => {
  it('keeps the real format (byte-order mark, split places) and parses whole', async () => {
    const raw = fs.readFileSync(path.join(fixtureDir(), 'prices-2022-01-08.xml'));
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { places, prices } = await readCreFixture();
    expect(places).toHaveLength(268);
    expect(new Set(prices.map((p) => p.priceDate))).toEqual(
      new Set(['2022-01-08', '2022-01-09', '2022-01-11', '2022-01-13']),
    );
    const feed = await parsePricesFeed(
      fs.createReadStream(path.join(fixtureDir(), 'prices-2022-01-08.xml')),
      { date: '2022-01-08' },
    );
    expect(feed.report.flagged.merged_split_place).toBeGreaterThan(0);
  });
});

describe('oddities', () => {
  const doc = (body: string) =>
    `\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<places>\n${body}</places>\n`;

  it('counts every skipped entry by reason and never throws for bad data', async () => {
    const xml = doc(`
  <place place_id="1"><gas_price type="regular">21.5</gas_price><gas_price type="diesel" observation="No Reportado"></gas_price></place>
  <place place_id="1"><gas_price type="premium">0.01</gas_price></place>
  <place place_id="2"></place>
  <place place_id="abc"><gas_price type="regular">20</gas_price></place>
  <place place_id="3"><gas_price type="magna">20</gas_price><gas_price type="regular">veinte</gas_price><gas_price type="premium"></gas_price></place>
  <place place_id="4"><gas_price type="regular">20.1</gas_price><gas_price type="regular">20.2</gas_price></place>
  <place place_id="5"><gas_price type="Diesel" update_time="2018-12-31 23:00:00">19.999</gas_price></place>
`);
    const { prices, conflicts, report } = await parsePricesFeed(xml, { date: '2022-01-08' });
    expect(prices).toEqual([
      { placeId: 1, fuel: 'regular', priceDate: '2022-01-08', price: 21.5 },
      { placeId: 4, fuel: 'regular', priceDate: '2022-01-08', price: 20.1 },
      { placeId: 5, fuel: 'diesel', priceDate: '2018-12-31', price: 19.999 },
    ]);
    // The first of a conflicting duplicate is kept; the other is handed over as a conflict.
    expect(conflicts).toEqual([
      { placeId: 4, fuel: 'regular', priceDate: '2022-01-08', price: 20.2 },
    ]);
    expect(report.skipped).toEqual({
      not_reported: 1,
      placeholder_price: 1,
      empty_place: 1,
      invalid_place_id: 1,
      unknown_fuel: 1,
      invalid_price: 1,
      missing_price: 1,
      duplicate_price: 1,
    });
    expect(report.flagged).toEqual({ merged_split_place: 1 });
    expect(report.examples.find((e) => e.reason === 'not_reported')).toMatchObject({
      line: 4,
      placeId: '1',
      detail: 'No Reportado',
    });
  });

  it('without a snapshot date, undated prices are skipped', async () => {
    const { prices, report } = await parsePricesFeed(
      doc('<place place_id="9"><gas_price type="regular">20</gas_price></place>\n'),
    );
    expect(prices).toEqual([]);
    expect(report.skipped).toEqual({ no_date: 1 });
  });

  it('accepts the older places format and odd permits', async () => {
    const xml = doc(`
  <place place_id="10"><name>GASOLINERA &amp; SERVICIO</name><brand>PEMEX</brand><cre_id> cne/pl/1/exp/es/2016 </cre_id><category>estacion_servicio</category>
    <location><address_street>AV. UNIVERSIDAD 100</address_street><x>-102.29</x><y>21.88</y></location></place>
  <place place_id="11"><name>SIN PERMISO</name><cre_id></cre_id></place>
  <place place_id="12"><name>SIN UBICACION</name><cre_id>PL/5/EXP/ES/2015</cre_id></place>
  <place place_id="12"><name>REPETIDA</name><cre_id>PL/6/EXP/ES/2015</cre_id></place>
  <place place_id="13"><name>EN EL MAR</name><cre_id>PL/7/EXP/ESA/2015</cre_id><location><x>0</x><y>0</y></location></place>
`);
    const { places, report } = await parsePlacesFeed(xml);
    expect(places.map((p) => p.placeId)).toEqual([10, 12, 13]);
    expect(places[0]).toEqual({
      placeId: 10,
      permit: 'CNE/PL/1/EXP/ES/2016',
      name: 'GASOLINERA & SERVICIO',
      brand: 'PEMEX',
      category: 'estacion_servicio',
      address: 'AV. UNIVERSIDAD 100',
      latitude: 21.88,
      longitude: -102.29,
    });
    expect(places[2]).toMatchObject({ latitude: null, longitude: null });
    expect(report.skipped).toEqual({ missing_permit: 1, duplicate_place: 1 });
    expect(report.flagged).toEqual({ odd_permit: 2, missing_location: 1, zero_location: 1 });
  });

  it('handles multi-byte characters split across chunks', async () => {
    const bytes = Buffer.from(
      doc(
        '<place place_id="20"><name>ESTACIÓN QUERÉTARO</name><cre_id>PL/1/EXP/ES/2015</cre_id></place>\n',
      ),
    );
    const at = bytes.indexOf(Buffer.from('Ó')) + 1;
    const { places } = await parsePlacesFeed(
      Readable.from([bytes.subarray(0, at), bytes.subarray(at)]),
    );
    expect(places[0]!.name).toBe('ESTACIÓN QUERÉTARO');
  });

  it('refuses a document that is not a CRE feed, or is empty', async () => {
    await expect(parsePlacesFeed('<?xml version="1.0"?><stations></stations>')).rejects.toThrow(
      /expected <places>/,
    );
    await expect(parsePlacesFeed('')).rejects.toBeInstanceOf(CreFeedError);
    await expect(
      parsePricesFeed(doc('<place place_id="1"><gas_price type="regular">20</gas_price></plac>'), {
        date: '2022-01-01',
      }),
    ).rejects.toBeInstanceOf(CreFeedError);
  });

  it('refuses a malformed snapshot date', async () => {
    await expect(parsePricesFeed(doc(''), { date: '08/01/2022' })).rejects.toThrow(/YYYY-MM-DD/);
  });

  it('reads a file written to disk and cut mid-element', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-'));
    const file = path.join(dir, 'cut.xml');
    fs.writeFileSync(
      file,
      doc('<place place_id="1"><gas_price type="regular">20</gas_price></place>\n').slice(0, -30),
    );
    await expect(
      parsePricesFeed(fs.createReadStream(file), { date: '2022-01-01' }),
    ).rejects.toMatchObject({ name: 'CreFeedError', line: 3 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
