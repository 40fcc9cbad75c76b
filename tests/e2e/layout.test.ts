// The layout gate, end to end: every route of the route table, as each demo role that may open
// it (the app's own access rule decides which), at a laptop (1440×900 and 1280×800) and a phone
// (390×844), each of its tabs too, once its data has loaded and its charts are drawn at that
// size (a path loads once and is then resized). It fails when the document is wider than the
// window (the page would scroll sideways: a wide table or tab strip must scroll in its own box),
// and when two labels of one chart axis overlap. The routes come from the route table, so a new
// route is covered without touching this file; a route with a parameter nobody here knows how to
// fill fails until one is added to `PARAMETERS`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UserPermission, UserProfile } from '../../src/api/generated/auth.gen';
import { decideAccess } from '../../src/app/routes/access';
import { routeTable } from '../../src/app/routes/routeTable';
import { DEMO_USERS, usernameOf, type DemoUser } from '../../src/server/demo/demoDataSet';
import { landingPath } from '../../src/features/auth/model/redirectTarget';
import { callApi, signIn, startE2eSuite, waitForScreen } from '../support/e2eSuite';
import { measureWidth } from '../support/pageWidth';

const suite = startE2eSuite();

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];
const sizeName = (size: Size) => `${size.width}×${size.height}`;

/** One account per role and permission case of the demo (the second Editor adds nothing). */
const ROLES: DemoUser[] = DEMO_USERS.filter(
  (user, index) =>
    DEMO_USERS.findIndex(
      (other) =>
        other.roleId === user.roleId &&
        JSON.stringify(other.permissions) === JSON.stringify(user.permissions) &&
        Boolean(other.mustChangePassword) === Boolean(user.mustChangePassword),
    ) === index,
);

/** Reads one of the signed-in user's API answers. */
type Read = <T>(url: string) => Promise<T>;
type Values = Record<string, string>;

interface Listed {
  items: { id: number }[];
}

const first = async (read: Read, url: string): Promise<string> => {
  const list = await read<Listed>(url);
  if (list.items.length === 0) throw new Error(`the demo has nothing at ${url} for this user`);
  return String(list.items[0]!.id);
};

const panelWithCameras = async (read: Read): Promise<Values> => {
  const panels = await read<{ items: { id: number; camera_count: number }[] }>('/api/panels');
  const panel = panels.items.find((item) => item.camera_count > 0);
  if (!panel) throw new Error('the demo has no panel with cameras for this user');
  return { id: String(panel.id) };
};

const supplier = async (read: Read): Promise<Values> => ({
  id: await first(read, '/api/volumetric_suppliers'),
});

/**
 * Real values, from the demo data, for the parameters of each route that has some (signed-in
 * routes; the public ones take links made in their own test). A route missing here fails the
 * gate with its path, so a new one is not skipped silently.
 */
const PARAMETERS: Record<string, (read: Read) => Promise<Values>> = {
  '/panel-detail/:id': panelWithCameras,
  '/edit-panel/:id': panelWithCameras,
  '/alert-rules/:id': async (read) => ({ id: await first(read, '/api/alert_rules') }),
  '/gas-stations/detail/:idGasStation': async (read) => ({
    idGasStation: await first(read, '/api/gas_stations?items=1'),
  }),
  '/compliance/:idGasStation': async (read) => ({
    idGasStation: await first(read, '/api/gas_stations?items=1'),
  }),
  '/volumetric-suppliers/:id': supplier,
  '/volumetric-suppliers/:id/systems/new': supplier,
  '/volumetric-suppliers/:volumetric_supplier_id/systems/:id': async (read) => {
    const id = await first(read, '/api/volumetric_suppliers');
    const detail = await read<{ systems: { id: number }[] }>(`/api/volumetric_suppliers/${id}`);
    if (detail.systems.length === 0) throw new Error('the demo supplier has no system');
    return { volumetric_supplier_id: id, id: String(detail.systems[0]!.id) };
  },
};

/** The route's path with real values in place of its parameters. */
async function concrete(path: string, read: Read): Promise<string> {
  if (!path.includes(':')) return path;
  const values = PARAMETERS[path];
  if (!values) throw new Error(`no real values for ${path}: add them to PARAMETERS`);
  const known = await values(read);
  return path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = known[name];
    if (value === undefined) throw new Error(`no real value for :${name} of ${path}`);
    return value;
  });
}

