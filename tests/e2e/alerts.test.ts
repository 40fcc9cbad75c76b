// Alerts end to end, in Chromium against the production build with the demo data. The server
// downloads the regulator's feeds as a deployment does (CRE_PLACES_URL and CRE_PRICES_URL, here
// a loopback server holding each download until the test lets it through): the catch-up on
// start brings the day after the history's last one, where a competitor of the editor's station
// raised its regular price; the daily schedule brings the next import, where it is back (or,
// when midnight in Mexico City falls between the two, the next day's, where it stays).
// An editor saves a price rule on 'Reglas de alerta'; the import opens its alert, the bell's
// count changes over the live socket without a reload, the e-mail and WhatsApp notices reach
// the outboxes, the editor acknowledges it on 'Alertas', and the next import resolves it.
// Then camera events posted with the station camera's key open a service alert that the open
// inbox shows.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { prepareDemoData } from '../support/demoDataDir';
import { callApi, signIn, startE2eSuite } from '../support/e2eSuite';
import {
  lastHistoryDay,
  priceKey,
  startCreFeedServer,
  type CreFeedServer,
  type PriceBook,
} from '../support/creFeedServer';
import { DEMO_PASSWORD } from '../../src/server/demo/demoDataSet';
import { demoCameraKey } from '../../src/server/demo/serviceEventsDemo';
import { CRE_FEED_QUEUE, CRE_FEED_ZONE } from '../../src/server/jobs/creFeedJob';
import { readOutboxEntries } from '../../src/server/mail/outboxFiles';
import { readWhatsappOutbox } from '../../src/server/delivery/whatsappOutboxChannel';

const EDITOR = 'editor@demo.surtidor.mx';
const ADMIN = 'admin@demo.surtidor.mx';
const EDITOR_PHONE = '4495550199';
const PRICE_RULE = 'Competencia sube Regular (e2e)';
const SERVICE_RULE = 'Espera larga en pista (e2e)';
/** The competitor's move in the first imported day (pesos). */
const MOVE = 0.5;
/**
 * The daily import is scheduled at the first whole minute this long after the server starts
 * (Mexico City): later than the start can take, so its schedule is set before that minute.
 */
const SCHEDULE_MARGIN_S = 45;

const history = lastHistoryDay();
let feed: CreFeedServer | undefined;
/** The day (Mexico City) of the scheduled import: the day its prices are imported as. */
let importDay = '';

const suite = startE2eSuite(async () => {
  // The data folder is ready before the import's time is chosen, so only the copy and the
  // start stand between them.
  await prepareDemoData();
  feed = await startCreFeedServer(history.places);
  const importTime = DateTime.now()
    .setZone(CRE_FEED_ZONE)
    .plus({ seconds: SCHEDULE_MARGIN_S })
    .plus({ minutes: 1 })
    .startOf('minute');
  importDay = importTime.toISODate()!;
  return {
    CRE_PLACES_URL: feed.placesUrl,
    CRE_PRICES_URL: feed.pricesUrl,
    CRE_IMPORT_TIME: importTime.toFormat('HH:mm'),
    JOBS_POLL_SECONDS: '1',
  };
});
afterAll(() => feed?.close());

const started = () => {
  if (!feed) throw new Error('the feed server is not started');
  return feed;
};

