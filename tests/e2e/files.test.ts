// The files screen end to end, in Chromium against the production build and server with the
// demo's reports tree on the local storage: nested folders, paging forward and back, sorting,
// PDF, CSV, Word and PowerPoint previews, and a download paused and resumed (network throttled so it can be),
// whose saved bytes must equal the stored object.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser } from '../../scripts/lib/browser';
import type { RunningServer } from '../../scripts/lib/productionServer';
import { DEMO_SERVER_SETUP_TIMEOUT_MS, startDemoServer } from '../support/demoDataDir';
import { buildPptx, TINY_PNG } from '../support/pptx';

const PASSWORD = 'Demo#2026!';
const ROOT = 'Grupo Surtidor Demo S.A. de C.V./';
const STATION = 'AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV';
const BIG_FOLDER = `${ROOT}Respaldos/`;
const BIG_NAME = 'Respaldo de bitácoras 2022.zip';
const BIG_SIZE = 24 * 1024 * 1024;
const DOCX_NAME = 'Contrato de suministro.docx';
const PPTX_NAME = 'Presentación de resultados.pptx';

let server: RunningServer;
let browser: Browser;
const tempDirs: string[] = [];

const stored = (reportPath: string) => path.join(server.dataDir, 'storage', 'reports', reportPath);

async function apiLogin(username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  // A large file, uploaded by an administrator, so that a download lasts long enough to pause.
  const admin = await apiLogin('admin@demo.surtidor.mx');
  const form = new FormData();
  form.append('file', new Blob([randomBytes(BIG_SIZE)]), BIG_NAME);
  const upload = await fetch(
    `${server.url}/api/reports/files?prefix=${encodeURIComponent(BIG_FOLDER)}`,
    { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form },
  );
  expect(upload.status).toBe(201);
  const docx = new FormData();
  docx.append(
    'file',
    new Blob([new Uint8Array(wordDocument('Contrato de suministro de combustible'))]),
    DOCX_NAME,
  );
  const docxUpload = await fetch(
    `${server.url}/api/reports/files?prefix=${encodeURIComponent(`${ROOT}Contratos/`)}`,
    { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: docx },
  );
  expect(docxUpload.status).toBe(201);
  const pptx = new FormData();
  pptx.append(
    'file',
    new Blob([
      await buildPptx([
        { paragraphs: ['Resultados de enero', 'Ventas por estación'] },
        { paragraphs: ['Precio promedio'], picture: TINY_PNG },
      ]),
    ]),
    PPTX_NAME,
  );
  const pptxUpload = await fetch(
    `${server.url}/api/reports/files?prefix=${encodeURIComponent(`${ROOT}Contratos/`)}`,
    { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: pptx },
  );
  expect(pptxUpload.status).toBe(201);
}, DEMO_SERVER_SETUP_TIMEOUT_MS);