interface Finding {
  where: string;
  problem: string;
}

/**
 * The labels of each chart axis that overlap: an axis's labels are the chart's texts that share
 * one baseline (a category or time axis along the bottom) or one anchored edge (a value axis at
 * the side). Each label is taken as its drawn box, rotated as drawn (axis labels may be turned),
 * and two boxes overlap when no side of either separates them.
 */
function overlappingAxisLabels(page: Page) {
  return page.evaluate(() => {
    type Point = { x: number; y: number };
    interface Label {
      text: string;
      corners: Point[];
      anchor: Point;
      align: string;
    }
    const labelsOf = (svg: SVGSVGElement): Label[] =>
      [...svg.querySelectorAll('text')]
        .filter((text) => (text.textContent ?? '').trim() !== '' && text.getBBox().width > 0)
        .map((text) => {
          const box = text.getBBox();
          const matrix = text.getScreenCTM()!;
          const at = (x: number, y: number) => {
            const point = new DOMPoint(x, y).matrixTransform(matrix);
            return { x: point.x, y: point.y };
          };
          return {
            text: text.textContent!.trim(),
            corners: [
              at(box.x, box.y),
              at(box.x + box.width, box.y),
              at(box.x + box.width, box.y + box.height),
              at(box.x, box.y + box.height),
            ],
            anchor: { x: matrix.e, y: matrix.f },
            align: text.getAttribute('text-anchor') ?? 'start',
          };
        });
    const separated = (a: Point[], b: Point[]) =>
      [a, b].some((shape) =>
        shape.some((from, index) => {
          const to = shape[(index + 1) % shape.length]!;
          const normal = { x: to.y - from.y, y: from.x - to.x };
          const project = (points: Point[]) => points.map((p) => p.x * normal.x + p.y * normal.y);
          const [pa, pb] = [project(a), project(b)];
          // Half a pixel of tolerance: boxes that only touch do not overlap.
          const length = Math.hypot(normal.x, normal.y);
          return (
            Math.max(...pa) <= Math.min(...pb) + 0.5 * length ||
            Math.max(...pb) <= Math.min(...pa) + 0.5 * length
          );
        }),
      );
    const groups = (labels: Label[]) => {
      const by = new Map<string, Label[]>();
      for (const label of labels) {
        const keys = [
          `row ${Math.round(label.anchor.y)}`,
          `column ${label.align} ${Math.round(label.anchor.x)}`,
        ];
        for (const key of keys) by.set(key, [...(by.get(key) ?? []), label]);
      }
      return [...by.values()].filter((group) => group.length > 1);
    };
    const found: string[] = [];
    document.querySelectorAll('[_echarts_instance_] svg').forEach((svg, chartIndex) => {
      const chart =
        svg.closest('[aria-label]')?.getAttribute('aria-label') ?? `chart ${chartIndex + 1}`;
      for (const group of groups(labelsOf(svg as SVGSVGElement))) {
        group.forEach((a, i) =>
          group.slice(i + 1).forEach((b) => {
            if (!separated(a.corners, b.corners)) found.push(`${chart}: "${a.text}" × "${b.text}"`);
          }),
        );
      }
    });
    return [...new Set(found)];
  });
}

async function check(page: Page, where: string, findings: Finding[]): Promise<void> {
  const width = await measureWidth(page);
  if (width.scrollWidth > width.width) {
    findings.push({
      where,
      problem:
        `the page is ${width.scrollWidth} px wide in a ${width.width} px window` +
        (width.sticking.length > 0 ? `; past the edge: ${width.sticking.join('; ')}` : ''),
    });
  }
  for (const overlap of await overlappingAxisLabels(page)) {
    findings.push({ where, problem: `axis labels overlap: ${overlap}` });
  }
}

/** Waits for the screen; one that never settles is a finding of its own. */
async function settled(page: Page, where: string, findings: Finding[]): Promise<boolean> {
  try {
    await waitForScreen(page);
    return true;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    findings.push({ where, problem: `did not settle: ${message}` });
    return false;
  }
}

/**
 * Visits each path and checks it at the three sizes, each of its tabs too (a tab's panel is a
 * screen of its own: 'Precio de combustible' in the dashboard). A path loads at the size the one
 * before ended on and is then resized through the other two, so every size is met both on a
 * first load and after a resize (a phone turned, a window narrowed).
 */
