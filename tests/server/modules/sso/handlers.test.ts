// Single sign-on end to end against a local OpenID Connect provider (oidc-provider on
// 127.0.0.1, tests/support/oidcProviderProcess.mjs): a sign-in opens the same session a
// password does; a wrong audience, an expired token, a replayed state, an unverified e-mail and
// an unknown e-mail are each refused with a Spanish message; an account is created only when
// the provider's setting allows it; a user with two-step sign-in gets the same second step as
// after a password (a code, the throttle shared with the password's challenges, the enrolment
// the settings require), unless the provider is trusted for it; the providers' settings keep the
// secret sealed and never answer it; an address on the server's own network is refused without
// the test-only flag.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '@/server/app';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { codeAt } from '@/server/modules/auth/totp';
import {
  OIDC_CLIENT_SECRET,
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../../support/localOidcProvider';
import { startTestServer, type TestServer } from '../../../support/testServer';

const PUBLIC_URL = 'http://surtidor.prueba';
const CALLBACK = `${PUBLIC_URL}/sso/callback`;
const ADMIN = 'admin@demo.surtidor.mx';
/** Wrong second-step codes allowed per account (TWO_STEP_MAX_FAILURES of the server). */
const MAX_CODE_FAILURES = 3;

let idp: LocalOidcProvider;
let server: TestServer;
let closed: TestServer;
let adminToken: string;

beforeAll(async () => {
  [idp, server, closed] = await Promise.all([
    startLocalOidcProvider([CALLBACK]),
    startTestServer({
      env: {
        PUBLIC_URL,
        CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true',
        TWO_STEP_MAX_FAILURES: String(MAX_CODE_FAILURES),
        TWO_STEP_WINDOW_SECONDS: '86400',
      },
    }),
    startTestServer({ env: { PUBLIC_URL } }),
  ]);
  adminToken = await server.login(ADMIN);
}, 120_000);

afterAll(async () => {
  await Promise.all([idp?.close(), server?.close(), closed?.close()]);
});

interface ProviderOptions {
  clientId?: string;
  trust_idp_mfa?: boolean;
  allowed_domains?: string[];
  auto_create?: boolean;
  auto_create_customer_id?: number | null;
  auto_create_role_id?: number | null;
}

let providerCount = 0;
async function addProvider(options: ProviderOptions = {}): Promise<number> {
  providerCount += 1;
  const { clientId = 'surtidor', ...rest } = options;
  const res = await server.post(
    '/api/sso_providers',
    {
      name: `Empresa ${providerCount}`,
      issuer_url: idp.issuer,
      client_id: clientId,
      client_secret: OIDC_CLIENT_SECRET,
      ...rest,
    },
    adminToken,
  );
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

async function authorize(providerId: number, login: string, returnTo?: string) {
  const start = await server.post('/api/sso/start', {
    provider_id: providerId,
    ...(returnTo ? { return_to: returnTo } : {}),
  });
  expect(start.statusCode).toBe(200);
  const { authorization_url } = start.json() as { authorization_url: string };
  const params = await signInAtProvider(authorization_url, login, CALLBACK);
  return Object.fromEntries(params) as Record<string, string>;
}

async function signIn(providerId: number, login: string, returnTo?: string) {
  return server.post('/api/sso/callback', await authorize(providerId, login, returnTo));
}

const STEP_MS = 30_000;

/** Enrols the user in two-step sign-in from their profile; answers the secret. */
async function enrolTwoStep(email: string): Promise<string> {
  const token = await server.login(email);
  const started = await server.post('/api/two_step/enrolment', { password: DEMO_PASSWORD }, token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await server.post(
    '/api/two_step/enrolment/confirm',
    // Of the previous step: the codes of now and later stay unused for the sign-ins below.
    { code: codeAt(secret, Date.now() - STEP_MS) },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  await server.post('/api/logout', undefined, token);
  return secret;
}

async function openSessionsOf(email: string): Promise<number> {
  const row = await server.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('u.email', '=', email)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('signing in with a provider', () => {
  it('opens the same session a password does, back to the page asked for', async () => {
    const id = await addProvider();
    const start = await server.post('/api/sso/start', { provider_id: id });
    const url = new URL((start.json() as { authorization_url: string }).authorization_url);
    // Code flow with PKCE (S256), state and nonce, back to the registered callback.
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'surtidor',
      response_type: 'code',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    }

    const res = await signIn(id, ADMIN, '/reports?tab=daily');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      token: string;
      first_login: boolean;
      return_to: string | null;
      profile: { email: string; user_role_id: number };
    };
    expect(body).toMatchObject({
      first_login: false,
      return_to: '/reports?tab=daily',
      profile: { email: ADMIN, user_role_id: 1 },
    });
    const profile = await server.get('/api/user_profile', body.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: ADMIN });
    const session = await server.db
      .selectFrom('sessions')
      .select(['user_id', 'remember'])
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ remember: false });
  });

  it('refuses a replayed state, and an unknown one, with a Spanish message', async () => {
    const id = await addProvider();
    const callback = await authorize(id, ADMIN);
    const first = await server.post('/api/sso/callback', callback);
    expect(first.statusCode).toBe(200);
    const replay = await server.post('/api/sso/callback', callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'sso_state_invalid',
      message:
        'El inicio de sesión con tu proveedor expiró o ya se usó. Vuelve a intentarlo desde la pantalla de inicio de sesión.',
    });
    const forged = await server.post('/api/sso/callback', { ...callback, state: 'inventado' });
    expect(forged.json()).toMatchObject({ code: 'sso_state_invalid' });
  });

  it('uses a state once even when the sign-in is refused', async () => {
    const id = await addProvider();
    const callback = await authorize(id, 'nadie@ejemplo.mx');
    expect((await server.post('/api/sso/callback', callback)).statusCode).toBe(401);
    const again = await server.post('/api/sso/callback', callback);
    expect(again.json()).toMatchObject({ code: 'sso_state_invalid' });
  });

  it('refuses an ID token for another audience', async () => {
    const id = await addProvider({ clientId: 'surtidor-wrong-aud' });
    const res = await signIn(id, ADMIN);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_token_audience',
      message:
        'El token del proveedor de identidad no es para esta aplicación (audiencia distinta); no se inició sesión.',
    });
  });

  it('refuses an expired ID token', async () => {
    const id = await addProvider({ clientId: 'surtidor-expired' });
    const res = await signIn(id, ADMIN);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_token_expired',
      message:
        'El proveedor de identidad entregó un token vencido; no se inició sesión. Vuelve a intentarlo.',
    });
  });

  it('refuses an e-mail the provider does not say is verified', async () => {
    const id = await addProvider();
    const res = await signIn(id, 'unverified.admin@demo.surtidor.mx');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_email_unverified',
      message:
        'Tu proveedor de identidad no confirma que tu correo esté verificado; no se puede iniciar sesión.',
    });
  });

  it('refuses an e-mail with no account, and creates none', async () => {
    const id = await addProvider();
    const res = await signIn(id, 'nadie@ejemplo.mx');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_no_account',
      message:
        'No hay una cuenta de Surtidor con tu correo. Pide a tu administrador que te dé de alta.',
    });
    const row = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nadie@ejemplo.mx')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an e-mail outside the allowed domains', async () => {
    const id = await addProvider({ allowed_domains: ['empresa.mx'] });
    const res = await signIn(id, ADMIN);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_domain_not_allowed',
      message: 'El dominio de tu correo no está permitido para este proveedor.',
    });
  });

  it('creates the account when the setting allows it, for the chosen customer and role', async () => {
    const customer = await server.db
      .selectFrom('customers')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await addProvider({
      allowed_domains: ['nueva.mx'],
      auto_create: true,
      auto_create_customer_id: customer.id,
      auto_create_role_id: 3,
    });
    const res = await signIn(id, 'lucia.perez@nueva.mx');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { profile: { id: number; email: string; user_role_id: number } };
    expect(body.profile).toMatchObject({ email: 'lucia.perez@nueva.mx', user_role_id: 3 });
    const user = await server.db
      .selectFrom('users')
      .select(['customer_id', 'name', 'username'])
      .where('id', '=', body.profile.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      customer_id: customer.id,
      name: 'Persona lucia.perez',
      username: 'lucia.perez',
    });
    // The second time it signs in to the same account.
    const again = await signIn(id, 'lucia.perez@nueva.mx');
    expect((again.json() as { profile: { id: number } }).profile.id).toBe(body.profile.id);
  });

  it('answers 404 for an unknown or disabled provider', async () => {
    const missing = await server.post('/api/sso/start', { provider_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const id = await addProvider();
    const current = (await server.get(`/api/sso_providers/${id}`, adminToken)).json() as Record<
      string,
      unknown
    >;
    await server.put(
      `/api/sso_providers/${id}`,
      {
        name: current.name,
        issuer_url: current.issuer_url,
        client_id: current.client_id,
        enabled: false,
      },
      adminToken,
    );
    const disabled = await server.post('/api/sso/start', { provider_id: id });
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().message).toBe(
      'Ese proveedor de inicio de sesión no existe o está desactivado',
    );
    const offered = (await server.get('/api/sso/providers')).json() as { items: { id: number }[] };
    expect(offered.items.map((p) => p.id)).not.toContain(id);
  });
});

