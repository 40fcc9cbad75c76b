// Users and their access: list and search, create (welcome mail), the 'email is already taken'
// refusal, the password rules, what an Editor may and may not grant, edit, delete, forwarding
// an invite with a temporary password (the next sign-in requires a new one), photos, gas users.
import fs from 'node:fs';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import { pngOf, multipartFile } from '../images';
import { startManagementServer, type ManagementServer } from '../managementServer';
import { until } from '../../../support/until';

let s: ManagementServer;
beforeAll(async () => {
  // The job runner sends the welcome mails createUser enqueues.
  s = await startManagementServer({ jobs: true });
});
afterAll(() => s.close());

const NO_FLAGS = { dashboard: false, files: false, vms: false, data: false, settings: false };
const NO_REPORTS = {
  weekly_executive: false,
  weekly_analytic: false,
  monthly: false,
  price: false,
  customer_behavior: false,
  traffic_sensitivity: false,
};

function userInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Elena Encargada',
    email: 'elena@gasolineras.mx',
    telephone: '4491234567',
    user_role_id: 2,
    customer_id: 1,
    gas_station_ids: [1, 2],
    permissions: { ...NO_FLAGS, dashboard: true, files: true },
    report_permissions: { ...NO_REPORTS, weekly_executive: true, price: true },
    password: 'Segura#2026',
    password_confirmation: 'Segura#2026',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, token = s.tokens.admin) {
  const res = await s.post('/api/user_profiles', userInput(overrides), token);
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; email: string };
}

const outbox = () => readOutbox(outboxDirOf(s.config));

/** The body of a quoted-printable mail part, as text. */
function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('GET /api/users', () => {
  it("gives administrators every user and Editors their customer's, never administrators", async () => {
    const admin = await s.get('/api/users', s.tokens.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().total).toBe(7);
    const editor = await s.get('/api/users', s.tokens.editor);
    expect(
      editor
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['editor', 'nuevo', 'sinpermisos', 'visor'].map((n) => `${n}@demo.surtidor.mx`));
    const bajio = await s.get('/api/users', s.tokens.bajio);
    expect(bajio.json().items.map((u: { email: string }) => u.email)).toEqual([
      'bajio@demo.surtidor.mx',
    ]);
  });

  it('describes each user: role, customer, stations, permissions, report permissions', async () => {
    const res = await s.get('/api/users?search=VALERIA', s.tokens.editor);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        email: 'visor@demo.surtidor.mx',
        role: { id: 3, name: 'Visor' },
        customer: { id: 1, name: 'Grupo Surtidor Demo' },
        permissions: { ...NO_FLAGS, dashboard: true, files: true },
        report_permissions: NO_REPORTS,
        invitation_pending: false,
      }),
    ]);
    expect(res.json().items[0].gas_stations).toHaveLength(5);
  });

  it('is refused without the settings permission or with the Visor role', async () => {
    expect((await s.get('/api/users', s.tokens.visor)).statusCode).toBe(403);
    expect((await s.get('/api/users', s.tokens.sinpermisos)).statusCode).toBe(403);
    expect((await s.get('/api/users', s.tokens.proveedor)).statusCode).toBe(403);
  });
});

