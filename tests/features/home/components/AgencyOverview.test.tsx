// The Home screen's month overview (agency dashboard): metrics against goals, prices against
// the competitors' average, and its loading, error and empty states.
import { screen, within } from '@testing-library/react';
import HomePage from '@/features/home/screens/HomePage';
import { AgencyOverview } from '@/features/home/components/AgencyOverview';
import { fixtureAgency } from '../../../../stories/DashboardFixtures';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupApiServer();

it('shows each station with its metrics against goals and its price position', async () => {
  renderScreen(<HomePage />, {
    path: '/home',
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
  });
  expect(screen.getByRole('heading', { name: 'Resumen del mes' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Resumen de Grupo Surtidor Demo' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'Estación',
    'Inmediatez',
    'Atención oportuna',
    'Tiempo de servicio de gasolina',
    'Tiempo de servicio de diesel',
    'Regular',
    'Premium',
    'Diesel',
  ]);
  const first = within(table).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent('SERVICIO LOMAS AGUASCALIENTES SA DE CV');
  // 43.2 s against a 60 s goal; 78.6% against 85%.
  expect(within(first).getByText('00:43')).toHaveAttribute('title', 'Cumple la meta');
  expect(within(first).getByText('Meta 01:00')).toBeInTheDocument();
  expect(within(first).getByText('78.6%')).toHaveAttribute('title', 'No cumple la meta');
  expect(first).toHaveTextContent('Debajo del promedio · Promedio competencia $20.40');
  const last = within(table).getAllByRole('row')[3]!;
  expect(within(last).getAllByText('Sin datos')).toHaveLength(1);
});

it('is not shown to users without the dashboard flag', () => {
  renderScreen(<HomePage />, {
    path: '/home',
    auth: signedInAs(demoProfiles.sinpermisos, demoToken('sinpermisos')),
  });
  expect(screen.queryByRole('heading', { name: 'Resumen del mes' })).not.toBeInTheDocument();
});

it('reports a failure with a retry', async () => {
  server.use(failing('get', '/api/agency/dashboards', 500, 'Servicio no disponible', testOrigin));
  const { user } = renderScreen(<HomePage />, {
    path: '/home',
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
  });
  expect(
    await screen.findByText('No se pudo cargar el resumen: Servicio no disponible'),
  ).toBeInTheDocument();
  server.resetHandlers();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(
    await screen.findByRole('table', { name: 'Resumen de Grupo Surtidor Demo' }),
  ).toBeInTheDocument();
});

it('has loading and empty states, and names clients when there are several', () => {
  const { rerender } = renderWithProviders(<AgencyOverview state={{ status: 'loading' }} />);
  expect(screen.getByRole('status', { name: 'Cargando resumen' })).toBeInTheDocument();
  rerender(
    <AgencyOverview state={{ status: 'ready', dashboard: { ...fixtureAgency, clients: [] } }} />,
  );
  expect(screen.getByText('No tienes estaciones asignadas')).toBeInTheDocument();
  const two = {
    ...fixtureAgency,
    clients: [fixtureAgency.clients[0]!, { id: 2, name: 'Combustibles del Bajío', stations: [] }],
  };
  rerender(<AgencyOverview state={{ status: 'ready', dashboard: two }} />);
  expect(screen.getByRole('heading', { name: 'Combustibles del Bajío' })).toBeInTheDocument();
});
