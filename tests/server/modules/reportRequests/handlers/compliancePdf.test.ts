// The monthly volumetric pre-audit as a report request (POST /api/reports/compliance/{id}/
// requests), through the job runner: queued at once (202) as a monthly request of kind
// compliance over the month, rendered by the one render job into the files browser under the
// station's folder, mailed to the administrator who asked, listed and downloadable like every
// report; the PDF is the pre-audit's (the same as its direct download). Administrators only,
// an unknown station is 404, and the Data screen's form cannot ask for the kind.
import fs from 'node:fs';
import path from 'node:path';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import type { ReportRequest } from '@/api/generated/reportRequests.gen';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { pdfPages } from '../../reports/render/poppler';

const MONTH = '2026-10';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('the pre-audit PDF as a report request', () => {
  let server: TestServer;
  let admin: string;
  let editor: string;
  let stationId: number;
  let stationName: string;

  beforeAll(async () => {
    server = await startTestServer({ jobs: true });
    [admin, editor] = await Promise.all([server.login('admin'), server.login('editor')]);
    const station = await server.db
      .selectFrom('gas_stations')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    stationId = station.id;
    stationName = station.name;
  }, 120_000);
  afterAll(() => server?.close());

  const url = (id = stationId) => `/api/reports/compliance/${id}/requests`;
  const get = async (id: number) =>
    (await server.get(`/api/generated_reports/${id}`, admin)).json() as ReportRequest;

  it('queues, renders into the files browser, mails, lists and downloads it', async () => {
    const res = await server.post(url(), { month: MONTH }, admin);
    expect(res.statusCode).toBe(202);
    const queued = res.json() as ReportRequest;
    expect(queued).toMatchObject({
      status: 'queued',
      report_type: 'monthly',
      kind: 'compliance',
      gas_station_ids: [stationId],
      start_date: `${MONTH}-01`,
      end_date: `${MONTH}-31`,
      format: 'pdf',
      locale: 'es',
      channel: 'email',
    });
    expect(queued.deliveries).toEqual([
      expect.objectContaining({ address: 'admin@demo.surtidor.mx', status: 'queued' }),
    ]);

    const done = await until(
      () => get(queued.id),
      (r) => r.status === 'failed' || r.deliveries.every((d) => d.status !== 'queued'),
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    expect(done.file_name).toBe(
      `Preauditoría de controles volumétricos ${MONTH} (#${queued.id}).pdf`,
    );
    expect(done.file_path).toContain(`/${stationName}/`);
    expect(done.deliveries[0]).toMatchObject({ status: 'sent', error: null });

    // The mail says what it is, and carries the PDF.
    const mails = await readOutbox(outboxDirOf(server.config));
    const mail = mails.find((m) => m.subject.includes('preauditoría'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(
      `Tu preauditoría de controles volumétricos del ${MONTH}-01 al ${MONTH}-31 está lista`,
    );
    const eml = fs.readFileSync(path.join(outboxDirOf(server.config), mail!.eml), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf/);

    // Listed with the other requests, and downloaded through a signed link: the pre-audit.
    const list = (await server.get('/api/generated_reports', admin)).json() as {
      items: ReportRequest[];
    };
    expect(list.items.map((r) => r.id)).toContain(queued.id);
    const link = await server.get(`/api/generated_reports/${queued.id}/download`, admin);
    const file = await server.inject({ method: 'GET', url: link.json().signed_url });
    expect(file.statusCode).toBe(200);
    const text = (await pdfPages(file.rawPayload)).join('\n').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Preauditoría de controles volumétricos');
    expect(text).toContain('1 oct 2026 – 31 oct 2026');
    expect(text).toContain('Días faltantes');

    // The direct download still answers the same document at once.
    const direct = await server.get(`/api/reports/compliance/${stationId}?month=${MONTH}`, admin);
    expect(direct.statusCode).toBe(200);
    expect((await pdfPages(direct.rawPayload)).join('\n').replace(/[ \t]+/g, ' ')).toContain(
      'Preauditoría de controles volumétricos',
    );
  }, 90_000);

  it('is for administrators, of a station that exists, with a contact for WhatsApp', async () => {
    expect((await server.post(url(), { month: MONTH }, editor)).statusCode).toBe(403);
    expect((await server.post(url(999_999), { month: MONTH }, admin)).statusCode).toBe(404);
    const whatsapp = await server.post(url(), { month: MONTH, channel: 'whatsapp' }, admin);
    expect(whatsapp.statusCode).toBe(400);
    expect(whatsapp.json().errors).toEqual([
      expect.objectContaining({ field: 'body.contact_ids', rule: 'required' }),
    ]);
    expect((await server.post(url(), { month: '2026-13' }, admin)).statusCode).toBe(400);
  });

  it('is never a kind of the Data screen’s reports', async () => {
    const boundary = '----surtidorcompliance';
    const fields = [
      ['report_type', 'monthly'],
      ['kind', 'compliance'],
      ['gas_station_ids', String(stationId)],
      ['start_date', `${MONTH}-01`],
      ['end_date', `${MONTH}-31`],
    ];
    const payload =
      fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const res = await server.inject({
      method: 'POST',
      url: '/api/generated_reports',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${admin}`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'La preauditoría de controles volumétricos se pide desde Controles volumétricos',
      errors: [expect.objectContaining({ field: 'body.kind' })],
    });
  });
});
