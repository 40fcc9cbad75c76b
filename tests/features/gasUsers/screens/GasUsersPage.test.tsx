import { screen, waitFor, within } from '@testing-library/react';
import GasUsersPage from '@/features/gasUsers/screens/GasUsersPage';
import {
  accountSecurityHandlers,
  accountSecurityState,
} from '../../../support/msw/accountSecurityHandlers';
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

  it("ends a user's sessions after confirming, with a toast", async () => {
    const security = accountSecurityState();
    server.use(
      ...usersHandlers(testOrigin, usersState()),
      ...accountSecurityHandlers(testOrigin, security),
    );
    const { user, store } = renderScreen(<GasUsersPage />, { path: '/gas_users', auth: admin });
    const row = (await screen.findByText('visor@demo.surtidor.mx')).closest('tr')!;

    // Cancelling sends nothing.
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sus sesiones' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cerrar las sesiones del usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(security.requests).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sus sesiones' }));
    dialog = await screen.findByRole('dialog', { name: 'Cerrar las sesiones del usuario' });
    expect(dialog).toHaveTextContent(
      '¿Cerrar todas las sesiones abiertas de visor@demo.surtidor.mx? Tendrá que volver a iniciar sesión en cada dispositivo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(security.requests).toEqual(['POST /api/users/3/end_sessions']);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'gasUsers:endSessions.done',
      values: { email: 'visor@demo.surtidor.mx' },
    });
  });

  it("resets a user's two-step sign-in after confirming, and shows a refusal", async () => {
    const security = accountSecurityState();
    server.use(
      ...usersHandlers(testOrigin, usersState()),
      ...accountSecurityHandlers(testOrigin, security),
    );
    const { user, store } = renderScreen(<GasUsersPage />, { path: '/gas_users', auth: admin });
    const row = (await screen.findByText('editor@demo.surtidor.mx')).closest('tr')!;
    const reset = async () => {
      await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
      await user.click(
        await screen.findByRole('menuitem', { name: 'Restablecer verificación en dos pasos' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Restablecer la verificación en dos pasos',
      });
      expect(dialog).toHaveTextContent(
        '¿Desactivar la verificación en dos pasos de editor@demo.surtidor.mx?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await reset();
    expect(security.twoStepResetOf).toEqual([2]);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'gasUsers:resetTwoStep.done',
      values: { email: 'editor@demo.surtidor.mx' },
    });

    // A user deleted meanwhile: the server's message.
    server.use(
      failing(
        'post',
        `${testOrigin.origin}/api/users/:id/reset_two_step`,
        404,
        'Usuario no encontrado',
      ),
    );
    await reset();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'error',
      message: 'Usuario no encontrado',
    });
  });
});
