// GET /api/file_sign and the local storage's signed URLs (GET /api/file_download): valid,
// expired and tampered signatures, Range requests, headers, access by customer.
import fs from 'node:fs';
import path from 'node:path';
import type { SignedUrl } from '@/api/generated/files.gen';
import { BAJIO_ROOT, EDITOR_ROOT, startFilesServer, type FilesTestServer } from './filesServer';

let server: FilesTestServer;
let editor: string;
let bajio: string;
let stationPath: string;
let pdfPath: string;
let pdfBytes: Buffer;

beforeAll(async () => {
  server = await startFilesServer();
  editor = await server.login('editor@demo.surtidor.mx');
  bajio = await server.login('bajio@demo.surtidor.mx');
  const top = (await server.get('/api/reports', editor)).json().data.items;
  stationPath = top[0].path;
  pdfPath = `${stationPath}Reportes diarios/Reporte diario 2022-01-08.pdf`;
  pdfBytes = fs.readFileSync(path.join(server.storageDir, 'reports', pdfPath));
});
afterAll(() => server?.close());
afterEach(() => jest.restoreAllMocks());

async function sign(value: string, token = editor, expiresIn?: number) {
  const query = new URLSearchParams({ link_type: 's3', value });
  if (expiresIn !== undefined) query.set('expires_in', String(expiresIn));
  return server.get(`/api/file_sign?${query}`, token);
}

async function signedPath(value = pdfPath, expiresIn?: number): Promise<string> {
  const res = await sign(value, editor, expiresIn);
  expect(res.statusCode).toBe(200);
  return (res.json() as SignedUrl).signed_url;
}

/** Downloads without any session: the URL alone must authorise. */
const download = (url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers });

describe('signing', () => {
  it('returns a root-relative URL that expires after expires_in (default 3600 s)', async () => {
    const before = Date.now();
    const res = await sign(pdfPath);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SignedUrl;
    // Relative: the browser resolves it against the address it reached the API at.
    expect(body.signed_url).toMatch(/^\/api\/file_download\?/);
    const url = new URL(body.signed_url, 'http://any.host');
    expect(url.searchParams.get('key')).toBe(`reports/${pdfPath}`);
    expect(url.searchParams.get('name')).toBe('Reporte diario 2022-01-08.pdf');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 3600);
    expect(expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 3600);
    expect(Date.parse(body.expires_at)).toBeGreaterThanOrEqual(before + 3600_000);
  });

  it('never builds the link on the Host header the client sent', async () => {
    const res = await server.inject({
      method: 'GET',
      url: `/api/file_sign?${new URLSearchParams({ value: pdfPath })}`,
      headers: {
        authorization: `Bearer ${editor}`,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SignedUrl).signed_url).toMatch(/^\/api\/file_download\?/);
    expect(res.body).not.toContain('evil.example');
  });

  it('signs only existing files the user may read', async () => {
    expect((await sign(`${stationPath}Reportes diarios/no existe.pdf`)).statusCode).toBe(404);
    expect((await sign(`${stationPath}Reportes diarios`)).statusCode).toBe(404);
    expect((await sign(pdfPath, bajio)).statusCode).toBe(403);
    const bajioSummary = `${BAJIO_ROOT}Resumen de estaciones enero de 2022.csv`;
    expect((await sign(bajioSummary, editor)).statusCode).toBe(403);
    expect((await sign(bajioSummary, bajio)).statusCode).toBe(200);
    expect(
      (await server.get(`/api/file_sign?value=${encodeURIComponent(pdfPath)}`)).statusCode,
    ).toBe(401);
    expect((await sign(pdfPath, editor, 0)).statusCode).toBe(400);
    expect((await sign(pdfPath, editor, 604801)).statusCode).toBe(400);
    const otherType = await server.get(
      `/api/file_sign?link_type=ftp&value=${encodeURIComponent(pdfPath)}`,
      editor,
    );
    expect(otherType.statusCode).toBe(400);
  });
});

