// Per-route bundle budgets: Chromium opens each route on a fresh cache against the production
// build and records every JavaScript and CSS file it downloads; their gzip sizes are summed
// and compared with scripts/sizeBudgets.json. `npm run size` prints the table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { routeTable } from '@/app/routes/routeTable';
import { launchBrowser } from '../../scripts/lib/browser';
import {
  buildDir,
  projectRoot,
  startProductionServer,
  type RunningServer,
} from '../../scripts/lib/productionServer';

const budgets = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'scripts/sizeBudgets.json'), 'utf8'),
) as { default: number; routes: Record<string, number> };
const clientDir = path.join(buildDir, 'client');

let server: RunningServer;
let browser: Browser;
let session: { token: string; profile: unknown };

beforeAll(async () => {
  server = await startProductionServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.surtidor.mx', password: 'Demo#2026!' }),
  });
  session = (await response.json()) as { token: string; profile: unknown };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function firstVisitKb(
  routePath: string,
  signedIn: boolean,
): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({ baseURL: server.url });
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
  await context.close();
  let bytes = 0;
  for (const asset of assets) bytes += gzipSize(path.join(clientDir, asset));
  return { kb: bytes / 1024, files: assets.size };
}

it('every route stays within its first-visit budget', async () => {
  const concrete = (p: string) => p.replace(/:[^/]+/g, '1');
  const rows: { route: string; kb: number; files: number; budget: number }[] = [];
  for (const route of routeTable) {
    const routePath = concrete(route.path);
    const signedIn = route.access.kind !== 'open';
    const { kb, files } = await firstVisitKb(routePath, signedIn);
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
});
