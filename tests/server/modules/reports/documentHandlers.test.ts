// The report answers a node keeps (documentHandlers.ts): asked again, a document is the same
// but for its generation time and the CSV the same bytes, while the station's data stands; a
// write the version does not count (a rollup row changed by hand) leaves the kept answer, and
// a write through the product's writers, a hand write to a small table or, on PostgreSQL, a
// write through another node shows on the next call. A write of a day the report does not read
// (today's, for last week's report) leaves its kept answer; a late write of one of its days not.
import { sql } from 'kysely';
import type { ReportDocument } from '@/api/generated/reports.gen';
import { storeTickets, type TicketToStore } from '@/server/modules/tickets';
import { describeOnPostgres } from '../../../support/databaseKind';
import { secondNodeForFile, type TestServer } from '../../../support/testServer';
import { startReportsServer, uploadedTicket } from './reportsServer';

let server: TestServer;
let editor: string;
let stationId: number;

const WEEK = 'start_date=2026-03-02&end_date=2026-03-08';
const WEEKLY = () => `/api/reports/weekly/${stationId}?${WEEK}`;
const RANGE = () => `/api/reports/range/${stationId}?${WEEK}`;

const ticket = (folio: string, amount: number): TicketToStore => {
  const {
    gas_station_id: _station,
    source: _source,
    origin: _origin,
    ...rest
  } = uploadedTicket(stationId, folio, '2026-03-03T10:00:00', 1, 1, 10, amount);
  return { ...rest, employee: null, sold_at: rest.sold_at.toISOString() };
};

const store = (db: TestServer['db'], folio: string, amount: number) =>
  storeTickets(db, { gasStationId: stationId, source: 'upload', origin: 'upload' }, [
    ticket(folio, amount),
  ]);

async function weekly(): Promise<ReportDocument> {
  const response = await server.get(WEEKLY(), editor);
  expect(response.statusCode).toBe(200);
  return response.json() as ReportDocument;
}

const sales = (document: ReportDocument) =>
  document.figures.find((f) => f.key === 'sales_total')?.value ?? null;

const withoutTime = ({ generated_at: _time, ...rest }: ReportDocument) => rest;

beforeAll(async () => {
  const started = await startReportsServer();
  ({ server, editor } = started);
  const station = await server.db
    .insertInto('gas_stations')
    .values({
      customer_id: started.user.customerId,
      name: 'Estación guardada',
      permission: 'PL/900020/EXP/ES/2020',
      time_zone: 'America/Mexico_City',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  await server.db
    .insertInto('user_gas_stations')
    .values({ user_id: started.user.id, gas_station_id: stationId })
    .execute();
  await store(server.db, 'kept-1', 500);
});
afterAll(async () => {
  await server.close();
});

it('answers again with the same document and a new generation time', async () => {
  const first = await weekly();
  expect(sales(first)).toBe(500);
  const again = await weekly();
  expect(withoutTime(again)).toEqual(withoutTime(first));
  expect(again.generated_at >= first.generated_at).toBe(true);
  expect(Date.now() - Date.parse(again.generated_at)).toBeLessThan(5_000);
});

it('keeps the answer through a write the version does not count, not through the writers', async () => {
  expect(sales(await weekly())).toBe(500);
  // By hand, past every writer: the kept answer stands (so it is the kept one being served).
  await sql`update sales_hourly_stats set amount = amount + 1000
    where gas_station_id = ${stationId}`.execute(server.db);
  expect(sales(await weekly())).toBe(500);
  // Through the product's writer: recounted, and shown.
  await store(server.db, 'kept-2', 250);
  expect(sales(await weekly())).toBe(750);
});

it('answers with a renamed station, a write by hand to a table it fingerprints', async () => {
  expect((await weekly()).station.name).toBe('Estación guardada');
  await sql`update gas_stations set name = 'Renombrada a mano' where id = ${stationId}`.execute(
    server.db,
  );
  expect((await weekly()).station.name).toBe('Renombrada a mano');
});

it('keeps the CSV data download likewise, with its file name', async () => {
  const first = await server.get(RANGE(), editor);
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-disposition']).toContain(
    `datos-renombrada-a-mano-2026-03-02-2026-03-08.csv`,
  );
  const again = await server.get(RANGE(), editor);
  expect(again.body).toBe(first.body);
  expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
  // By hand, past every writer: the kept file stands (so it is the kept one being served).
  await sql`update sales_hourly_stats set amount = amount + 1000
    where gas_station_id = ${stationId}`.execute(server.db);
  expect((await server.get(RANGE(), editor)).body).toBe(first.body);
  await store(server.db, 'kept-3', 125);
  const after = await server.get(RANGE(), editor);
  expect(after.body).not.toBe(first.body);
  expect(after.body).toContain('875');
});

it("keeps a past period's answer through writes of other days, and builds it again after a late write of one of its days", async () => {
  // A week of its own (April), so the hand write below reaches no other test's answers.
  const april = async () => {
    const response = await server.get(
      `/api/reports/weekly/${stationId}?start_date=2026-04-06&end_date=2026-04-12`,
      editor,
    );
    expect(response.statusCode).toBe(200);
    return sales(response.json() as ReportDocument);
  };
  const storeOn = (day: string, folio: string, amount: number) =>
    storeTickets(server.db, { gasStationId: stationId, source: 'upload', origin: 'upload' }, [
      { ...ticket(folio, amount), sold_at: `${day}T16:00:00.000Z`, local_time: `${day} 10:00:00` },
    ]);
  await storeOn('2026-04-07', 'april-1', 300);
  expect(await april()).toBe(300);
  // By hand, past every writer, on a day of the week: shown only once the answer is built again.
  await sql`update sales_hourly_stats set amount = amount + 1000
    where gas_station_id = ${stationId} and day = '2026-04-07'`.execute(server.db);
  // Today's tickets, and a day after the week: the week's answer is served as kept.
  await storeOn(new Date().toISOString().slice(0, 10), 'april-today', 40);
  await storeOn('2026-04-20', 'april-after', 20);
  expect(await april()).toBe(300);
  // A late upload of one of the week's days: built again, with the hand write and the ticket.
  await storeOn('2026-04-09', 'april-late', 7);
  expect(await april()).toBe(300 + 1000 + 7);
});

it('answers 404 for a station that does not exist, kept answers or not', async () => {
  const response = await server.get(`/api/reports/weekly/987654?${WEEK}`, editor);
  expect([403, 404]).toContain(response.statusCode);
});

describeOnPostgres('two nodes on one database', () => {
  const nodeB = secondNodeForFile(() => server);

  it('answers with tickets stored through another node, though it kept the answer from before', async () => {
    const before = sales(await weekly());
    expect(sales(await weekly())).toBe(before);
    await store(nodeB().db, 'kept-other-node', 1);
    expect(sales(await weekly())).toBe(before! + 1);
  });
});
