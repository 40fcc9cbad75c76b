// The request id: the proxy's X-Request-Id is kept only with TRUST_PROXY and only when short
// and safe; otherwise the node makes one. Either way it is echoed in X-Request-Id, carried by
// every log line of the request and by its error body.
import type { IncomingMessage } from 'node:http';
import { requestIdGenerator } from '@/server/http/requestId';
import { freshTestDatabase, type TestDatabase } from '../../support/databaseTemplates';
import { startTestServer, type TestServer } from '../../support/testServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const incoming = (id?: string, peer = '127.0.0.1') =>
  ({
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('requestIdGenerator', () => {
  it("keeps a trusted proxy's safe id", () => {
    for (const trust of [true, 1, ['127.0.0.1']] as const) {
      const generate = requestIdGenerator(trust as never);
      expect(generate(incoming('req-7f3a:01.b_c'))).toBe('req-7f3a:01.b_c');
      expect(generate(incoming('a'.repeat(64)))).toBe('a'.repeat(64));
    }
  });

  it('takes it only from a peer TRUST_PROXY lists (addresses, ranges, named ranges)', () => {
    const listed = requestIdGenerator(['10.0.0.10', '192.168.1.0/24', 'loopback', 'fd00::/8']);
    for (const peer of [
      '10.0.0.10',
      '::ffff:10.0.0.10',
      '192.168.1.77',
      '127.0.0.1',
      '::1',
      'fd00::5',
    ]) {
      expect({ peer, id: listed(incoming('edge-1', peer)) }).toEqual({ peer, id: 'edge-1' });
    }
    for (const peer of ['10.0.0.11', '192.168.2.1', '8.8.8.8', 'fe80::1', '']) {
      expect({ peer, id: listed(incoming('edge-1', peer)) }).toEqual({
        peer,
        id: expect.stringMatching(UUID),
      });
    }
  });

  it('makes its own without TRUST_PROXY, or for an id too long or with unsafe characters', () => {
    const untrusted = requestIdGenerator(false);
    expect(untrusted(incoming('req-1'))).toMatch(UUID);
    const trusted = requestIdGenerator(true);
    for (const bad of [
      '',
      'a'.repeat(65),
      'two words',
      'line\nbreak',
      '"quoted"',
      'x<script>',
      'ñandú',
      'a,b',
    ]) {
      expect({ bad, id: trusted(incoming(bad)) }).toEqual({ bad, id: expect.stringMatching(UUID) });
    }
    expect(trusted(incoming())).toMatch(UUID);
    expect(trusted(incoming('x')) === trusted(incoming())).toBe(false);
  });
});

describe('through the server', () => {
  let database: TestDatabase;
  let direct: TestServer;
  let proxied: TestServer;
  const lines: string[] = [];
  const logStream = { write: (line: string) => void lines.push(line) };
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    database = await freshTestDatabase(false);
    direct = await startTestServer({ database, app: { logLevel: 'info', logStream } });
    // inject() comes from 127.0.0.1.
    proxied = await startTestServer({
      database,
      env: { TRUST_PROXY: '127.0.0.1' },
      app: { logLevel: 'info', logStream },
    });
  }, 120_000);

  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await database?.close();
  });

  it("uses the proxy's id with TRUST_PROXY: header out, error body, every log line", async () => {
    lines.length = 0;
    const id = 'edge-5d41402abc4b2a76';
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/user_profile',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.json()).toMatchObject({ code: 'unauthorized', request_id: id });
    const own = logged().filter((line) => line.reqId === id);
    // Fastify's 'incoming request' and 'request completed' at least.
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('ignores an X-Request-Id without TRUST_PROXY, from a peer it does not list, and an unsafe one', async () => {
    const elsewhere = await startTestServer({
      database,
      env: { TRUST_PROXY: '10.0.0.10' },
      app: { logLevel: 'info', logStream },
    });
    for (const [server, sent] of [
      [direct, 'edge-1'],
      [elsewhere, 'edge-2'],
      [proxied, 'bad id with spaces'],
    ] as const) {
      lines.length = 0;
      const response = await server.inject({
        method: 'GET',
        url: '/api/user_profile',
        headers: { 'x-request-id': sent },
      });
      const id = response.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(response.json().request_id).toBe(id);
      expect(logged().some((line) => line.reqId === id)).toBe(true);
      expect(lines.join('\n')).not.toContain(sent);
    }
    await elsewhere.close();
  });

  it('gives each request its own id, also on success', async () => {
    const first = await direct.inject({ method: 'GET', url: '/api/health' });
    const second = await direct.inject({ method: 'GET', url: '/api/health' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