async function checkPaths(page: Page, paths: string[], findings: Finding[]): Promise<void> {
  let sizes: Size[] = [...SIZES];
  for (const path of paths) {
    await page.setViewportSize(sizes[0]!);
    await page.goto(path);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const at = `at ${sizeName(size)}`;
      if (!(await settled(page, `${path} ${at}`, findings))) continue;
      // A screen with tabs shows the one it showed at the size before.
      const [shown] = await page.getByRole('tab', { selected: true }).allInnerTexts();
      await check(page, `${path}${shown ? ` › ${shown}` : ''} ${at}`, findings);
      const others = page.getByRole('tab', { selected: false, disabled: false });
      const otherNames = await others.allInnerTexts();
      for (const name of otherNames) {
        await page.getByRole('tab', { name, exact: true }).click();
        const where = `${path} › ${name} ${at}`;
        if (await settled(page, where, findings)) await check(page, where, findings);
      }
      // Back to the first tab, so that the next size meets it resized rather than drawn anew.
      if (shown && otherNames.length > 0) {
        await page.getByRole('tab', { name: shown, exact: true }).click();
      }
    }
    sizes = [...sizes.slice(2), ...sizes.slice(0, 2)];
  }
}

/**
 * The paths shared between two pages of the context, checked side by side: most of a visit is
 * waiting for the network to go quiet, which the two then do together. Findings in path order.
 */
async function checkAll(context: BrowserContext, paths: string[]): Promise<Finding[]> {
  const lanes = [0, 1].map((lane) => paths.filter((_path, index) => index % 2 === lane));
  const found = await Promise.all(
    lanes.map(async (lanePaths) => {
      const page = await context.newPage();
      const findings: Finding[] = [];
      await checkPaths(page, lanePaths, findings);
      await page.close();
      return findings;
    }),
  );
  const order = (finding: Finding) =>
    paths.findIndex((path) => finding.where.split(' ')[0] === path);
  return found.flat().sort((a, b) => order(a) - order(b));
}

const report = (findings: Finding[]) =>
  findings.map((finding) => `${finding.where}: ${finding.problem}`).join('\n');

async function signedInContext(browser: Browser, user: DemoUser) {
  const context = await browser.newContext({ baseURL: suite.server.url, viewport: SIZES[0] });
  const page = await context.newPage();
  const permissions =
    user.permissions && Object.fromEntries(user.permissions.map((f) => [f, true]));
  const landing = user.mustChangePassword
    ? '/new-password'
    : landingPath({ user_permission: permissions as UserPermission | null });
  const token = await signIn(page, usernameOf(user.email), undefined, landing);
  const profile = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('profile') ?? 'null'),
  )) as UserProfile;
  return { context, page, token, profile };
}

describe.each(ROLES.map((user) => [usernameOf(user.email), user] as const))(
  'every screen %s may open fits its window',
  (_name, user) => {
    it('at 1440, 1280 and 390 px wide', async () => {
      const { context, page, token, profile } = await signedInContext(suite.browser, user);
      const auth = {
        status: user.mustChangePassword
          ? ('passwordChangeRequired' as const)
          : ('authenticated' as const),
        token,
        profile,
      };
      const routes = routeTable
        .filter((route) => route.access.kind !== 'open')
        .filter((route) => decideAccess(route.access, auth, route.path, token) === 'allow')
        .map((route) => route.path);
      const read: Read = (url) => callApi(page, token, 'GET', url);
      const paths: string[] = [];
      for (const route of routes) paths.push(await concrete(route, read));
      await page.close();
      const findings = await checkAll(context, paths);
      await context.close();
      expect(report(findings)).toBe('');
    }, 150_000);
  },
);

