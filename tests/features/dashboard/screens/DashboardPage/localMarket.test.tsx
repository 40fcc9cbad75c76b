// The Dashboard's 'Mercado local' tab against MSW: the market of the default station loads with
// the server's defaults and a 5 km radius, the radius select asks the server again, and
// 'Agregar como competencia' opens the add dialog filled from the station and adds it through
// the competitors API.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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
jest.mock('@/components/echartsLine', () => ({}));
jest.mock('@/components/echartsVisualMap', () => ({}));
jest.setTimeout(20_000);

const server = setupApiServer();
let mock: DashboardMock;
beforeEach(() => {
  mock = dashboardMock(testOrigin);
  server.use(
    ...mock.handlers,
    gasStationsHandler(testOrigin, dashboardStations),
    // The add dialog's registry search for the permit it was filled with: the station itself.
    http.get(`${testOrigin.origin}/api/gas_stations/rivals/city/:permit`, () =>
      HttpResponse.json({
        station: {
          id: 1,
          name: 'Mi estación',
          permission: 'PL/1/EXP/ES/2015',
          latitude: null,
          longitude: null,
        },
        items: [
          {
            place_id: 11674,
            permit: 'PL/10206/EXP/ES/2015',
            name: 'GASTOGA SA DE CV',
            brand: null,
            address: null,
            latitude: 19.26271,
            longitude: -98.86771,
            distance_km: 1.77,
            prices: { regular: 22.97, premium: 27.38, diesel: 26.98, price_date: '2026-08-08' },
            rival_id: null,
          },
        ],
        total: 1,
      }),
    ),
  );
});

const openTab = async (profile: 'editor' | 'visor') => {
  const rendered = renderScreen(<DashboardPage />, {
    path: '/dashboard',
    auth: signedInAs(demoProfiles[profile], demoToken(profile)),
  });
  await rendered.user.click(screen.getByRole('tab', { name: 'Mercado local' }));
  return rendered;
};

it('shows the stations around the own one, its rank per fuel, and asks again for another radius', async () => {
  const { user } = await openTab('editor');
  const table = await screen.findByRole('table', {
    name: 'Estaciones del regulador a 5 km de mi estación',
  });
  // A header row and the 13 stations of the fixture.
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(14));
  expect(mock.requests).toContain(
    'GET /api/v2/reports/local_market?date=&gas_station_id=&radius_km=5',
  );
  const ranks = screen.getByRole('list', { name: 'Posición de mi precio en el mercado local' });
  expect(within(ranks).getByText('11.º de 13')).toBeInTheDocument();
  expect(within(ranks).getByText('Sin posición: Precio de relleno')).toBeInTheDocument();
  // The chart's code arrives lazily.
  expect(
    await screen.findByRole('img', { name: /^Mapa de 13 estaciones a 5 km/ }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Radio' }));
  await user.click(screen.getByRole('option', { name: '2 km' }));
  await waitFor(() =>
    expect(mock.requests).toContain(
      'GET /api/v2/reports/local_market?date=&gas_station_id=&radius_km=2',
    ),
  );
});

it('adds a station as a competitor through the add dialog, filled from it', async () => {
  const { user } = await openTab('editor');
  const table = await screen.findByRole('table', {
    name: 'Estaciones del regulador a 5 km de mi estación',
  });
  const add = await within(table).findByRole('button', {
    name: 'Agregar como competencia: GASTOGA SA DE CV',
  });
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Agregar competencia' });
  expect(within(dialog).getByLabelText(/Permiso de la CRE/)).toHaveValue('PL/10206/EXP/ES/2015');
  await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  await waitFor(() => expect(mock.requests).toContain('POST /api/gas_station_rivals'));
  // The market asks again (the competitors' cache tag) and the station is now a competitor.
  await waitFor(() =>
    expect(
      within(table).queryByRole('button', { name: 'Agregar como competencia: GASTOGA SA DE CV' }),
    ).toBeNull(),
  );
});

it('offers no add button to a Visor', async () => {
  await openTab('visor');
  const table = await screen.findByRole('table', {
    name: 'Estaciones del regulador a 5 km de mi estación',
  });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(14));
  expect(within(table).queryByRole('button', { name: /como competencia/ })).toBeNull();
});
