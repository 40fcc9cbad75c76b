// The HTTP boundary: only the media types an operation declares reach its parser,
// checks and handler; a multipart body cut short is a prompt 400 on every upload; what Fastify
// and Node's HTTP parser refuse comes back in the project's Spanish JSON shape.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadContract, type OperationDef } from '@/server/contract/loadContract';
import { answerClientError } from '@/server/http/errorHandler';
import { englishWordsIn } from '../../support/contract/englishWords';
import { synthesise } from '../../support/contract/requestSynthesis';
import { startTestServer, type TestServer } from '../../support/testServer';

const operations = loadContract().operations;
const declares = (op: OperationDef, type: string) =>
  op.requestBody?.mediaTypes.includes(type) ?? false;
const jsonOperations = operations.filter((op) => declares(op, 'application/json'));
const multipartOperations = operations.filter((op) => declares(op, 'multipart/form-data'));
const UNSUPPORTED = {
  message: 'Tipo de contenido no soportado',
  code: 'unsupported_media_type',
  request_id: expect.any(String),
};
const INVALID_MULTIPART = {
  message: 'El cuerpo multipart no es válido',
  code: 'invalid_multipart',
  request_id: expect.any(String),
};

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin@demo.surtidor.mx');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const send = (
  op: OperationDef,
  headers: Record<string, string>,
  payload?: string,
  url = synthesise(op, { stationId: 1 }).url,
) =>
  server.inject({
    method: op.method,
    url,
    headers: { authorization: `Bearer ${adminToken}`, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('a content type the operation does not declare', () => {
  it('is 415 on every JSON operation, multipart included (was a 500 that skipped validation)', async () => {
    expect(jsonOperations.length).toBeGreaterThan(25);
    const answers: string[] = [];
    for (const op of jsonOperations) {
      const response = await send(
        op,
        { 'content-type': 'multipart/form-data; boundary=XX' },
        '--XX\r\n',
      );
      // Operations for cameras and integrations refuse the admin's session first (onRequest).
      const otherCredential = ['camera', 'provider'].includes(op.access.level);
      if (otherCredential && [401, 403].includes(response.statusCode)) continue;
      const body = response.json() as Record<string, unknown>;
      const unsupported =
        body.message === UNSUPPORTED.message &&
        body.code === UNSUPPORTED.code &&
        body.request_id === response.headers['x-request-id'];
      if (response.statusCode !== 415 || !unsupported)
        answers.push(`${op.operationId}: ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(answers).toEqual([]);
  });

  it('is 415 for the issue’s login request, signed in or not', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(UNSUPPORTED);
  });

  it('is 415 for every other undeclared type, before the station check reads the body', async () => {
    // A station-in-body operation: the station named is not one this user may touch, and the
    // body is never parsed, so the answer is the media type, not the station.
    const visor = await server.login('visor@demo.surtidor.mx');
    const stationInBody = operations.find((op) => op.access.station?.in === 'body')!;
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'multipart/mixed; boundary=XX',
    ]) {
      for (const token of [adminToken, visor]) {
        const response = await server.inject({
          method: stationInBody.method,
          url: synthesise(stationInBody, { stationId: 999_999 }).url,
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          payload: 'gas_station_id=999999',
        });
        // The visor may be refused by x-access first (onRequest): never by reading the body.
        expect([403, 415]).toContain(response.statusCode);
        if (token === adminToken) expect(response.json()).toEqual(UNSUPPORTED);
      }
    }
  });

  it('is 415 for JSON sent to an upload, and for a body sent to an operation without one', async () => {
    for (const op of multipartOperations) {
      const response = await send(op, { 'content-type': 'application/json' }, '{"file":"x"}');
      expect([op.operationId, response.statusCode]).toEqual([op.operationId, 415]);
      expect(response.json()).toEqual(UNSUPPORTED);
    }
    const logout = operations.find((op) => op.operationId === 'logout')!;
    expect(logout.requestBody).toBeNull();
    const withBody = await send(logout, { 'content-type': 'application/json' }, '{"a":1}');
    expect(withBody.statusCode).toBe(415);
    expect(withBody.json()).toEqual(UNSUPPORTED);
    // A content type over an empty body is no body: what clients send on a plain DELETE or GET.
    const health = await server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('keeps declared types working: JSON under any JSON name, charset parameters', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ username: 'admin@demo.surtidor.mx', password: 'nope' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a multipart body cut short', () => {
  const boundary = 'XX';
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const truncatedBodies = {
    'inside a file part': `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="datos.xlsx"\r\nContent-Type: image/png\r\n\r\nPK\x03\x04\x89PNG\r\n`,
    'inside a field': `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nprice`,
    'after the first delimiter': `--${boundary}\r\n`,
    'inside the part headers': `--${boundary}\r\nContent-Disposition: form-da`,
  };

  // Real records (user 1, station 1, customer 1), so the upload reaches the body.
  const uploadUrl = (op: OperationDef) => {
    const url = new URL(synthesise(op, { stationId: 1 }).url.replace(/999999/g, '1'), 'http://x');
    for (const parameter of op.parameters)
      if (parameter.in === 'query' && parameter.name.endsWith('_id'))
        url.searchParams.set(parameter.name, '1');
    return `${url.pathname}${url.search}`;
  };

  it.each(Object.entries(truncatedBodies))(
    'is a prompt 400 on every upload when cut %s (was a 500, or a hang on report files)',
    async (_where, payload) => {
      expect(multipartOperations.length).toBe(7);
      const answers: string[] = [];
      for (const op of multipartOperations) {
        const started = Date.now();
        const response = await Promise.race([
          send(op, headers, payload, uploadUrl(op)),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000).unref()),
        ]);
        const took = Date.now() - started;
        if (response === null) answers.push(`${op.operationId}: no answer in 5 s`);
        else if (response.statusCode !== 400 || took > 2_000)
          answers.push(`${op.operationId}: ${response.statusCode} in ${took} ms ${response.body}`);
        else expect(response.json()).toMatchObject({ message: expect.any(String) });
      }
      expect(answers).toEqual([]);
    },
  );

  it('answers the invalid-multipart message where the file part itself was cut', async () => {
    for (const op of multipartOperations.filter((o) => o.operationId !== 'createReportRequest')) {
      const response = await send(
        op,
        headers,
        truncatedBodies['inside a file part'],
        uploadUrl(op),
      );
      expect([op.operationId, response.json()]).toEqual([op.operationId, INVALID_MULTIPART]);
    }
  });

  it('writes no stored object and no row for a cut upload', async () => {
    const files = operations.find((op) => op.operationId === 'uploadReportFile')!;
    const before = await server.db
      .selectFrom('report_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await send(
      files,
      headers,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\n\r\nhello`,
      '/api/reports/files?prefix=cortes/',
    );
    expect(response.statusCode).toBe(400);
    const after = await server.db
      .selectFrom('report_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("Fastify's and Node's refusals in the project's shape", () => {
  async function raw(app: FastifyInstance, request: string): Promise<string> {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer in 5 s')), 5_000).unref();
    });
  }
  const bodyOf = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string; code: string };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('431 headers too large, in Spanish JSON (was Fastify’s English body)', async () => {
    const answer = await raw(
      server.app,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(bodyOf(answer)).toEqual({
      message: 'Los encabezados de la solicitud son demasiado grandes',
      code: 'headers_too_large',
      request_id: expect.any(String),
    });
  });

  it.each([
    ['a malformed request line', 'GET /api/health HTTP/9\r\n\r\n'],
    ['a bad Content-Length', 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    [
      'two Content-Lengths',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
    ],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n'],
  ])('400 for %s, in Spanish JSON', async (_what, request) => {
    const answer = await raw(server.app, request);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(bodyOf(answer)).toEqual({
      message: 'La solicitud HTTP está mal formada',
      code: 'bad_request',
      request_id: expect.any(String),
    });
  });

  it('408 for a client too slow, in Spanish JSON', () => {
    let written = '';
    let destroyed = false;
    const socket = {
      destroyed: false,
      writable: true,
      end(data: string, done: () => void) {
        written = data;
        done();
      },
      destroy() {
        destroyed = true;
      },
    } as unknown as net.Socket;
    const error = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    answerClientError.call(server.app, error, socket);
    expect(written.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(written).code).toBe('request_timeout');
    expect(destroyed).toBe(true);
  });

  it('a body shorter than its Content-Length, a URL too long or bad: Spanish JSON 4xx', async () => {
    const answers = [
      await server.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
        payload: '{}',
      }),
      await server.inject({ method: 'GET', url: `/api/gas_stations/${'9'.repeat(200)}` }),
      await server.inject({ method: 'GET', url: '/api/gas_stations/%E0%A4%A' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      const body = answer.json() as { message: string };
      expect(englishWordsIn(body.message)).toEqual([]);
      expect(body).not.toHaveProperty('statusCode');
    }
  });
});
