// Reports end to end, in Chromium against the production build with the demo data. An editor
// asks for a report on the Data screen and keeps working; the job runner renders it, the mail
// with it reaches the outbox, and the PDF is in the files browser under the station's folder.
// The printable price page opens from a pdf token in a fresh context without a session, and
// refuses a tampered or an expired token with its own message.
import fs from 'node:fs';
import path from 'node:path';
import { callApi, signIn, startE2eSuite } from '../support/e2eSuite';

const EDITOR = 'editor@demo.surtidor.mx';
const suite = startE2eSuite({ JOBS_POLL_SECONDS: '1' });

interface OutboxMail {
  to: string[];
  subject: string;
  eml: string;
}

async function waitForMail(dir: string, match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
    for (const name of names) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail;
      if (match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no such mail in the outbox within 60 s');
}

it('an editor asks for a report, keeps working, gets it by mail and finds it in Reportes', async () => {
  const { context, page } = await suite.newPage();
  try {
    const token = await signIn(page, EDITOR);
    const stations = await callApi<{ items: { id: number; name: string }[] }>(
      page,
      token,
      'GET',
      '/api/gas_stations',
    );
    const station = stations.items[0]!;

    await page.goto('/data');
    await page.getByRole('combobox', { name: 'Gasolineras' }).click();
    await page.getByRole('option', { name: station.name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generar reporte' }).click();
    await page.getByText('Tu reporte se está generando', { exact: false }).waitFor();

    // Keeps working elsewhere meanwhile.
    await page.goto('/dashboard');
    await page.getByRole('heading').first().waitFor();

    const mail = await waitForMail(
      path.join(suite.server.dataDir, 'outbox'),
      (m) => m.to.includes(EDITOR) && /ejecutivo semanal/.test(m.subject),
    );
    const eml = fs.readFileSync(path.join(suite.server.dataDir, 'outbox', mail.eml), 'utf8');
    expect(eml).toContain('/files');
    expect(eml).toMatch(/Content-Type: application\/pdf/);

    const list = await callApi<{ items: { status: string; file_name: string | null }[] }>(
      page,
      token,
      'GET',
      '/api/generated_reports',
    );
    const report = list.items[0]!;
    expect(report.status).toBe('done');

    // In the files browser, in the station's folder of the customer's reports.
    await page.goto('/files');
    // The listing settles first (the new report's folder arrives with the first answer).
    await page.waitForLoadState('networkidle');
    await page.getByRole('row', { name: `Abrir la carpeta ${station.name}` }).click();
    await page.getByRole('row', { name: `Ver ${report.file_name}` }).waitFor();

    // The Data screen lists it as ready.
    await page.goto('/data');
    await page.getByText('Listo').first().waitFor();
  } finally {
    await context.close();
  }
}, 120_000);

it('the printable price page opens from a token without a session and refuses bad ones', async () => {
  const { context, page } = await suite.newPage();
  let printable: string;
  let stationName: string;
  try {
    const token = await signIn(page, EDITOR);
    const stations = await callApi<{ items: { id: number; name: string }[] }>(
      page,
      token,
      'GET',
      '/api/gas_stations',
    );
    const station = stations.items[0]!;
    stationName = station.name;
    const made = await callApi<{ path: string }>(page, token, 'POST', '/api/reports/pdf_token', {
      gas_station_id: station.id,
      report_type: 'price',
      // The demo's regulator prices are the real history of 2026-05-25 to 2026-08-08.
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      locale: 'es',
    });
    printable = made.path;
  } finally {
    await context.close();
  }

  const fresh = await suite.browser.newContext({ baseURL: suite.server.url });
  try {
    const page = await fresh.newPage();
    await page.goto(printable);
    await page.getByText(stationName).first().waitFor();
    await page
      .getByRole('heading', { name: /precios/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // One character of the signature changed.
    const [prefix, rest] = [
      printable.slice(0, printable.lastIndexOf('/')),
      printable.slice(printable.lastIndexOf('/')),
    ];
    const token = decodeURIComponent(prefix.slice(prefix.lastIndexOf('/') + 1));
    const base = prefix.slice(0, prefix.lastIndexOf('/'));
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await page.goto(`${base}/${encodeURIComponent(token.slice(0, -1) + last)}${rest}`);
    await page.getByText('El enlace del reporte no es válido').first().waitFor();

    // The same token with its expiry moved into the past.
    const [body, mac] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { x: number };
    payload.x = Math.floor(Date.now() / 1000) - 60;
    const expired = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    await page.goto(`${base}/${encodeURIComponent(expired)}${rest}`);
    await page.getByText('El enlace del reporte expiró').first().waitFor();
  } finally {
    await fresh.close();
  }
}, 120_000);

it('the weekly report reads changes the right way round, writes the place once and lists volumes', async () => {
  const { context, page } = await suite.newPage();
  try {
    await signIn(page, EDITOR);
    await page.goto('/reports/weekly');
    const report = page.locator('figure', { hasText: 'Volumen vendido por día' });
    await report.waitFor();
    // One row per day of the week, under the product headers.
    await expect(report.getByRole('columnheader', { name: 'Regular' }).count()).resolves.toBe(1);
    expect(await report.locator('tbody tr').count()).toBe(7);

    // Waiting and service times: lower is better, so a fall is good news.
    const cards = page.locator('[aria-label^="Inmediatez"], [aria-label^="Tiempo de servicio"]');
    let read = 0;
    for (const card of await cards.all()) {
      const change = card.locator('[data-tone]');
      if ((await change.count()) === 0) continue;
      const text = await change.innerText();
      const tone = await change.getAttribute('data-tone');
      if (text.includes('▼')) expect(tone).toBe('good');
      else if (text.includes('▲')) expect(tone).toBe('bad');
      else expect(tone).toBe('neutral');
      read += 1;
    }
    expect(read).toBeGreaterThan(0);

    // 'Name · address, city, state' without a part written twice.
    const heading = await page.locator('p', { hasText: ' · ' }).first().innerText();
    const parts = (heading.split(' · ')[1] ?? '').split(',').map((p) => p.trim().toLowerCase());
    expect(parts.length).toBeGreaterThan(0);
    expect(new Set(parts).size).toBe(parts.length);
  } finally {
    await context.close();
  }
});