describe('two-step sign-in after a provider', () => {
  const ENROLLED = 'visor@demo.surtidor.mx';
  let secret: string;
  let providerId: number;
  beforeAll(async () => {
    secret = await enrolTwoStep(ENROLLED);
    providerId = await addProvider();
  });

  it('hands an enrolled user to the second step: no session until a right code', async () => {
    const sessionsBefore = await openSessionsOf(ENROLLED);
    const res = await signIn(providerId, ENROLLED, '/reports?tab=daily');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      second_step: 'totp',
      challenge: expect.any(String),
      expires_at: expect.any(String),
      email: ENROLLED,
      return_to: '/reports?tab=daily',
    });
    expect(await openSessionsOf(ENROLLED)).toBe(sessionsBefore);
    const { challenge } = res.json() as { challenge: string };

    // The same second step as after a password: a wrong code is refused in Spanish...
    const wrong = await server.post('/api/login/second_step', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_code',
      message: 'El código no es correcto',
    });
    // ...a right one opens the session, once.
    const code = codeAt(secret, Date.now());
    const right = await server.post('/api/login/second_step', { challenge, code });
    expect(right.statusCode).toBe(200);
    const body = right.json() as { token: string; profile: { email: string } };
    expect(body.profile.email).toBe(ENROLLED);
    expect((await server.get('/api/user_profile', body.token)).statusCode).toBe(200);
    expect(await openSessionsOf(ENROLLED)).toBe(sessionsBefore + 1);
    const again = await server.post('/api/login/second_step', { challenge, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'challenge_expired' });
    // The code of that step is spent for every sign-in, the password's too.
    const password = await server.post('/api/login', {
      username: ENROLLED,
      password: DEMO_PASSWORD,
    });
    const reuse = await server.post('/api/login/second_step', {
      challenge: (password.json() as { challenge: string }).challenge,
      code,
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('records the provider sign-in under the account, and the second step as its own', async () => {
    const since = Number(
      (await server.db.selectFrom('audit_chain').select('last_seq').executeTakeFirstOrThrow())
        .last_seq,
    );
    const res = await signIn(providerId, ENROLLED);
    const { challenge } = res.json() as { challenge: string };
    // The next step's code (the app's clock a little ahead): the one of now is spent above.
    const done = await server.post('/api/login/second_step', {
      challenge,
      code: codeAt(secret, Date.now() + STEP_MS),
    });
    expect(done.statusCode).toBe(200);
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ENROLLED)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{
      operation: string;
      outcome: string;
      actor_email: string | null;
      actor_user_id: number | null;
    }>`select operation, outcome, actor_email, actor_user_id from audit_records
      where seq > ${since} order by seq`.execute(server.db);
    expect(rows.map((r) => [r.operation, r.outcome, r.actor_email])).toEqual([
      ['finishSsoSignIn', 'success', ENROLLED],
      ['loginSecondStep', 'success', ENROLLED],
    ]);
    expect(rows[0]!.actor_user_id).toBe(user.id);
  });

  it("counts wrong codes after a provider in the password's throttle (429 for both)", async () => {
    const user = 'bajio@demo.surtidor.mx';
    await enrolTwoStep(user);
    const fromProvider = async () =>
      ((await signIn(providerId, user)).json() as { challenge: string }).challenge;
    const fromPassword = async () =>
      (
        (await server.post('/api/login', { username: user, password: DEMO_PASSWORD })).json() as {
          challenge: string;
        }
      ).challenge;
    for (let i = 0; i < MAX_CODE_FAILURES; i++) {
      const challenge = i % 2 === 0 ? await fromProvider() : await fromPassword();
      const wrong = await server.post('/api/login/second_step', { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(401);
    }
    for (const challenge of [await fromProvider(), await fromPassword()]) {
      const refused = await server.post('/api/login/second_step', { challenge, code: '000000' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
      );
    }
  });

  it('opens the session at once after a provider trusted for two-step sign-in', async () => {
    const trusted = await addProvider({ trust_idp_mfa: true });
    const res = await signIn(trusted, ENROLLED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile: { email: ENROLLED } });
  });

  describe('when the settings require it', () => {
    let strict: FastifyInstance;
    beforeAll(async () => {
      // Another node of the same database whose settings require two-step sign-in of everyone.
      strict = await buildApp({
        config: { ...server.config, twoStepRequired: 'everyone' },
        db: server.db,
        listen: server.listen,
        logLevel: 'silent',
      });
      await strict.ready();
    });
    afterAll(() => strict?.close());

    it('leads a user without it to the enrolment, as after a password', async () => {
      const callback = await authorize(providerId, 'editor@demo.surtidor.mx');
      const res = await strict.inject({
        method: 'POST',
        url: '/api/sso/callback',
        payload: callback,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        second_step: 'enrol',
        email: 'editor@demo.surtidor.mx',
      });
      const enrolment = await strict.inject({
        method: 'POST',
        url: '/api/login/enrolment',
        payload: { challenge: res.json().challenge },
      });
      expect(enrolment.statusCode).toBe(200);
      expect(enrolment.json()).toMatchObject({ secret: expect.any(String) });
      // Trusted providers are trusted for the requirement too.
      const trusted = await addProvider({ trust_idp_mfa: true });
      const direct = await strict.inject({
        method: 'POST',
        url: '/api/sso/callback',
        payload: await authorize(trusted, 'editor@demo.surtidor.mx'),
      });
      expect(direct.statusCode).toBe(200);
    });
  });
});

describe('provider settings', () => {
  it('keeps the client secret sealed and never answers it', async () => {
    const id = await addProvider({ allowed_domains: ['@Demo.Surtidor.mx', 'demo.surtidor.mx'] });
    const one = await server.get(`/api/sso_providers/${id}`, adminToken);
    expect(one.json()).toMatchObject({
      has_client_secret: true,
      allowed_domains: ['demo.surtidor.mx'],
    });
    expect(one.body).not.toContain(OIDC_CLIENT_SECRET);
    const list = await server.get('/api/sso_providers', adminToken);
    expect(list.body).not.toContain(OIDC_CLIENT_SECRET);
    expect(list.json()).toMatchObject({ redirect_url: CALLBACK });
    const row = await server.db
      .selectFrom('sso_providers')
      .select('client_secret_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1:/);
    expect(row.client_secret_sealed).not.toContain(OIDC_CLIENT_SECRET);

    // Saved without a secret: the stored one stays and sign-in still works.
    const current = one.json() as Record<string, unknown>;
    const saved = await server.put(
      `/api/sso_providers/${id}`,
      {
        name: 'Renombrado',
        issuer_url: current.issuer_url,
        client_id: current.client_id,
        allowed_domains: ['demo.surtidor.mx'],
      },
      adminToken,
    );
    expect(saved.statusCode).toBe(200);
    expect((await signIn(id, ADMIN)).statusCode).toBe(200);

    expect((await server.delete(`/api/sso_providers/${id}`, adminToken)).statusCode).toBe(204);
    expect((await server.get(`/api/sso_providers/${id}`, adminToken)).statusCode).toBe(404);
  });

  it('is for administrators only, and the login screen sees names only', async () => {
    const editor = await server.db
      .selectFrom('users')
      .select('email')
      .where('user_role_id', '=', 2)
      .executeTakeFirstOrThrow();
    const editorToken = await server.login(editor.email);
    expect((await server.get('/api/sso_providers', editorToken)).statusCode).toBe(403);
    const offered = await server.get('/api/sso/providers');
    expect(offered.statusCode).toBe(200);
    for (const item of (offered.json() as { items: object[] }).items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    }
  });

  it('refuses auto-create without a customer and role, and a bad domain', async () => {
    const base = { name: 'Incompleto', issuer_url: idp.issuer, client_id: 'x', client_secret: 'y' };
    const noCustomer = await server.post(
      '/api/sso_providers',
      { ...base, auto_create: true, auto_create_role_id: 3 },
      adminToken,
    );
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().message).toBe('Elige el cliente de las cuentas que se crean');
    const badDomain = await server.post(
      '/api/sso_providers',
      { ...base, allowed_domains: ['no es dominio'] },
      adminToken,
    );
    expect(badDomain.statusCode).toBe(400);
    const admins = await server.post(
      '/api/sso_providers',
      { ...base, auto_create: true, auto_create_customer_id: 1, auto_create_role_id: 1 },
      adminToken,
    );
    expect(admins.statusCode).toBe(400);
  });

  it('tests a discovery address', async () => {
    const ok = await server.post(
      '/api/sso_providers/discovery_test',
      { issuer_url: `${idp.issuer}/.well-known/openid-configuration` },
      adminToken,
    );
    expect(ok.json()).toMatchObject({ ok: true, issuer: idp.issuer });
    const wrong = await server.post(
      '/api/sso_providers/discovery_test',
      { issuer_url: `${idp.issuer}/no-existe` },
      adminToken,
    );
    expect(wrong.json()).toMatchObject({ ok: false });
  });

  it("refuses the server's own network without the test-only flag", async () => {
    const token = await closed.login(ADMIN);
    const https = await closed.post(
      '/api/sso_providers/discovery_test',
      { issuer_url: 'https://127.0.0.1:9/' },
      token,
    );
    expect(https.json()).toEqual({
      ok: false,
      message:
        'No se pudo contactar al proveedor de identidad: La dirección del proveedor no está permitida (red privada o local)',
    });
    const metadata = await closed.post(
      '/api/sso_providers/discovery_test',
      { issuer_url: 'https://169.254.169.254/latest' },
      token,
    );
    expect(metadata.json()).toMatchObject({ ok: false });
    expect(metadata.json().message).toContain('red privada o local');
    const http = await closed.post(
      '/api/sso_providers',
      { name: 'Local', issuer_url: idp.issuer, client_id: 'surtidor', client_secret: 'x' },
      token,
    );
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe('La dirección del proveedor debe usar https');
  });
});
