// Two-step sign-in through the API: enrolment from the profile, sign-in with an app code, a
// wrong code, a code used twice within its window, a recovery code once, the throttle shared by
// two API nodes on one database, the settings that require it (enrolment right after the
// password), a forwarded temporary password that still needs the second step, and turning it
// off. Codes are computed by the test from the secret the enrolment gave (RFC 6238).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import { codeAt } from '@/server/modules/auth/totp';
import { twoStepRequiredFor } from '@/server/modules/auth/twoStep';
import { connectorSecretBox } from '@/server/modules/volumetric';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { startSecondNode, startTestServer, type TestServer } from '../../../support/testServer';

const STEP_MS = 30_000;
const MAX_FAILURES = 5;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { TWO_STEP_MAX_FAILURES: String(MAX_FAILURES), TWO_STEP_WINDOW_SECONDS: '86400' },
  });
});
afterAll(async () => {
  await server?.close();
});

function loginOn(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

async function challengeOf(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await loginOn(server.app, username, password);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({
    second_step: 'totp',
    challenge: expect.any(String),
    expires_at: expect.any(String),
  });
  return res.json().challenge as string;
}

/** Enrols the user from their profile; the code that confirms it is of the previous step. */
async function enrol(username: string): Promise<{ secret: string; codes: string[] }> {
  const token = await server.login(username);
  const started = await server.post('/api/two_step/enrolment', { password: DEMO_PASSWORD }, token);
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_svg } = started.json();
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Surtidor:.+secret=/);
  expect(qr_svg).toMatch(/^<svg/);
  const confirmed = await server.post(
    '/api/two_step/enrolment/confirm',
    { code: codeAt(secret, Date.now() - STEP_MS) },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: confirmed.json().recovery_codes };
}

describe('enrolment from the profile', () => {
  it('needs the password, refuses a wrong first code, then gives ten recovery codes', async () => {
    const token = await server.login('visor');
    const noProof = await server.post('/api/two_step/enrolment', { password: 'Otra#2026!' }, token);
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().code).toBe('wrong_password');

    const started = await server.post(
      '/api/two_step/enrolment',
      { password: DEMO_PASSWORD },
      token,
    );
    const { secret } = started.json();
    const wrong = await server.post('/api/two_step/enrolment/confirm', { code: '000000' }, token);
    // (one chance in a million that 000000 is the code of the moment)
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El código no es correcto');
    const before = await server.get('/api/two_step', token);
    expect(before.json()).toMatchObject({ enabled: false });

    const confirmed = await server.post(
      '/api/two_step/enrolment/confirm',
      { code: codeAt(secret, Date.now()) },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const after = await server.get('/api/two_step', token);
    expect(after.json()).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });

    // At rest: the secret sealed (not the base32 text), the codes hashed.
    const row = await server.db
      .selectFrom('users')
      .select(['totp_secret', 'id'])
      .where('username', '=', 'visor')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect((await connectorSecretBox(server.config, server.db)).open(row.totp_secret!)).toBe(
      secret,
    );
    const stored = await server.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', row.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(stored).toHaveLength(10);
  });
});

describe('signing in with a second step', () => {
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    ({ secret, codes } = await enrol('editor'));
  });

  it('answers 202 with a challenge, no session, until a right code', async () => {
    const challenge = await challengeOf('editor');
    // The challenge is no session token.
    expect((await server.get('/api/user_profile', challenge)).statusCode).toBe(401);
    const wrong = await server.post('/api/login/second_step', { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_code',
      message: 'El código no es correcto',
    });

    const code = codeAt(secret, Date.now());
    const ok = await server.post('/api/login/second_step', { challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_login: false, profile: { username: 'editor' } });
    expect((await server.get('/api/user_profile', ok.json().token)).statusCode).toBe(200);
    // The challenge is spent.
    const again = await server.post('/api/login/second_step', { challenge, code });
    expect(again.json().code).toBe('challenge_expired');

    // The same code, in its window still, does not open a second sign-in.
    const other = await challengeOf('editor');
    const reused = await server.post('/api/login/second_step', { challenge: other, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('invalid_code');
  });

  it('accepts a recovery code once', async () => {
    const first = await server.post('/api/login/second_step', {
      challenge: await challengeOf('editor'),
      code: codes[0]!.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const second = await server.post('/api/login/second_step', {
      challenge: await challengeOf('editor'),
      code: codes[0],
    });
    expect(second.statusCode).toBe(401);
    const status = await server.get('/api/two_step', first.json().token);
    expect(status.json().recovery_codes_left).toBe(9);
  });

  it('keeps asking for the code after a forwarded temporary password', async () => {
    const admin = await server.login('admin');
    const { id } = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'editor')
      .executeTakeFirstOrThrow();
    const sent = await server.post(`/api/users/${id}/forwarding_invite`, undefined, admin);
    expect(sent.statusCode).toBe(200);
    const mails = (await readOutbox(outboxDirOf(server.config))).filter((m) =>
      m.to.includes('editor@demo.surtidor.mx'),
    );
    const eml = fs
      .readFileSync(`${outboxDirOf(server.config)}/${mails.pop()!.eml}`, 'utf8')
      .replace(/=\r?\n/g, '');
    const temporary = /^ {4}(\S{20})$/m.exec(eml)![1]!;
    const challenge = await challengeOf('editor', temporary);
    const ok = await server.post('/api/login/second_step', {
      challenge,
      code: codeAt(secret, Date.now() + STEP_MS),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().first_login).toBe(true);
  });
});

describe('the second-step throttle', () => {
  it('is one count for two API nodes on one database', async () => {
    const { secret } = await enrol('bajio');
    const second = await startSecondNode(server);
    try {
      const nodes = [server.app, second.app];
      const challenge = await challengeOf('bajio');
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        const res = await nodes[i % 2]!.inject({
          method: 'POST',
          url: '/api/login/second_step',
          payload: { challenge, code: '000001' },
        });
        expect(res.statusCode).toBe(401);
      }
      // Over the limit on either node, even with the right code.
      for (const node of nodes) {
        const res = await node.inject({
          method: 'POST',
          url: '/api/login/second_step',
          payload: { challenge, code: codeAt(secret, Date.now()) },
        });
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json().message).toBe(
          'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
        );
      }
    } finally {
      await second.close();
    }
  });
});

