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
    expect(within(row).getByText('Video configurado')).toBeInTheDocument();
    const second = within(table).getByText('Isla 2').closest('tr')!;
    expect(within(second).getByText('Fuera de línea')).toBeInTheDocument();
    expect(within(second).getByText('Sin video')).toBeInTheDocument();
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

  async function openEdit(user: ReturnType<typeof renderScreen>['user'], name: string) {
    const table = await screen.findByRole('table', { name: 'Lista de cámaras' });
    const row = (await within(table).findByText(name)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    return screen.findByRole('form', { name: 'Editar cámara' });
  }

  it('edits a camera: an empty source keeps the stored one, a bad scheme is refused', async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user, store } = renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    const form = await openEdit(user, 'Isla 1');
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Isla 1');
    expect(within(form).getByLabelText('URL de video')).toHaveValue('');
    expect(within(form).getByText(/Déjala vacía para conservar la actual/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('URL de subflujo'), 'ftp://camara/sub');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      within(form).getByText('Usa una dirección rtsp://, rtsps://, http://, https:// o testsrc://'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('URL de subflujo'));
    await user.type(within(form).getByLabelText('URL de subflujo'), 'rtsp://camara/sub');
    await user.clear(within(form).getByLabelText(/^Nombre/));
    await user.type(within(form).getByLabelText(/^Nombre/), 'Isla 1 norte');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(state.cameras[0]!.name).toBe('Isla 1 norte'));
    const sent = JSON.parse(state.requests.at(-1)!.replace('PUT /api/cameras/1 ', ''));
    expect(sent).not.toHaveProperty('source_url');
    expect(sent.substream_url).toBe('rtsp://camara/sub');
    expect(state.sources[1]).toEqual({
      source: 'rtsp://camara-1.local/stream',
      substream: 'rtsp://camara/sub',
    });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'cameras:form.edited' });
  });

  it("'Quitar' clears the stored source (null) and the row says Sin video", async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user } = renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    const form = await openEdit(user, 'Isla 1');
    await user.click(within(form).getByRole('button', { name: 'Quitar URL de video' }));
    expect(within(form).getByText('URL de video: se quitará al guardar')).toBeInTheDocument();
    expect(within(form).getByLabelText('URL de video')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(state.sources[1]!.source).toBeNull());
    expect(state.requests.at(-1)).toContain('"source_url":null');
    const table = screen.getByRole('table', { name: 'Lista de cámaras' });
    const row = (await within(table).findByText('Isla 1')).closest('tr')!;
    expect(await within(row).findByText('Sin video')).toBeInTheDocument();
  });

  it('creates a camera with a test source', async () => {
    const state = camerasState();
    server.use(...camerasHandlers(testOrigin, state), ...managementHandlers(testOrigin));
    const { user } = renderScreen(<CamerasPage />, { path: '/cameras', auth: admin });
    await screen.findByText('Isla 1');
    await user.click(screen.getByRole('button', { name: 'Agregar cámara' }));
    const form = await screen.findByRole('form', { name: 'Nueva cámara' });
    await user.click(within(form).getByRole('combobox', { name: /Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Demo' }));
    await user.type(within(form).getByLabelText(/^Nombre/), 'Demo');
    await user.type(within(form).getByLabelText('URL de video'), 'testsrc://Demo');
    await user.click(within(form).getByRole('button', { name: 'Crear cámara' }));
    await screen.findByRole('dialog', { name: 'Clave de la cámara' });
    expect(state.requests.at(-1)).toContain('"source_url":"testsrc://Demo"');
  });
});
