// A report asked for on the Data screen, end to end through the job runner: queued at once
// (202), rendered into the files browser under the station's folder, mailed to the user who
// asked (attachment), listed with its deliveries, downloadable; a render that cannot succeed
// is marked failed with its reason and 'Reintentar' re-sends only what failed.
import fs from 'node:fs';
import path from 'node:path';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import type { ReportRequest } from '@/api/generated/reportRequests.gen';
import { enqueueJob } from '@/server/jobs/queue';
import { RENDER_QUEUE } from '@/server/modules/reportRequests/queues';
import { insertReportRequest } from '@/server/modules/reportRequests/requestStore';
import { startTestServer, type TestServer } from '../../../support/testServer';

/** multipart/form-data with only fields (repeated names allowed). */
export function formPayload(fields: [string, string | number][]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----surtidor${Math.random().toString(16).slice(2)}`;
  const body =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return {
    payload: Buffer.from(body),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('report requests', () => {
  let server: TestServer;
  let editor: string;
  let stationId: number;

  beforeAll(async () => {
    server = await startTestServer({ jobs: true });
    editor = await server.login('editor');
    const stations = await server.get('/api/gas_stations', editor);
    stationId = (stations.json() as { items: { id: number }[] }).items[0]!.id;
  }, 120_000);
  afterAll(() => server.close());

  const ask = (fields: [string, string | number][], token = editor) => {
    const { payload, headers } = formPayload(fields);
    return server.inject({
      method: 'POST',
      url: '/api/generated_reports',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const get = async (id: number) =>
    (await server.get(`/api/generated_reports/${id}`, editor)).json() as ReportRequest;

  it('queues at once, renders into the files browser and mails the user who asked', async () => {
    const res = await ask([
      ['report_type', 'weekly'],
      ['gas_station_ids', stationId],
      ['start_date', '2026-11-09'],
      ['end_date', '2026-11-15'],
      ['pages', 2],
    ]);
    expect(res.statusCode).toBe(202);
    const queued = res.json() as ReportRequest;
    expect(queued).toMatchObject({
      status: 'queued',
      report_type: 'weekly',
      pages: 2,
      channel: 'email',
    });
    expect(queued.deliveries).toEqual([
      expect.objectContaining({ address: 'editor@demo.surtidor.mx', status: 'queued' }),
    ]);

    const done = await until(
      () => get(queued.id),
      (r) => r.status === 'failed' || r.deliveries.every((d) => d.status !== 'queued'),
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    expect(done.file_name).toBe(`Reporte semanal 2026-11-09 a 2026-11-15 (#${queued.id}).pdf`);
    expect(done.file_path).toMatch(new RegExp(`/${done.station_names[0]}/`));
    expect(done.deliveries[0]).toMatchObject({ status: 'sent', error: null });

    // In the files browser, for the customer's users.
    const folder = done.file_path!.slice(0, done.file_path!.lastIndexOf('/') + 1);
    const listing = await server.get(`/api/reports?prefix=${encodeURIComponent(folder)}`, editor);
    expect(listing.statusCode).toBe(200);
    expect(JSON.stringify(listing.json())).toContain(done.file_name!);

    // The mail carries the PDF.
    const mails = await readOutbox(outboxDirOf(server.config));
    const mail = mails.find(
      (m) => m.to.includes('editor@demo.surtidor.mx') && /semanal/.test(m.subject),
    );
    expect(mail).toBeDefined();
    const eml = fs.readFileSync(path.join(outboxDirOf(server.config), mail!.eml), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf/);

    // And downloads through a signed link.
    const link = await server.get(`/api/generated_reports/${queued.id}/download`, editor);
    expect(link.statusCode).toBe(200);
    // Root-relative: followed from wherever the browser reached the API.
    expect(link.json().signed_url).toMatch(/^\/api\/file_download\?/);
    const file = await server.inject({ method: 'GET', url: link.json().signed_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Never built on the Host the client sends.
    const hostile = await server.inject({
      method: 'GET',
      url: `/api/generated_reports/${queued.id}/download`,
      headers: { authorization: `Bearer ${editor}`, host: 'evil.example' },
    });
    expect(hostile.body).not.toContain('evil.example');

    const list = await server.get('/api/generated_reports', editor);
    expect((list.json() as { items: ReportRequest[] }).items[0]!.id).toBe(queued.id);
  }, 60_000);

  it('makes the daily report of one day into a PDF; a longer period is refused', async () => {
    const res = await ask([
      ['report_type', 'daily'],
      ['gas_station_ids', stationId],
      ['start_date', '2026-11-12'],
      ['end_date', '2026-11-12'],
      ['pages', 1],
    ]);
    expect(res.statusCode).toBe(202);
    const queued = res.json() as ReportRequest;
    expect(queued).toMatchObject({
      report_type: 'daily',
      start_date: '2026-11-12',
      end_date: '2026-11-12',
    });
    const done = await until(
      () => get(queued.id),
      (r) => r.status === 'failed' || r.deliveries.every((d) => d.status !== 'queued'),
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    expect(done.file_name).toBe(`Reporte diario 2026-11-12 (#${queued.id}).pdf`);
    const link = await server.get(`/api/generated_reports/${queued.id}/download`, editor);
    const file = await server.inject({ method: 'GET', url: link.json().signed_url });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const week = await ask([
      ['report_type', 'daily'],
      ['gas_station_ids', stationId],
      ['start_date', '2026-11-09'],
      ['end_date', '2026-11-15'],
    ]);
    expect(week.statusCode).toBe(400);
    expect(week.json()).toMatchObject({
      message: 'El reporte diario es de un solo día: la fecha final debe ser igual a la inicial',
      errors: [expect.objectContaining({ field: 'body.end_date', rule: 'singleDay' })],
    });
  }, 60_000);

  it('refuses bad forms field by field, in Spanish', async () => {
    // The contract's rules first, every broken field at once...
    const res = await ask([
      ['report_type', 'yearly'],
      ['start_date', '2026-11-15'],
      ['end_date', '2026-11-09'],
      ['pages', 4],
      ['channel', 'whatsapp'],
    ]);
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.report_type', 'body.gas_station_ids', 'body.pages']),
    );
    // ...then the rules between fields of a form the contract accepts.
    const crossed = await ask([
      ['report_type', 'weekly'],
      ['gas_station_ids', stationId],
      ['start_date', '2026-11-15'],
      ['end_date', '2026-11-09'],
      ['channel', 'whatsapp'],
    ]);
    expect(crossed.statusCode).toBe(400);
    expect((crossed.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'body.start_date',
      'body.contact_ids',
    ]);
    const json = await server.inject({
      method: 'POST',
      url: '/api/generated_reports',
      payload: { report_type: 'weekly' },
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(json.statusCode).toBe(415);
  });

  // Multipart fields once skipped the contract: year 0000 reached PostgreSQL (500), and years
  // 0010, 9999, 2101 or 1969 were queued (202), the job failing or rendering nonsense.
  it.each([
    ['start_date', '0000-01-01'],
    ['start_date', '0001-01-01'],
    ['start_date', '0010-01-01'],
    ['start_date', '1969-12-31'],
    ['end_date', '2101-01-01'],
    ['end_date', '9999-12-31'],
    ['end_date', '2023-02-30'],
  ])(
    'refuses %s = %s like a JSON date: a Spanish 400 naming the field, nothing queued',
    async (field, day) => {
      const before = await server.db
        .selectFrom('report_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const fields: [string, string | number][] = [
        ['report_type', 'monthly'],
        ['gas_station_ids', stationId],
        ['start_date', '2026-10-01'],
        ['end_date', '2026-10-31'],
      ];
      const res = await ask(fields.map(([name, value]) => [name, name === field ? day : value]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `Solicitud inválida: body.${field} debe ser una fecha real AAAA-MM-DD entre 2000-01-01 y 2100-12-31`,
        code: 'validation_failed',
        errors: [
          {
            field: `body.${field}`,
            rule: 'format',
            message: `body.${field} debe ser una fecha real AAAA-MM-DD entre 2000-01-01 y 2100-12-31`,
          },
        ],
        request_id: expect.any(String),
      });
      const after = await server.db
        .selectFrom('report_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('refuses ids and pages past their range, and a file part, with a 400', async () => {
    const base: [string, string | number][] = [
      ['report_type', 'weekly'],
      ['start_date', '2026-11-09'],
      ['end_date', '2026-11-15'],
    ];
    const overflow = await ask([...base, ['gas_station_ids', `${stationId},2147483648`]]);
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().errors).toEqual([
      expect.objectContaining({ field: 'body.gas_station_ids[1]', rule: 'maximum' }),
    ]);
    const pages = await ask([
      ...base,
      ['gas_station_ids', stationId],
      ['pages', '1'.padEnd(21, '0')],
    ]);
    expect(pages.statusCode).toBe(400);
    expect(pages.json().errors).toEqual([
      expect.objectContaining({ field: 'body.pages', rule: 'maximum' }),
    ]);
    const contact = await ask([...base, ['gas_station_ids', stationId], ['contact_ids', -1]]);
    expect(contact.json().errors).toEqual([
      expect.objectContaining({ field: 'body.contact_ids[0]', rule: 'minimum' }),
    ]);
    const boundary = 'XX';
    const withFile = await server.inject({
      method: 'POST',
      url: '/api/generated_reports',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="report_type"\r\n\r\nweekly\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${editor}`,
      },
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().message).toBe('Esta solicitud no lleva archivos');
    const empty = await server.inject({
      method: 'POST',
      url: '/api/generated_reports',
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'body' })]);
  });

  it('refuses a station the user cannot see', async () => {
    const other = await server.db
      .selectFrom('gas_stations')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('user_gas_stations as ug')
          .innerJoin('users as u', 'u.id', 'ug.user_id')
          .select('ug.gas_station_id')
          .where('u.email', '=', 'editor@demo.surtidor.mx'),
      )
      .executeTakeFirstOrThrow();
    const res = await ask([
      ['report_type', 'weekly'],
      ['gas_station_ids', other.id],
      ['start_date', '2026-11-09'],
      ['end_date', '2026-11-15'],
    ]);
    expect(res.statusCode).toBe(403);
  });

  it('marks a report that cannot be made as failed with its reason, and retries it on request', async () => {
    // A request whose station vanished before the render (as if deleted meanwhile).
    const me = await server.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('email', '=', 'editor@demo.surtidor.mx')
      .executeTakeFirstOrThrow();
    const id = (await insertReportRequest(server.db, {
      requestedBy: me.id,
      configurationId: null,
      occurrenceKey: null,
      reportType: 'daily',
      kind: null,
      stationIds: [2147483000],
      startDate: '2026-11-10',
      endDate: '2026-11-10',
      pages: 1,
      format: 'pdf',
      locale: 'es',
      channel: 'email',
      recipients: [{ contactId: null, name: me.name, address: me.email }],
    }))!;
    await enqueueJob(server.db, {
      queue: RENDER_QUEUE,
      payload: { requestId: id },
      key: `request:${id}`,
    });
    const failed = await until(
      () => get(id),
      (r) => r.status === 'failed',
    );
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Las estaciones del reporte ya no existen');
    expect(failed.deliveries[0]).toMatchObject({ status: 'failed' });

    await server.db
      .updateTable('report_requests')
      .set({ gas_station_ids: [stationId] })
      .where('id', '=', id)
      .execute();
    const retry = await server.post(`/api/generated_reports/${id}/retry`, undefined, editor);
    expect(retry.statusCode).toBe(200);
    const done = await until(
      () => get(id),
      (r) =>
        r.deliveries.every((d) => d.status === 'sent' || d.status === 'failed') &&
        r.status === 'done',
    );
    expect(done.status).toBe('done');
    expect(done.deliveries[0]!.status).toBe('sent');
    // Nothing failed any more: nothing to retry.
    expect(
      (await server.post(`/api/generated_reports/${id}/retry`, undefined, editor)).statusCode,
    ).toBe(409);
  }, 60_000);

  it("hides another user's requests", async () => {
    const admin = await server.login('admin');
    const mine = await server.get('/api/generated_reports', admin);
    expect((mine.json() as { items: unknown[] }).items).toHaveLength(0);
    const all = await server.get('/api/generated_reports?scope=all', admin);
    expect((all.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // An Editor of another customer, with the data flag (Visor has none: 403 on every call).
    const bajio = await server.login('bajio');
    expect((await server.get('/api/generated_reports?scope=all', bajio)).statusCode).toBe(403);
    const someId = (all.json() as { items: { id: number }[] }).items[0]!.id;
    expect((await server.get(`/api/generated_reports/${someId}`, bajio)).statusCode).toBe(404);
    const visor = await server.login('visor');
    expect((await server.get(`/api/generated_reports/${someId}`, visor)).json().code).toBe(
      'forbidden',
    );
  });
});
