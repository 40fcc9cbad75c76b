// The links the API hands the browser work on whatever address the server is reached at: a
// server listening on another port than 8080, with no PUBLIC_URL, gives signed download links
// and report PDF links that are relative to it (not http://localhost:8080, where nothing
// answers), and following them from the address the API was reached at downloads the file.
import fs from 'node:fs';
import path from 'node:path';
import type { SignedUrl } from '@/api/generated/files.gen';
import type { ReportRequest } from '@/api/generated/reportRequests.gen';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { startFilesServer, type FilesTestServer } from '../modules/files/filesServer';

let server: FilesTestServer;
let base: string;
let token: string;

beforeAll(async () => {
  // No PUBLIC_URL: the default (http://localhost:8080) is not where this server answers.
  server = await startFilesServer({ jobs: true });
  expect(server.config.publicUrl).toBe('http://localhost:8080');
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  expect(new URL(base).port).not.toBe('8080');
  token = await server.login('editor', DEMO_PASSWORD);
}, 120_000);
afterAll(() => server?.close());

const api = async (url: string, init: RequestInit = {}) =>
  fetch(`${base}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });

/** The link as the browser follows it: resolved against the address it reached the API at. */
const follow = (link: string) => fetch(new URL(link, `${base}/`));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

it('signs file downloads relative to this server, and they download', async () => {
  const top = (await (await api('/api/reports')).json()) as { data: { items: { path: string }[] } };
  const file = `${top.data.items[0]!.path}Reportes diarios/Reporte diario 2022-01-08.pdf`;
  const res = await api(`/api/file_sign?${new URLSearchParams({ value: file })}`);
  expect(res.status).toBe(200);
  const { signed_url: link } = (await res.json()) as SignedUrl;
  expect(link).toMatch(/^\/api\/file_download\?/);
  expect(link).not.toContain('localhost:8080');

  const download = await follow(link);
  expect(download.status).toBe(200);
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.equals(fs.readFileSync(path.join(server.storageDir, 'reports', file)))).toBe(true);
});

it('links a rendered report PDF relative to this server, and it downloads', async () => {
  const stations = (await (await api('/api/gas_stations')).json()) as { items: { id: number }[] };
  const form = new FormData();
  form.append('report_type', 'weekly');
  form.append('gas_station_ids', String(stations.items[0]!.id));
  form.append('start_date', '2026-11-09');
  form.append('end_date', '2026-11-15');
  form.append('pages', '1');
  const asked = await api('/api/generated_reports', { method: 'POST', body: form });
  expect(asked.status).toBe(202);
  const { id } = (await asked.json()) as ReportRequest;
  const done = await until(
    async () => (await (await api(`/api/generated_reports/${id}`)).json()) as ReportRequest,
    (report) => report.status === 'done' || report.status === 'failed',
  );
  expect(done).toMatchObject({ status: 'done', error: null });

  const res = await api(`/api/generated_reports/${id}/download`);
  expect(res.status).toBe(200);
  const { signed_url: link } = (await res.json()) as SignedUrl;
  expect(link).toMatch(/^\/api\/file_download\?/);
  expect(link).not.toContain('localhost:8080');

  const download = await follow(link);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await download.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}, 120_000);
