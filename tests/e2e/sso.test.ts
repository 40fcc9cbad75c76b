// Single sign-on end to end, in Chromium against the production build with the demo data and the
// local OpenID Connect provider (tests/support/oidcProviderProcess.mjs, oidc-provider on
// 127.0.0.1, whose development login form takes any e-mail). An administrator adds the provider
// (through the API); the login screen then shows its button, and signing in through it lands on
// the app; a user with two-step sign-in passes the same second step after the provider as after
// a password, back to the page asked for; an e-mail with no account comes back to the login with
// the Spanish refusal. The login with the provider's button is photographed at a phone's and a
// laptop's width (/tmp/shots) and must not be wider than the window.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../../src/server/demo/demoDataSet';
import { callApi, signIn, startE2eSuite, waitForLoaded } from '../support/e2eSuite';
import {
  OIDC_CLIENT_SECRET,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../support/localOidcProvider';
import { expectFitsWidth } from '../support/pageWidth';

// The provider is on 127.0.0.1 over plain http: allowed only with the test-only flag.
const suite = startE2eSuite({ CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' });
const SHOTS = '/tmp/shots';
fs.mkdirSync(SHOTS, { recursive: true });
const PROVIDER = 'Empresa Demo';

let idp: LocalOidcProvider;

beforeAll(async () => {
  // Started once the server is (its address is the callback to register).
  idp = await startLocalOidcProvider([`${suite.server.url}/sso/callback`]);
  const { page, context } = await suite.newPage();
  try {
    const token = await signIn(page, 'admin@demo.surtidor.mx');
    await callApi(page, token, 'POST', '/api/sso_providers', {
      name: PROVIDER,
      issuer_url: idp.issuer,
      client_id: 'surtidor',
      client_secret: OIDC_CLIENT_SECRET,
    });
  } finally {
    await context.close();
  }
}, 60_000);

afterAll(async () => {
  await idp?.close();
});

/** From the login screen through the provider's button and its login form, as `email`. */
async function throughProvider(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: `Iniciar sesión con ${PROVIDER}` }).click();
  await page.waitForURL((url) => url.href.startsWith(idp.issuer));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.locator('button[type="submit"]').click();
}

it("shows the provider's button on the login, and signs in through it", async () => {
  const { page, context } = await suite.newPage();
  try {
    await page.goto('/login');
    const button = page.getByRole('button', { name: `Iniciar sesión con ${PROVIDER}` });
    await button.waitFor();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await waitForLoaded(page);
      await expectFitsWidth(page, `login with single sign-on at ${size.width} px`);
      await page.screenshot({ path: path.join(SHOTS, `sso-login-${size.width}.png`) });
    }
    await throughProvider(page, 'visor@demo.surtidor.mx');
    await page.waitForURL('**/home');
    const profile = await callApi<{ email: string }>(
      page,
      (await page.evaluate(() => localStorage.getItem('token'))) ?? '',
      'GET',
      '/api/user_profile',
    );
    expect(profile.email).toBe('visor@demo.surtidor.mx');
  } finally {
    await context.close();
  }
});

it('asks a user with two-step sign-in for the code after the provider, then opens the page asked for', async () => {
  const { page, context } = await suite.newPage();
  const user = 'editor@demo.surtidor.mx';
  try {
    // Enrolled through the API (the profile's screens are the two-step test's).
    const token = await signIn(page, user);
    const { secret } = await callApi<{ secret: string }>(
      page,
      token,
      'POST',
      '/api/two_step/enrolment',
      { password: DEMO_PASSWORD },
    );
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
    await callApi(page, token, 'POST', '/api/two_step/enrolment/confirm', {
      code: totp.generate(),
    });
    const out = await page.request.post('/api/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status()).toBe(204);
    await page.evaluate(() => localStorage.clear());

    // Turned away from /files to the login, then through the provider.
    await page.goto('/files');
    await page.waitForURL('**/login');
    await throughProvider(page, user);
    const form = page.getByRole('form', { name: 'Código de verificación' });
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Código', exact: true }).fill('000000');
    await form.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('El código no es correcto').waitFor();
    // The next step's code: the one that enrolled is spent.
    await form
      .getByRole('textbox', { name: 'Código', exact: true })
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await form.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/files');
  } finally {
    await context.close();
  }
});

it('comes back to the login with the refusal for an e-mail with no account', async () => {
  const { page, context } = await suite.newPage();
  try {
    await page.goto('/login');
    await throughProvider(page, 'nadie@ejemplo.mx');
    await page.waitForURL('**/login');
    await page
      .getByText(
        'No hay una cuenta de Surtidor con tu correo. Pide a tu administrador que te dé de alta.',
      )
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  } finally {
    await context.close();
  }
});
