import '../reportTestSetup';
import { screen, waitFor } from '@testing-library/react';
import PrintableReportPage from '@/features/reports/screens/PrintableReportPage';
import { pdfTokenFor, reportsHandlers, reportsState } from '../../../support/msw/reportsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen } from '../../../support/renderScreen';

const server = setupApiServer();
const PATH = '/price/:idGasStation/:pdfToken/:localePdf';
const period = { a: '2026-11-09', b: '2026-11-15' };

function open(at: string) {
  const state = reportsState();
  server.use(...reportsHandlers(testOrigin, state));
  renderScreen(<PrintableReportPage />, { path: PATH, at });
  return state;
}

describe('PrintableReportPage', () => {
  it('shows the report the token opens, without a session, in the link language', async () => {
    const token = pdfTokenFor({ s: 1, r: 'price', ...period });
    const state = open(`/price/1/${token}/es`);
    expect(await screen.findByRole('heading', { name: 'Reporte de precios' })).toBeInTheDocument();
    expect(state.documents).toEqual([
      {
        path: '/api/reports/prices_tar/1',
        query: {
          start_date: period.a,
          end_date: period.b,
          pdf_token: token,
          locale: 'es',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  it('picks the document call by the report of the token, in English for /en', async () => {
    const token = pdfTokenFor({ s: 2, r: 'weekly_executive', ...period, l: 'en' });
    const state = open(`/price/2/${token}/en`);
    await screen.findByRole('heading', { name: 'Reporte ejecutivo semanal' });
    expect(state.documents[0]!.path).toBe('/api/reports/executive/2');
    expect(state.documents[0]!.query.locale).toBe('en');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says a tampered link is not valid (the server refuses its signature)', async () => {
    const token = pdfTokenFor({ s: 1, r: 'price', ...period }, 'otra-firma');
    open(`/price/1/${token}/es`);
    expect(
      await screen.findByRole('heading', { name: 'El enlace del reporte no es válido' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pide un enlace nuevo/)).toBeInTheDocument();
  });

  it('says an unreadable link is not valid without asking the server', async () => {
    const state = open('/price/1/basura/es');
    expect(
      await screen.findByRole('heading', { name: 'El enlace del reporte no es válido' }),
    ).toBeInTheDocument();
    expect(state.documents).toEqual([]);
  });

  it('says an expired link expired, from the token itself', async () => {
    const token = pdfTokenFor({ s: 1, r: 'price', ...period, x: 1_000 });
    const state = open(`/price/1/${token}/es`);
    expect(
      await screen.findByRole('heading', { name: 'El enlace del reporte expiró' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pide un enlace nuevo/)).toBeInTheDocument();
    expect(state.documents).toEqual([]);
  });

  it('says when the server finds the link expired', async () => {
    // The server's clock is ahead of the browser's: the token still looks valid here.
    const token = pdfTokenFor({ s: 1, r: 'price', ...period });
    const state = reportsState({ serverClockAheadSeconds: 24 * 3600 });
    server.use(...reportsHandlers(testOrigin, state));
    renderScreen(<PrintableReportPage />, { path: PATH, at: `/price/1/${token}/es` });
    await waitFor(() => expect(state.documents).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: 'El enlace del reporte expiró' }),
    ).toBeInTheDocument();
  });

  it('says when the link is for another station than the address', async () => {
    const token = pdfTokenFor({ s: 3, r: 'price', ...period });
    open(`/price/1/${token}/es`);
    expect(
      await screen.findByRole('heading', { name: 'El enlace es de otra gasolinera' }),
    ).toBeInTheDocument();
  });
});
