// The audit trail end to end, in Chromium against the production build with the demo data: an
// administrator changes a goal, opens 'Auditoría' from the side menu, finds the change by its
// operation and sees the changed field side by side; a Visor has no such screen. The screenshots
// at desktop and phone widths are written to the test's temporary folder for a person to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApi, signIn, startE2eSuite, waitForLoaded } from '../support/e2eSuite';

const suite = startE2eSuite();
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-audit-e2e-'));

it('shows a goal changed by the administrator, with its fields before and after', async () => {
  const { page, context } = await suite.newPage();
  try {
    const token = await signIn(page, 'admin@demo.surtidor.mx');
    const goal = {
      customer_id: 1,
      metric: 'immeadiacy',
      quantity: 95,
      assigned_user_id: null,
      gas_station_ids: [1],
      start_date: '2030-03-01',
      end_date: '2030-03-31',
    };
    const created = await callApi<{ id: number }>(page, token, 'POST', '/api/goals', goal);
    await callApi(page, token, 'PUT', `/api/goals/${created.id}`, { ...goal, quantity: 87 });

    await page.goto('/home');
    await page.getByRole('link', { name: 'Auditoría' }).click();
    await page.waitForURL('**/audit');
    const table = page.getByRole('table', { name: 'Registros de auditoría' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: 'Operación' }).click();
    await page.getByRole('option', { name: 'Editar meta', exact: true }).click();
    const row = table.locator('tbody tr', { hasText: `Meta ${created.id}` });
    await row.waitFor();
    await waitForLoaded(page);
    await page.screenshot({ path: path.join(shots, 'audit-1440.png'), fullPage: true });

    await row.click();
    const dialog = page.getByRole('dialog', { name: /^Registro \d+$/ });
    await dialog.waitFor();
    const quantity = dialog.getByRole('row', { name: /quantity/ });
    expect(await quantity.getByRole('cell').allTextContents()).toEqual(['quantity', '95', '87']);
    expect(await dialog.getByText('admin@demo.surtidor.mx').count()).toBe(1);
    await page.screenshot({ path: path.join(shots, 'audit-detail-1440.png') });
    await dialog
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForLoaded(page);
    await page.screenshot({ path: path.join(shots, 'audit-390.png'), fullPage: true });
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'audit-390-table.png') });
    console.log(`audit screenshots in ${shots}`);
  } finally {
    await context.close();
  }
});

it('has no Auditoría for a Visor', async () => {
  const { page, context } = await suite.newPage();
  try {
    await signIn(page, 'visor@demo.surtidor.mx');
    expect(await page.getByRole('link', { name: 'Auditoría' }).count()).toBe(0);
    await page.goto('/audit');
    await page.getByText('No tienes acceso a esta sección').first().waitFor();
  } finally {
    await context.close();
  }
});
