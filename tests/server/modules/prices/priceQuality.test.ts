import { readPriceQuality } from '@/server/modules/prices/priceQuality';
import { readMoves, countAllMoves } from '@/server/modules/prices/priceMoves';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { loadCreHistorySlice } from './creHistorySlice';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await loadCreHistorySlice(server.db);
});
afterAll(async () => {
  await server.close();
});

it('explore', async () => {
  const ids = (await server.db.selectFrom('cre_places').select('place_id').execute()).map((r) => r.place_id);
  const q = await readPriceQuality(server.db, ids, '2026-08-08');
  console.log(JSON.stringify(q.filter((r) => r.flag), null, 0));
  console.log(q.length, q.filter((r) => r.flag).length);
  const q2 = await readPriceQuality(server.db, ids, '2026-07-01');
  console.log(JSON.stringify(q2.filter((r) => r.flag), null, 0));
  const m = await readMoves(server.db, [13292, 28753], '2026-07-01', '2026-08-08');
  console.log(JSON.stringify(m));
  console.log(await countAllMoves(server.db, '2026-05-25', '2026-08-08'));
});