describe('POST /api/user_profiles', () => {
  it('creates a user with their access and e-mails a welcome without any password', async () => {
    const res = await s.post('/api/user_profiles', userInput(), s.tokens.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Elena Encargada',
      username: 'elena',
      telephone: '4491234567',
      role: { id: 2, name: 'Editor' },
      customer: { id: 1 },
      gas_stations: [{ id: 2 }, { id: 1 }].map(expect.objectContaining),
      report_permissions: { ...NO_REPORTS, weekly_executive: true, price: true },
    });
    // The welcome goes by a job, once the user exists.
    const mail = await until(
      async () => (await outbox()).find((m) => m.to.includes('elena@gasolineras.mx')),
      { what: 'the welcome mail' },
    );
    expect(
      (await s.get(`/api/users/${res.json().id}`, s.tokens.admin)).json().last_invited_at,
    ).not.toBeNull();
    expect(mail.subject).toBe('Bienvenido a Surtidor');
    const eml = fs.readFileSync(`${outboxDirOf(s.config)}/${mail.eml}`, 'utf8');
    expect(eml).toContain('https://surtidor.example/login');
    expect(eml).not.toContain('Segura#2026');
    // The new user signs in and reaches exactly those stations.
    const token = await s.login('elena@gasolineras.mx', 'Segura#2026');
    const stations = await s.get('/api/gas_stations', token);
    expect(
      stations
        .json()
        .items.map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([1, 2]);
    await s.delete(`/api/users/${res.json().id}`, s.tokens.admin);
  });

  it("refuses an e-mail in use with the spec's message on body.email, whatever its case", async () => {
    const res = await s.post(
      '/api/user_profiles',
      userInput({ email: 'EDITOR@demo.surtidor.mx' }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Ocurrió un error o el correo ya está registrado',
      code: 'email_taken',
      errors: [
        {
          field: 'body.email',
          rule: 'unique',
          message: 'Ocurrió un error o el correo ya está registrado',
        },
      ],
      request_id: expect.any(String),
    });
  });

  it('checks the form rules: e-mail, 10-digit telephone, password strength and confirmation', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'no-es-correo' }, 'body.email', 'format'],
      [{ telephone: '44912345' }, 'body.telephone', 'pattern'],
      [{ telephone: '44912345678' }, 'body.telephone', 'pattern'],
      [{ password: 'debil', password_confirmation: 'debil' }, 'body.password', 'minLength'],
      [
        { password: 'sinmayusculas1#', password_confirmation: 'sinmayusculas1#' },
        'body.password',
        'strength',
      ],
      [{ password_confirmation: 'Otra#2026x' }, 'body.password_confirmation', 'match'],
      [{ user_role_id: 4 }, 'body.user_role_id', 'enum'],
      [{ customer_id: null }, 'body.customer_id', 'required'],
      [{ gas_station_ids: [6] }, 'body.gas_station_ids', 'customer'],
    ];
    for (const [overrides, field, rule] of cases) {
      const res = await s.post('/api/user_profiles', userInput(overrides), s.tokens.admin);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, rule }));
    }
    const weak = await s.post(
      '/api/user_profiles',
      userInput({ password: 'sinmayusculas1#', password_confirmation: 'x' }),
      s.tokens.admin,
    );
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      'Las contraseñas no coinciden',
    ]);
    const count = await s.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(7);
  });

  it('lets an Editor create users only for their customer, stations and the Editor/Visor roles', async () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ user_role_id: 1 }, 'No puedes asignar el rol Admin'],
      [{ customer_id: 2, gas_station_ids: [] }, 'No puedes asignar usuarios a otro cliente'],
      [{ gas_station_ids: [6] }, 'Una gasolinera elegida no es del cliente'],
    ];
    for (const [overrides, message] of refused) {
      const res = await s.post(
        '/api/user_profiles',
        userInput({ customer_id: null, ...overrides }),
        s.tokens.editor,
      );
      expect([message, res.statusCode]).toEqual([message, 400]);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const created = await create(
      { customer_id: null, user_role_id: 3, email: 'vero@gasolineras.mx' },
      s.tokens.editor,
    );
    const detail = await s.get(`/api/users/${created.id}`, s.tokens.editor);
    expect(detail.json()).toMatchObject({ customer: { id: 1 }, role: { name: 'Visor' } });
    expect((await s.get(`/api/users/${created.id}`, s.tokens.bajio)).statusCode).toBe(404);
    await s.delete(`/api/users/${created.id}`, s.tokens.editor);
  });

  it('keeps an Editor to the stations they reach themselves', async () => {
    await s.db
      .deleteFrom('user_gas_stations')
      .where('user_id', '=', 2)
      .where('gas_station_id', '=', 5)
      .execute();
    const res = await s.post(
      '/api/user_profiles',
      userInput({ customer_id: null, gas_station_ids: [5] }),
      s.tokens.editor,
    );
    expect(res.json().errors[0]).toMatchObject({ field: 'body.gas_station_ids', rule: 'access' });
    await s.db.insertInto('user_gas_stations').values({ user_id: 2, gas_station_id: 5 }).execute();
  });
});

describe('PUT and DELETE /api/users/{id}', () => {
  it('replaces the access; a new password ends the sessions that knew the old one', async () => {
    const created = await create({ email: 'mario@gasolineras.mx' });
    const token = await s.login('mario@gasolineras.mx', 'Segura#2026');
    const res = await s.put(
      `/api/users/${created.id}`,
      userInput({
        email: 'mario@gasolineras.mx',
        name: 'Mario Ruiz',
        user_role_id: 3,
        gas_station_ids: [3],
        telephone: null,
        password: 'Nueva#2026x',
        password_confirmation: 'Nueva#2026x',
      }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Mario Ruiz',
      telephone: null,
      role: { name: 'Visor' },
      gas_stations: [{ id: 3 }],
    });
    expect((await s.get('/api/user_profile', token)).statusCode).toBe(401);
    await s.login('mario@gasolineras.mx', 'Nueva#2026x');

    const same = await s.put(
      `/api/users/${created.id}`,
      userInput({ email: 'visor@demo.surtidor.mx' }),
      s.tokens.admin,
    );
    expect(same.statusCode).toBe(409);
    expect((await s.put('/api/users/9999', userInput(), s.tokens.admin)).statusCode).toBe(404);

    expect((await s.delete(`/api/users/${created.id}`, s.tokens.bajio)).statusCode).toBe(404);
    expect((await s.delete(`/api/users/${created.id}`, s.tokens.admin)).statusCode).toBe(204);
    expect((await s.get(`/api/users/${created.id}`, s.tokens.admin)).statusCode).toBe(404);
  });

  it("refuses to delete oneself or change one's own role", async () => {
    const own = await s.delete('/api/users/2', s.tokens.editor);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('No puedes eliminar tu propio usuario');
    const role = await s.put(
      '/api/users/2',
      userInput({
        email: 'editor@demo.surtidor.mx',
        user_role_id: 3,
        customer_id: null,
        password: undefined,
        password_confirmation: undefined,
      }),
      s.tokens.editor,
    );
    expect(role.json().errors[0]).toMatchObject({
      field: 'body.user_role_id',
      message: 'No puedes cambiar tu propio rol',
    });
  });

  it('never lets an Editor touch an administrator', async () => {
    expect((await s.get('/api/users/1', s.tokens.editor)).statusCode).toBe(404);
    expect((await s.delete('/api/users/1', s.tokens.editor)).statusCode).toBe(404);
  });
});

