// The report requests' store: a request is made with one delivery per address (an occurrence
// made twice is made once), read back with its station and requester names; a user sees the
// requests they asked for and those their own configurations made (an administrator every
// one), newest first; a failed request goes back in the queue with its failed deliveries only.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  findVisibleRequest,
  insertQueuedReportRequest,
  insertReportRequest,
  listVisibleRequests,
  requeueFailedRequest,
  toReportRequests,
  type NewReportRequest,
} from '@/server/modules/reportRequests/requestStore';
import { RENDER_QUEUE } from '@/server/modules/reportRequests/queues';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let db: Kysely<Database>;
let ana: number;
let luis: number;
let norte: number;
let sur: number;

const request = (overrides: Partial<NewReportRequest> = {}): NewReportRequest => ({
  reportType: 'weekly',
  kind: null,
  stationIds: [sur, norte],
  startDate: '2030-03-02',
  endDate: '2030-03-08',
  pages: 1,
  format: 'pdf',
  locale: 'es',
  requestedBy: ana,
  configurationId: null,
  occurrenceKey: null,
  channel: null,
  recipients: [],
  ...overrides,
});
const rowsOf = (ids: number[]) =>
  db.selectFrom('report_requests').selectAll().where('id', 'in', ids).execute();

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Reportes', legal_name: 'Reportes SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission: `PL/${name}/EXP/ES/2026` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  norte = await station('Norte');
  sur = await station('Sur');
  const user = async (name: string) =>
    (
      await db
        .insertInto('users')
        .values({
          customer_id: customer,
          name,
          username: name.toLowerCase(),
          email: `${name.toLowerCase()}@reportes.mx`,
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ana = await user('Ana');
  luis = await user('Luis');
});
afterAll(() => s.close());

it('makes a request with one delivery per address, and an occurrence only once', async () => {
  const recipients = [
    { contactId: null, name: 'Ana', address: 'ana@reportes.mx' },
    { contactId: null, name: 'Ana otra vez', address: 'ana@reportes.mx' },
    { contactId: null, name: 'Gerencia', address: 'gerencia@reportes.mx' },
  ];
  const first = await db
    .transaction()
    .execute((trx) =>
      insertReportRequest(
        trx,
        request({ channel: 'email', recipients, occurrenceKey: 'config:1:2030-03-09' }),
      ),
    );
  expect(first).not.toBeNull();
  const again = await db
    .transaction()
    .execute((trx) =>
      insertReportRequest(
        trx,
        request({ channel: 'email', recipients, occurrenceKey: 'config:1:2030-03-09' }),
      ),
    );
  expect(again).toBeNull();
  const [shown] = await toReportRequests(db, await rowsOf([first!]));
  expect(shown!.deliveries.map((d) => [d.recipient_name, d.address, d.status])).toEqual([
    ['Ana otra vez', 'ana@reportes.mx', 'queued'],
    ['Gerencia', 'gerencia@reportes.mx', 'queued'],
  ]);
  // Without a channel, nobody is sent it.
  const kept = await db
    .transaction()
    .execute((trx) => insertReportRequest(trx, request({ recipients })));
  expect((await toReportRequests(db, await rowsOf([kept!])))[0]!.deliveries).toEqual([]);
});

it('reads requests back in the order given, with names and the file’s name', async () => {
  const withFile = await insertQueuedReportRequest(db, request({ stationIds: [sur, 999_999] }));
  await db
    .updateTable('report_requests')
    .set({ status: 'done', file_path: 'reportes/2030/semanal-sur.pdf', rendered_at: new Date() })
    .where('id', '=', withFile)
    .execute();
  const byNobody = await insertQueuedReportRequest(db, request({ requestedBy: null }));
  const rows = await rowsOf([withFile, byNobody]);
  rows.sort((a, b) => b.id - a.id);
  const shown = await toReportRequests(db, rows);
  expect(shown.map((r) => r.id)).toEqual([byNobody, withFile]);
  expect(shown[1]).toMatchObject({
    station_names: ['Sur', '#999999'],
    status: 'done',
    file_name: 'semanal-sur.pdf',
    requested_by: { id: ana, name: 'Ana' },
  });
  expect(shown[0]).toMatchObject({ station_names: ['Sur', 'Norte'], requested_by: null });
  // Each queued with its render, keyed on the request.
  const jobs = await db
    .selectFrom('jobs')
    .select(['queue', 'key'])
    .where('key', 'in', [`request:${withFile}`, `request:${byNobody}`])
    .orderBy('key')
    .execute();
  expect(jobs).toEqual(
    [withFile, byNobody]
      .map((id) => ({ queue: RENDER_QUEUE, key: `request:${id}` }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  );
});

it('shows a user their requests and their configurations’, newest first', async () => {
  await db.deleteFrom('report_requests').execute();
  const luisConfig = (
    await db
      .insertInto('report_configurations')
      .values({ user_id: luis, periodicity: 'weekly', weekday: 1, report_type: 'weekly' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const anaAsked = await insertQueuedReportRequest(db, request());
  const luisAsked = await insertQueuedReportRequest(db, request({ requestedBy: luis }));
  const luisScheduled = await insertQueuedReportRequest(
    db,
    request({ requestedBy: null, configurationId: luisConfig }),
  );
  const ids = async (userId: number, everyone: boolean, limit = 10) =>
    (await listVisibleRequests(db, userId, everyone, limit)).map((r) => r.id);
  expect(await ids(ana, false)).toEqual([anaAsked]);
  expect(await ids(luis, false)).toEqual([luisScheduled, luisAsked]);
  expect(await ids(ana, true)).toEqual([luisScheduled, luisAsked, anaAsked]);
  expect(await ids(ana, true, 2)).toEqual([luisScheduled, luisAsked]);
  expect(await findVisibleRequest(db, ana, false, luisScheduled)).toBeUndefined();
  expect((await findVisibleRequest(db, luis, false, luisScheduled))?.id).toBe(luisScheduled);
  expect((await findVisibleRequest(db, ana, true, luisScheduled))?.id).toBe(luisScheduled);
});

it('queues a failed request again with its failed deliveries, not the sent ones', async () => {
  const id = await insertQueuedReportRequest(
    db,
    request({
      channel: 'email',
      recipients: [
        { contactId: null, name: 'Ana', address: 'ana@reportes.mx' },
        { contactId: null, name: 'Luis', address: 'luis@reportes.mx' },
      ],
    }),
  );
  await db
    .updateTable('report_requests')
    .set({ status: 'failed', error: 'sin datos' })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('report_deliveries')
    .set({ status: 'failed', error: 'buzón lleno' })
    .where('request_id', '=', id)
    .where('address', '=', 'ana@reportes.mx')
    .execute();
  await db
    .updateTable('report_deliveries')
    .set({ status: 'sent', sent_at: new Date() })
    .where('request_id', '=', id)
    .where('address', '=', 'luis@reportes.mx')
    .execute();
  await db
    .updateTable('jobs')
    .set({ state: 'failed' })
    .where('key', '=', `request:${id}`)
    .execute();

  await requeueFailedRequest(db, id);
  const [shown] = await toReportRequests(db, await rowsOf([id]));
  expect(shown).toMatchObject({ status: 'queued', error: null });
  expect(shown!.deliveries.map((d) => [d.address, d.status, d.error])).toEqual([
    ['ana@reportes.mx', 'queued', null],
    ['luis@reportes.mx', 'sent', null],
  ]);
  const queued = await db
    .selectFrom('jobs')
    .select('state')
    .where('key', '=', `request:${id}`)
    .where('state', '=', 'queued')
    .execute();
  expect(queued).toHaveLength(1);
});