interface Station {
  id: number;
  name: string;
}
interface AlertItem {
  id: number;
  rule: { id: number; name: string };
  gas_station: { id: number };
  state: 'open' | 'acknowledged' | 'resolved';
  subject: string;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const alertsOf = async (page: Page, token: string, ruleId: number, state = 'open') =>
  (
    await callApi<{ items: AlertItem[] }>(
      page,
      token,
      'GET',
      `/api/alerts?rule_id=${ruleId}&state=${state}&items=200`,
    )
  ).items;

/** The bell's accessible name: 'Alertas: N sin leer' (the badge itself shows '9+' from 10). */
const bell = (page: Page) => page.getByRole('button', { name: /^Alertas/ }).first();
const bellLabel = (count: number) => (count > 0 ? `Alertas: ${count} sin leer` : 'Alertas');

/** Resolves as `promise` does, or fails saying what did not happen within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The first import's prices: the history's last day, the competitor's regular price moved. */
let moved: PriceBook;
let station: Station;
let competitor: { name: string; placeId: number; before: number };
let priceRuleId = 0;
let priceAlertId = 0;

/** An admin gives the editor a telephone (the WhatsApp notice goes to it). */
async function giveEditorAPhone(page: Page): Promise<string> {
  const token = await signIn(page, ADMIN, DEMO_PASSWORD);
  const users = await callApi<{ items: { id: number; email: string }[] }>(
    page,
    token,
    'GET',
    `/api/users?search=${encodeURIComponent(EDITOR)}`,
  );
  const id = users.items.find((u) => u.email === EDITOR)!.id;
  const user = await callApi<{
    name: string;
    email: string;
    role: { id: number };
    customer: { id: number } | null;
    gas_stations: { id: number }[];
    permissions: unknown;
    report_permissions: unknown;
  }>(page, token, 'GET', `/api/users/${id}`);
  await callApi(page, token, 'PUT', `/api/users/${id}`, {
    name: user.name,
    email: user.email,
    telephone: EDITOR_PHONE,
    user_role_id: user.role.id,
    customer_id: user.customer?.id ?? null,
    gas_station_ids: user.gas_stations.map((s) => s.id),
    permissions: user.permissions,
    report_permissions: user.report_permissions,
  });
  return token;
}

/**
 * The day (Mexico City) the start-up catch-up imported its prices as: its job's key names it
 * (`cre-feed:YYYY-MM-DD`).
 */
async function catchUpDay(page: Page, adminToken: string): Promise<string> {
  const { jobs } = await callApi<{ jobs: { key: string | null }[] }>(
    page,
    adminToken,
    'GET',
    `/api/jobs?queue=${CRE_FEED_QUEUE}&items=200`,
  );
  const day = jobs
    .map((j) => j.key)
    .find((k) => k?.startsWith(`${CRE_FEED_QUEUE}:`))
    ?.slice(CRE_FEED_QUEUE.length + 1);
  if (!day) throw new Error('no catch-up import among the jobs');
  return day;
}

/** The price evaluations that have finished (the import's job, queue alerts-prices). */
const pricesEvaluated = async (page: Page, adminToken: string) =>
  (
    await callApi<{ jobs: unknown[] }>(
      page,
      adminToken,
      'GET',
      '/api/jobs?queue=alerts-prices&state=done&items=200',
    )
  ).jobs.length;

it('a price rule saved on screen opens an alert on the next import, live, with its notices; acknowledged on Alertas', async () => {
  const feedServer = started();
  const { context, page } = await suite.newPage();
  // Every message of the live socket, from the first page on.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/alerts/live')) return;
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  try {
    const adminToken = await giveEditorAPhone(page);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const token = await signIn(page, EDITOR);

    const stations = await callApi<{ items: Station[] }>(page, token, 'GET', '/api/gas_stations');
    // The first of the editor's stations with a competitor priced on the history's last day.
    for (const s of stations.items) {
      const rivals = await callApi<{ items: { name: string; cre_place_id: number | null }[] }>(
        page,
        token,
        'GET',
        `/api/gas_station_rivals?gas_station_id=${s.id}`,
      );
      const rival = rivals.items.find(
        (r) => r.cre_place_id !== null && history.prices.has(priceKey(r.cre_place_id, 'regular')),
      );
      if (rival) {
        station = s;
        const before = history.prices.get(priceKey(rival.cre_place_id!, 'regular'))!;
        competitor = { name: rival.name, placeId: rival.cre_place_id!, before };
        break;
      }
    }
    expect(station).toBeDefined();
    moved = new Map(history.prices);
    moved.set(priceKey(competitor.placeId, 'regular'), competitor.before + MOVE);

    // The rule, on screen.
    await page.goto('/alert-rules');
    await page.getByRole('button', { name: 'Nueva regla' }).first().click();
    await page.waitForURL('**/alert-rules/new');
    await page.getByLabel('Nombre').first().fill(PRICE_RULE);
    await page.getByRole('combobox', { name: /Condición/ }).click();
    await page.getByRole('option', { name: 'Un competidor mueve su precio', exact: true }).click();
    await page.getByRole('combobox', { name: /Combustibles/ }).click();
    // Every fuel is chosen for a new rule: leave regular only.
    await page.getByRole('option', { name: 'Premium', exact: true }).click();
    await page.getByRole('option', { name: 'Diesel', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(/Cambio mínimo/).fill('0.30');
    await page.getByRole('combobox', { name: /Gasolineras/ }).click();
    await page.getByRole('option', { name: station.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /Severidad/ }).click();
    await page.getByRole('option', { name: 'Crítica', exact: true }).click();
    // Before saving, the preview replays the rule over the stored real history.
    await page.getByText('Vista previa: últimos 30 días').waitFor();
    await page
      .getByText(
        /^(Habría levantado \d+ alertas?|No habría levantado ninguna alerta) en los últimos 30 días\.$/,
      )
      .waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'Correo' }).check();
    await page.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Crear regla' }).click();
    await page.getByText('Regla creada').first().waitFor();
    const rules = await callApi<{ items: { id: number; name: string }[] }>(
      page,
      token,
      'GET',
      '/api/alert_rules',
    );
    priceRuleId = rules.items.find((r) => r.name === PRICE_RULE)?.id ?? 0;
    expect(priceRuleId).toBeGreaterThan(0);

    // The inbox stays open, and the page is never reloaded (the mark would be gone).
    await page.goto('/alerts');
    await page.getByRole('table', { name: 'Lista de alertas' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    const countBefore = (
      await callApi<{ count: number }>(page, token, 'GET', '/api/alerts/unread_count')
    ).count;
    await until('the bell shows the count', async () =>
      (await bell(page).getAttribute('aria-label')) === bellLabel(countBefore) ? true : undefined,
    );

    // The day after the history's last one reaches the server through its feed job.
    const evaluated = await pricesEvaluated(page, adminToken);
    feedServer.release(1, moved);
    await within(feedServer.served(1), 60_000, 'the catch-up import downloads the feeds');
    const opened = await until('the price alert opens', async () => {
      const items = await alertsOf(page, token, priceRuleId);
      return items.length > 0 ? items : undefined;
    });
    expect(opened).toHaveLength(1);
    const alert = opened[0]!;
    priceAlertId = alert.id;
    expect(alert.gas_station.id).toBe(station.id);

    // The bell follows without a reload, told over the live socket.
    await until('the evaluation finishes', async () =>
      (await pricesEvaluated(page, adminToken)) > evaluated ? true : undefined,
    );
    const countAfter = (
      await callApi<{ count: number }>(page, token, 'GET', '/api/alerts/unread_count')
    ).count;
    await until('the bell shows the new count', async () =>
      (await bell(page).getAttribute('aria-label')) === bellLabel(countAfter) ? true : undefined,
    );
    expect(countAfter).not.toBe(countBefore);
    expect(frames.some((f) => f.includes(`"id":${alert.id}`))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    const row = page.getByRole('row', { name: `Ver la alerta «${PRICE_RULE}» de ${station.name}` });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(competitor.name);

    // Its notices: the mail in the outbox, the WhatsApp message in its outbox.
    const dataDir = suite.server.dataDir;
    const mail = await until('the alert mail', async () =>
      (
        await readOutboxEntries<{ to: string[]; subject: string; text?: string }>(
          path.join(dataDir, 'outbox'),
        )
      ).find((m) => m.to.includes(EDITOR) && m.subject.includes(PRICE_RULE)),
    );
    expect(mail.subject).toBe(`Alerta crítica: ${PRICE_RULE} en ${station.name}`);
    const message = await until('the WhatsApp notice', async () =>
      (await readWhatsappOutbox(path.join(dataDir, 'whatsapp-outbox'))).find(
        (m) => m.template === 'alert' && m.text.includes(PRICE_RULE),
      ),
    );
    expect(message.to).toBe(`52${EDITOR_PHONE}`);
    expect(message.text).toContain(competitor.name);
    expect(message.text).toContain(`(+${MOVE.toFixed(2)})`);

    // Acknowledged on 'Alertas'.
    await page
      .getByRole('button', { name: `Reconocer la alerta «${PRICE_RULE}» de ${station.name}` })
      .click();
    await page.getByText('Alerta reconocida').first().waitFor();
    const acknowledged = await alertsOf(page, token, priceRuleId, 'acknowledged');
    expect(acknowledged.map((a) => a.id)).toEqual([priceAlertId]);
  } finally {
    await context.close();
  }
}, 150_000);

it('camera events that break the station goal open a service alert the inbox shows', async () => {
  const { context, page } = await suite.newPage();
  try {
    const token = await signIn(page, EDITOR);
    const stations = await callApi<{ items: Station[] }>(page, token, 'GET', '/api/gas_stations');
    const target = stations.items.find((s) => s.id !== station?.id) ?? stations.items[0]!;
    const detail = await callApi<{ customer_gas_station_id: string | null }>(
      page,
      token,
      'GET',
      `/api/gas_stations/${target.id}`,
    );
    const rule = await callApi<{ id: number }>(page, token, 'POST', '/api/alert_rules', {
      name: SERVICE_RULE,
      gas_station_ids: [target.id],
      condition: { kind: 'service_under_goal', metric: 'inmediatez', min_vehicles: 5 },
      severity: 'warning',
      channels: ['in_app'],
      enabled: true,
    });
    await page.goto('/alerts');
    await page.getByRole('table', { name: 'Lista de alertas' }).waitFor();

    // Twenty vehicles that waited ten minutes each (the demo's goal is a minute).
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const run = randomBytes(4).toString('hex');
    const events = Array.from({ length: 20 }, (_, i) => [
      {
        id: `${run}-${i}-a`,
        visit_id: `${run}-${i}`,
        type: 'vehicle_arrival',
        occurred_at: at(20),
        vehicle_class: 'autos',
      },
      {
        id: `${run}-${i}-s`,
        visit_id: `${run}-${i}`,
        type: 'attention_start',
        occurred_at: at(10),
      },
      {
        id: `${run}-${i}-e`,
        visit_id: `${run}-${i}`,
        type: 'service_end',
        occurred_at: at(7),
        fuel: 'gasoline',
      },
    ]).flat();
    const posted = await page.request.post('/api/service_events', {
      headers: { 'X-Camera-Key': demoCameraKey(detail.customer_gas_station_id!) },
      data: { events },
    });
    expect(posted.status()).toBe(200);

    // The open inbox shows it without a reload.
    await page
      .getByRole('row', { name: `Ver la alerta «${SERVICE_RULE}» de ${target.name}` })
      .waitFor({ timeout: 30_000 });
    const opened = await alertsOf(page, token, rule.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.gas_station.id).toBe(target.id);
  } finally {
    await context.close();
  }
}, 90_000);

it('the price alert resolves by itself once the next import clears its condition', async () => {
  const feedServer = started();
  expect(priceAlertId).toBeGreaterThan(0);
  const { context, page } = await suite.newPage();
  try {
    const adminToken = await signIn(page, ADMIN, DEMO_PASSWORD);
    const firstDay = await catchUpDay(page, adminToken);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const token = await signIn(page, EDITOR);
    // The scheduled import brings the prices of its own day: on the catch-up's day, the
    // competitor back to its price (that day's move undone); when the start and the schedule
    // fall on each side of midnight in Mexico City, the next day's, where the competitor keeps
    // its price (going back would be another move of the same size, keeping the alert open).
    feedServer.release(2, importDay === firstDay ? history.prices : moved);
    await within(
      feedServer.served(2),
      120_000,
      'the scheduled import downloads the feeds (was CRE_IMPORT_TIME reached before the start?)',
    );
    const resolved = await until(
      'the price alert resolves',
      async () => {
        const items = await alertsOf(page, token, priceRuleId, 'resolved');
        return items.find((a) => a.id === priceAlertId);
      },
      30_000,
    );
    expect(resolved.state).toBe('resolved');
    expect(await alertsOf(page, token, priceRuleId, 'open')).toEqual([]);
  } finally {
    await context.close();
  }
}, 150_000);
