// 'Mi perfil' › 'Sesiones' through the API: the open sessions listed with the device read from
// the user agent, one ended, all the others ended, an administrator ending all of a user's,
// last_seen_at refreshed at most once a minute, the idle timeout and the absolute lifetime
// (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS) enforced with a 401 that says why, and a change of
// role ending the user's sessions.
import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { startTestServer, type TestServer } from '../../../support/testServer';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_MINUTES: '60', SESSION_MAX_HOURS: '48' } });
});
afterAll(async () => {
  await server?.close();
});

async function signIn(username: string, userAgent: string, remoteAddress = '10.9.0.1') {
  const res = await server.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const sessions = async (token: string) => (await server.get('/api/sessions', token)).json();

describe('the user’s own sessions', () => {
  it('lists them, the current first, with device, address and times', async () => {
    const laptop = await signIn('visor', CHROME, '10.9.0.7');
    const phone = await signIn('visor', IPHONE, '10.9.0.8');
    const list = await sessions(phone);
    expect(list[0]).toMatchObject({
      current: true,
      device: 'mobile',
      browser: 'Safari 17',
      os: 'iOS',
      ip: '10.9.0.8',
    });
    const other = list.find((s: { ip: string }) => s.ip === '10.9.0.7');
    expect(other).toMatchObject({
      current: false,
      device: 'desktop',
      browser: 'Chrome 130',
      os: 'Windows 10',
    });
    expect(Date.parse(other.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(other.created_at));

    // Ending one: the laptop's token stops working at once and says why.
    const ended = await server.delete(`/api/sessions/${other.id}`, phone);
    expect(ended.statusCode).toBe(204);
    const refused = await server.get('/api/user_profile', laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'session_revoked',
      message: 'Tu sesión se cerró desde otro dispositivo o por un administrador.',
    });
    // Another user's session is not found.
    const foreign = await signIn('editor', CHROME);
    const foreignId = (await sessions(foreign))[0].id;
    expect((await server.delete(`/api/sessions/${foreignId}`, phone)).statusCode).toBe(404);
    expect((await server.get('/api/user_profile', foreign)).statusCode).toBe(200);
  });

  it('ends all the others and keeps the current one', async () => {
    const a = await signIn('proveedor', CHROME);
    const b = await signIn('proveedor', IPHONE);
    const c = await signIn('proveedor', CHROME);
    const res = await server.post('/api/sessions/end_others', undefined, c);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await server.get('/api/user_profile', a)).statusCode).toBe(401);
    expect((await server.get('/api/user_profile', b)).statusCode).toBe(401);
    expect((await server.get('/api/user_profile', c)).statusCode).toBe(200);
    expect(await sessions(c)).toHaveLength(1);
  });
});

describe('an administrator', () => {
  it('ends every session of a user; others may not', async () => {
    const admin = await signIn('admin', CHROME);
    const one = await signIn('bajio', CHROME);
    const two = await signIn('bajio', IPHONE);
    const { id } = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bajio')
      .executeTakeFirstOrThrow();
    const editor = await signIn('editor', CHROME);
    expect((await server.post(`/api/users/${id}/end_sessions`, undefined, editor)).statusCode).toBe(
      403,
    );
    const res = await server.post(`/api/users/${id}/end_sessions`, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await server.get('/api/user_profile', one)).statusCode).toBe(401);
    expect((await server.get('/api/user_profile', two)).statusCode).toBe(401);
    expect((await server.post('/api/users/999999/end_sessions', undefined, admin)).statusCode).toBe(
      404,
    );
  });

  it('changing a user’s role ends their sessions', async () => {
    const admin = await signIn('admin', CHROME);
    const visor = await signIn('visor', CHROME);
    const { id } = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'visor')
      .executeTakeFirstOrThrow();
    const detail = (await server.get(`/api/users/${id}`, admin)).json();
    const res = await server.put(
      `/api/users/${id}`,
      {
        email: detail.email,
        name: detail.name,
        user_role_id: 2,
        customer_id: detail.customer?.id ?? null,
        gas_station_ids: detail.gas_stations.map((s: { id: number }) => s.id),
        permissions: detail.permissions,
        report_permissions: detail.report_permissions,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect((await server.get('/api/user_profile', visor)).statusCode).toBe(401);
  });
});

describe('the session settings', () => {
  const age = (token: string, column: 'last_seen_at' | 'created_at', interval: string) =>
    server.db
      .updateTable('sessions')
      .set({ [column]: sql<Date>`now() - ${interval}::interval` })
      .where('token_hash', '=', hashToken(token))
      .execute();
  const lastSeen = async (token: string) =>
    (
      await server.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).last_seen_at.getTime();

  it('refreshes last_seen_at at most once a minute', async () => {
    const token = await signIn('editor', CHROME);
    await age(token, 'last_seen_at', '30 seconds');
    const before = await lastSeen(token);
    await server.get('/api/user_profile', token);
    expect(await lastSeen(token)).toBe(before);
    await age(token, 'last_seen_at', '2 minutes');
    const old = await lastSeen(token);
    await server.get('/api/user_profile', token);
    expect(await lastSeen(token)).toBeGreaterThan(old + 60_000);
  });

  it("does not count the page's own requests (the badge's poll) as activity", async () => {
    const token = await signIn('editor', CHROME);
    await age(token, 'last_seen_at', '2 minutes');
    const old = await lastSeen(token);
    const polled = await server.inject({
      method: 'GET',
      url: '/api/alerts/unread_count',
      headers: { authorization: `Bearer ${token}`, 'x-surtidor-background': '1' },
    });
    expect(polled.statusCode).toBe(200);
    expect(await lastSeen(token)).toBe(old);
    // Still the session's idle limit: a background request of an idle session is refused.
    await age(token, 'last_seen_at', '61 minutes');
    const idle = await server.inject({
      method: 'GET',
      url: '/api/alerts/unread_count',
      headers: { authorization: `Bearer ${token}`, 'x-surtidor-background': '1' },
    });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('session_idle');
  });

  it('ends a session idle longer than SESSION_IDLE_MINUTES', async () => {
    const token = await signIn('editor', CHROME);
    await age(token, 'last_seen_at', '59 minutes');
    expect((await server.get('/api/user_profile', token)).statusCode).toBe(200);
    await age(token, 'last_seen_at', '61 minutes');
    const res = await server.get('/api/user_profile', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'session_idle',
      message: 'Tu sesión se cerró por inactividad.',
    });
  });

  it('ends a session older than SESSION_MAX_HOURS, however used', async () => {
    const token = await signIn('editor', CHROME);
    await age(token, 'created_at', '47 hours');
    expect((await server.get('/api/user_profile', token)).statusCode).toBe(200);
    await age(token, 'created_at', '49 hours');
    const res = await server.get('/api/user_profile', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired', message: 'Tu sesión expiró.' });
  });
});
