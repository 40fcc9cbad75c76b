import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Metric } from '@/api/metrics';
import MetricsPage from '@/features/metrics/screens/MetricsPage';
import MainLayout from '@/features/shell/containers/MainLayout';
import { demoProfiles, demoToken, failing, metricsHandler } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderMetrics() {
  return renderScreen(<MetricsPage />, { path: '/metrics', auth: admin });
}

const table = () => screen.getByRole('table', { name: 'Lista de métricas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => row.textContent);

describe('MetricsPage', () => {
  it("is titled 'Metricas' in the layout", async () => {
    renderScreen(
      <MainLayout menuItems={[]} screen="Metrics" onExportActions={() => undefined}>
        <MetricsPage />
      </MainLayout>,
      { path: '/metrics', auth: admin },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Metricas' })).toBeInTheDocument();
    await screen.findByText('Inmediatez (segundos)');
  });

  it("lists the metrics by id in one column 'Nombre', ten per page", async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/metrics')) requested.push(new URL(request.url).search);
    });
    renderMetrics();
    expect(await screen.findByText('Inmediatez (segundos)')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre']);
    expect(names()).toEqual([
      'Inmediatez (segundos)',
      'Atención Oportuna (porcentaje)',
      'Tiempo de Servicio (segundos)',
      'Conversión (porcentaje)',
      'Clientes Frecuentes (porcentaje)',
      'Inmediatez (segundos) (gas)',
      'Atención Oportuna (porcentaje) (gas)',
      'Tiempo de Servicio (segundos) (gas)',
      'Inmediatez (segundos) (diesel)',
      'Atención Oportuna (porcentaje) (diesel)',
    ]);
    expect(requested).toEqual(['?items=1000']);
    server.events.removeAllListeners();
  });

  it('pages on the client with the sizes of the spec', async () => {
    const { user } = renderMetrics();
    await screen.findByText('Inmediatez (segundos)');
    const sizes = screen.getByLabelText('Filas por página:');
    expect(sizes).toHaveValue('10');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '15', '20', '30', '40', '50', '100']);
    expect(screen.getByText('1-10 de 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(names()).toEqual(['Tiempo de Servicio (segundos) (diesel)']);
    expect(screen.getByText('11-11 de 11')).toBeInTheDocument();

    await user.selectOptions(sizes, '15');
    expect(bodyRows()).toHaveLength(11);
    expect(screen.getByText('1-11 de 11')).toBeInTheDocument();
  });

  it("labels an unknown id 'Desconocida' and rows are not clickable", async () => {
    const odd: Metric[] = [{ id: 42, key: 'conversion' }];
    server.use(metricsHandler(testOrigin, odd));
    renderMetrics();
    expect(await screen.findByText('Desconocida')).toBeInTheDocument();
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });

  it('shows loading rows, then an empty state', async () => {
    server.use(metricsHandler(testOrigin, []));
    renderMetrics();
    expect(document.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(0);
    expect(await screen.findByText('No hay métricas')).toBeInTheDocument();
  });

  it('shows the error in place and the default error toast', async () => {
    server.use(
      failing('get', '/api/metrics', 500, 'Error en servidor: Contacte a soporte', testOrigin),
    );
    const { store } = renderMetrics();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las métricas');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({
          severity: 'error',
          message: 'Error en servidor: Contacte a soporte',
        }),
      ]),
    );
  });
  describe('failures without a message of the server, as the user reads them', () => {
    function renderInLayout() {
      return renderScreen(
        <MainLayout menuItems={[]} screen="Metrics" onExportActions={() => undefined}>
          <MetricsPage />
        </MainLayout>,
        { path: '/metrics', auth: admin },
      );
    }

    it("a 500 without a message shows 'Error en servidor: Contacte a soporte'", async () => {
      server.use(
        http.get(`${testOrigin.origin}/api/metrics`, () => new HttpResponse(null, { status: 500 })),
      );
      renderInLayout();
      // In the table's error state and in the toast.
      expect(await screen.findAllByText('Error en servidor: Contacte a soporte')).toHaveLength(2);
      expect(screen.queryByText(/error communicating/i)).toBeNull();
    });

    it("a message that is not text shows 'Ocurrió un error inesperado.'", async () => {
      server.use(
        http.get(`${testOrigin.origin}/api/metrics`, () =>
          HttpResponse.json({ message: { detail: 'boom' } }, { status: 500 }),
        ),
      );
      renderInLayout();
      expect(await screen.findAllByText('Ocurrió un error inesperado.')).toHaveLength(2);
    });
  });
});