describe('turning it off', () => {
  it('needs the password or a code', async () => {
    const { secret } = await enrol('proveedor');
    const token = await server.post('/api/login/second_step', {
      challenge: await challengeOf('proveedor'),
      code: codeAt(secret, Date.now()),
    });
    const session = token.json().token as string;
    const refused = await server.inject({
      method: 'DELETE',
      url: '/api/two_step',
      headers: { authorization: `Bearer ${session}` },
      payload: { code: '999999' },
    });
    expect(refused.statusCode).toBe(400);
    const done = await server.inject({
      method: 'DELETE',
      url: '/api/two_step',
      headers: { authorization: `Bearer ${session}` },
      payload: { password: DEMO_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await loginOn(server.app, 'proveedor')).statusCode).toBe(200);
  });
});

describe('required by the settings', () => {
  let required: TestServer;
  beforeAll(async () => {
    required = await startTestServer({ env: { TWO_STEP_REQUIRED: 'admins' } });
  });
  afterAll(async () => {
    await required?.close();
  });

  it('leads an administrator to enrol right after the password, then signs in', async () => {
    const res = await loginOn(required.app, 'admin');
    expect(res.statusCode).toBe(202);
    expect(res.json().second_step).toBe('enrol');
    const challenge = res.json().challenge as string;
    // An enrolment challenge does not take a code instead.
    const skip = await required.post('/api/login/second_step', { challenge, code: '123456' });
    expect(skip.json().code).toBe('challenge_expired');

    const started = await required.post('/api/login/enrolment', { challenge });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json();
    const wrong = await required.post('/api/login/enrolment/confirm', {
      challenge,
      code: '000002',
    });
    expect(wrong.statusCode).toBe(401);
    const done = await required.post('/api/login/enrolment/confirm', {
      challenge,
      code: codeAt(secret, Date.now()),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const token = done.json().token as string;
    expect((await required.get('/api/two_step', token)).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    // Required: it cannot be turned off.
    const off = await required.inject({
      method: 'DELETE',
      url: '/api/two_step',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(403);
    // From now on the next sign-in asks for a code.
    expect((await loginOn(required.app, 'admin')).json().second_step).toBe('totp');
  });

  it('does not ask it of the other roles', async () => {
    expect((await loginOn(required.app, 'editor')).statusCode).toBe(200);
  });
});

describe('twoStepRequiredFor', () => {
  const user = (user_role_id: number, customer_id: number | null) => ({
    user_role_id,
    customer_id,
  });
  it('follows TWO_STEP_REQUIRED and TWO_STEP_REQUIRED_CUSTOMERS', () => {
    const none = { twoStepRequired: 'optional' as const, twoStepRequiredCustomers: [] };
    expect(twoStepRequiredFor(none, user(1, null))).toBe(false);
    expect(twoStepRequiredFor({ ...none, twoStepRequired: 'admins' }, user(1, null))).toBe(true);
    expect(twoStepRequiredFor({ ...none, twoStepRequired: 'admins' }, user(2, 4))).toBe(false);
    expect(twoStepRequiredFor({ ...none, twoStepRequired: 'everyone' }, user(3, 4))).toBe(true);
    expect(twoStepRequiredFor({ ...none, twoStepRequiredCustomers: [4] }, user(3, 4))).toBe(true);
    expect(twoStepRequiredFor({ ...none, twoStepRequiredCustomers: [4] }, user(3, 5))).toBe(false);
  });
});
