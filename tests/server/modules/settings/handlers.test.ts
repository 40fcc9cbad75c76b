// Settings: the company profile (own customer; administrators name one), its picture, the
// user's report configurations with their report permissions, and the provider token.
import { hashToken } from '@/server/access/tokens';
import { multipartFile, pngOf } from '../images';
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  legal_name: 'Grupo Surtidor Demo S.A. de C.V.',
  rfc: 'GSD200101AA1',
  address: 'Av. Universidad 1001',
  city: 'Aguascalientes',
  state: 'Aguascalientes',
  postal_code: '20100',
  contact_name: 'Laura Gómez',
  contact_job_title: 'Gerente de operaciones',
  contact_email: 'laura@grupo.mx',
  contact_phone: '4491112233',
  invoice_email: 'facturas@grupo.mx',
  cfdi_use: 'G03',
  tax_regime: '601',
  ...overrides,
});

describe('company profile', () => {
  it("reads and saves the editor's own customer", async () => {
    const read = await s.get('/api/company_profile', s.tokens.editor);
    expect(read.json()).toMatchObject({ id: 1, name: 'Grupo Surtidor Demo', rfc: 'GSD200101AA1' });
    const saved = await s.put('/api/company_profile', profile(), s.tokens.editor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contact_job_title: 'Gerente de operaciones',
      invoice_email: 'facturas@grupo.mx',
      cfdi_use: 'G03',
      postal_code: '20100',
    });
    expect(
      (await s.get('/api/company_profile?customer_id=1', s.tokens.admin)).json().contact_name,
    ).toBe('Laura Gómez');
  });

  it('keeps each user to their own customer; administrators name one', async () => {
    expect((await s.get('/api/company_profile?customer_id=2', s.tokens.editor)).statusCode).toBe(
      403,
    );
    expect((await s.get('/api/company_profile', s.tokens.admin)).json().errors[0]).toMatchObject({
      field: 'query.customer_id',
    });
    expect((await s.get('/api/company_profile?customer_id=2', s.tokens.admin)).json().name).toBe(
      'Combustibles del Bajío',
    );
    expect((await s.get('/api/company_profile?customer_id=99', s.tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await s.put('/api/company_profile', profile(), s.tokens.visor)).statusCode).toBe(403);
    expect((await s.get('/api/company_profile', s.tokens.sinpermisos)).statusCode).toBe(403);
  });

  it('refuses bad fields and a legal name another customer has', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rfc: 'XYZ' }, 'body.rfc'],
      [{ postal_code: '2010' }, 'body.postal_code'],
      [{ contact_email: 'laura' }, 'body.contact_email'],
      [{ contact_phone: '449111' }, 'body.contact_phone'],
      [{ legal_name: '' }, 'body.legal_name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await s.put('/api/company_profile', profile(overrides), s.tokens.editor);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors[0].field).toBe(field);
    }
    const taken = await s.put(
      '/api/company_profile',
      profile({ legal_name: 'Combustibles del Bajío Demo S.A. de C.V.' }),
      s.tokens.editor,
    );
    expect(taken.statusCode).toBe(409);
  });

  it('sets a 300x300 company picture', async () => {
    const { payload, headers } = multipartFile(pngOf(300, 300));
    const res = await s.inject({
      method: 'PUT',
      url: '/api/company_profile/picture',
      payload,
      headers: { ...headers, authorization: `Bearer ${s.tokens.editor}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().picture_url).toMatch(/^\/api\/photos\//);
  });
});

describe('user report configurations', () => {
  it('lists the eight types, allowing those the user has permission for', async () => {
    // The demo gives the editor weekly executive, monthly and price.
    const res = await s.get('/api/user_reports_configurations', s.tokens.editor);
    const allowed = Object.fromEntries(
      res
        .json()
        .items.map((c: { report_type: string; allowed: boolean }) => [c.report_type, c.allowed]),
    );
    expect(allowed).toEqual({
      weekly: true,
      weekly_executive: true,
      weekly_analytic: false,
      monthly: true,
      traffic_sensitivity: false,
      customer_behavior: false,
      price: true,
      daily: true,
    });
  });

  it("turns on a permitted report, refuses one without permission with 'Permiso no encontrado'", async () => {
    const items = (await s.get('/api/user_reports_configurations', s.tokens.editor)).json().items;
    const byType = Object.fromEntries(
      items.map((c: { report_type: string; id: number }) => [c.report_type, c.id]),
    );
    const body = {
      enabled: true,
      periodicity: 'monthly',
      day_of_month: 5,
      send_time: '09:15',
      channel: 'email',
      contact_ids: [],
    };
    const ok = await s.put(
      `/api/user_reports_configurations/${byType.monthly}`,
      body,
      s.tokens.editor,
    );
    expect(ok.json()).toMatchObject({ enabled: true, day_of_month: 5, send_time: '09:15' });
    const refused = await s.put(
      `/api/user_reports_configurations/${byType.traffic_sensitivity}`,
      body,
      s.tokens.editor,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Permiso no encontrado');
    const off = await s.put(
      `/api/user_reports_configurations/${byType.traffic_sensitivity}`,
      { ...body, enabled: false },
      s.tokens.editor,
    );
    expect(off.statusCode).toBe(200);
    expect(
      (await s.put(`/api/user_reports_configurations/${byType.monthly}`, body, s.tokens.bajio))
        .statusCode,
    ).toBe(404);
  });
});

describe('provider token', () => {
  it('is generated once, shown once, stored hashed, and replaces the previous one', async () => {
    expect((await s.get('/api/provider_token', s.tokens.editor)).json()).toEqual({
      exists: false,
      last4: null,
      created_at: null,
    });
    const first = (await s.put('/api/generate_surtidor_token', undefined, s.tokens.editor)).json();
    expect(first.token).toMatch(/^sur_[A-Za-z0-9_-]{43}$/);
    const state = (await s.get('/api/provider_token', s.tokens.editor)).json();
    expect(state).toMatchObject({ exists: true, last4: first.token.slice(-4) });
    expect(JSON.stringify(state)).not.toContain(first.token);
    const second = (await s.put('/api/generate_surtidor_token', undefined, s.tokens.editor)).json();
    const rows = await s.db
      .selectFrom('api_tokens')
      .select(['token_hash', 'revoked_at'])
      .where('customer_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.token_hash, r.revoked_at === null])).toEqual([
      [hashToken(first.token), false],
      [hashToken(second.token), true],
    ]);
  });

  it("refuses users who may not, with the spec's words", async () => {
    await s.db
      .updateTable('user_permissions')
      .set({ settings: true })
      .where('user_id', '=', 3)
      .execute();
    const visor = await s.login('visor@demo.surtidor.mx');
    const res = await s.put('/api/generate_surtidor_token', undefined, visor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No Tienes Permisos Para Realizar Esta Acción');
    expect(
      (await s.put('/api/generate_surtidor_token', undefined, s.tokens.sinpermisos)).statusCode,
    ).toBe(403);
  });
});
