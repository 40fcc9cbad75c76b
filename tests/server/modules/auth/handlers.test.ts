import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { version } from '../../../../package.json';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
) =>
  server.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, ...extra },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/login', () => {
  it('signs in by username and returns token, expiry, first_login and profile', async () => {
    const res = await login('editor', 'Demo#2026!');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.first_login).toBe(false);
    expect(body.profile).toMatchObject({
      email: 'editor@demo.surtidor.mx',
      username: 'editor',
      user_role_id: 2,
      user_role: { id: 2, name: 'Editor' },
      user_permission: { dashboard: true, files: true, vms: true, data: true, settings: true },
      customer: { legal_name: 'Grupo Surtidor Demo S.A. de C.V.' },
    });
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12.01);
  });

  it('signs in by e-mail, case-insensitively, and stores only the token hash', async () => {
    const res = await login('EDITOR@Demo.Surtidor.MX', 'Demo#2026!');
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const stored = await server.db
      .selectFrom('sessions')
      .select(['token_hash'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const raw = await server.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', token)
      .execute();
    expect(raw).toHaveLength(0);
  });

  it('refuses a wrong password with the exact Spanish message', async () => {
    const res = await login('editor', 'Demo#2026?', {}, '10.1.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Usuario o contraseña incorrecta',
      code: 'invalid_credentials',
      request_id: expect.any(String),
    });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await login('nadie@demo.surtidor.mx', 'Demo#2026!', {}, '10.1.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Usuario o contraseña incorrecta');
  });

  it('refuses a disabled user the same way', async () => {
    await server.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('username', '=', 'bajio')
      .execute();
    try {
      const res = await login('bajio', 'Demo#2026!', {}, '10.1.0.3');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Usuario o contraseña incorrecta');
    } finally {
      await server.db
        .updateTable('users')
        .set({ disabled_at: null })
        .where('username', '=', 'bajio')
        .execute();
    }
  });

  it('remember: true lengthens the session to SESSION_REMEMBER_DAYS', async () => {
    const res = await login('visor', 'Demo#2026!', { remember: true });
    expect(res.statusCode).toBe(200);
    const days = (Date.parse(res.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
  });

  it('reports first_login for a user who must change the password', async () => {
    const res = await login('nuevo', 'Demo#2026!');
    expect(res.json()).toMatchObject({ first_login: true, profile: { first_login: true } });
  });

  it('validates the body against the contract', async () => {
    const res = await server.post('/api/login', { username: '', password: 'x', extra: 1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.username', rule: 'minLength' }),
        expect.objectContaining({ field: 'body.extra', rule: 'additionalProperties' }),
      ]),
    );
  });
});