/** A minimal Word document (docx: a zip of three XML parts), written with SheetJS's zip writer. */
function wordDocument(text: string): Buffer {
  const zip = XLSX.CFB.utils.cfb_new();
  const add = (name: string, xml: string) =>
    XLSX.CFB.utils.cfb_add(
      zip,
      name,
      Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`),
    );
  add(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  add(
    '_rels/.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  add(
    'word/document.xml',
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' }) as Buffer;
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signedInPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: false }).first().fill('editor@demo.surtidor.mx');
  await page.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL('**/home');
  await page.goto('/files');
  return { context, page, errors };
}

const table = (page: Page) => page.getByRole('table', { name: 'Archivos y carpetas' });
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Ruta de carpetas' }).getByRole('button');
/** The 300 ms rule of the filter: give each change its own moment. */
const beat = (page: Page) => page.waitForTimeout(350);

async function firstRowName(page: Page): Promise<string> {
  return (await table(page).getByRole('row').nth(1).getAttribute('aria-label')) ?? '';
}

it('opens nested folders, pages forward and back, sorts, and previews a PDF, a CSV and a spreadsheet', async () => {
  const { context, page, errors } = await signedInPage();
  try {
    await page.getByRole('row', { name: `Abrir la carpeta ${STATION}` }).waitFor();
    await expect(crumbs(page).allTextContents()).resolves.toEqual(['Reportes']);

    await beat(page);
    await page.getByRole('row', { name: `Abrir la carpeta ${STATION}` }).click();
    await page.getByRole('row', { name: 'Abrir la carpeta Reportes diarios' }).waitFor();
    await beat(page);
    await page.getByRole('row', { name: 'Abrir la carpeta Reportes diarios' }).click();
    await page.getByText('1-8 de 8').waitFor();
    await expect(crumbs(page).allTextContents()).resolves.toEqual([
      'Reportes',
      STATION,
      'Reportes diarios',
    ]);
    await expect(crumbs(page).nth(2).getAttribute('aria-current')).resolves.toBe('location');

    // Two per page: forward twice, back once.
    await beat(page);
    await page.getByLabel('Filas por página:').selectOption('2');
    await page.getByText('1-2 de 8').waitFor();
    await beat(page);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('3-4 de 8').waitFor();
    await expect(firstRowName(page)).resolves.toBe('Ver Precios de la competencia 2022-01-11.csv');
    await beat(page);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('5-6 de 8').waitFor();
    await beat(page);
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await page.getByText('3-4 de 8').waitFor();

    // Sorting returns to the first page; name descending.
    await beat(page);
    await page.getByRole('button', { name: /Nombre/ }).click();
    await page.getByText('1-2 de 8').waitFor();
    await expect(firstRowName(page)).resolves.toBe('Ver Reporte diario 2022-01-13.pdf');
    await expect(
      table(page).getByRole('row', { name: 'Ver Reporte diario 2022-01-13.pdf' }).textContent(),
    ).resolves.toContain('13 de enero de 2022');

    // PDF preview: pdf.js draws the page (its worker allowed by the CSP).
    await page.getByRole('row', { name: 'Ver Reporte diario 2022-01-13.pdf' }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'Reporte diario 2022-01-13.pdf' });
    const canvas = pdfDialog.getByRole('img', { name: /Página 1 de/ });
    await canvas.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const element = document.querySelector('[role="dialog"] canvas') as HTMLCanvasElement | null;
      const context2d = element?.getContext('2d');
      if (!element || !context2d || element.width === 0) return false;
      const { data } = context2d.getImageData(0, 0, element.width, element.height);
      // Some ink on the page: a pixel darker than light grey.
      for (let i = 0; i < data.length; i += 4 * 97) if (data[i]! < 160) return true;
      return false;
    });
    await pdfDialog.getByRole('button', { name: 'Cerrar' }).last().click();

    // CSV preview: a table of the real prices.
    await beat(page);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('3-4 de 8').waitFor();
    await beat(page);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('5-6 de 8').waitFor();
    await page.getByRole('row', { name: 'Ver Precios de la competencia 2022-01-13.csv' }).click();
    const csvDialog = page.getByRole('dialog', {
      name: 'Precios de la competencia 2022-01-13.csv',
    });
    const csvTable = csvDialog.getByRole('table', {
      name: 'Precios de la competencia 2022-01-13.csv',
    });
    await csvTable.waitFor();
    await expect(csvTable.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'fecha',
      'estacion',
      'permiso_cre',
      'distancia_km',
      'combustible',
      'precio',
      'diferencia',
    ]);
    await expect(
      csvTable.getByRole('cell', { name: /\(mi estación\)$/ }).count(),
    ).resolves.toBeGreaterThan(0);
    await csvDialog.getByRole('button', { name: 'Cerrar' }).last().click();

    // Spreadsheet preview: parsed by SheetJS in a Web Worker, one tab per sheet.
    await beat(page);
    await crumbs(page).nth(1).click();
    await page.getByRole('row', { name: 'Abrir la carpeta Reportes mensuales' }).waitFor();
    await beat(page);
    await page.getByRole('row', { name: 'Abrir la carpeta Reportes mensuales' }).click();
    await page.getByRole('row', { name: 'Ver Precios enero de 2022.xlsx' }).click();
    const xlsxDialog = page.getByRole('dialog', { name: 'Precios enero de 2022.xlsx' });
    await xlsxDialog.getByRole('tab', { name: 'Resumen' }).waitFor({ timeout: 30_000 });
    await expect(xlsxDialog.getByRole('tab').allTextContents()).resolves.toEqual([
      'Resumen',
      '2022-01-08',
      '2022-01-09',
      '2022-01-11',
      '2022-01-13',
    ]);
    await expect(xlsxDialog.getByRole('cell', { name: /\(mi estación\)$/ }).count()).resolves.toBe(
      1,
    );
    await xlsxDialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(crumbs(page).allTextContents()).resolves.toEqual([
      'Reportes',
      STATION,
      'Reportes mensuales',
    ]);

    // Back to the root from the breadcrumb, page 0, with the order and page size kept.
    await beat(page);
    await crumbs(page).first().click();
    // Five stations, the uploaded 'Contratos' and 'Respaldos' folders, and the summary.
    await page.getByText('1-2 de 8').waitFor();
    await expect(firstRowName(page)).resolves.toBe('Abrir la carpeta Respaldos');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('downloads a file, pausing and resuming it, and saves exactly the stored bytes', async () => {
  const { context, page, errors } = await signedInPage();
  const downloadRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/file_download')) downloadRequests.push(request);
  });
  try {
    await page.getByRole('row', { name: 'Abrir la carpeta Respaldos' }).waitFor();
    await beat(page);
    await page.getByRole('row', { name: 'Abrir la carpeta Respaldos' }).click();
    const row = page.getByRole('row', { name: `Ver ${BIG_NAME}` });
    await row.waitFor();

    // About 1 MB/s until the pause, so the 24 MB file leaves some 19 s between 20 % and the end
    // for the click on 'Pausar' (at 3 MB/s a loaded machine missed it); unthrottled after.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: -1,
    });

    await row.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menuitem', { name: 'Descargar' }).click();
    const monitor = page.getByRole('region', { name: `Descarga de ${BIG_NAME}` });
    // 'Iniciando descarga...' lasts until the first bytes: on a busy machine it may be gone
    // before the page is looked at again.
    await monitor.getByText(/Iniciando descarga\.\.\.|Descargando\.\.\./).waitFor();
    await monitor.getByText(/Descargando\.\.\. ([2-9]\d)%/).waitFor({ timeout: 30_000 });
    await monitor.getByRole('button', { name: 'Pausar' }).click();
    const paused = monitor.getByText(/En pausa \((\d+)%\)/);
    await paused.waitFor();
    const pausedText = await paused.textContent();
    await page.waitForTimeout(1000);
    // Paused means paused: no bytes arrive.
    await expect(paused.textContent()).resolves.toBe(pausedText);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    await monitor.getByRole('button', { name: 'Reanudar' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(BIG_NAME);
    await monitor.getByText('Descarga completa').waitFor();
    await page.getByText(`Descarga completa: ${BIG_NAME}`).waitFor();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-download-'));
    tempDirs.push(dir);
    const target = path.join(dir, BIG_NAME);
    await download.saveAs(target);
    const expected = fs.readFileSync(stored(`${BIG_FOLDER}${BIG_NAME}`));
    const received = fs.readFileSync(target);
    expect(received.length).toBe(BIG_SIZE);
    expect(received.equals(expected)).toBe(true);

    // The resumed request continued from where the first one stopped.
    const ranges = await Promise.all(
      downloadRequests.map(async (request) => (await request.allHeaders()).range ?? null),
    );
    expect(ranges[0]).toBeNull();
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(ranges[1] ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(BIG_SIZE * 0.2);
    expect(resumedAt).toBeLessThan(BIG_SIZE);

    // The monitor closes on its own 2 s after handing the file over.
    await monitor.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('previews a Word document (docx-preview, its styles under the CSP nonce)', async () => {
  const { context, page, errors } = await signedInPage();
  try {
    await page.getByRole('row', { name: 'Abrir la carpeta Contratos' }).waitFor();
    await beat(page);
    await page.getByRole('row', { name: 'Abrir la carpeta Contratos' }).click();
    await page.getByRole('row', { name: `Ver ${DOCX_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: DOCX_NAME });
    await dialog.getByText('Contrato de suministro de combustible').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('previews a PowerPoint presentation in a worker loaded only then (slides, pictures)', async () => {
  const { context, page, errors } = await signedInPage();
  const scripts: string[] = [];
  page.on('request', (request: Request) => scripts.push(request.url()));
  try {
    await page.getByRole('row', { name: 'Abrir la carpeta Contratos' }).waitFor();
    await beat(page);
    await page.getByRole('row', { name: 'Abrir la carpeta Contratos' }).click();
    await page.getByRole('row', { name: `Ver ${PPTX_NAME}` }).waitFor();
    expect(scripts.filter((url) => url.includes('presentation'))).toEqual([]);

    await page.getByRole('row', { name: `Ver ${PPTX_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: PPTX_NAME });
    await dialog.getByText('Resultados de enero').waitFor({ timeout: 30_000 });
    await dialog.getByRole('heading', { name: 'Diapositiva 2 de 2' }).waitFor();
    const picture = dialog.getByRole('img', { name: 'Imagen 1 de la diapositiva 2' });
    await picture.waitFor();
    // The picture really loads from its object URL under the page's CSP.
    await page.waitForFunction(
      (element) => (element as HTMLImageElement | null)?.naturalWidth === 1,
      await picture.elementHandle(),
    );
    expect(scripts.some((url) => /presentation-worker\.[0-9a-f]+\.js/.test(url))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('downloads a demo report as it is stored', async () => {
  const { context, page } = await signedInPage();
  try {
    await page.getByRole('row', { name: 'Ver Resumen de estaciones enero de 2022.csv' }).waitFor();
    const row = page.getByRole('row', { name: 'Ver Resumen de estaciones enero de 2022.csv' });
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menuitem', { name: 'Descargar' }).click();
    const download = await saved;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-e2e-download-'));
    tempDirs.push(dir);
    const target = path.join(dir, download.suggestedFilename());
    await download.saveAs(target);
    expect(download.suggestedFilename()).toBe('Resumen de estaciones enero de 2022.csv');
    expect(
      fs
        .readFileSync(target)
        .equals(fs.readFileSync(stored(`${ROOT}Resumen de estaciones enero de 2022.csv`))),
    ).toBe(true);
  } finally {
    await context.close();
  }
});
