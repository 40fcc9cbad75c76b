// Transport-level behaviour: malformed requests, unknown routes, unhandled errors, the response
// contract check, and serving the built client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { loadContract, parseContract, type OpenApiDocument } from '@/server/contract/loadContract';
import type { HandlerMap } from '@/server/contract/handlerTypes';
import { respond } from '@/server/contract/handlerTypes';
import { englishWordsIn } from '../../support/contract/englishWords';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';
import { startTestServer, type TestServer } from '../../support/testServer';

describe('request errors on the real contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('unknown /api routes get the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper?x=1'],
      ['DELETE', '/api/login'],
      ['GET', '/api'],
    ] as const) {
      const res = await server.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        message: 'Recurso no encontrado',
        code: 'not_found',
        request_id: expect.any(String),
      });
    }
  });

  it('malformed JSON is a 400 with a JSON message', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'El cuerpo de la solicitud no es JSON válido',
      code: 'invalid_json',
      request_id: expect.any(String),
    });
  });

  it('an unsupported content type is a 415', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Tipo de contenido no soportado',
      code: 'unsupported_media_type',
      request_id: expect.any(String),
    });
  });

  it('a body over the limit is a 413', async () => {
    const res = await server.post('/api/login', {
      username: 'admin',
      password: 'x'.repeat(1_100_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('a missing required body is a validation error', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'body', rule: 'required' }],
    });
  });

  it('a wrong JSON type names the field and rule', async () => {
    const res = await server.post('/api/login', {
      username: 'admin',
      password: 'x',
      remember: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Solicitud inválida: body.remember debe ser de tipo booleano',
      code: 'validation_failed',
      errors: [
        {
          field: 'body.remember',
          rule: 'type',
          message: 'body.remember debe ser de tipo booleano',
        },
      ],
      request_id: expect.any(String),
    });
  });

  it("every refusal of the framework is a JSON body in Spanish, never Fastify's English", async () => {
    const json = { 'content-type': 'application/json' };
    const refusals = [
      { method: 'GET', url: '/api/%E0%A4%A' },
      { method: 'GET', url: '/api/gas_stations/%zz' },
      { method: 'POST', url: '/api/login', headers: json, payload: '{bad' },
      { method: 'POST', url: '/api/login', headers: json, payload: '' },
      { method: 'POST', url: '/api/login', headers: json, payload: '{"__proto__":{"a":1}}' },
      { method: 'POST', url: '/api/login', headers: json, payload: '[]' },
      {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      },
      {
        method: 'POST',
        url: '/api/login',
        headers: json,
        payload: JSON.stringify({ username: 'x'.repeat(300 * 1024) }),
      },
      { method: 'PATCH', url: '/api/login' },
      { method: 'GET', url: '/api/metrics?items=abc' },
    ] as const;
    const answers = [];
    for (const request of refusals) {
      const res = await server.inject(request);
      const body = res.json() as { message: string; errors?: { message: string }[] };
      answers.push({
        url: request.url.slice(0, 40),
        status: res.statusCode,
        english: [body.message, ...(body.errors ?? []).map((e) => e.message)].flatMap(
          englishWordsIn,
        ),
      });
      expect(typeof body.message).toBe('string');
      expect(body).not.toHaveProperty('statusCode');
    }
    expect(answers.filter((answer) => answer.english.length > 0)).toEqual([]);
    expect(answers.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
    const badUrl = await server.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(badUrl.json()).toEqual({
      message: 'La dirección de la solicitud no es válida',
      code: 'bad_url',
      request_id: expect.any(String),
    });
  });

  it('finds English in a message, not in field names or quoted values', () => {
    expect(englishWordsIn("'/api/x' is not a valid url component")).toEqual(['is', 'not']);
    expect(englishWordsIn('Forbidden')).toEqual(['forbidden']);
    expect(englishWordsIn('An error occurred or email is already taken')).not.toEqual([]);
    expect(englishWordsIn('Solicitud inválida: body.email no tiene formato email')).toEqual([]);
    expect(englishWordsIn('Error en servidor: Contacte a soporte')).toEqual([]);
  });

  it('non-HTML requests outside /api get a plain 404, HTML ones the "not built" page', async () => {
    const asset = await server.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const page = await server.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('npm run build');
  });
});

