// Sales data end to end, in Chromium against the production build with the demo data. An
// administrator registers a volumetric supplier and a system against a fake supplier on loopback
// (token request, POST with a JSON body, nested records), tries it and sees the mapped rows,
// links a demo station to it and syncs: the tickets arrive through the job queue. Then a ticket
// spreadsheet is uploaded, mapped by its Spanish headers, its mapping saved (PUT /api/mapper)
// and then processed; the same layout uploaded again reads that mapping back and imports nothing
// new; a file that is not .xlsx is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import type { TicketMappingInput } from '@/api/tickets';
import { signIn, startE2eSuite } from '../support/e2eSuite';
import {
  startFakeSupplier,
  FAKE_PASSWORD,
  FAKE_USER,
  type FakeSupplier,
} from '../support/fakeSupplier';
import { sampleTicketRow, sampleTicketRows, ticketWorkbook } from '../support/xlsxFixtures';

const ADMIN = 'admin@demo.surtidor.mx';
const SUPPLIER_NAME = 'Controles Volumétricos del Bajío';
const SUPPLIER_ALIAS = 'cvb';
const SYSTEM_NAME = 'Nube CVB';
const SUPPLIER_STATION_ID = 'E-100';

const suite = startE2eSuite({ CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true', JOBS_POLL_SECONDS: '1' });
let fake: FakeSupplier;
let tmp: string;

beforeAll(async () => {
  fake = await startFakeSupplier();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-sales-e2e-'));
});

afterAll(async () => {
  await fake?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

interface Station {
  id: number;
  name: string;
  brand: string | null;
}

async function api<T>(token: string, url: string): Promise<T> {
  const response = await fetch(`${suite.server.url}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function demoStations(token: string): Promise<Station[]> {
  const list = await api<{ items: Station[] }>(token, '/api/gas_stations?items=100');
  expect(list.items.length).toBeGreaterThan(1);
  return list.items;
}

async function choose(page: Page, scope: Locator | Page, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A field by its whole label, required or not (the required mark follows the label's text). */
function field(scope: Locator | Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Waits until `check` holds, reloading the page between tries (up to `seconds`). */
async function eventually(page: Page, check: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not reached in ${seconds} s`);
    await page.waitForTimeout(1000);
    if (await check()) return;
    await page.reload();
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

it('connects a volumetric system, sees its mapped rows and syncs a station through the jobs', async () => {
  const { context, page } = await suite.newPage();
  const token = await signIn(page, ADMIN);
  const [station] = await demoStations(token);

  // --- The supplier. ---
  await page.goto('/volumetric-suppliers');
  await page
    .getByRole('button', { name: 'Nuevo proveedor' })
    .or(page.getByRole('link', { name: 'Nuevo proveedor' }))
    .first()
    .click();
  await field(page, 'Nombre').fill(SUPPLIER_NAME);
  await field(page, 'Alias').fill(SUPPLIER_ALIAS);
  await page.getByRole('button', { name: 'Registrar proveedor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar', exact: true }).click();
  await page.waitForURL(/\/volumetric-suppliers\/\d+$/);
  const supplierId = Number(/\/(\d+)$/.exec(page.url())![1]);
  await page.getByText(SUPPLIER_ALIAS, { exact: true }).first().waitFor();

  // --- The system, filled against the fake supplier and tried before saving. ---
  await page
    .getByRole('button', { name: 'Nuevo sistema' })
    .or(page.getByRole('link', { name: 'Nuevo sistema' }))
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Nuevo sistema' });
  await field(form, 'Nombre del sistema').fill(SYSTEM_NAME);
  await field(form, 'URL de datos').fill(`${fake.url}/api/ventas`);
  await field(form, 'Cuerpo (JSON)').fill(
    JSON.stringify({ filtro: { desde: null, hasta: null }, pagina: 1 }),
  );
  await choose(page, form, 'Tipo de autenticación', 'Solicitud de token');
  await field(form, 'URL del token').fill(`${fake.url}/auth/login`);
  await field(form, 'Cuerpo de la solicitud de token (JSON)').fill(
    JSON.stringify({ usuario: FAKE_USER, clave: FAKE_PASSWORD }),
  );
  await field(form, 'Ruta del token en la respuesta').fill('$.data.access_token');
  await field(form, 'Ruta en el cuerpo (Fecha de inicio)').fill('filtro.desde');
  await field(form, 'Ruta en el cuerpo (Fecha de fin)').fill('$.filtro.hasta');
  await field(form, 'Ruta en el cuerpo (Id de la estación)').fill('filtro.estacion');
  await choose(page, form, 'Formato de fecha', 'YYYY-MM-DD HH:MM:SS');
  await field(form, 'Ruta de los registros').fill('$.resultado.tickets[*]');
  const mapper: [string, string][] = [
    ['Folio', '$.folio'],
    ['Fecha y hora', '$.fecha_hora'],
    ['Empleado (opcional)', '$.despachador.nombre'],
    ['Bomba', '$.bomba'],
    ['Producto', '$.producto.clave'],
    ['Tipo de pago', '$.forma_pago'],
    ['Volumen', '$.litros'],
    ['Precio', '$.precio_unitario'],
    ['Importe', '$.importe'],
  ];
  for (const [label, jsonPath] of mapper) {
    await field(form, label).fill(jsonPath);
  }

  const day = isoDay(new Date(Date.now() - 2 * 86_400_000));
  await field(form, 'Día').fill(day);
  await field(form, 'Id de la estación en el proveedor').fill(SUPPLIER_STATION_ID);
  await form.getByRole('button', { name: 'Probar conexión' }).click();
  await form.getByText('La conexión funciona: todos los registros se leyeron bien.').waitFor();
  const rows = form.getByRole('table', { name: 'Registros leídos' });
  await rows.getByText(`${SUPPLIER_STATION_ID}-${day.replace(/-/g, '')}-00001`).waitFor();
  expect(await rows.locator('tbody tr').count()).toBe(5);
  expect(await rows.locator('tbody').textContent()).toContain(`${day} 00:00:00`);

  await form.getByRole('button', { name: 'Crear sistema' }).click();
  await page.waitForURL(new RegExp(`/volumetric-suppliers/${supplierId}$`));
  await page.getByLabel(`Abrir sistema ${SYSTEM_NAME}`).first().waitFor();

  // --- A demo station reports through it. ---
  await page.goto(`/gas-stations/detail/${station!.id}`);
  await page.getByRole('tab', { name: 'Sistema volumétrico de la estación' }).click();
  const link = page.getByRole('form', { name: 'Sistema volumétrico' });
  await choose(page, link, 'Proveedor', SUPPLIER_NAME);
  await choose(page, link, 'Sistema', SYSTEM_NAME);
  await field(link, 'ID de la estación en el sistema').fill(SUPPLIER_STATION_ID);
  await link.getByRole('button', { name: 'Guardar sistema volumétrico' }).click();
  await page.getByText('Cambios guardados correctamente').first().waitFor();

  // --- Synced now: the pull runs as a job and the station's tickets show up. ---
  await page.goto(`/volumetric-suppliers/${supplierId}`);
  await page.getByLabel(`Abrir sistema ${SYSTEM_NAME}`).first().click();
  await page.waitForURL(new RegExp(`/volumetric-suppliers/${supplierId}/systems/\\d+$`));
  await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await page.getByText(/Sincronización en cola: 1 estación/).waitFor();
  const sync = page.getByRole('table', { name: 'Estado de consulta de las estaciones' });
  const stationRow = sync.locator('tbody tr', { hasText: station!.name });
  let received = 0;
  await eventually(page, async () => {
    if ((await stationRow.count()) === 0) return false;
    // The 'Tickets recibidos' column, wherever the table puts it.
    const headers = (await sync.locator('thead th').allInnerTexts()).map((h) => h.trim());
    const tickets = headers.indexOf('Tickets recibidos');
    expect(tickets).toBeGreaterThanOrEqual(0);
    const text = (await stationRow.first().locator('td').nth(tickets).textContent()) ?? '';
    received = Number(text.replace(/\D/g, '')) || 0;
    return received > 0;
  });
  // Yesterday and today, five records a day at the fake supplier.
  expect(received).toBe(10);
  expect(fake.calls.filter((c) => c.path === '/api/ventas').length).toBeGreaterThanOrEqual(3);

  const today = new Date();
  const tickets = await api<{
    items: { folio: string; source: string }[];
    totals: { tickets: number };
  }>(
    token,
    `/api/sales_tickets?gas_station_id=${station!.id}&start_date=${isoDay(new Date(today.getTime() - 3 * 86_400_000))}&end_date=${isoDay(new Date(today.getTime() + 86_400_000))}&items=1000`,
  );
  // The demo's own tickets (uploads) share the range: the synced ones are the volumetric ones.
  expect(tickets.items).toHaveLength(tickets.totals.tickets);
  const synced = tickets.items.filter((t) => t.source === 'volumetric');
  expect(synced).toHaveLength(10);
  expect(synced.every((t) => t.folio.startsWith(`${SUPPLIER_STATION_ID}-`))).toBe(true);
  await context.close();
});

it('uploads a ticket spreadsheet, reuses its saved mapping and refuses what is not .xlsx', async () => {
  const { context, page } = await suite.newPage();
  const token = await signIn(page, ADMIN);
  const station = (await demoStations(token))[1]!;

  const bad = sampleTicketRow(30);
  bad[0] = 'ayer por la tarde';
  const worse = sampleTicketRow(31);
  worse[3] = 'muchos';
  const workbook = await ticketWorkbook({ rows: [...sampleTicketRows(30), bad, worse] });
  const file = path.join(tmp, 'ventas-marzo.xlsx');
  fs.writeFileSync(file, workbook);

  await page.goto('/tickets_upload');
  const input = page.locator('input[type=file]');

  // --- Not a spreadsheet: refused in Spanish before anything is read. ---
  await input.setInputFiles({
    name: 'ventas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Fecha,Bomba\n2024-03-01,1\n'),
  });
  await page.getByText('Solo se aceptan archivos .xlsx').waitFor();

  const history = page.getByRole('table', { name: 'Historial de cargas de tickets' });
  const uploadOnce = async () => {
    await input.setInputFiles(file);
    const mapping = page.getByRole('form', { name: 'Relación de columnas' });
    await page.getByRole('table', { name: 'Vista previa de los primeros 50 renglones' }).waitFor();
    await choose(page, mapping, 'Estación', station.name);
    return mapping;
  };

  // --- First upload: columns matched by their Spanish headers. ---
  let mapping = await uploadOnce();
  const matched: [string, string][] = [
    ['Fecha y hora', 'Columna A — Fecha'],
    ['Bomba', 'Columna B — Bomba'],
    ['Producto', 'Columna C — Producto'],
    ['Volumen', 'Columna D — Litros'],
    ['Precio por litro', 'Columna E — Precio'],
    ['Importe', 'Columna F — Importe'],
    ['Tipo de pago', 'Columna G — Forma de pago'],
    ['Empleado (opcional)', 'Columna H — Despachador'],
  ];
  for (const [field, column] of matched) {
    expect(
      await mapping.getByRole('combobox', { name: field, exact: true }).textContent(),
    ).toContain(column);
  }
  expect(await mapping.getByText('Se aplicó el mapeo guardado para este formato').count()).toBe(0);
  await page.getByText('2 de 32 renglones tienen errores').waitFor();
  const sent: string[] = [];
  const track = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/mapper' || pathname.endsWith('/process')) {
      sent.push(`${request.method()} ${pathname}`);
    }
  };
  page.on('request', track);
  const saving = page.waitForRequest(
    (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/mapper',
  );
  await mapping.getByRole('button', { name: 'Procesar' }).click();
  let dialog = page.getByRole('dialog', { name: 'Archivo procesado' });
  await dialog.getByText('El mapeo de columnas quedó guardado para la próxima vez.').waitFor();
  page.off('request', track);
  const saved = (await saving).postDataJSON() as TicketMappingInput;
  // The mapping is saved before the upload is processed.
  expect(sent.filter((line) => !line.startsWith('GET'))).toEqual([
    'PUT /api/mapper',
    expect.stringMatching(/^POST \/api\/ticket_uploads\/\d+\/process$/),
  ]);
  expect(saved.headers.slice(0, 3)).toEqual(['Fecha', 'Bomba', 'Producto']);
  await dialog.getByRole('button', { name: 'Subir otro archivo' }).click();
  await dialog.waitFor({ state: 'detached' });

  const processedRows = history.locator('tbody tr', { hasText: 'Procesado' });
  // The history refreshes itself while the job runs.
  await processedRows.first().waitFor({ timeout: 30_000 });
  expect(await processedRows.first().textContent()).toContain('30 de 32');
  expect(await processedRows.first().textContent()).toContain('ventas-marzo.xlsx');
  const imported = await api<{ totals: { tickets: number } }>(
    token,
    `/api/sales_tickets?gas_station_id=${station.id}&start_date=2024-03-01&end_date=2024-03-01`,
  );
  expect(imported.totals.tickets).toBe(30);

  // --- The same layout again: the saved mapping applies and nothing new comes in. ---
  const readBack = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname === '/api/mapper' &&
      url.searchParams.get('customer_id') === String(saved.customer_id) &&
      url.searchParams.get('header_signature') === saved.header_signature
    );
  });
  mapping = await uploadOnce();
  const { mapping: found } = (await (await readBack).json()) as { mapping: TicketMappingInput };
  expect(found).toMatchObject({
    customer_id: saved.customer_id,
    headers: saved.headers,
    header_row: saved.header_row,
    columns: saved.columns,
  });
  await mapping.getByText('Se aplicó el mapeo guardado para este formato').waitFor();
  expect(
    await mapping.getByRole('combobox', { name: 'Volumen', exact: true }).textContent(),
  ).toContain('Columna D — Litros');
  await mapping.getByRole('button', { name: 'Procesar' }).click();
  dialog = page.getByRole('dialog', { name: 'Archivo procesado' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Subir otro archivo' }).click();
  await dialog.waitFor({ state: 'detached' });
  await processedRows.nth(1).waitFor({ timeout: 30_000 });
  await page
    .getByText(/El archivo ya se había importado|Duplicados/)
    .first()
    .waitFor();
  const again = await api<{ totals: { tickets: number } }>(
    token,
    `/api/sales_tickets?gas_station_id=${station.id}&start_date=2024-03-01&end_date=2024-03-01`,
  );
  expect(again.totals.tickets).toBe(30);
  await context.close();
});