describe('sessions', () => {
  it('logout revokes the token at once', async () => {
    const token = await server.login('visor');
    expect((await server.get('/api/user_profile', token)).statusCode).toBe(200);
    const out = await server.post('/api/logout', undefined, token);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await server.get('/api/user_profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Tu sesión se cerró desde otro dispositivo o por un administrador.',
      code: 'session_revoked',
      request_id: expect.any(String),
    });
  });

  it('an expired session is refused', async () => {
    const token = await server.login('visor');
    await server.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await server.get('/api/user_profile', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('session_expired');
  });

  it('a tampered, missing or malformed token is refused', async () => {
    const token = await server.login('visor');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await server.get('/api/user_profile', tampered)).statusCode).toBe(401);
    expect((await server.get('/api/user_profile')).statusCode).toBe(401);
    const basic = await server.inject({
      method: 'GET',
      url: '/api/user_profile',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('a disabled user loses existing sessions', async () => {
    const token = await server.login('bajio');
    await server.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('username', '=', 'bajio')
      .execute();
    try {
      expect((await server.get('/api/user_profile', token)).statusCode).toBe(401);
    } finally {
      await server.db
        .updateTable('users')
        .set({ disabled_at: null })
        .where('username', '=', 'bajio')
        .execute();
    }
  });

  it('public operations ignore a bad token', async () => {
    const res = await server.get('/api/health', 'not-a-real-token');
    expect(res.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('GET returns the profile; no permission object means user_permission null', async () => {
    const token = await server.login('sinpermisos');
    const res = await server.get('/api/user_profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'sinpermisos',
      user_role: { id: 3, name: 'Visor' },
      user_permission: null,
      first_login: false,
    });
  });

  it('admin profile has no customer', async () => {
    const token = await server.login('admin');
    const res = await server.get('/api/user_profile', token);
    expect(res.json()).toMatchObject({ user_role_id: 1, customer: null });
  });

  it('PUT changes own name, e-mail and picture', async () => {
    const token = await server.login('proveedor');
    const res = await server.put(
      '/api/user_profile',
      {
        name: 'Pablo P.',
        email: 'pablo@demo.surtidor.mx',
        profile_picture_url: 'https://example.com/p.png',
        password: 'Demo#2026!',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pablo P.',
      email: 'pablo@demo.surtidor.mx',
      profile_picture_url: 'https://example.com/p.png',
    });
    // The new address signs in; picture can be cleared.
    const again = await server.login('pablo@demo.surtidor.mx');
    const cleared = await server.put('/api/user_profile', { profile_picture_url: null }, again);
    expect(cleared.json().profile_picture_url).toBeNull();
  });

  it('PUT answers 409 when the e-mail is taken (whatever its case)', async () => {
    const token = await server.login('visor');
    const res = await server.put(
      '/api/user_profile',
      { email: 'EDITOR@demo.surtidor.mx', password: 'Demo#2026!' },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ocurrió un error o el correo ya está registrado');
  });

  it('PUT refuses an empty body and a bad e-mail', async () => {
    const token = await server.login('visor');
    const empty = await server.put('/api/user_profile', {}, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'body', rule: 'minProperties' });
    const bad = await server.put('/api/user_profile', { email: 'no-es-correo' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Solicitud inválida: body.email no tiene formato email',
      code: 'validation_failed',
      errors: [{ field: 'body.email', rule: 'format' }],
    });
  });
});

describe('profile text and picture', () => {
  it('PUT takes an https: picture or a photo this server stored, and refuses any other scheme', async () => {
    const token = await server.login('visor');
    const stored = `/api/photos/${'a'.repeat(32)}.png`;
    for (const url of ['https://cdn.example.mx/fotos/v.jpg', stored]) {
      const res = await server.put('/api/user_profile', { profile_picture_url: url }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().profile_picture_url).toBe(url);
    }
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.mx/p.png',
      'https://',
      '//evil.example/p.png',
      '/api/photos/../../etc/passwd',
      `/api/photos/${'a'.repeat(32)}.svg`,
    ]) {
      const res = await server.put('/api/user_profile', { profile_picture_url: url }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Solicitud inválida: body.profile_picture_url no tiene el formato esperado',
        errors: [{ field: 'body.profile_picture_url', rule: 'pattern' }],
      });
    }
    const profile = await server.get('/api/user_profile', token);
    expect(profile.json().profile_picture_url).toBe(stored);
  });

  it.each([
    ['a right-to-left override', 'Ana \u202Egpj.exe'],
    ['a left-to-right isolate', 'Ana \u2066López'],
    ['a bell', 'Ana\u0007'],
    ['an escape sequence', 'Ana \u001b[31mroja'],
    ['a C1 control', 'Ana\u0085'],
    ['a line break', 'Ana\nLópez'],
    ['a tab', 'Ana\tLópez'],
  ])('PUT refuses a name with %s, naming the field in Spanish', async (_label, name) => {
    const token = await server.login('visor');
    const res = await server.put('/api/user_profile', { name }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'Solicitud inválida: body.name no admite caracteres de control, tabuladores, saltos de línea ni marcas de dirección de texto',
      code: 'validation_failed',
      errors: [
        {
          field: 'body.name',
          rule: 'plainText',
          message:
            'body.name no admite caracteres de control, tabuladores, saltos de línea ni marcas de dirección de texto',
        },
      ],
      request_id: expect.any(String),
    });
  });

  it('PUT keeps accents, ñ and emoji in a name', async () => {
    const token = await server.login('visor');
    const res = await server.put('/api/user_profile', { name: 'Íñigo Muñoz ⛽' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Íñigo Muñoz ⛽');
  });
});

describe('POST /api/change_password', () => {
  it('refuses a weak password with per-rule errors', async () => {
    const token = await server.login('editor');
    const res = await server.post(
      '/api/change_password',
      { current_password: 'Demo#2026!', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      token,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(
      'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
    );
    expect(body.errors.map((e: { rule: string }) => e.rule).sort()).toEqual([
      'digit',
      'special',
      'uppercase',
    ]);
    expect(body.errors.every((e: { field: string }) => e.field === 'body.password')).toBe(true);
  });

  it('refuses a mismatched confirmation', async () => {
    const token = await server.login('editor');
    const res = await server.post(
      '/api/change_password',
      {
        current_password: 'Demo#2026!',
        password: 'Nueva#2026',
        password_confirmation: 'Nueva#2027',
      },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Las contraseñas no coinciden',
      errors: [
        {
          field: 'body.password_confirmation',
          rule: 'match',
          message: 'Las contraseñas no coinciden',
        },
      ],
    });
  });

  it('refuses a password shorter than the contract minimum with a validation error', async () => {
    const token = await server.login('editor');
    const res = await server.post(
      '/api/change_password',
      { password: 'Ab#1', password_confirmation: 'Ab#1' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'body.password', rule: 'minLength' });
  });

  it('changes the password, clears first login and revokes the other sessions only', async () => {
    const other = await server.login('nuevo');
    const current = await server.login('nuevo');
    const res = await server.post(
      '/api/change_password',
      { password: 'Nueva#2026', password_confirmation: 'Nueva#2026' },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Contraseña actualizada correctamente' });

    expect((await server.get('/api/user_profile', other)).statusCode).toBe(401);
    const profile = await server.get('/api/user_profile', current);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().first_login).toBe(false);

    expect((await login('nuevo', 'Demo#2026!', {}, '10.1.0.9')).statusCode).toBe(401);
    const fresh = await login('nuevo', 'Nueva#2026');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().first_login).toBe(false);
  });
});

describe('GET /api/auth/options and /api/health', () => {
  it('offers no external provider unless both variables are set', async () => {
    const res = await server.get('/api/auth/options');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ external_provider: null });
  });

  it('health answers ok without a session', async () => {
    const res = await server.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      // The release in package.json: what an operator reads to tell nodes apart in an upgrade.
      version,
      live: true,
      ready: true,
      checks: { database: 'up' },
    });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('external identity provider', () => {
  it('is offered when EXTERNAL_IDP_NAME and EXTERNAL_IDP_URL are set', async () => {
    const other = await startTestServer({
      demo: false,
      env: {
        EXTERNAL_IDP_NAME: 'Microsoft',
        EXTERNAL_IDP_URL: 'https://login.example.com/authorize',
      },
    });
    try {
      const res = await other.get('/api/auth/options');
      expect(res.json()).toEqual({
        external_provider: { name: 'Microsoft', url: 'https://login.example.com/authorize' },
      });
    } finally {
      await other.close();
    }
  });
});