it('the screens outside the session fit their window at 1440, 1280 and 390 px wide', async () => {
  // The public links are made by an Editor: a printable price page, a shared panel and camera.
  const editor = DEMO_USERS.find((user) => user.roleId === 2 && !user.mustChangePassword)!;
  const made = await signedInContext(suite.browser, editor);
  const call = <T>(method: 'GET' | 'POST', url: string, data?: unknown) =>
    callApi<T>(made.page, made.token, method, url, data);
  const station = (await call<Listed>('GET', '/api/gas_stations?items=1')).items[0]!;
  const printable = await call<{ path: string }>('POST', '/api/reports/pdf_token', {
    gas_station_id: station.id,
    report_type: 'price',
    // The demo's regulator prices are the real history of 2026-05-25 to 2026-08-08.
    start_date: '2026-07-01',
    end_date: '2026-07-31',
    locale: 'es',
  });
  const { id: panel } = await panelWithCameras((url) => call('GET', url));
  const camera = (await call<{ cameras: { id: number }[] }>('GET', `/api/panels/${panel}`))
    .cameras[0]!;
  const share = async (data: object) =>
    (await call<{ path: string }>('POST', `/api/panels/${panel}/share_links`, data)).path;
  const publicPaths: Record<string, string> = {
    '/price/:idGasStation/:pdfToken/:localePdf': printable.path,
    '/public/panel/:token': await share({ kind: 'panel' }),
    '/public/video/:stream/:token': await share({ kind: 'camera', camera_id: camera.id }),
  };
  await made.context.close();

  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: SIZES[0] });
  const paths = routeTable
    .filter((route) => route.access.kind === 'open')
    .map((route) => {
      if (!route.path.includes(':')) return route.path;
      const path = publicPaths[route.path];
      if (!path) throw new Error(`no real link for ${route.path}: add one to this test`);
      return path;
    });
  const findings = await checkAll(context, paths);
  await context.close();
  expect(report(findings)).toBe('');
}, 150_000);

describe("the 'Precio de combustible' table", () => {
  const TABLE = 'Comparación de precios con la competencia';

  async function openFuelPrices(size: Size) {
    const editor = DEMO_USERS.find((user) => user.roleId === 2 && !user.mustChangePassword)!;
    const session = await signedInContext(suite.browser, editor);
    await session.page.setViewportSize(size);
    await session.page.goto('/dashboard');
    await session.page.getByRole('tab', { name: 'Precio de combustible' }).click();
    await session.page.getByRole('table', { name: TABLE }).getByRole('row').nth(2).waitFor();
    await waitForScreen(session.page);
    return session;
  }

  it.each([SIZES[0], SIZES[1]])(
    "shows every fuel's price and difference at $width px, without a sideways scroll",
    async (size) => {
      const { context, page } = await openFuelPrices(size);
      const seen = await page.getByRole('table', { name: TABLE }).evaluate((table) => {
        const box = table.parentElement!;
        const headers = [...table.querySelectorAll('thead th')];
        // Only the page scrolls (down to the table): never the table's own box.
        window.scrollTo(0, window.scrollY + table.getBoundingClientRect().top - 100);
        return {
          sideways: box.scrollWidth - box.clientWidth,
          headers: headers.slice(1, 7).map((th) => {
            const cell = th.getBoundingClientRect();
            const atCentre = document.elementFromPoint(
              cell.left + cell.width / 2,
              cell.top + cell.height / 2,
            );
            return {
              text: th.textContent,
              inWindow: cell.left >= 0 && cell.right <= window.innerWidth,
              inBox: cell.right <= box.getBoundingClientRect().right + 0.5,
              onTop: atCentre !== null && th.contains(atCentre),
            };
          }),
        };
      });
      await context.close();
      const visible = { inWindow: true, inBox: true, onTop: true };
      expect(seen).toEqual({
        sideways: 0,
        headers: ['Regular', 'Dif', 'Premium', 'Dif', 'Diesel', 'Dif'].map((text) => ({
          text,
          ...visible,
        })),
      });
    },
  );

  it('on a phone scrolls in its own box, the station column staying in view', async () => {
    const { context, page } = await openFuelPrices(SIZES[2]);
    const seen = await page.getByRole('table', { name: TABLE }).evaluate((table) => {
      const box = table.parentElement!;
      box.scrollLeft = box.scrollWidth;
      const station = table.querySelector('tbody tr td')!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + station.top - 100);
      const cell = table.querySelector('tbody tr td')!;
      const place = cell.getBoundingClientRect();
      const atCentre = document.elementFromPoint(
        place.left + place.width / 2,
        place.top + place.height / 2,
      );
      return {
        pageWidth: document.documentElement.scrollWidth,
        scrolled: box.scrollLeft > 0,
        stationInBox: Math.round(place.left - box.getBoundingClientRect().left),
        stationOnTop: atCentre !== null && cell.contains(atCentre),
      };
    });
    await context.close();
    expect(seen).toEqual({
      pageWidth: SIZES[2].width,
      scrolled: true,
      stationInBox: 0,
      stationOnTop: true,
    });
  });
});
