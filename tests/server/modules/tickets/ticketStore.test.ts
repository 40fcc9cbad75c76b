import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  storeTickets,
  supplierOrigin,
  type TicketToStore,
} from '@/server/modules/tickets/ticketStore';

let server: TestServer;
let stationId: number;

beforeAll(async () => {
  server = await startTestServer();
  const station = await server.db.selectFrom('gas_stations').select('id').executeTakeFirstOrThrow();
  stationId = station.id;
});
afterAll(() => server.close());

const ticket = (folio: string, amount = 500): TicketToStore => ({
  folio,
  sold_at: '2026-03-02T14:05:00.000Z',
  local_time: '2026-03-02 08:05:00',
  employee: 'Ana',
  pump: 3,
  product: 1,
  payment_type: 2,
  volume: 21.5,
  price: 23.25,
  amount,
});

it('inserts new tickets, changes nothing for repeats and updates changed ones', async () => {
  const where = {
    gasStationId: stationId,
    source: 'volumetric' as const,
    origin: supplierOrigin(1),
  };
  expect(await storeTickets(server.db, where, [ticket('A-1'), ticket('A-2')])).toEqual({
    inserted: 2,
    updated: 0,
    unchanged: 0,
  });
  expect(await storeTickets(server.db, where, [ticket('A-1'), ticket('A-2')])).toEqual({
    inserted: 0,
    updated: 0,
    unchanged: 2,
  });
  expect(await storeTickets(server.db, where, [ticket('A-1', 510), ticket('A-3')])).toEqual({
    inserted: 1,
    updated: 1,
    unchanged: 0,
  });
  const rows = await sql<{ folio: string; amount: string }>`
    select folio, amount from sales_tickets
    where gas_station_id = ${stationId} and origin <> 'demo' order by folio`.execute(server.db);
  expect(rows.rows.map((r) => [r.folio, Number(r.amount)])).toEqual([
    ['A-1', 510],
    ['A-2', 500],
    ['A-3', 500],
  ]);
});

it('keeps the same folio of two origins apart', async () => {
  const counts = await storeTickets(
    server.db,
    { gasStationId: stationId, source: 'upload', origin: 'upload' },
    [ticket('A-1')],
  );
  expect(counts.inserted).toBe(1);
});
