// The exact header set of each kind of answer: the HTML page (framed or not), an API answer over
// HTTP and HTTPS, a PDF download and error answers. Values that change on every response (the
// date, the request id, the CSP nonce) are replaced by a marker; everything else must match to
// the byte (the CSP directive by directive), so a change of the header machinery cannot add, drop or alter a header unnoticed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startFilesServer, type FilesTestServer } from '../modules/files/filesServer';

const PDF_PATH = 'Reportes diarios/Reporte diario 2022-01-08.pdf';

let server: FilesTestServer;
let editor: string;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-headers-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_NONCE__"></head></html>',
  );
  server = await startFilesServer({
    env: {
      CLIENT_DIR: clientDir,
      PUBLIC_FRAME_ANCESTORS: 'https://partner.example',
      TRUST_PROXY: 'true',
    },
  });
  editor = await server.login('editor@demo.surtidor.mx');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The response's headers, volatile values replaced by a marker. */
function headerSet(response: LightMyRequestResponse): Record<string, string> {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    let text = String(value);
    if (['date', 'x-request-id', 'etag', 'last-modified'].includes(name)) text = '<varies>';
    if (nonce) text = text.replaceAll(nonce, '<nonce>');
    // Helmet writes no space after a directive's ';', which CSP's grammar reads the same (the
    // space is optional whitespace): the directives and their values are what must not change.
    if (name === 'content-security-policy') text = text.split(/\s*;\s*/).join('; ');
    out[name] = text;
  }
  return out;
}

const HTML_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'nonce-<nonce>'",
  "style-src 'self' 'nonce-<nonce>'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** What every answer that goes through Fastify's hooks carries. */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-request-id': '<varies>',
  date: '<varies>',
  connection: 'keep-alive',
};

const API_JSON = {
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
};

describe('security headers of each kind of answer', () => {
  it('the application page', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(headerSet(response)).toEqual({
      ...COMMON,
      'content-security-policy': [...HTML_POLICY, "frame-ancestors 'none'"].join('; '),
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(response.rawPayload.length),
    });
  });

  it('a public page, which the configured partner may frame', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/public/video/1/abc',
      headers: { accept: 'text/html' },
    });
    expect(headerSet(response)).toEqual({
      ...COMMON,
      'content-security-policy': [...HTML_POLICY, 'frame-ancestors https://partner.example'].join(
        '; ',
      ),
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(response.rawPayload.length),
    });
  });

  it('an API answer, and the same over HTTPS with HSTS', async () => {
    const plain = await server.get('/api/reports', editor);
    expect(plain.statusCode).toBe(200);
    const expected = { ...API_JSON, 'content-length': String(plain.rawPayload.length) };
    expect(headerSet(plain)).toEqual(expected);

    const https = await server.inject({
      method: 'GET',
      url: '/api/reports',
      headers: { authorization: `Bearer ${editor}`, 'x-forwarded-proto': 'https' },
    });
    expect(headerSet(https)).toEqual({
      ...expected,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('a PDF download, which writes its own headers', async () => {
    const top = (await server.get('/api/reports', editor)).json().data.items;
    const value = `${top[0].path}${PDF_PATH}`;
    const signed = await server.get(
      `/api/file_sign?${new URLSearchParams({ link_type: 's3', value })}`,
      editor,
    );
    const response = await server.inject({ method: 'GET', url: signed.json().signed_url });
    expect(response.statusCode).toBe(200);
    expect(headerSet(response)).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(response.rawPayload.length),
      'accept-ranges': 'bytes',
      etag: '<varies>',
      'last-modified': '<varies>',
      'content-disposition': `attachment; filename="Reporte diario 2022-01-08.pdf"; filename*=UTF-8''Reporte%20diario%202022-01-08.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-request-id': '<varies>',
      date: '<varies>',
      connection: 'keep-alive',
    });
  });

  it('error answers: unknown API path, no session, a URL that does not decode, unknown file', async () => {
    const missing = await server.get('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(headerSet(missing)).toEqual({
      ...API_JSON,
      'content-length': String(missing.rawPayload.length),
    });

    const anonymous = await server.get('/api/reports');
    expect(anonymous.statusCode).toBe(401);
    expect(headerSet(anonymous)).toEqual({
      ...API_JSON,
      'content-length': String(anonymous.rawPayload.length),
    });

    const badUrl = await server.get('/api/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    // Refused before routing: no hook runs, so it carries none of the headers above.
    expect(headerSet(badUrl)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(badUrl.rawPayload.length),
      date: '<varies>',
      connection: 'keep-alive',
    });

    const file = await server.get('/missing.js');
    expect(file.statusCode).toBe(404);
    expect(headerSet(file)).toEqual({
      ...COMMON,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(file.rawPayload.length),
    });
  });
});
