// Per-route bundle budgets: Chromium opens each route on a fresh cache against the production
// build and records every JavaScript and CSS file it downloads; their gzip sizes are summed
// and compared with scripts/sizeBudgets.json. `npm run size` prints the table. The login page,
// the first one anybody sees, is also checked for what it must not download.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { routeTable } from '@/app/routes/routeTable';
import { launchBrowser } from '../../scripts/lib/browser';
import { buildDir, projectRoot, type RunningServer } from '../../scripts/lib/productionServer';
import { DEMO_SERVER_SETUP_TIMEOUT_MS, startDemoServer } from '../support/demoDataDir';

const budgets = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'scripts/sizeBudgets.json'), 'utf8'),
) as { default: number; routes: Record<string, number> };
const clientDir = path.join(buildDir, 'client');

let server: RunningServer;
let browser: Browser;
let session: { token: string; profile: unknown };

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.surtidor.mx', password: 'Demo#2026!' }),
  });
  session = (await response.json()) as { token: string; profile: unknown };
}, DEMO_SERVER_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Every route shares most of its files: each is compressed once.
const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
};

async function firstVisit(
  routePath: string,
  signedIn: boolean,
  { language, heading }: { language?: 'es' | 'en'; heading?: string } = {},
): Promise<{ kb: number; files: number; assets: string[]; headings: string[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  if (language) {
    await context.addInitScript((stored) => localStorage.setItem('language', stored), language);
  }
  if (signedIn) {
    await context.addInitScript(
      ([token, profile]) => {
        localStorage.setItem('token', token as string);
        localStorage.setItem('profile', profile as string);
      },
      [session.token, JSON.stringify(session.profile)],
    );
  }
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(routePath, { waitUntil: 'networkidle' });
  if (heading) await page.getByRole('heading', { name: heading }).waitFor();
  const headings = await page.getByRole('heading').allTextContents();
  await context.close();
  let bytes = 0;
  for (const asset of assets) bytes += gzipSize(path.join(clientDir, asset));
  return { kb: bytes / 1024, files: assets.size, assets: [...assets], headings };
}

/** The npm packages bundled into a JavaScript asset, read from its source map. */
function packagesIn(asset: string): string[] {
  const map = JSON.parse(fs.readFileSync(path.join(clientDir, `${asset}.map`), 'utf8')) as {
    sources: string[];
  };
  const names = map.sources.map(
    (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? null,
  );
  return [...new Set(names.filter((name): name is string => name !== null))];
}

it('every route stays within its first-visit budget', async () => {
  const concrete = (p: string) => p.replace(/:[^/]+/g, '1');
  const rows: { route: string; kb: number; files: number; budget: number }[] = [];
  for (const route of routeTable) {
    const routePath = concrete(route.path);
    const signedIn = route.access.kind !== 'open';
    const { kb, files } = await firstVisit(routePath, signedIn);
    rows.push({
      route: route.path,
      kb,
      files,
      budget: budgets.routes[route.path] ?? budgets.default,
    });
  }
  console.info(
    [
      'route                                         gzip KB  files  budget',
      ...rows.map(
        (r) =>
          `${r.route.padEnd(46)}${r.kb.toFixed(1).padStart(7)}${String(r.files).padStart(7)}${String(r.budget).padStart(8)}`,
      ),
    ].join('\n'),
  );
  expect(rows.filter((r) => r.kb > r.budget)).toEqual([]);
  expect(rows.every((r) => r.files > 0)).toBe(true);
}, 300_000); // some 45 routes, each in a fresh browser context

const cataloguesOf = (assets: string[]) =>
  assets
    .map((asset) => /\/i18n-(\w+)-(\w+)-json\./.exec(asset))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}/${match[2]}`)
    .sort();

// Its own: the sign-in's (single sign-on's buttons and strings load only once a provider is on).
it('the login page downloads only its own strings and none of the heavy libraries', async () => {
  for (const routePath of ['/', '/login']) {
    const { assets, headings } = await firstVisit(routePath, false, {
      heading: 'Iniciar sesión',
    });
    expect(headings).toContain('Iniciar sesión');
    expect([routePath, cataloguesOf(assets)]).toEqual([
      routePath,
      ['es/auth', 'es/common', 'es/errors'],
    ]);

    const code = assets.filter((a) => a.endsWith('.js') && !a.includes('/i18n-')); // JSON has no map
    const packages = new Set(code.flatMap(packagesIn));
    expect(packages).toContain('react-dom'); // the source maps are read at all
    const heavy = ['echarts', 'zrender', 'echarts-for-react', 'xlsx', 'mpegts.js', 'luxon'];
    const forms = ['final-form', 'react-final-form'];
    expect([routePath, [...heavy, ...forms].filter((name) => packages.has(name))]).toEqual([
      routePath,
      [],
    ]);
  }

  // In English, the English strings only.
  const english = await firstVisit('/login', false, { language: 'en', heading: 'Sign in' });
  expect(english.headings).toContain('Sign in');
  expect(cataloguesOf(english.assets)).toEqual(['en/auth', 'en/common', 'en/errors']);
});
