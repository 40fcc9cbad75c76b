// One client module per domain: a competitor added from the station detail's Rivals tab
// invalidates the agency tag, so Home's overview, mounted in the same store, asks again without
// any manual refetch and without the Dashboard's chunk having loaded.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import GasStationDetailPage from '@/features/gasStations/screens/GasStationDetailPage';
import HomePage from '@/features/home/screens/HomePage';
import { fixtureAgency } from '../../stories/DashboardFixtures';
import { demoProfiles, demoToken } from '../support/msw/handlers';
import { managementHandlers, managementState } from '../support/msw/managementHandlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../support/msw/server';
import { renderScreen, signedInAs } from '../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

it("refreshes Home's agency overview after a competitor is added from the station detail", async () => {
  let agencyRequests = 0;
  server.use(
    ...managementHandlers(testOrigin, managementState()),
    http.get(`${TEST_API_ORIGIN}/api/agency/dashboards`, () => {
      agencyRequests += 1;
      return HttpResponse.json(fixtureAgency);
    }),
  );
  const { user } = renderScreen(
    <>
      <HomePage />
      <GasStationDetailPage />
    </>,
    {
      path: '/gas-stations/detail/:idGasStation',
      at: '/gas-stations/detail/1',
      auth: signedInAs(demoProfiles.admin, demoToken('admin')),
    },
  );
  await waitFor(() => expect(agencyRequests).toBe(1));

  await user.click(await screen.findByRole('tab', { name: 'Competencia' }));
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  const candidates = await screen.findByRole('table', { name: 'Estaciones del registro' });
  await user.click(
    await within(candidates).findByRole('button', { name: 'Agregar a SERVICIOS GUZMAN, S. A.' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Agregar competidor' });
  await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));

  await waitFor(() => expect(agencyRequests).toBe(2));
});
