// A first-login session reaches only the new-password screen's calls; changing the
// password asks for the current one (except in that session); changing the e-mail asks for the
// password and tells the old address; very common passwords are refused.
import fs from 'node:fs';
import { loadContract } from '@/server/contract/loadContract';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import { startManagementServer, type ManagementServer } from '../../managementServer';

const PASSWORD = 'Demo#2026!';
let s: ManagementServer;

beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(async () => {
  await s?.close();
});
afterEach(async () => {
  await s.db.deleteFrom('rate_counters').execute();
});

describe('a session that must still set a new password', () => {
  it("is declared open (x-access firstLogin) on exactly the new-password screen's calls", () => {
    const open = loadContract()
      .operations.filter((operation) => operation.access.firstLogin)
      .map((operation) => operation.operationId)
      .sort();
    expect(open).toEqual(['changePassword', 'getUserProfile', 'logout']);
  });

  it('reaches only the profile, change password and logout', async () => {
    const token = await s.login('nuevo@demo.surtidor.mx');
    expect((await s.get('/api/user_profile', token)).json().first_login).toBe(true);
    for (const [method, url, body] of [
      ['GET', '/api/gas_stations', undefined],
      ['GET', '/api/video/status', undefined],
      ['PUT', '/api/user_profile', { name: 'Otro' }],
    ] as const) {
      const res = await s.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect(res.json()).toEqual({
        message: 'Debes cambiar tu contraseña temporal antes de continuar',
        code: 'password_change_required',
        request_id: expect.any(String),
      });
    }
    // The session proves the temporary password: no current password needed here.
    const changed = await s.post(
      '/api/change_password',
      { password: 'Surtidor#Nueva7', password_confirmation: 'Surtidor#Nueva7' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await s.get('/api/gas_stations', token)).statusCode).toBe(200);
    expect((await s.post('/api/logout', undefined, token)).statusCode).toBe(204);
  });

  it('can sign out', async () => {
    await s.db
      .updateTable('users')
      .set({ must_change_password: true })
      .where('username', '=', 'nuevo')
      .execute();
    const token = await s.login('nuevo@demo.surtidor.mx', 'Surtidor#Nueva7');
    expect((await s.post('/api/logout', undefined, token)).statusCode).toBe(204);
  });
});

describe('POST /api/change_password', () => {
  it('asks for the current password', async () => {
    const token = await s.login('editor@demo.surtidor.mx');
    const body = { password: 'Surtidor#Nueva7', password_confirmation: 'Surtidor#Nueva7' };
    const missing = await s.post('/api/change_password', body, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Escribe tu contraseña actual para confirmar el cambio',
      code: 'password_required',
      errors: [{ field: 'body.current_password', rule: 'required' }],
    });
    const wrong = await s.post(
      '/api/change_password',
      { ...body, current_password: 'Demo#2026?' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'La contraseña actual no es correcta',
      code: 'wrong_password',
      errors: [{ field: 'body.current_password', rule: 'current' }],
    });
    const right = await s.post(
      '/api/change_password',
      { ...body, current_password: PASSWORD },
      token,
    );
    expect(right.statusCode).toBe(200);
    await s.login('editor@demo.surtidor.mx', 'Surtidor#Nueva7');
  });

  it('counts wrong current passwords against the account (429 with Retry-After)', async () => {
    const token = await s.login('visor@demo.surtidor.mx');
    const attempt = (current: string) =>
      s.post(
        '/api/change_password',
        {
          current_password: current,
          password: 'Surtidor#Nueva7',
          password_confirmation: 'Surtidor#Nueva7',
        },
        token,
      );
    for (let i = 0; i < s.config.loginAccountMaxFailures; i += 1) {
      expect((await attempt(`wrong-${i}`)).statusCode).toBe(400);
    }
    const refused = await attempt(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each(['Password1!', 'Qwerty123!', '!Welcome1'])(
    'refuses the very common password %s',
    async (password) => {
      const token = await s.login('bajio@demo.surtidor.mx');
      const res = await s.post(
        '/api/change_password',
        { current_password: PASSWORD, password, password_confirmation: password },
        token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
        code: 'invalid_password',
        errors: [{ field: 'body.password', rule: 'common' }],
      });
    },
  );
});

describe('an administrator setting a password', () => {
  it('cannot give a new user a very common one', async () => {
    const res = await s.post(
      '/api/user_profiles',
      {
        name: 'Comun Común',
        email: 'comun@gasolineras.mx',
        telephone: '4491234567',
        user_role_id: 3,
        customer_id: 1,
        gas_station_ids: [1],
        permissions: { dashboard: false, files: false, vms: true, data: false, settings: false },
        report_permissions: {
          weekly_executive: false,
          weekly_analytic: false,
          monthly: false,
          price: false,
          customer_behavior: false,
          traffic_sensitivity: false,
        },
        password: 'Password1!',
        password_confirmation: 'Password1!',
      },
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        {
          field: 'body.password',
          rule: 'common',
          message: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
        },
      ]),
    );
  });
});

describe('PUT /api/user_profile e-mail', () => {
  it('asks for the password and tells the old address', async () => {
    const token = await s.login('proveedor@demo.surtidor.mx');
    const missing = await s.put('/api/user_profile', { email: 'pp@demo.surtidor.mx' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'password_required',
      errors: [{ field: 'body.password', rule: 'required' }],
    });
    const wrong = await s.put(
      '/api/user_profile',
      { email: 'pp@demo.surtidor.mx', password: 'Demo#2026?' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');
    // The same address (whatever its case) and other fields need no password.
    const same = await s.put(
      '/api/user_profile',
      { email: 'PROVEEDOR@demo.surtidor.mx', name: 'Pablo' },
      token,
    );
    expect(same.statusCode).toBe(200);

    const changed = await s.put(
      '/api/user_profile',
      { email: 'pp@demo.surtidor.mx', password: PASSWORD },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('pp@demo.surtidor.mx');
    const mails = await readOutbox(outboxDirOf(s.config));
    const notice = mails.find((m) => m.subject === 'Cambió el correo de tu cuenta de Surtidor')!;
    expect(notice.to).toEqual(['PROVEEDOR@demo.surtidor.mx']);
    const eml = fs.readFileSync(`${outboxDirOf(s.config)}/${notice.eml}`, 'utf8');
    expect(eml).toContain('pp@demo.surtidor.mx');
  });

  it('changes nothing when the old address cannot be told', async () => {
    const broken = await startManagementServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await broken.put(
        '/api/user_profile',
        { email: 'otro@demo.surtidor.mx', password: PASSWORD },
        broken.tokens.visor,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('mail_failed');
      await broken.login('visor@demo.surtidor.mx');
    } finally {
      await broken.close();
    }
    // A second server (migrations, demo data, seven sign-ins) takes long on a busy PostgreSQL.
  }, 180_000);
});
