// 'Controles volumétricos' end to end, in Chromium against the production build and the demo:
// an administrator uploads a month of SAT daily reports (a zip built here with the demo's SAT
// report builder, one day left out and one balance gap built in) for a demo station, sees the
// calendar (the missing day, the day with findings) and the findings, opens a finding's detail
// (its figures, rule and legal source) and downloads the month's pre-audit PDF.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import {
  addDays,
  daysThrough,
  firstOfMonth,
  lastOfMonth,
  todayIn,
} from '../../src/lib/dates/calendarDates';
import { DEMO_CUSTOMERS } from '../../src/server/demo/demoDataSet';
import { stationMonthReports } from '../../src/server/demo/satReports';
import { callApi, signIn, startE2eSuite, waitForLoaded } from '../support/e2eSuite';

const suite = startE2eSuite();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-compliance-e2e-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface Listed<T> {
  items: T[];
}

it('uploads a month, shows its calendar and findings, a finding in full, and the PDF', async () => {
  const { context, page } = await suite.newPage();
  try {
    const token = await signIn(page, 'admin@demo.surtidor.mx');
    const customers = await callApi<Listed<{ id: number; legal_name: string }>>(
      page,
      token,
      'GET',
      '/api/customers',
    );
    const customer = customers.items.find((c) => c.legal_name === DEMO_CUSTOMERS[0]!.legal_name)!;
    const stations = await callApi<
      Listed<{ id: number; name: string; permission: string; customer_id: number }>
    >(page, token, 'GET', '/api/gas_stations?items=100');
    const station = stations.items
      .filter((s) => s.customer_id === customer.id)
      .sort((a, b) => a.id - b.id)[0]!;

    // Two months back: the demo holds last month already.
    const first = firstOfMonth(todayIn('America/Mexico_City'), -2);
    const month = first.slice(0, 7);
    const days = daysThrough(first, lastOfMonth(first));
    const missing = addDays(first, 3);
    const gapDay = addDays(first, 8);
    const reports = stationMonthReports({
      identity: {
        rfc: DEMO_CUSTOMERS[0]!.rfc!,
        permit: station.permission,
        installationKey: `EDS-${String(station.id).padStart(4, '0')}`,
        description: `Estación de servicio ${station.name}`,
      },
      month,
      days,
      sold: new Map(days.flatMap((d) => [[`${d}|1`, 5000] as [string, number]])),
      faults: { missingDay: missing, balanceGap: { day: gapDay, product: 1, share: 0.008 } },
    });
    const zip = new JSZip();
    for (const report of reports.daily) zip.file(report.name, JSON.stringify(report.json));
    const zipFile = path.join(scratch, `reportes-${month}.zip`);
    fs.writeFileSync(
      zipFile,
      await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    );

    await page.goto(`/compliance/${station.id}?month=${month}`);
    await waitForLoaded(page);
    await page.getByLabel('Archivo de reportes del SAT').setInputFiles(zipFile);
    const received = page.getByRole('list', { name: 'Archivos recibidos' });
    await received.waitFor({ timeout: 60_000 });
    expect(await received.getByRole('listitem').count()).toBe(reports.daily.length);

    // The calendar: the day left out is missing, the gap's day has findings.
    const calendar = page.getByRole('group', { name: /^Días de / });
    const missingCell = calendar.getByRole('button', { name: /: Faltante/ }).first();
    await missingCell.waitFor();
    const gapCell = calendar.getByRole('button', { name: /Con hallazgos/ }).first();
    await gapCell.waitFor();

    // The findings, and the balance gap's detail with its figures, rule and source.
    const findings = page.getByRole('table', { name: 'Hallazgos del mes' });
    await findings
      .getByRole('row', { name: /Reporte diario faltante o incompleto/ })
      .first()
      .waitFor();
    await findings
      .getByRole('row', { name: /Ver hallazgo: Balance del día/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Existencia medida').waitFor();
    await dialog
      .getByText('Código Fiscal de la Federación, art. 55 fr. VII; RMF 2026, Anexo 21')
      .waitFor();
    await dialog.getByText('0.5 %').waitFor();
    await page.keyboard.press('Escape');

    // The pre-audit PDF, as the accountant gets it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Preauditoría (PDF)' }).click();
    const saved = path.join(scratch, 'preauditoria.pdf');
    await (await download).saveAs(saved);
    const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain('Preauditoría de controles volumétricos');
    expect(text).toContain('Balance del día fuera de tolerancia');
    expect(text).toContain('Faltante');
  } finally {
    await context.close();
  }
}, 240_000);
