// The Dashboard end to end, in Chromium against the production build with the demo data:
// an Editor compares a real station's prices with its competitors, adds a competitor by its
// regulator permit, sees it in the table and the history, deletes it, then reads the service
// metrics and filters them by station.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../scripts/lib/productionServer';
import { startE2eSuite } from '../support/e2eSuite';

const PASSWORD = 'Demo#2026!';
const FIXTURE = path.join(projectRoot, 'src/server/demo/fixtures/cre');
const suite = startE2eSuite();

async function api<T>(token: string, url: string): Promise<T> {
  const response = await fetch(`${suite.server.url}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A regulator permit with prices in the demo that the station does not follow yet. */
async function freePermit(token: string, stationId: number): Promise<string> {
  const rivals = await api<{ items: { permission: string }[] }>(
    token,
    `/api/gas_station_rivals?gas_station_id=${stationId}`,
  );
  const stations = await api<{ items: { permission: string }[] }>(token, '/api/gas_stations');
  const taken = new Set([...rivals.items, ...stations.items].map((s) => s.permission));
  // The demo's prices are its slice of the real 75-day history (places and price changes).
  const history = path.join(FIXTURE, 'history');
  const read = (pattern: RegExp) =>
    gunzipSync(
      fs.readFileSync(
        path.join(
          history,
          fs.readdirSync(history).find((f) => pattern.test(f))!,
        ),
      ),
    )
      .toString('utf8')
      .split('\n')
      .slice(1);
  const priced = new Set(read(/^price-changes-/).map((line) => line.split(',')[0]));
  for (const line of read(/^places-/)) {
    const [placeId, permit] = line.split(',');
    if (
      /^PL\/\d+\/EXP\/ES\/\d{4}$/.test(permit ?? '') &&
      !taken.has(permit!) &&
      priced.has(placeId)
    ) {
      return permit!;
    }
  }
  throw new Error('no free permit in the demo fixture');
}

async function signIn(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill('editor@demo.surtidor.mx');
  await page.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/home');
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

it('compares prices, adds and deletes a competitor, and filters the service metrics', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  const token = await signIn(page);
  const daily = await api<{
    station_filter: { default: { id: number; name: string } };
    station_table: { station: string; is_own: boolean; regular: number | null }[];
  }>(token, '/api/v2/reports/daily/fuel_price');
  const own = daily.station_filter.default;

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Precio de combustible' }).click();
  const table = page.getByRole('table', { name: 'Comparación de precios con la competencia' });
  await table.getByText(`Mi estación: ${own.name}`).waitFor();
  // The real prices of the demo's latest snapshot, the station first, then its competitors.
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBe(daily.station_table.length);
  expect(await rows.nth(1).textContent()).toContain(daily.station_table[1]!.station);
  expect(
    await page
      .getByText(`$${daily.station_table[0]!.regular!.toFixed(2)}`)
      .first()
      .isVisible(),
  ).toBe(true);
  await page.getByRole('heading', { name: 'Histórico' }).waitFor();
  await page.locator('figure[aria-label="Histórico de precios de Regular"] svg').waitFor();

  // Add a competitor by permit.
  const permit = await freePermit(token, own.id);
  await page.getByRole('button', { name: 'Agregar competencia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar competencia' });
  await dialog.getByLabel('Apodo de la competencia').fill('La de enfrente');
  await dialog.getByLabel('Dirección').fill('Av. Universidad 1001');
  await dialog.getByLabel('Permiso de la CRE').fill(permit.toLowerCase());
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await page.getByText(`Competencia agregada a "${own.name}"`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await table.getByText('La de enfrente').waitFor();
  await page.getByRole('button', { name: 'La de enfrente', exact: true }).waitFor(); // the history legend

  // Delete it.
  await table.getByRole('button', { name: 'Eliminar La de enfrente' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmacion de eliminación' });
  await confirm
    .getByText('Si en el futuro deseas agregarla nuevamente, podrás hacerlo sin problema.')
    .waitFor();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByText('Competencia La de enfrente eliminada').waitFor();
  await table.getByText('La de enfrente').waitFor({ state: 'detached' });

  // Service metrics: four charts of the demo's camera events, then one station only.
  await page.getByRole('tab', { name: 'Métricas de servicio' }).click();
  const inmediatez = page.locator('figure[aria-label="Inmediatez por estación"]');
  await inmediatez.locator('svg').waitFor();
  for (const title of [
    'Atención oportuna',
    'Tiempo de servicio de gasolina',
    'Tiempo de servicio de diesel',
  ]) {
    await page.locator(`figure[aria-label="${title} por estación"] svg`).waitFor();
  }
  const label = own.name.slice(0, 12);
  // The chart's station labels as drawn, each whole (a label on two lines is drawn as texts at
  // one place; the value axis' labels are anchored at their end, unturned; the goal's label is
  // in the marker's colour). tests/e2e/serviceCharts.test.ts reads the charts in full.
  const drawnLabels = () =>
    inmediatez.locator('svg text').evaluateAll((nodes) => {
      const byPlace = new Map<string, string>();
      for (const node of nodes) {
        const place = node.getAttribute('transform') ?? '';
        const valueAxis =
          node.getAttribute('text-anchor') === 'end' && place.startsWith('translate(');
        if (valueAxis || node.getAttribute('fill') === '#ED6C02') continue;
        byPlace.set(place, (byPlace.get(place) ?? '') + (node.textContent ?? ''));
      }
      return [...byPlace.values()];
    });
  const until = async (check: (labels: string[]) => boolean) => {
    for (let tries = 0; tries < 50 && !check(await drawnLabels()); tries++) {
      await page.waitForTimeout(100);
    }
    return drawnLabels();
  };
  const all = await until((labels) => labels.includes(label));
  expect(all).toContain(label);
  expect(all.length).toBeGreaterThan(1);
  const stations = page.getByRole('combobox', { name: /Estaciones/ });
  await stations.click();
  await page.getByRole('option', { name: own.name }).click();
  await page.keyboard.press('Escape');
  await expect(stations.textContent()).resolves.toContain('1 selección');
  expect(await until((labels) => labels.length === 1)).toEqual([label]);
  await context.close();
});
