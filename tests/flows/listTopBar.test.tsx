// The lists' search box and main action live in the shell's top bar, not in
// the page body: checked through the real layout around real screens.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import GasStationsPage from '@/features/gasStations/screens/GasStationsPage';
import GoalsPage from '@/features/goals/screens/GoalsPage';
import SettingsPage from '@/features/settings/screens/SettingsPage';
import MainLayout from '@/features/shell/containers/MainLayout';
import { demoProfiles, demoToken } from '../support/msw/handlers';
import { goalsHandlers, goalsState } from '../support/msw/goalsHandlers';
import { managementHandlers, managementState } from '../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../support/msw/server';
import { settingsHandlers } from '../support/msw/settingsHandlers';
import { usersHandlers, usersState } from '../support/msw/usersHandlers';
import { renderScreen, signedInAs } from '../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderInLayout(screenName: string, path: string, element: ReactElement) {
  return renderScreen(
    <MainLayout menuItems={[]} screen={screenName} onExportActions={jest.fn()}>
      {element}
    </MainLayout>,
    {
      path,
      auth: signedInAs(demoProfiles.admin, demoToken('admin')),
      routes: [{ path: '/gas-stations/detail/:id', element: <p>detalle</p> }],
    },
  );
}

// Cards have headers too: the top bar is the one with the back button.
const topBar = () => screen.getByRole('button', { name: 'Regresar' }).closest('header')!;
const body = () => screen.getByRole('main');

describe('list screens inside the layout', () => {
  it("gas stations: 'Agregar gasolinera' and the 216 px search are in the top bar only", async () => {
    server.use(...managementHandlers(testOrigin, managementState()));
    const { user } = renderInLayout('GasStations', '/gas-stations', <GasStationsPage />);
    const add = await within(topBar()).findByRole('button', { name: 'Agregar gasolinera' });
    const search = within(topBar()).getByRole('searchbox', { name: 'Buscar gasolinera' });
    expect(within(body()).queryByRole('button', { name: 'Agregar gasolinera' })).toBeNull();
    expect(within(body()).queryByRole('searchbox')).toBeNull();
    // The box's frame is the input's parent (SearchInput's root).
    expect(search.parentElement).toHaveStyle({ width: '216px' });

    // The top bar's controls drive the screen's list and dialog.
    await within(body()).findByText('Servicio Lomas');
    await user.type(search, 'queretaro');
    await waitFor(() => expect(within(body()).queryByText('Servicio Lomas')).toBeNull());
    expect(within(body()).getByText('Gasolinera Querétaro Centro')).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByRole('dialog', { name: 'Nueva gasolinera' })).toBeInTheDocument();
  });

  it('a CrudListLayout list (goals) puts its add button in the top bar', async () => {
    server.use(...goalsHandlers(testOrigin, goalsState()));
    const { user } = renderInLayout('Goals', '/goals', <GoalsPage />);
    const add = await within(topBar()).findByRole('button', { name: 'Agregar meta' });
    expect(within(body()).queryByRole('button', { name: 'Agregar meta' })).toBeNull();
    await user.click(add);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('settings › users: the users list owns the top bar, contacts keep their button below', async () => {
    server.use(
      ...usersHandlers(testOrigin, usersState()),
      ...managementHandlers(testOrigin),
      ...settingsHandlers(testOrigin),
    );
    const { user } = renderInLayout('Configuration', '/settings', <SettingsPage />);
    await user.click(await screen.findByRole('tab', { name: 'Usuarios' }));
    expect(
      await within(topBar()).findByRole('button', { name: 'Agregar usuario' }),
    ).toBeInTheDocument();
    expect(
      within(topBar()).getByRole('searchbox', { name: 'Buscar usuario' }).parentElement,
    ).toHaveStyle({ width: '216px' });
    expect(within(body()).queryByRole('button', { name: 'Agregar usuario' })).toBeNull();
    expect(within(body()).getByRole('button', { name: 'Agregar contacto' })).toBeInTheDocument();

    // Leaving the tab takes the controls out of the top bar.
    await user.click(screen.getByRole('tab', { name: 'Reportes' }));
    await waitFor(() =>
      expect(within(topBar()).queryByRole('button', { name: 'Agregar usuario' })).toBeNull(),
    );
  });
});
