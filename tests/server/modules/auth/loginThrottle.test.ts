// The login throttle and the share-link guess limit: counted atomically in the database
// (rate_counters), so parallel requests and several API nodes share one count.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { takeBackReliably } from '@/server/modules/auth/loginThrottle';
import { GUESS_LIMIT, GUESS_WINDOW_SECONDS } from '@/server/modules/panels/shareGuessLimit';
import {
  startSecondNode,
  startTestServer,
  type SecondNode,
  type TestServer,
} from '../../../support/testServer';
import { until } from '../../../support/until';

const PASSWORD = 'Demo#2026!';
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 10;
// Windows are aligned to the clock (a minute starts a new one): a day's window keeps a test's
// attempts in one window whatever the machine's speed, save across midnight UTC.
const ADDRESS_WINDOW = 86_400;
const ACCOUNT_WINDOW = 86_400;

let server: TestServer;
/** A second API node on the same database (its own pool on PostgreSQL). */
let secondNode: FastifyInstance;
let second: SecondNode | undefined;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      LOGIN_MAX_FAILURES: String(ADDRESS_LIMIT),
      LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_LIMIT),
      LOGIN_WINDOW_SECONDS: String(ADDRESS_WINDOW),
      LOGIN_ACCOUNT_WINDOW_SECONDS: String(ACCOUNT_WINDOW),
    },
  });
  second = await startSecondNode(server);
  secondNode = second.app;
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const login = (
  username: string,
  password: string,
  remoteAddress: string,
  node: FastifyInstance = server.app,
) =>
  node.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress,
  });

/** Moves every counter of a scope into the past, as if its window had ended. */
const endWindows = (scope: string) =>
  server.db
    .updateTable('rate_counters')
    .set({ window_start: sql<Date>`window_start - interval '1 day'` })
    .where('scope', '=', scope)
    .execute();

afterEach(async () => {
  await server.db.deleteFrom('rate_counters').execute();
});

describe('login throttle', () => {
  it('40 parallel wrong logins on one account: exactly the limit are tried, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('editor', `wrong-${i}`, '10.20.0.1')),
    );
    const tried = answers.filter((res) => res.statusCode === 401);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(tried).toHaveLength(ACCOUNT_LIMIT);
    expect(refused).toHaveLength(40 - ACCOUNT_LIMIT);
    expect(refused[0]!.json()).toEqual({
      message: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
      code: 'too_many_attempts',
      request_id: expect.any(String),
    });
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_WINDOW);
    // The right password is refused too while the account is locked, from any address.
    expect((await login('editor', PASSWORD, '10.20.0.2')).statusCode).toBe(429);
  });

  it('an account locked by failures does not block another account on the same address', async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await login('editor', `wrong-${i}`, `10.21.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login('editor', PASSWORD, '10.21.0.9')).statusCode).toBe(429);
    expect((await login('visor', PASSWORD, '10.21.0.9')).statusCode).toBe(200);
  });

  it('counts each address separately, including unknown names', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await login(`nadie${i}`, 'x', '10.22.0.1')).statusCode).toBe(401);
    }
    const blocked = await login('visor', PASSWORD, '10.22.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(ADDRESS_WINDOW);
    // Another address signs in to the same account.
    expect((await login('visor', PASSWORD, '10.22.0.2')).statusCode).toBe(200);
    // Once the window ended, the address may try again.
    await endWindows('login_address');
    expect((await login('visor', PASSWORD, '10.22.0.1')).statusCode).toBe(200);
  });

  it('refused attempts are not counted: a moment over the limit does not fill the window', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await login(`nadie${i}`, 'x', '10.25.0.1')).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await login('visor', PASSWORD, '10.25.0.1')).statusCode).toBe(429);
    }
    const counted = await server.db
      .selectFrom('rate_counters')
      .select('count')
      .where('scope', '=', 'login_address')
      .where('key', '=', '10.25.0.1')
      .execute();
    expect(counted.map((row) => Number(row.count))).toEqual([ADDRESS_LIMIT]);
  });

  it('successful sign-ins do not count', async () => {
    for (let i = 0; i < ADDRESS_LIMIT + 2; i += 1) {
      expect((await login('visor', PASSWORD, '10.23.0.1')).statusCode).toBe(200);
    }
  });

  it('a success is taken back even when the database drops that moment (no lock-out after a failover)', async () => {
    let tries = 0;
    const release = async () => {
      tries += 1;
      if (tries < 3) throw new Error('Connection terminated unexpectedly');
    };
    await expect(takeBackReliably(release, 60)).resolves.toBeUndefined();
    expect(tries).toBe(1);
    // Retried in the background (250 ms, then 500 ms) until it goes through.
    await until(() => tries >= 3, { what: 'the retries' });
    expect(tries).toBe(3);
  });

  it('two API nodes on one database share the count', async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      const node = i % 2 === 0 ? server.app : secondNode;
      expect((await login('bajio', `wrong-${i}`, `10.24.0.${i}`, node)).statusCode).toBe(401);
    }
    expect((await login('bajio', PASSWORD, '10.24.0.9', secondNode)).statusCode).toBe(429);
    expect((await login('bajio', PASSWORD, '10.24.0.9', server.app)).statusCode).toBe(429);
  });
});

describe('share-link guesses', () => {
  const guess = (n: number, node: FastifyInstance) =>
    node.inject({
      method: 'GET',
      url: `/api/public/share_links/${String(n).padStart(43, 'g')}`,
      remoteAddress: '203.0.113.7',
    });

  /**
   * The guesses' window is a clock minute and not configurable: start them with most of a
   * window ahead, so that a slow machine does not carry them into the next one.
   */
  async function atFreshWindow(): Promise<void> {
    const window = GUESS_WINDOW_SECONDS * 1000;
    const into = Date.now() % window;
    if (into > window / 3) await new Promise((resolve) => setTimeout(resolve, window - into + 200));
  }

  it('are limited per address across nodes, with Retry-After', async () => {
    await atFreshWindow();
    for (let n = 0; n < GUESS_LIMIT; n += 1) {
      expect((await guess(n, n % 2 === 0 ? server.app : secondNode)).statusCode).toBe(404);
    }
    const refused = await guess(GUESS_LIMIT, secondNode);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await guess(GUESS_LIMIT, server.app)).statusCode).toBe(429);
    // A mistyped link never locks anyone out of signing in.
    expect((await login('visor', PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    await endWindows('share_guess');
    expect((await guess(0, server.app)).statusCode).toBe(404);
  }, 120_000);
});
