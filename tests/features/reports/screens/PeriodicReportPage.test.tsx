import '../reportTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  shiftMonth,
  shiftWeek,
} from '@/lib/dates/calendarPeriods';
import { localToday } from '@/features/reports/model/periods';
import MonthlyReportPage from '@/features/reports/screens/MonthlyReportPage';
import WeeklyReportPage from '@/features/reports/screens/WeeklyReportPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { reportsHandlers, reportsState } from '../../../support/msw/reportsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';
import { sampleReportWithRecords } from '../../../support/reportDocuments';

const server = setupApiServer();
// Semanal and Mensual need the data flag (Visor has none): an Editor.
const editor = signedInAs(demoProfiles.editor, demoToken('editor'));

describe('weekly and monthly reports', () => {
  it('opens the latest complete week of the first station and steps back and forth', async () => {
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<WeeklyReportPage />, { path: '/reports/weekly', auth: editor });
    expect(await screen.findByRole('heading', { name: 'Reporte semanal' })).toBeInTheDocument();
    const latest = lastCompleteWeek(localToday());
    expect(state.documents.at(-1)).toEqual({
      path: '/api/reports/weekly/1',
      query: { start_date: latest.startDate, end_date: latest.endDate, locale: 'es' },
    });
    expect(screen.getByRole('listitem', { name: 'Ventas totales' })).toHaveTextContent(
      '$1,254,380.50',
    );
    const next = screen.getByRole('button', { name: 'Semana siguiente' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    const previous = shiftWeek(latest, -1);
    await waitFor(() => expect(state.documents.at(-1)?.query.start_date).toBe(previous.startDate));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(next).toBeDisabled();
  });

  it('shows the price records by brand and the liters sold by day as tables', async () => {
    const state = reportsState({ document: sampleReportWithRecords });
    server.use(...reportsHandlers(testOrigin, state));
    renderScreen(<MonthlyReportPage />, { path: '/reports/monthly', auth: editor });
    const prices = await screen.findByRole('table', { name: 'Precios por marca' });
    expect(within(prices).getAllByRole('row')).toHaveLength(4);
    expect(within(prices).getByRole('row', { name: /Shell/ })).toHaveTextContent(
      /Shell.*\$23\.74.*\$25\.99.*\$26\.10/,
    );
    const volumes = screen.getByRole('table', { name: 'Volumen vendido por día' });
    const headers = within(volumes)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Fecha', 'Regular', 'Premium', 'Diésel']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const rows = within(volumes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(cells(rows[0]!)).toEqual(['lun, 9 nov 2026', '12,345.5 L', '4,210.25 L', '980 L']);
    expect(cells(rows[3]!)).toEqual(['jue, 12 nov 2026', '—', '—', '—']);
    expect(cells(rows[6]!)).toEqual(['dom, 15 nov 2026', '12,351.5 L', '4,210.25 L', '0 L']);
  });

  it('opens the latest complete month and another station', async () => {
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<MonthlyReportPage />, {
      path: '/reports/monthly',
      auth: editor,
    });
    await screen.findByRole('heading', { name: 'Reporte mensual' });
    const latest = lastCompleteMonth(localToday());
    expect(state.documents.at(-1)?.path).toBe('/api/reports/monthly/1');
    expect(state.documents.at(-1)?.query.start_date).toBe(latest.startDate);
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() =>
      expect(state.documents.at(-1)?.query.start_date).toBe(shiftMonth(latest, -1).startDate),
    );

    await user.click(screen.getByRole('combobox', { name: 'Gasolinera' }));
    await user.click(screen.getByRole('option', { name: 'Estación Valle' }));
    await waitFor(() => expect(state.documents.at(-1)?.path).toBe('/api/reports/monthly/2'));
  });

  it("'Descargar PDF' queues the shown period's PDF by e-mail", async () => {
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<WeeklyReportPage />, { path: '/reports/weekly', auth: editor });
    await screen.findByRole('heading', { name: 'Reporte semanal' });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(state.created).toHaveLength(1));
    const latest = lastCompleteWeek(localToday());
    expect(state.created[0]).toMatchObject({
      report_type: ['weekly'],
      gas_station_ids: ['1'],
      start_date: [latest.startDate],
      end_date: [latest.endDate],
      channel: ['email'],
    });
    expect(
      await screen.findByText('El PDF te llegará por correo y aparecerá en la pantalla Datos.'),
    ).toBeInTheDocument();
  });

  it('says so when the report cannot be loaded, and retries', async () => {
    const state = reportsState();
    let fail = true;
    server.use(...reportsHandlers(testOrigin, state));
    server.use(
      http.get('http://localhost/api/reports/weekly/:id', () =>
        fail ? HttpResponse.json({ message: 'Falla del servidor' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderScreen(<WeeklyReportPage />, { path: '/reports/weekly', auth: editor });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Falla del servidor')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Reporte semanal' })).toBeInTheDocument();
  });
});
