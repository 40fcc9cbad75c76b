// The foundation end to end, in Chromium against the production server with the demo data:
// each demo account signs in and sees exactly its screens; wrong password; 404; sign-out;
// an expired session goes back to /login; the first-login new-password flow.
import type { BrowserContext, Page } from 'playwright-core';
import { startE2eSuite } from '../support/e2eSuite';

const PASSWORD = 'Demo#2026!';
const suite = startE2eSuite();

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill(username);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Side-menu labels of every guarded area, as the Spanish catalogue writes them. */
const MENU = {
  home: 'Global',
  alerts: 'Alertas',
  dashboard: 'Dashboard',
  files: 'Reportes',
  data: 'Datos',
  price: 'Precio',
  weekly: 'Semanal',
  monthly: 'Mensual',
  vms: 'VMS',
  settings: 'Configuración',
  users: 'Usuarios',
  changePassword: 'Cambiar contraseña',
  metrics: 'Métricas',
  goals: 'Metas',
  gasStations: 'Gasolineras',
  cameras: 'Cámaras',
  assets: 'Activos',
  gasUsers: 'Usuarios gas',
  ticketsUpload: 'Carga de tickets',
  volumetricSuppliers: 'Proveedores volumétricos',
  jobs: 'Tareas programadas',
  providerCustomers: 'Clientes',
  alertRules: 'Reglas de alerta',
  compliance: 'Controles volumétricos',
  sso: 'Inicio de sesión único',
  audit: 'Auditoría',
} as const;
type Area = keyof typeof MENU;

const PATHS: Record<Area, string> = {
  home: '/home',
  alerts: '/alerts',
  dashboard: '/dashboard',
  files: '/files',
  data: '/data',
  price: '/price',
  weekly: '/reports/weekly',
  monthly: '/reports/monthly',
  vms: '/vms',
  settings: '/settings',
  users: '/settings?tab=users',
  changePassword: '/profile?section=password',
  metrics: '/metrics',
  goals: '/goals',
  gasStations: '/gas-stations',
  cameras: '/cameras',
  assets: '/assets',
  gasUsers: '/gas_users',
  ticketsUpload: '/tickets_upload',
  volumetricSuppliers: '/volumetric-suppliers',
  jobs: '/jobs',
  providerCustomers: '/provider/customers',
  alertRules: '/alert-rules',
  compliance: '/compliance',
  sso: '/settings/sso',
  audit: '/audit',
};

const ALL = Object.keys(MENU) as Area[];
const ADMIN_ONLY: Area[] = [
  'metrics',
  'goals',
  'gasStations',
  'cameras',
  'assets',
  'gasUsers',
  'ticketsUpload',
  'volumetricSuppliers',
  'jobs',
  'compliance',
  'sso',
];
const PROVIDER_ONLY: Area[] = ['providerCustomers'];
const EXPECTED: Record<string, Area[]> = {
  'admin@demo.surtidor.mx': ALL.filter((a) => !PROVIDER_ONLY.includes(a)),
  'editor@demo.surtidor.mx': ALL.filter(
    (a) => !ADMIN_ONLY.includes(a) && !PROVIDER_ONLY.includes(a),
  ),
  // Auditoría: an Editor with the settings flag reads the records of the own customer.
  // Semanal and Mensual need the data flag, like their report documents on the server.
  // Alertas and Reglas de alerta need a flag that shows some alert kind (dashboard or settings):
  // the server shows only the alerts and rules of the stations and kinds they see.
  'visor@demo.surtidor.mx': [
    'home',
    'alerts',
    'dashboard',
    'files',
    'price',
    'alertRules',
    'changePassword',
  ],
  'sinpermisos@demo.surtidor.mx': ['home', 'price', 'vms', 'changePassword'],
  'proveedor@demo.surtidor.mx': [
    'home',
    'alerts',
    'dashboard',
    'price',
    'providerCustomers',
    'alertRules',
    'changePassword',
  ],
};

async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

