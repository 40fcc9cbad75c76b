// One production server (on a copy of the prepared demo data, see demoDataDir.ts) and one
// Chromium for an end-to-end test file: started before its tests, closed after them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/demo/demoDataSet';
import { launchBrowser } from '../../scripts/lib/browser';
import type { RunningServer } from '../../scripts/lib/productionServer';
import { DEMO_SERVER_SETUP_TIMEOUT_MS, startDemoServer } from './demoDataDir';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser context on the server, at a desktop size, and a page in it. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Signs in through the login form and waits for the user's landing page (Home; /vms for users
 * without a permission object); the session token it stored.
 */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  landing = '/home',
): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill(username);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`**${landing}`);
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

/**
 * A call to the API as the user whose session token is given, through the page's request context:
 * the JSON answer, or an error naming the call, its status and its body (never a silent non-2xx).
 */
export async function callApi<T>(
  page: Page,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (response.status() >= 300) {
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The screen's calls have answered and no loading indicator (busy box, 'Cargando' status) is left. */
export async function waitForLoaded(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      !Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
        /Cargando/.test(el.getAttribute('aria-label') ?? el.textContent ?? ''),
      ),
    undefined,
    { timeout, polling: 100 },
  );
}

/**
 * Waits until the screen is what a person would look at: its calls have answered, no loading
 * indicator is left, and every chart is drawn at the width of its box (charts redraw at a
 * debounced window width, so after a resize they catch up a moment later). A chart still drawn
 * at another width after `chartTimeout` fails, naming it.
 */
export async function waitForScreen(
  page: Page,
  { timeout = 20_000, chartTimeout = 5_000 } = {},
): Promise<void> {
  await waitForLoaded(page, timeout);
  const misdrawnCharts = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[_echarts_instance_]')).flatMap((host) => {
        const drawn = host.querySelector('svg')?.width.baseVal.value ?? 0;
        if (Math.abs(drawn - host.clientWidth) <= 1) return [];
        const name = host.closest('[aria-label]')?.getAttribute('aria-label') ?? 'a chart';
        return [`${name}: drawn ${drawn} px wide in a ${host.clientWidth} px box`];
      }),
    );
  const deadline = Date.now() + chartTimeout;
  let misdrawn = await misdrawnCharts();
  while (misdrawn.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    misdrawn = await misdrawnCharts();
  }
  if (misdrawn.length > 0) throw new Error(`charts not redrawn: ${misdrawn.join('; ')}`);
  await page.waitForLoadState('networkidle');
}

/**
 * `env` goes to the server on top of the defaults (flags a test's scenario needs); a function
 * is called just before the server starts (values known only then: a port, a time).
 */
export function startE2eSuite(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startDemoServer(typeof env === 'function' ? await env() : env);
    browser = await launchBrowser();
  }, DEMO_SERVER_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    async newPage() {
      const context = await started(browser, 'the browser').newContext({
        baseURL: started(server, 'the server').url,
        viewport: { width: 1400, height: 900 },
      });
      return { context, page: await context.newPage() };
    },
  };
}