describe('unhandled errors and the response contract check', () => {
  // One database for the four app configurations below: none of them reads or writes it.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshTestDatabase(false);
  });
  afterAll(async () => {
    await database?.close();
  });
  // The real contract's components and only these two operations, served by the test module
  // alone: the app compiles a validator for every operation of its contract at each start, and
  // the real contract's few hundred schemas took most of this file's CPU, four times over.
  function contractWith(responseSchema: object) {
    const base = loadContract().document;
    const document: OpenApiDocument = {
      ...base,
      paths: {
        '/api/t/boom': {
          get: {
            operationId: 'tBoom',
            tags: ['test'],
            'x-access': { level: 'public' },
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: responseSchema } },
              },
            },
          },
        },
        '/api/t/shape': {
          get: {
            operationId: 'tShape',
            tags: ['test'],
            'x-access': { level: 'public' },
            parameters: [{ name: 'variant', in: 'query', schema: { type: 'string' } }],
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: responseSchema } },
              },
            },
          },
        },
      },
    };
    return parseContract(document);
  }
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['n'],
    properties: { n: { type: 'integer' }, note: { type: 'string', nullable: true } },
  };
  const testModule: HandlerMap = {
    tBoom: () => {
      throw new Error('secret internal detail');
    },
    tShape: (ctx: { query: { variant?: string } }) => {
      switch (ctx.query.variant) {
        case 'extra':
          return { n: 1, surprise: true };
        case 'status':
          return respond(202, { n: 1 });
        case 'nullable':
          return { n: 1, note: null };
        default:
          return { n: 1 };
      }
    },
  };
  const modules = { test: testModule };

  it('a thrown error is a 500 with the fixed message, logged with the request id, no stack', async () => {
    const lines: string[] = [];
    const server = await startTestServer({
      database,
      app: {
        contract: contractWith(schema),
        modules,
        logLevel: 'error',
        logStream: { write: (line: string) => void lines.push(line) },
      },
    });
    try {
      const res = await server.get('/api/t/boom');
      expect(res.statusCode).toBe(500);
      const requestId = res.headers['x-request-id'] as string;
      expect(res.json()).toEqual({
        message: 'Error en servidor: Contacte a soporte',
        request_id: requestId,
      });
      expect(res.body).not.toContain('secret');
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(logged).toMatchObject({
        reqId: requestId,
        err: { message: 'secret internal detail' },
      });
    } finally {
      await server.close();
    }
  });

  it('strict mode turns a response that breaks the contract into a 500', async () => {
    const server = await startTestServer({
      database,
      app: { contract: contractWith(schema), modules },
    });
    try {
      expect((await server.get('/api/t/shape')).json()).toEqual({ n: 1 });
      expect((await server.get('/api/t/shape?variant=nullable')).statusCode).toBe(200);
      const extra = await server.get('/api/t/shape?variant=extra');
      expect(extra.statusCode).toBe(500);
      expect(extra.json()).toEqual({
        message: 'Error en servidor: Contacte a soporte',
        code: 'contract_violation',
        request_id: expect.any(String),
      });
      const undeclared = await server.get('/api/t/shape?variant=status');
      expect(undeclared.statusCode).toBe(500);
    } finally {
      await server.close();
    }
  });

  it('log mode only logs, off does not look', async () => {
    for (const mode of ['log', 'off']) {
      const server = await startTestServer({
        database,
        env: { VALIDATE_RESPONSES: mode },
        app: { contract: contractWith(schema), modules },
      });
      try {
        const res = await server.get('/api/t/shape?variant=extra');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ n: 1, surprise: true });
      } finally {
        await server.close();
      }
    }
  });
});

describe('serving the built client', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-client-'));
  const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
  let server: TestServer;

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"></head><body>app</body></html>',
    );
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.3f2a9c1b7d.js'), bundle);
    fs.writeFileSync(
      path.join(clientDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    server = await startTestServer({ demo: false, env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('hashed assets are immutable for a year and compressed on request', async () => {
    const br = await server.inject({
      method: 'GET',
      url: '/assets/main.3f2a9c1b7d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gz = await server.inject({
      method: 'GET',
      url: '/assets/main.3f2a9c1b7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
  });

  it('unhashed files and index.html are revalidated', async () => {
    const icon = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const root = await server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('app');
  });

  it('client routes fall back to index.html; /api stays JSON', async () => {
    const page = await server.inject({
      method: 'GET',
      url: '/gas-stations/detail/3?tab=1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('app');
    const api = await server.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const health = await server.get('/api/health');
    expect(health.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      live: true,
      ready: true,
      checks: { database: 'up' },
    });
  });
});
