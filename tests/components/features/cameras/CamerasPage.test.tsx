import { screen, waitFor, within } from '@testing-library/react';
import CamerasPage from '@/features/cameras/screens/CamerasPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import {
  camerasHandlers,
  camerasState,
  NEW_CAMERA_KEY,
} from '../../../support/msw/camerasHandlers';
import { managementHandlers } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

describe('CamerasPage', () => {
  it('lists name, masked key, serial, status online and license', async () => {
    server.use(...camerasHandlers(testOrigin), ...managementHandlers(testOrigin));
    renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    const table = await screen.findByRole('table', { name: 'Lista de cámaras' });
    const row = (await within(table).findByText('Isla 1')).closest('tr')!;
    expect(within(row).getByText('••••k1x9')).toBeInTheDocument();
    expect(within(row).getByText('En línea')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Isla 2').closest('tr')!).getByText('Fuera de línea'),
    ).toBeInTheDocument();
  });

  it('shows a failed load and an empty list', async () => {
    server.use(
      ...managementHandlers(testOrigin),
      failing(
        'get',
        `${testOrigin.origin}/api/cameras`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });

  it('creates a camera and shows its key once', async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user, store } = renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    await screen.findByText('Isla 1');
    await user.click(screen.getByRole('button', { name: 'Agregar cámara' }));
    const form = await screen.findByRole('form', { name: 'Nueva cámara' });
    await user.click(within(form).getByRole('button', { name: 'Crear cámara' }));
    expect(within(form).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.click(within(form).getByRole('combobox', { name: /Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Demo' }));
    await user.type(within(form).getByLabelText(/^Nombre/), 'Isla 3');
    await user.type(within(form).getByLabelText('Serie'), 'HK 22');
    await user.click(within(form).getByRole('button', { name: 'Crear cámara' }));
    expect(within(form).getByText('Usa solo letras, números y . _ / -')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Serie'));
    await user.type(within(form).getByLabelText('Serie'), 'HK-22');
    await user.click(within(form).getByRole('button', { name: 'Crear cámara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clave de la cámara' });
    expect(within(dialog).getByText(NEW_CAMERA_KEY)).toBeInTheDocument();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'cameras:form.created' });
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByText(NEW_CAMERA_KEY)).toBeNull());
    expect(state.cameras).toHaveLength(3);
  });
});
