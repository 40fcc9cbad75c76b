// Every error answer carries the request's id in its body (request_id), the same as its
// X-Request-Id header and its log lines (reqId), whichever path produced it: an HttpError, a
// validation failure, a framework refusal, an unknown /api path, the database out of reach, an
// unhandled error (500), and a request Node's parser refuses before Fastify sees it.
import net from 'node:net';
import Fastify from 'fastify';
import { DatabaseUnavailableError } from '@/server/db/errors';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from '@/server/http/errorHandler';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  server = await startTestServer({
    demo: false,
    app: { logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('puts the request id in the body of every refusal of the API', async () => {
  const refusals = [
    { method: 'GET', url: '/api/user_profile', status: 401 },
    // Validation: the field errors and the id together.
    { method: 'POST', url: '/api/login', payload: { username: '' }, status: 400 },
    {
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
      status: 400,
    },
    { method: 'GET', url: '/api/no-such-endpoint', status: 404 },
    {
      method: 'POST',
      url: '/api/login',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
      status: 415,
    },
  ] as const;
  for (const { status, ...request } of refusals) {
    const response = await server.inject(request as never);
    const id = response.headers['x-request-id'];
    expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status });
    expect(id).toEqual(expect.any(String));
    expect(response.json()).toMatchObject({ message: expect.any(String), request_id: id });
  }
});

describe('outside the contract', () => {
  const appLines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void appLines.push(line) } },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('a bug');
  });
  app.get('/database', async () => {
    throw new DatabaseUnavailableError(new Error('connection refused'));
  });

  afterAll(() => app.close());

  it('answers a 500 with the fixed message and the id, logged with the same id', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Error en servidor: Contacte a soporte',
      request_id: expect.any(String),
    });
    const line = appLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(line).toMatchObject({ reqId: body.request_id, level: 50 });
  });

  it('answers the database out of reach with 503 and the id', async () => {
    const response = await app.inject({ method: 'GET', url: '/database' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: 'service_unavailable',
      request_id: expect.any(String),
    });
  });

  it("gives a request Node's parser refuses an id of its own: header, body and log", async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const id = /\r\nX-Request-Id: (\S+)\r\n/.exec(raw)?.[1];
    expect(id).toEqual(expect.any(String));
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'bad_request', request_id: id });
    const line = appLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request refused by the parser');
    expect(line).toMatchObject({ reqId: id });
  });
});

it('logs each request of the API with its id', async () => {
  lines.length = 0;
  const response = await server.inject({ method: 'GET', url: '/api/health' });
  const id = response.headers['x-request-id'];
  expect(logged().filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(2);
});
