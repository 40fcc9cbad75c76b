import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import VmsPage from '@/features/panels/screens/VmsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import {
  demoPanel,
  panelsHandlers,
  panelsState,
  VIDEO_MISSING,
  type PanelsState,
} from '../../../support/msw/panelsHandlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

const marker = (text: string) => <p>{text}</p>;
const routes = [
  { path: '/panel-detail/:id', element: marker('pantalla detalle') },
  { path: '/new-panel', element: marker('pantalla nuevo panel') },
  { path: '/edit-panel/:id', element: marker('pantalla editar panel') },
  { path: '/panel', element: marker('pantalla paneles') },
];

function renderVms(
  state: PanelsState = panelsState(),
  account: 'editor' | 'sinpermisos' = 'editor',
) {
  server.use(...panelsHandlers(testOrigin, state));
  const auth = signedInAs(demoProfiles[account], demoToken(account));
  return { ...renderScreen(<VmsPage />, { path: '/vms', auth, routes }), state };
}

const cards = () => screen.findByRole('list', { name: 'Paneles' });

describe('VmsPage', () => {
  it('shows each panel with its title, name, client and number of cameras', async () => {
    renderVms();
    const list = await cards();
    const card = within(list).getByRole('link', { name: 'Monitoreo de islas' }).closest('li')!;
    expect(within(card).getByText('Islas Centro')).toBeInTheDocument();
    expect(within(card).getByText('Gasolinera Demo')).toBeInTheDocument();
    expect(within(card).getByText('3 cámaras')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Monitoreo de islas' })).toHaveAttribute(
      'href',
      '/panel-detail/1',
    );
  });

  it('shows placeholders while the list loads', async () => {
    server.use(...panelsHandlers({ ...testOrigin, latency: 200 }));
    renderScreen(<VmsPage />, {
      path: '/vms',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(screen.getByRole('status', { name: 'Cargando paneles' })).toBeInTheDocument();
    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando paneles' })).toBeNull();
  });

  it('opens a panel and shares it through the detail', async () => {
    const { user, location } = renderVms();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Compartir panel Valle completo' }));
    expect(await screen.findByText('pantalla detalle')).toBeInTheDocument();
    expect(location().pathname).toBe('/panel-detail/2');
    expect(location().search).toBe('?share=panel');
  });

  it('opens a panel from its title link', async () => {
    const { user, location } = renderVms();
    await user.click(within(await cards()).getByRole('link', { name: 'Monitoreo de islas' }));
    expect(await screen.findByText('pantalla detalle')).toBeInTheDocument();
    expect(location().pathname).toBe('/panel-detail/1');
  });

  it('searches on the server by name', async () => {
    const { user } = renderVms();
    await cards();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar panel' }), 'valle');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Monitoreo de islas' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Estación Valle' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar panel' }), 'zzz');
    expect(await screen.findByText('Ningún panel coincide con la búsqueda')).toBeInTheDocument();
  });

  it('deletes a panel only after Aceptar, and keeps it on Cancelar', async () => {
    const { user, state, store } = renderVms();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar panel Islas Centro' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar panel' });
    expect(dialog).toHaveTextContent('¿Eliminar el panel «Islas Centro»?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar panel Islas Centro' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar panel' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(state.panels.map((p) => p.id)).toEqual([2]));
    expect(state.requests).toEqual([{ method: 'DELETE', path: '/api/panels/1' }]);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'panels:delete.success',
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Monitoreo de islas' })).toBeNull(),
    );
  });

  it('goes to add and edit for those who manage panels', async () => {
    const { user, location } = renderVms();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Editar panel Valle completo' }));
    expect(await screen.findByText('pantalla editar panel')).toBeInTheDocument();
    expect(location().pathname).toBe('/edit-panel/2');
  });

  it('leads managers to the management list', async () => {
    const { user, location } = renderVms();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Administrar paneles' }));
    expect(await screen.findByText('pantalla paneles')).toBeInTheDocument();
    expect(location().pathname).toBe('/panel');
  });

  it('hides add, edit and delete when the user may not manage panels', async () => {
    renderVms(panelsState({ canManage: false }), 'sinpermisos');
    await cards();
    // Sharing needs the vms flag, which a user without a permission object lacks.
    expect(screen.getByRole('button', { name: 'Abrir panel Islas Centro' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Compartir panel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar panel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar panel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar panel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Administrar paneles' })).toBeNull();
  });

  it('invites managers to create the first panel', async () => {
    const { user, location } = renderVms(panelsState({ panels: [] }));
    expect(await screen.findByText('Aún no hay paneles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear el primer panel' }));
    expect(await screen.findByText('pantalla nuevo panel')).toBeInTheDocument();
    expect(location().pathname).toBe('/new-panel');
  });

  it('tells viewers without panels to ask their administrator', async () => {
    renderVms(panelsState({ panels: [], canManage: false }), 'sinpermisos');
    expect(await screen.findByText('Aún no tienes paneles')).toBeInTheDocument();
    expect(screen.getByText(/Pide a tu administrador/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear el primer panel' })).toBeNull();
  });

  it('shows a failed load and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_ORIGIN}/api/panels`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Error de servidor' }, { status: 500 })
          : HttpResponse.json({ items: [], total: 0, can_manage: true });
      }),
      ...panelsHandlers(testOrigin),
    );
    const { user } = renderScreen(<VmsPage />, {
      path: '/vms',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(await screen.findByText('Error de servidor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay paneles')).toBeInTheDocument();
  });

  it('says what to install when the server cannot stream video', async () => {
    renderVms(panelsState({ video: VIDEO_MISSING }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El video en vivo no está disponible en este servidor');
    expect(alert).toHaveTextContent('apt-get install ffmpeg');
  });

  it('asks for the first 50 panels and says when there are more', async () => {
    const many = Array.from({ length: 60 }, (_, i) => demoPanel(i + 1, `Panel ${i + 1}`, [1]));
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/panels') requested.push(request.url);
    });
    renderVms(panelsState({ panels: many }));
    expect(await screen.findByRole('link', { name: 'Panel 50' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Panel 51' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('primeros 50 de 60');
    expect(new URL(requested[0]!).searchParams.get('items')).toBe('50');
    server.events.removeAllListeners();
  });

  it('shows no video warning when the status call fails', async () => {
    server.use(
      failing('get', `${TEST_API_ORIGIN}/api/video/status`, 500, 'Error de servidor'),
      ...panelsHandlers(testOrigin, panelsState({ video: VIDEO_MISSING })),
    );
    renderScreen(<VmsPage />, {
      path: '/vms',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    await cards();
    expect(screen.queryByText(/El video en vivo no está disponible/)).toBeNull();
  });
});