describe('POST /api/users/{id}/forwarding_invite', () => {
  it('mails a temporary password that works once and requires a new one', async () => {
    const created = await create({ email: 'rosa@gasolineras.mx' });
    const old = await s.login('rosa@gasolineras.mx', 'Segura#2026');
    const res = await s.post(
      `/api/users/${created.id}/forwarding_invite`,
      undefined,
      s.tokens.editor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Invitación enviada correctamente',
      sent_to: 'rosa@gasolineras.mx',
    });
    expect((await s.get('/api/user_profile', old)).statusCode).toBe(401);

    const mail = (await outbox()).filter((m) => m.to.includes('rosa@gasolineras.mx')).pop()!;
    expect(mail.subject).toBe('Tu invitación a Surtidor');
    const eml = decodeQuotedPrintable(
      fs.readFileSync(`${outboxDirOf(s.config)}/${mail.eml}`, 'utf8'),
    );
    expect(eml).toContain('te reenvió tu invitación');
    const password = /^ {4}(\S{20})$/m.exec(eml)![1]!;
    const login = await s.post('/api/login', { username: 'rosa@gasolineras.mx', password });
    expect(login.json().first_login).toBe(true);
    expect(eml).toContain('Vale 72 horas');
    const { expires } = await s.db
      .selectFrom('users')
      .select('temporary_password_expires_at as expires')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect((expires!.getTime() - Date.now()) / 3_600_000).toBeCloseTo(72, 1);
    // After 72 hours the temporary password no longer signs in, and login says why.
    await s.db
      .updateTable('users')
      .set({ temporary_password_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', created.id)
      .execute();
    const expired = await s.post('/api/login', { username: 'rosa@gasolineras.mx', password });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message:
        'Tu contraseña temporal expiró. Pide a tu administrador que te reenvíe la invitación.',
      code: 'temporary_password_expired',
      request_id: expect.any(String),
    });
    // A wrong password is still just a wrong password (the expiry is told only to its holder).
    const wrong = await s.post('/api/login', {
      username: 'rosa@gasolineras.mx',
      password: 'Otra#2026x',
    });
    expect(wrong.json().code).toBe('invalid_credentials');
    const detail = await s.get(`/api/users/${created.id}`, s.tokens.admin);
    expect(detail.json().invitation_pending).toBe(true);
    expect(
      (await s.post(`/api/users/${created.id}/forwarding_invite`, undefined, s.tokens.bajio))
        .statusCode,
    ).toBe(404);
  });

  it('changes nothing when the mail server does not answer', async () => {
    const broken = await startManagementServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await broken.post(
        '/api/users/3/forwarding_invite',
        undefined,
        broken.tokens.admin,
      );
      expect(res.statusCode).toBe(502);
      await broken.login('visor@demo.surtidor.mx');
    } finally {
      await broken.close();
    }
  });
});

describe('user photos and gas users', () => {
  it('sets and removes a 300x300 photo', async () => {
    const { payload, headers } = multipartFile(pngOf(300, 300));
    const res = await s.inject({
      method: 'PUT',
      url: '/api/users/3/photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${s.tokens.editor}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_picture_url).toMatch(/^\/api\/photos\//);
    const bad = multipartFile(pngOf(200, 200));
    const refused = await s.inject({
      method: 'PUT',
      url: '/api/users/3/photo',
      payload: bad.payload,
      headers: { ...bad.headers, authorization: `Bearer ${s.tokens.editor}` },
    });
    expect(refused.json().message).toBe('La foto debe medir 300x300 px');
    expect(
      (await s.delete('/api/users/3/photo', s.tokens.editor)).json().profile_picture_url,
    ).toBeNull();
  });

  it('lists every user with e-mail and stations for administrators only', async () => {
    const res = await s.get('/api/gas_users?search=bajio', s.tokens.admin);
    expect(res.json()).toEqual({
      items: [
        {
          id: 7,
          name: 'Bruno del Bajío',
          email: 'bajio@demo.surtidor.mx',
          role: 'Editor',
          gas_stations: [{ id: 6, name: expect.any(String) }],
        },
      ],
      total: 1,
    });
    expect((await s.get('/api/gas_users', s.tokens.editor)).statusCode).toBe(403);
  });
});
