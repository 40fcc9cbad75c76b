// Two-step sign-in and open sessions end to end, in Chromium against the production build with
// the demo data. A user enrols an authenticator app from 'Mi perfil' (the test reads the key the
// screen shows instead of scanning the QR code, and computes codes with the otpauth library, as
// an app would), keeps the ten recovery codes, then signs in with the password and an app code,
// and with a recovery code; that recovery code a second time, and a wrong code, are refused with
// their Spanish message. 'Sesiones' lists the sessions, and ending another one signs that
// browser out: it lands on the login with the notice, and after signing in on the page it was on.
// The enrolment panel and the second step are photographed at a phone's and a laptop's width
// (/tmp/shots) and must not be wider than the window.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../../src/server/demo/demoDataSet';
import { signIn, startE2eSuite, waitForLoaded } from '../support/e2eSuite';
import { expectFitsWidth } from '../support/pageWidth';

const suite = startE2eSuite();
const SHOTS = '/tmp/shots';
fs.mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const WRONG_CODE = 'El código no es correcto';

/** Photographs the page at each width and checks that it (and an open dialog) fits. */
async function atEachWidth(page: Page, shot: string, dialog = false): Promise<void> {
  const before = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await waitForLoaded(page);
    // A dialog that just opened is still fading in.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await expectFitsWidth(page, `${shot} at ${size.width} px`);
    if (dialog)
      await expectFitsWidth(page, `${shot}'s dialog at ${size.width} px`, '[role="dialog"]');
    await page.screenshot({ path: path.join(SHOTS, `${shot}-${size.width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** The app's code `offsetSteps` time steps from now (an app a little ahead gives the next one). */
function appCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
}

/** The password step of the login form; the second step's form is then shown. */
async function password(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill(username);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByRole('form', { name: 'Código de verificación' }).waitFor();
}

async function secondStep(page: Page, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Código de verificación' });
  await form.getByRole('textbox', { name: 'Código', exact: true }).fill(code);
  await form.getByRole('button', { name: 'Verificar' }).click();
}

it('enrols from Mi perfil, then signs in with an app code and with a recovery code', async () => {
  const { page, context } = await suite.newPage();
  const user = 'editor@demo.surtidor.mx';
  try {
    await signIn(page, user);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await card.getByText('Desactivada').waitFor();
    await card.getByRole('button', { name: 'Activar' }).click();
    const proof = page.getByRole('dialog', { name: 'Confirma que eres tú' });
    await proof.getByLabel('Tu contraseña').fill(DEMO_PASSWORD);
    await proof.getByRole('button', { name: 'Continuar' }).click();

    const enrol = page.getByRole('dialog', { name: 'Configura tu app de autenticación' });
    await enrol.getByRole('img', { name: 'Código QR para tu app de autenticación' }).waitFor();
    const shownKey = await enrol.getByLabel('Clave secreta').textContent();
    const secret = (shownKey ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await atEachWidth(page, 'two-step-enrolment', true);
    // A wrong first code is refused in place; the right one turns it on.
    await enrol.getByRole('textbox', { name: 'Código', exact: true }).fill('000000');
    await enrol.getByRole('button', { name: 'Activar' }).click();
    await enrol.getByText(WRONG_CODE).waitFor();
    await enrol.getByRole('textbox', { name: 'Código', exact: true }).fill(appCode(secret));
    await enrol.getByRole('button', { name: 'Activar' }).click();

    const saved = page.getByRole('dialog', { name: 'Guarda tus códigos de recuperación' });
    const list = saved.getByRole('list', { name: 'Códigos de recuperación' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    await atEachWidth(page, 'two-step-recovery-codes', true);
    await saved.getByRole('button', { name: 'Listo' }).click();
    await card.getByText(/^Activada desde el/).waitFor();
    await card.getByText('Códigos de recuperación sin usar: 10').waitFor();

    // The password, then a code of the app: the one that enrolled is spent, the next step's is not.
    await signOut(page);
    await password(page, user);
    await atEachWidth(page, 'two-step-second-step');
    await secondStep(page, appCode(secret, 1));
    await page.waitForURL('**/home');

    // The password, then a recovery code: once.
    await signOut(page);
    await password(page, user);
    await secondStep(page, codes[0]!);
    await page.waitForURL('**/home');
    await signOut(page);
    await password(page, user);
    await secondStep(page, codes[0]!);
    const form = page.getByRole('form', { name: 'Código de verificación' });
    await page.getByText(WRONG_CODE).waitFor();
    // A wrong app code, the same message; the login is still at the second step.
    await secondStep(page, '123456');
    await page.getByText(WRONG_CODE).waitFor();
    expect(await form.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
    await secondStep(page, codes[1]!);
    await page.waitForURL('**/home');
    await page.goto('/profile');
    await card.getByText('Códigos de recuperación sin usar: 8').waitFor();
  } finally {
    await context.close();
  }
});

it("lists the sessions, and ending another one signs that browser out to its page's login", async () => {
  const user = 'bajio@demo.surtidor.mx';
  const mine = await suite.newPage();
  const other = await suite.newPage();
  try {
    await signIn(other.page, user);
    await other.page.goto('/files');
    await waitForLoaded(other.page);
    await signIn(mine.page, user);
    await mine.page.goto('/profile');
    const sessions = mine.page.getByRole('list', { name: 'Sesiones' });
    await sessions.getByText('Esta sesión').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: /^Cerrar la sesión de / }).click();
    await mine.page.getByText('Sesión cerrada').first().waitFor();
    await mine.page.getByText('No hay otras sesiones abiertas.').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(1);

    // The other browser's next call finds its session ended.
    await other.page.reload();
    await other.page.waitForURL('**/login');
    await other.page.getByText('Tu sesión terminó').waitFor();
    await other.page
      .getByText('Se cerró desde otro dispositivo o por un administrador.', { exact: false })
      .waitFor();
    await other.page.getByLabel('Usuario', { exact: false }).first().fill(user);
    await other.page.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
    await other.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await other.page.waitForURL('**/files');
  } finally {
    await mine.context.close();
    await other.context.close();
  }
});