describe('downloading with a signed URL', () => {
  it('serves the whole file with its name, type, length and validators, no session needed', async () => {
    const res = await download(await signedPath());
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdfBytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Reporte diario 2022-01-08.pdf"; filename*=UTF-8''Reporte%20diario%202022-01-08.pdf`,
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps accents and spaces of the file name in Content-Disposition', async () => {
    const csv = `${EDITOR_ROOT}Resumen de estaciones enero de 2022.csv`;
    const res = await download(await signedPath(csv), { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    // Never compressed: ranges count raw bytes, and the monitor counts them too.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Resumen de estaciones enero de 2022.csv"; filename*=UTF-8''Resumen%20de%20estaciones%20enero%20de%202022.csv`,
    );
    const accented = `${stationPath}Reportes mensuales/Precios enero de 2022.xlsx`;
    const xlsx = await download(await signedPath(accented));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('serves byte ranges (206) so a paused download resumes where it stopped', async () => {
    const url = await signedPath();
    const size = pdfBytes.length;
    const head = await download(url, { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.headers['content-length']).toBe('100');
    const rest = await download(url, { range: 'bytes=100-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(Buffer.concat([head.rawPayload, rest.rawPayload]).equals(pdfBytes)).toBe(true);
    const tail = await download(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdfBytes.subarray(size - 10))).toBe(true);
    const clipped = await download(url, { range: `bytes=${size - 5}-${size + 1000}` });
    expect(clipped.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  });

  it('answers 416 for a range past the end, and ignores ranges it cannot serve', async () => {
    const url = await signedPath();
    const size = pdfBytes.length;
    const past = await download(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toMatchObject({ code: 'range_not_satisfiable' });
    for (const range of ['bytes=0-1,5-9', 'items=0-10', 'bytes=9-2']) {
      const res = await download(url, { range });
      expect([range, res.statusCode, res.rawPayload.length]).toEqual([range, 200, size]);
    }
  });

  it('honours If-Range: a changed file is sent whole instead of a stale range', async () => {
    const url = await signedPath();
    const first = await download(url, { range: 'bytes=0-9' });
    const etag = first.headers.etag as string;
    const same = await download(url, { range: 'bytes=10-19', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const stale = await download(url, { range: 'bytes=10-19', 'if-range': '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(pdfBytes.length);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server.inject({ method: 'HEAD', url: await signedPath() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(pdfBytes.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('refuses a URL with any part changed (403)', async () => {
    const url = new URL(await signedPath(), 'http://localhost');
    const changed = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const otherFile = `reports/${stationPath}Reportes diarios/Reporte diario 2022-01-09.pdf`;
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const tampered of [
      changed('key', otherFile),
      changed('key', `reports/${BAJIO_ROOT}Resumen de estaciones enero de 2022.csv`),
      changed('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      changed('name', 'otro.pdf'),
      changed('signature', flipped),
      changed('signature', signature.slice(0, -1)),
    ]) {
      const res = await download(tampered);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'El enlace de descarga no es válido',
        code: 'invalid_signature',
        request_id: expect.any(String),
      });
    }
    const missing = new URL(url);
    missing.searchParams.delete('signature');
    expect((await download(`${missing.pathname}${missing.search}`)).statusCode).toBe(400);
  });

  it('refuses the URL once it has expired (403)', async () => {
    const url = await signedPath(pdfPath, 60);
    expect((await download(url)).statusCode).toBe(200);
    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 61_000);
    const res = await download(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'El enlace de descarga expiró',
      code: 'link_expired',
      request_id: expect.any(String),
    });
  });

  it('answers 404 when the file was deleted after signing', async () => {
    const admin = await server.login('admin@demo.surtidor.mx');
    const victim = `${stationPath}Reportes diarios/Precios de la competencia 2022-01-13.csv`;
    const url = await signedPath(victim);
    const removed = await server.delete(
      `/api/reports/entry?path=${encodeURIComponent(victim)}`,
      admin,
    );
    expect(removed.statusCode).toBe(204);
    expect((await download(url)).statusCode).toBe(404);
  });
});