describe('each demo account sees exactly its screens', () => {
  for (const [account, allowed] of Object.entries(EXPECTED)) {
    it(account, async () => {
      const { context, page } = await newPage();
      await signIn(page, account);
      // Users with no permission object land on VMS; everybody else on home.
      await page.waitForURL(account.startsWith('sinpermisos@') ? '**/vms' : '**/home');
      const labels = await menuLabels(page);
      expect([...labels].sort()).toEqual(allowed.map((area) => MENU[area]).sort());
      for (const area of ALL) {
        await page.goto(PATHS[area]);
        const forbidden = page.getByText('No tienes acceso a esta sección');
        if (allowed.includes(area)) {
          await expect(forbidden.count()).resolves.toBe(0);
          await page.getByRole('navigation').first().waitFor();
        } else {
          await forbidden.waitFor();
        }
      }
      await context.close();
    });
  }
});

it('the metrics list shows the 11 names', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'admin@demo.surtidor.mx');
  await page.waitForURL('**/home');
  await page.goto('/metrics');
  await page.getByText('Inmediatez (segundos)', { exact: true }).waitFor();
  await page
    .getByRole('combobox')
    .or(page.getByLabel('Filas por página:'))
    .first()
    .waitFor()
    .catch(() => undefined);
  const body = await page.locator('main').innerText();
  for (const name of [
    'Inmediatez (segundos)',
    'Atención Oportuna (porcentaje)',
    'Tiempo de Servicio (segundos)',
    'Conversión (porcentaje)',
    'Clientes Frecuentes (porcentaje)',
    'Inmediatez (segundos) (gas)',
    'Atención Oportuna (porcentaje) (gas)',
    'Tiempo de Servicio (segundos) (gas)',
    'Inmediatez (segundos) (diesel)',
    'Atención Oportuna (porcentaje) (diesel)',
  ]) {
    expect(body).toContain(name);
  }
  await context.close();
});

it('a wrong password shows the Spanish message and keeps the user on /login', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'editor@demo.surtidor.mx', 'incorrecta');
  await page.getByText('Usuario o contraseña incorrecta').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

it('an unknown route shows the not-found page', async () => {
  const { context, page } = await newPage();
  await page.goto('/esto-no-existe');
  await page.getByText('Ups, esta página no existe').waitFor();
  await context.close();
});

it('a visitor without session is sent to /login, replacing the history entry', async () => {
  const { context, page } = await newPage();
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  // about:blank, then /dashboard replaced by /login: a redirect that pushed would make it 3.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe('/dashboard');
  await context.close();
});

it('signing out forgets the session', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'editor@demo.surtidor.mx');
  await page.waitForURL('**/home');
  await page
    .getByRole('button', { name: /menú de usuario|cuenta|perfil/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/home');
  await page.waitForURL('**/login');
  await context.close();
});

it('a 401 from the API removes the stored token and goes to /login', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'editor@demo.surtidor.mx');
  await page.waitForURL('**/home');
  // The server revokes the session (as after a password change elsewhere).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await fetch(`${suite.server.url}/api/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  await page.goto('/home');
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

it('a first login must set a new password, then lands on /vms with a full page load', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'nuevo@demo.surtidor.mx');
  await page.waitForURL('**/new-password');
  await page.getByText('Nueva contraseña', { exact: true }).first().waitFor();
  const save = page.getByRole('button', { name: 'Guardar e iniciar sesión' });
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill('debil');
  expect(await save.isDisabled()).toBe(true);
  await fields.nth(0).fill('Surtidor#2027');
  await fields.nth(1).fill('Surtidor#2026');
  await page.getByText('Las contraseñas no coinciden').waitFor();
  await fields.nth(1).fill('Surtidor#2027');
  await save.click();
  await page.waitForURL('**/vms');
  expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).toBe('false');
  await page.getByRole('navigation').first().waitFor();
  await context.close();
  // The new password works and the flow is not asked again.
  const second = await newPage();
  await signIn(second.page, 'nuevo@demo.surtidor.mx', 'Surtidor#2027');
  await second.page.waitForURL('**/home');
  await second.context.close();
});

it('the app runs under its Content-Security-Policy: styled, with no violation', async () => {
  const { context, page } = await newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  const submit = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
  await submit.waitFor();
  // styled-components' rules applied: the primary button has the theme's strong teal.
  const background = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(43, 109, 118)');
  await signIn(page, 'admin@demo.surtidor.mx');
  await page.waitForURL('**/home');
  await page.goto('/metrics');
  await page.getByText('Inmediatez (segundos)', { exact: true }).waitFor();
  expect(violations).toEqual([]);
  await context.close();
});
