import '../reportTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { browser } from '@/features/reports/containers/browser';
import { lastDays } from '@/lib/dates/calendarPeriods';
import { localToday } from '@/features/reports/model/periods';
import PriceReportPage from '@/features/reports/screens/PriceReportPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { reportsHandlers, reportsState } from '../../../support/msw/reportsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';
import { sampleReportWithRecords } from '../../../support/reportDocuments';

const server = setupApiServer();
const noFlags = signedInAs(demoProfiles.sinpermisos, demoToken('sinpermisos'));

describe('PriceReportPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the price report of the last 30 days, then of the chosen preset', async () => {
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<PriceReportPage />, { path: '/price', auth: noFlags });
    expect(await screen.findByRole('heading', { name: 'Reporte de precios' })).toBeInTheDocument();
    const thirty = lastDays(localToday(), 30);
    expect(state.documents.at(-1)).toEqual({
      path: '/api/reports/prices_tar/1',
      query: { start_date: thirty.startDate, end_date: thirty.endDate, locale: 'es' },
    });
    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 7 días' }));
    await waitFor(() =>
      expect(state.documents.at(-1)?.query.start_date).toBe(lastDays(localToday(), 7).startDate),
    );
  });

  it('shows the price records by brand as a table, the station brand first', async () => {
    const state = reportsState({ document: sampleReportWithRecords });
    server.use(...reportsHandlers(testOrigin, state));
    renderScreen(<PriceReportPage />, { path: '/price', auth: noFlags });
    const table = await screen.findByRole('table', { name: 'Precios por marca' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Marca', 'Estaciones', 'Regular', 'Premium', 'Diésel']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Pemex (mi estación)', '2', '$23.89', '$25.41', '—'],
      ['Shell', '1', '$23.74', '$25.99', '$26.10'],
      ['Sin marca', '1', '—', '—', '$25.85'],
    ]);
    // The price report has no volumes.
    expect(screen.queryByRole('table', { name: 'Volumen vendido por día' })).toBeNull();
  });

  it("'Imprimir' asks for a print link and opens it in a new tab", async () => {
    const openTab = jest.spyOn(browser, 'openTab').mockImplementation(() => undefined);
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<PriceReportPage />, { path: '/price', auth: noFlags });
    await screen.findByRole('heading', { name: 'Reporte de precios' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(openTab).toHaveBeenCalledTimes(1));
    const thirty = lastDays(localToday(), 30);
    expect(state.pdfTokens).toEqual([
      {
        gas_station_id: 1,
        report_type: 'price',
        start_date: thirty.startDate,
        end_date: thirty.endDate,
        locale: 'es',
      },
    ]);
    expect(openTab.mock.calls[0]![0]).toMatch(/^\/price\/1\/[\w-]+\.firma\/es$/);
  });

  it("'Descargar PDF' queues the price report by e-mail", async () => {
    const state = reportsState();
    server.use(...reportsHandlers(testOrigin, state));
    const { user } = renderScreen(<PriceReportPage />, { path: '/price', auth: noFlags });
    await screen.findByRole('heading', { name: 'Reporte de precios' });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(state.created).toHaveLength(1));
    expect(state.created[0]).toMatchObject({ report_type: ['price'], channel: ['email'] });
  });
});
