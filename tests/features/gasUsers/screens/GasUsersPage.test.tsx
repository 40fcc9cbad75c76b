import { screen, waitFor, within } from '@testing-library/react';
import GasUsersPage from '@/features/gasUsers/screens/GasUsersPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { usersHandlers, usersState } from '../../../support/msw/usersHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

describe('GasUsersPage', () => {
  it('lists e-mails with their gas stations, and searches on the server', async () => {
    server.use(...usersHandlers(testOrigin, usersState()));
    const { user } = renderScreen(<GasUsersPage />, { path: '/gas_users', auth: admin });
    const table = await screen.findByRole('table', { name: 'Lista de usuarios de gasolineras' });
    const editor = (await within(table).findByText('editor@demo.surtidor.mx')).closest('tr')!;
    expect(
      within(editor).getByText(
        'Servicio Lomas, Servicio Aguascalientes, Gasolinera Querétaro Centro',
      ),
    ).toBeInTheDocument();
    const adminRow = within(table).getByText('admin@demo.surtidor.mx').closest('tr')!;
    expect(within(adminRow).getByText('Todas (administrador)')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'visor');
    await waitFor(() => expect(within(table).queryByText('editor@demo.surtidor.mx')).toBeNull());
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuario' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'nadie');
    expect(await screen.findByText('Ningún usuario coincide con la búsqueda')).toBeInTheDocument();
  });

  it('shows a failed load with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/gas_users`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<GasUsersPage />, { path: '/gas_users', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
