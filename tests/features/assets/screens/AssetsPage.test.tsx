import { screen, waitFor, within } from '@testing-library/react';
import AssetsPage from '@/features/assets/screens/AssetsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { camerasHandlers, camerasState } from '../../../support/msw/camerasHandlers';
import { managementHandlers } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

describe('AssetsPage', () => {
  it('lists name, assigned camera and station; adds and deletes an asset', async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user } = renderScreen(<AssetsPage />, { path: '/assets', auth: admin });
    const table = await screen.findByRole('table', { name: 'Lista de activos' });
    const row = (await within(table).findByText('Dispensario 1')).closest('tr')!;
    expect(within(row).getByText('Isla 1')).toBeInTheDocument();
    expect(within(row).getByText('Servicio Lomas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar activo' }));
    const form = await screen.findByRole('form', { name: 'Nuevo activo' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/^Nombre/), 'Tanque diésel');
    await user.click(within(form).getByRole('combobox', { name: /Gasolinera/ }));
    await user.click(await screen.findByRole('option', { name: 'Servicio Lomas' }));
    await user.click(within(form).getByRole('combobox', { name: /Cámara asignada/ }));
    await user.click(await screen.findByRole('option', { name: 'Isla 2' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(state.assets[1]).toMatchObject({ name: 'Tanque diésel', camera: { id: 2 } }),
    );

    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar activo' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(state.assets.map((a) => a.name)).toEqual(['Tanque diésel']));
  });

  it('refuses a name with a bidirectional override or a bell before sending, as the API would', async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user } = renderScreen(<AssetsPage />, { path: '/assets', auth: admin });
    await screen.findByRole('table', { name: 'Lista de activos' });
    await user.click(screen.getByRole('button', { name: 'Agregar activo' }));
    const form = await screen.findByRole('form', { name: 'Nuevo activo' });
    const name = within(form).getByLabelText(/^Nombre/);
    await user.click(within(form).getByRole('combobox', { name: /Gasolinera/ }));
    await user.click(await screen.findByRole('option', { name: 'Servicio Lomas' }));
    for (const text of ['Tanque \u202Egpj.exe', 'Tanque\u0007']) {
      await user.clear(name);
      await user.type(name, text);
      await user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(
        await within(form).findByText('Quita los caracteres de control o de dirección de texto'),
      ).toBeInTheDocument();
    }
    expect(state.assets).toHaveLength(1);
  });

  it('shows an empty list and a failed load', async () => {
    server.use(
      ...camerasHandlers(testOrigin, { ...camerasState(), assets: [] }),
      ...managementHandlers(testOrigin),
    );
    renderScreen(<AssetsPage />, { path: '/assets', auth: admin });
    expect(await screen.findByText('Aún no hay activos')).toBeInTheDocument();
  });

  it('shows a failure with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/assets`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
      ...camerasHandlers(testOrigin),
      ...managementHandlers(testOrigin),
    );
    renderScreen(<AssetsPage />, { path: '/assets', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });
});
