// Stale uploads are deleted with their files; the import job run twice keeps its first result.
import { sql } from 'kysely';
import { cleanupStaleUploads } from '@/server/modules/tickets/cleanup';
import { ticketJobHandlers } from '@/server/modules/tickets/importUpload';
import { storageFor } from '@/server/storage';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  TICKET_SHEET_COLUMNS as COLUMNS,
  multipartFile,
  saleRow,
  ticketWorkbook,
} from '../../../support/xlsxFixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.surtidor.mx');
}, 180_000);
afterAll(() => server.close());

async function upload(): Promise<number> {
  const { payload, headers } = multipartFile(
    'v.xlsx',
    await ticketWorkbook({ rows: [saleRow(1, 0)], dateColumn: false }),
  );
  const response = await server.inject({
    method: 'POST',
    url: '/api/ticket_uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  });
  return response.json().id;
}

const keyOf = async (id: number) =>
  (
    await server.db
      .selectFrom('ticket_uploads')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).storage_key;

it('deletes uploads never processed after a day, with their files, and nothing else', async () => {
  const stale = await upload();
  const fresh = await upload();
  const staleKey = await keyOf(stale);
  await sql`update ticket_uploads set created_at = now() - interval '25 hours' where id = ${stale}`.execute(
    server.db,
  );
  expect(await cleanupStaleUploads(server.db, server.config)).toBe(1);
  const left = await server.db.selectFrom('ticket_uploads').select('id').execute();
  expect(left.map((r) => r.id)).toContain(fresh);
  expect(left.map((r) => r.id)).not.toContain(stale);
  const storage = await storageFor(server.config, server.db);
  expect(await storage.head(staleKey)).toBeNull();
  expect(await storage.head(await keyOf(fresh))).not.toBeNull();
});

it('runs as a job: a second run of the same upload returns the first result', async () => {
  const id = await upload();
  const station = await server.db.selectFrom('gas_stations').select('id').executeTakeFirstOrThrow();
  // Queued by hand, as the job queue will find it.
  await sql`update ticket_uploads set status = 'queued', gas_station_id = ${station.id},
    options = ${JSON.stringify({
      gas_station_id: station.id,
      assigned_user_id: null,
      header_row: 1,
      header_signature: 'x',
      columns: COLUMNS,
      start_date: null,
      end_date: null,
      fuel_type: null,
      save_mapping: false,
    })}::text::jsonb where id = ${id}`.execute(server.db);
  const quiet = () => undefined;
  const log = { info: quiet, warn: quiet, error: quiet };
  const deps = { db: server.db, config: server.config, log };
  const first = await ticketJobHandlers['tickets-import']({ upload_id: id }, deps);
  expect(first).toMatchObject({ rows_read: 1, imported: 1 });
  const again = await ticketJobHandlers['tickets-import']({ upload_id: id }, deps);
  expect(again).toEqual(first);
});
