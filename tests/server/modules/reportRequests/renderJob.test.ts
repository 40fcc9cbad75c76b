// The render job streams a request into its file: the global report's PDF drawn station by
// station into a scratch file (the same pages and text as rendering every document at once),
// the CSV written station by station, stored once at the request's fixed path and reused after,
// the scratch files gone whether the render succeeds or fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { findEntry, storageKeyOf } from '@/server/modules/files';
import { renderRequest, reportFilePath } from '@/server/modules/reportRequests/renderJob';
import {
  insertReportRequest,
  type NewReportRequest,
} from '@/server/modules/reportRequests/requestStore';
import {
  buildReportDocument,
  createReportRenderer,
  rangeCsv,
  readStation,
} from '@/server/modules/reports';
import { storageFor } from '@/server/storage';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { pdfInfo, pdfPages } from '../reports/render/poppler';

const WEEK = { startDate: '2026-11-09', endDate: '2026-11-15' };

// When the report was made ("27 nov 2026, 4:55"): the job's documents and the ones built here
// for comparison are made a moment apart.
const withoutTimes = (page: string) => page.replace(/\d{1,2}:\d{2}(\s*[ap]\.?\s?m\.?)?/gi, 'hh:mm');

describe('the report render job', () => {
  let server: TestServer;
  let stationIds: number[];
  let requester: number;
  let scratch: string;
  const tmpdir = process.env.TMPDIR;

  beforeAll(async () => {
    server = await startTestServer();
    // Every station of the customer with the most, as the global report asks.
    const stations = await server.db
      .selectFrom('gas_stations')
      .select(['id', 'customer_id'])
      .orderBy('id')
      .execute();
    const byCustomer = new Map<number, number[]>();
    for (const s of stations) {
      byCustomer.set(s.customer_id, [...(byCustomer.get(s.customer_id) ?? []), s.id]);
    }
    stationIds = [...byCustomer.values()].sort((a, b) => b.length - a.length)[0]!.slice(0, 3);
    requester = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'editor@demo.surtidor.mx')
        .executeTakeFirstOrThrow()
    ).id;
    // The job's scratch files (and the renderer's spool) go here, to be seen gone.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-render-test-'));
    process.env.TMPDIR = scratch;
  }, 120_000);
  afterAll(async () => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.close();
  });

  async function request(spec: Partial<NewReportRequest>): Promise<number> {
    return (await insertReportRequest(server.db, {
      requestedBy: requester,
      configurationId: null,
      occurrenceKey: null,
      reportType: 'weekly',
      kind: null,
      stationIds,
      ...WEEK,
      pages: 3,
      format: 'pdf',
      locale: 'es',
      channel: null,
      recipients: [],
      ...spec,
    }))!;
  }

  async function stored(filePath: string): Promise<Buffer> {
    const storage = await storageFor(server.config, server.db);
    return buffer((await storage.get(storageKeyOf(filePath))).body);
  }

  it('streams a several-station PDF with the pages and text of the whole render, then reuses it', async () => {
    expect(stationIds.length).toBeGreaterThanOrEqual(2);
    const id = await request({});
    const first = await renderRequest(server.db, server.config, id);
    expect(first.reused).toBe(false);
    expect(first.path).toMatch(
      /\/Reportes globales\/Reporte semanal 2026-11-09 a 2026-11-15 \(#\d+\)\.pdf$/,
    );
    const pdf = await stored(first.path);
    expect(pdf.length).toBe(first.size);

    // Before: every document built first, then rendered into one buffer.
    const documents = [];
    for (const stationId of stationIds) {
      documents.push(
        await buildReportDocument(server.db, {
          reportType: 'weekly',
          stationId,
          ...WEEK,
          locale: 'es',
        }),
      );
    }
    const whole = await createReportRenderer().render(documents, { pages: 3 });
    const [info, wholeInfo] = await Promise.all([pdfInfo(pdf), pdfInfo(whole)]);
    expect({ ...info, creationDate: '' }).toEqual({ ...wholeInfo, creationDate: '' });
    expect(info.pages).toBeGreaterThanOrEqual(stationIds.length * 3);
    const [pages, wholePages] = await Promise.all([pdfPages(pdf), pdfPages(whole)]);
    expect(pages.map(withoutTimes)).toEqual(wholePages.map(withoutTimes));
    for (const document of documents) expect(pages.join('\f')).toContain(document.station.name);

    const row = await server.db
      .selectFrom('report_requests')
      .select(['status', 'file_path', 'file_size', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', file_path: first.path, attempts: 1 });
    expect(Number(row.file_size)).toBe(first.size);
    expect(fs.readdirSync(scratch)).toEqual([]);

    // A second attempt finds the file at its fixed path: nothing rendered again.
    const again = await renderRequest(server.db, server.config, id);
    expect(again).toEqual({ path: first.path, size: first.size, reused: true });
    const after = await server.db
      .selectFrom('report_requests')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.attempts).toBe(1);
  }, 90_000);

  it('writes a several-station CSV with one header, as the stations joined', async () => {
    const id = await request({ format: 'csv' });
    const done = await renderRequest(server.db, server.config, id);
    expect(done.path).toMatch(/\/Reportes globales\/Datos 2026-11-09 a 2026-11-15 \(#\d+\)\.csv$/);
    const csv = (await stored(done.path)).toString('utf8');
    const parts = [];
    for (const stationId of stationIds) {
      const station = await readStation(server.db, stationId);
      parts.push(await rangeCsv(server.db, station, WEEK.startDate, WEEK.endDate));
    }
    const header = parts[0]!.split('\n')[0]!;
    expect(csv.startsWith(header)).toBe(true);
    expect(csv.split('\n').filter((line) => line === header)).toHaveLength(1);
    expect(csv).toBe(
      parts.map((part, i) => (i === 0 ? part : part.replace(/^\uFEFF?[^\n]*\n/, ''))).join(''),
    );
    expect(done.size).toBe(Buffer.byteLength(csv));
    expect(fs.readdirSync(scratch)).toEqual([]);
  }, 60_000);

  it('stores nothing and leaves no scratch file when a station fails mid-report', async () => {
    // The second station vanished after the request was made.
    const id = await request({ stationIds: [stationIds[0]!, 2147483000] });
    await expect(renderRequest(server.db, server.config, id)).rejects.toThrow(
      'Estación no encontrada',
    );
    const row = await server.db
      .selectFrom('report_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rendering', file_path: null });
    expect(await findEntry(server.db, await reportFilePath(server.db, row))).toBeUndefined();
    expect(fs.readdirSync(scratch)).toEqual([]);
  }, 60_000);
});
