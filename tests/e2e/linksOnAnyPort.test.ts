// Links on a server reached at another port than 8080, with no PUBLIC_URL (the default,
// http://localhost:8080, is where nothing answers): in Chromium against the production build, a
// file downloads from the files screen, and a report rendered for the Data screen downloads from
// its history. The server warns at start that mail and WhatsApp links need PUBLIC_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { signIn, startE2eSuite } from '../support/e2eSuite';

const EDITOR = 'editor@demo.surtidor.mx';
const ROOT = 'Grupo Surtidor Demo S.A. de C.V./';
const CSV_NAME = 'Resumen de estaciones enero de 2022.csv';

// An empty PUBLIC_URL is unset: the server takes the default.
const suite = startE2eSuite({ JOBS_POLL_SECONDS: '1', PUBLIC_URL: '' });
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The signed links the page asked for, as the API gave them. */
function watchSignedLinks(page: Page): string[] {
  const links: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/api\/(file_sign|generated_reports\/\d+\/download)/.test(url)) return;
    void response.json().then((body: { signed_url: string }) => links.push(body.signed_url));
  });
  return links;
}

async function savedBytes(download: Download): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-links-'));
  tempDirs.push(dir);
  const target = path.join(dir, download.suggestedFilename());
  await download.saveAs(target);
  return fs.readFileSync(target);
}

it('runs on a port other than 8080 without PUBLIC_URL, and says at start what that means', () => {
  expect(new URL(suite.server.url).port).not.toBe('8080');
  expect(suite.server.logs()).toContain('PUBLIC_URL is not set');
  // The log's first line names the release, so an operator can tell which nodes run which.
  expect(suite.server.logs().split('\n')[0]).toMatch(/^Surtidor \d+\.\d+\.\d+ \(Node v\d+/);
});

it('downloads a file from the files screen', async () => {
  const { context, page } = await suite.newPage();
  try {
    const links = watchSignedLinks(page);
    await signIn(page, EDITOR);
    await page.goto('/files');
    const row = page.getByRole('row', { name: `Ver ${CSV_NAME}` });
    await row.waitFor();
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menuitem', { name: 'Descargar' }).click();
    const download = await saved;
    await page.getByText(`Descarga completa: ${CSV_NAME}`).waitFor();
    expect(await page.getByText('Error en la descarga').count()).toBe(0);
    expect(download.suggestedFilename()).toBe(CSV_NAME);
    const stored = path.join(suite.server.dataDir, 'storage', 'reports', `${ROOT}${CSV_NAME}`);
    expect((await savedBytes(download)).equals(fs.readFileSync(stored))).toBe(true);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/api\/file_download\?/);
  } finally {
    await context.close();
  }
}, 120_000);

it('downloads a report PDF rendered for the Data screen', async () => {
  const { context, page } = await suite.newPage();
  try {
    const links = watchSignedLinks(page);
    await signIn(page, EDITOR);
    await page.goto('/data');
    await page.getByRole('combobox', { name: 'Gasolineras' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generar reporte' }).click();
    await page.getByText('Tu reporte se está generando', { exact: false }).waitFor();

    // The history polls while the report renders; its download appears once it is ready.
    const button = page
      .getByRole('table', { name: 'Mis solicitudes' })
      .getByRole('button', { name: 'Descargar', exact: true })
      .first();
    await button.waitFor({ timeout: 90_000 });
    const saved = page.waitForEvent('download');
    await button.click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await savedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('PDF descargado').waitFor();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^\/api\/file_download\?/);
  } finally {
    await context.close();
  }
}, 150_000);
