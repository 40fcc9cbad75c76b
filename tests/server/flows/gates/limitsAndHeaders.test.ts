// Gate: security headers on every response, per-route body limits, request timeouts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HandlerMap } from '@/server/contract/handlerTypes';
import { loadContract, parseContract, type OpenApiDocument } from '@/server/contract/loadContract';
import { documentDirectives } from '@/server/http/securityHeaders';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { startTestServer, type TestServer } from '../../../support/testServer';

// One database for the file's three app configurations: they only read it (the health check).
let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase(false);
});
afterAll(async () => {
  await database?.close();
});

describe('security headers', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-csp-'));
  let server: TestServer;

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><meta property="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>',
    );
    server = await startTestServer({
      database,
      env: {
        CLIENT_DIR: clientDir,
        PUBLIC_FRAME_ANCESTORS: 'https://partner.example',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('gives every HTML page a CSP with a fresh nonce that index.html carries', async () => {
    const first = await page('/dashboard');
    const second = await page('/dashboard');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).toContain(`content="${nonce}"`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers['content-security-policy']).not.toBe(csp);
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('lets only the configured origins frame /public/ pages', async () => {
    const response = await page('/public/video/1/abc');
    expect(String(response.headers['content-security-policy'])).toContain(
      'frame-ancestors https://partner.example',
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('sends the same protections with API answers, errors included', async () => {
    for (const response of [await server.get('/api/health'), await server.get('/api/nope')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    }
  });

  it('adds HSTS only when served over HTTPS', async () => {
    expect((await server.get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const https = await server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets pages fetch downloads from the S3 origin when storage is S3', () => {
    const directives = documentDirectives('n', ["'none'"], ['https://files.example.mx']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://files.example.mx']);
  });

  it('never serves index.html without its nonce', async () => {
    const response = await page('/index.html');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });
});

describe('body limits per operation', () => {
  let server: TestServer;
  beforeAll(async () => {
    const base = loadContract().document;
    const echo = (limit?: number) => ({
      post: {
        operationId: limit ? 'tBigEcho' : 'tSmallEcho',
        tags: ['test'],
        'x-access': { level: 'public' },
        ...(limit ? { 'x-body-limit': limit } : {}),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data: { type: 'string' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { size: { type: 'integer' } } },
              },
            },
          },
        },
      },
    });
    const document: OpenApiDocument = {
      ...base,
      // The real contract's components, and only these operations: the app compiles a validator
      // for every operation of its contract at start.
      paths: { '/api/t/small': echo(), '/api/t/big': echo(2 * 1024 * 1024) },
    };
    const size: HandlerMap[string] = (ctx: { body: { data?: string } }) => ({
      size: ctx.body.data?.length ?? 0,
    });
    server = await startTestServer({
      database,
      app: {
        contract: parseContract(document),
        modules: { test: { tSmallEcho: size, tBigEcho: size } },
      },
    });
  });
  afterAll(async () => server?.close());

  const post = (url: string, bytes: number) =>
    server.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'x'.repeat(bytes) }),
    });

  it('refuses JSON over the default limit with a JSON 413', async () => {
    const response = await post('/api/t/small', 300 * 1024);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await post('/api/t/small', 100 * 1024)).statusCode).toBe(200);
  });

  it('lets an operation declare a larger x-body-limit, and still enforces it', async () => {
    expect((await post('/api/t/big', 1024 * 1024)).json()).toEqual({ size: 1024 * 1024 });
    expect((await post('/api/t/big', 3 * 1024 * 1024)).statusCode).toBe(413);
  });
});

describe('request timeout', () => {
  it('closes a request whose body never finishes', async () => {
    const server = await startTestServer({ database, env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('no answer in 10 s')), 10_000).unref();
      });
      // Closed (with a 408 when Node's request timer fires first): never left hanging.
      expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.close();
    }
  });
});
