// Accessibility end to end: every screen a user can open (each route of the route table, the
// login, the new-password screen, the forbidden and not-found pages), in Chromium against the
// production build with the demo data, scanned with axe-core for WCAG 2 A and AA once its
// data has loaded. A serious or critical violation fails the test, listed readably.
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2eSuite, waitForLoaded } from '../support/e2eSuite';
import { routeTable } from '../../src/app/routes/routeTable';

const PASSWORD = 'Demo#2026!';
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const suite = startE2eSuite();

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

async function newPage(
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill(username);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/(home|new-password)$/);
}

/** The screen has loaded (waitForLoaded) and no animation is running. */
async function settle(page: Page): Promise<void> {
  await waitForLoaded(page);
  await page.waitForLoadState('networkidle');
  // A dialog fading in is half transparent: axe would measure the contrast mid-fade.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * axe's serious and critical violations on the current page. The script is evaluated through
 * the debugging protocol: the page's CSP (per-response nonces) refuses a script element.
 */
async function scan(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  }, WCAG_TAGS)) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `${where}: [${v.impact}] ${v.id}: ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Scans what is on screen now, naming it `where`. */
async function scanHere(page: Page, where: string, found: string[]): Promise<void> {
  await settle(page);
  const violations = await scan(page);
  if (violations.length > 0) found.push(describeViolations(where, violations));
}

/**
 * The button that adds an item ("Agregar gasolinera", "Agregar meta"…), wherever it is; not the
 * per-row ones that add one thing to another ("Agregar a …", "Agregar … al panel").
 */
const ADD_BUTTON = /^Agregar (?!a )(?!.* al panel$)/;

/**
 * Visits each path, waits for its data and collects what axe finds: the screen, each of its
 * other tabs, and the dialog of its add button when it has one.
 */
async function scanPaths(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await scanHere(page, path, found);
    const tabs = page.getByRole('tab', { selected: false });
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await scanHere(page, `${path} › ${name}`, found);
    }
    const add = page.getByRole('button', { name: ADD_BUTTON }).first();
    if ((await add.isVisible()) && (await add.isEnabled())) {
      const label = await add.innerText();
      const before = page.url();
      await add.click();
      // Some add buttons open a page of their own (a new panel): that page is scanned as a route.
      const opened = await Promise.race([
        page
          .getByRole('dialog')
          .first()
          .waitFor()
          .then(() => 'dialog' as const),
        page.waitForURL((url) => url.href !== before).then(() => 'page' as const),
      ]);
      if (opened === 'dialog') {
        await scanHere(page, `${path} › ${label}`, found);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').first().waitFor({ state: 'detached' });
      }
    }
  }
  return found;
}

/** A concrete URL for a route path: its parameters filled with a real or harmless value. */
function concrete(path: string, ids: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => ids[name] ?? '1');
}

async function firstStationId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.server.url}/api/gas_stations?items=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { items: { id: number }[] };
  return String(body.items[0]!.id);
}

it('the screens outside the session have no serious or critical violation', async () => {
  const { context, page } = await newPage();
  const open = routeTable.filter((route) => route.access.kind === 'open').map((r) => r.path);
  const found = await scanPaths(page, [
    ...open.map((path) => concrete(path, { token: 'enlace-de-prueba', stream: 'camara-1' })),
    '/esta-pagina-no-existe',
  ]);
  await context.close();
  expect(found.join('\n\n')).toBe('');
});

it('the new-password screen has no serious or critical violation', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'nuevo@demo.surtidor.mx');
  await page.waitForURL('**/new-password');
  const found = await scanPaths(page, ['/new-password']);
  await context.close();
  expect(found.join('\n\n')).toBe('');
});

it('every screen of the administrator has no serious or critical violation', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'admin@demo.surtidor.mx');
  const ids = { idGasStation: await firstStationId(page), pdfToken: 'token', localePdf: 'es' };
  const paths = routeTable
    .filter((route) => route.access.kind !== 'open' && route.access.kind !== 'provider')
    .filter((route) => route.path !== '/new-password')
    .map((route) => concrete(route.path, ids));
  const found = await scanPaths(page, paths);
  await context.close();
  expect(found.join('\n\n')).toBe('');
  // Every screen in one browser session (some 40 axe scans): with the end-to-end files two at a
  // time on two cores, it took over two minutes.
}, 300_000);

it('on a phone, the main screens and the menu drawer have no serious or critical violation', async () => {
  const { context, page } = await newPage({ width: 375, height: 740 });
  await signIn(page, 'admin@demo.surtidor.mx');
  const found = await scanPaths(page, ['/home', '/dashboard', '/files', '/gas-stations']);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation').first().waitFor();
  await scanHere(page, '/gas-stations › menu', found);
  await context.close();
  expect(found.join('\n\n')).toBe('');
});

it('a click anywhere in a sortable column header sorts, not only on its text', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'admin@demo.surtidor.mx');
  await page.goto('/files');
  await settle(page);
  const header = page.getByRole('columnheader', { name: /Últ\. actualización/ });
  const before = await header.getAttribute('aria-sort');
  const box = (await header.boundingBox())!;
  // The far corner of the cell, away from the label.
  await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
  await page.waitForFunction(
    (previous) =>
      Array.from(document.querySelectorAll('th')).some(
        (th) =>
          /Últ\. actualización/.test(th.textContent ?? '') &&
          th.getAttribute('aria-sort') !== previous,
      ),
    before,
  );
  await context.close();
});

it('the provider screens and the forbidden page have no serious or critical violation', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'proveedor@demo.surtidor.mx');
  const paths = routeTable
    .filter((route) => route.access.kind === 'provider')
    .map((route) => route.path);
  // A Proveedor may not open the settings: the guard shows the forbidden page.
  const found = await scanPaths(page, [...paths, '/settings']);
  await context.close();
  expect(found.join('\n\n')).toBe('');
});
