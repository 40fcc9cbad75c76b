// The Dashboard's 'Movimientos' tab against MSW: the moves of the default station load with the
// server's defaults, and the fuel filter asks the server again.
import { screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '@/features/dashboard/screens/DashboardPage';
import {
  dashboardMock,
  dashboardStations,
  type DashboardMock,
} from '../../../../support/msw/dashboardHandlers';
import { demoProfiles, demoToken, gasStationsHandler } from '../../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../../support/renderScreen';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.setTimeout(20_000);

const server = setupApiServer();
let mock: DashboardMock;
beforeEach(() => {
  mock = dashboardMock(testOrigin);
  server.use(...mock.handlers, gasStationsHandler(testOrigin, dashboardStations));
});

it("lists the station's and its competitors' moves and filters them by fuel", async () => {
  const { user } = renderScreen(<DashboardPage />, {
    path: '/dashboard',
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
  });
  await user.click(screen.getByRole('tab', { name: 'Movimientos' }));
  const table = await screen.findByRole('table', {
    name: 'Movimientos de precios del 10 jul 2026 al 8 ago 2026',
  });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
  expect(mock.requests).toContain('GET /api/v2/reports/price_moves?gas_station_id=&fuel=&line=');

  await user.click(screen.getByRole('combobox', { name: 'Combustible' }));
  await user.click(screen.getByRole('option', { name: 'Premium' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  expect(mock.requests).toContain(
    'GET /api/v2/reports/price_moves?gas_station_id=&fuel=premium&line=',
  );
});
