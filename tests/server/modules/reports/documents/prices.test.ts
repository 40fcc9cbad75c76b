// The price report's data on a real slice of the regulator's 75-day history (see
// tests/server/modules/prices/creHistorySlice.ts): the demo's first station is pointed at place
// 13292 (Chalco, its premium a 0.01 placeholder) and its competitors at four neighbours (one
// with a placeholder premium, one whose premium turns stale on 2026-08-02). Flagged prices are
// left out of averages and ranks, and the market position table lists them.
import { fuelStats, readPrices } from '@/server/modules/reports/documents/prices';
import { emptyParts, priceParts } from '@/server/modules/reports/documents/sections';
import { translator } from '@/server/modules/reports/documents/labels';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { pointDemoStationAtSlice } from '../../prices/creHistorySlice';

let server: TestServer;
const NEIGHBOURS = [3388, 27654, 28753, 26614];

beforeAll(async () => {
  server = await startTestServer();
  await pointDemoStationAtSlice(server.db, NEIGHBOURS);
});
afterAll(async () => {
  await server.close();
});

it('flags each price on the days it held, and leaves it out of averages and ranks', async () => {
  const data = await readPrices(server.db, 1, '2026-08-01', '2026-08-08');
  expect(data.own.daily.premium).toEqual(Array(8).fill(0.01));
  expect(data.own.flags.premium).toEqual(Array(8).fill('placeholder'));
  expect(data.rivals.map((r) => r.flags.premium)).toEqual([
    Array(8).fill('placeholder'),
    [null, ...Array(7).fill('stale')],
    Array(8).fill(null),
    Array(8).fill(null),
  ]);
  expect(fuelStats(data, 'premium', 0)).toEqual({
    own: null,
    avg: 28.12,
    min: 27.99,
    max: 28.39,
    rank: null,
    count: 3,
    ownFlag: 'placeholder',
  });
  expect(fuelStats(data, 'premium', 7)).toMatchObject({ avg: 27.99, count: 2, rank: null });
  // Regular has no flag: 23.99 against 19.25, 22.99, 22.99 and 23.49.
  expect(fuelStats(data, 'regular', 7)).toMatchObject({ own: 23.99, rank: 5, count: 5 });

  const parts = emptyParts();
  priceParts(translator('es'), data, parts, { history: false, goal: null });
  const position = parts.tables.find((p) => p.item.key === 'market_position')!.item;
  const names = data.rivals.map((r) => r.source.name);
  expect(position.note).toBe(
    'Precios marcados (⚠), fuera de promedios, diferencias y posiciones: ' +
      `⚠ ${data.own.source.name}, Premium 0.01 (relleno); ` +
      `⚠ ${names[0]}, Premium 20.49 (relleno); ` +
      `⚠ ${names[1]}, Premium 28.39 (sin actualizar). ` +
      'Relleno: fuera del rango de su mercado local (estaciones a 3 km) o de 5 a 100 $/l; ' +
      'sin actualizar: sin cambio en 45 días mientras la mayoría de su mercado local cambió; ' +
      'en conflicto: el regulador publicó dos precios ese día.',
  );
});
