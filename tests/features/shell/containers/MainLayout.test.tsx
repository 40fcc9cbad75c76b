import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MainLayout, { type MainMenuItem } from '@/features/shell/containers/MainLayout';
import { NO_PROFILE_WARNING } from '@/features/shell/containers/useSessionEffects';
import { toastShown } from '@/store/toasts/toastsSlice';
import { LANGUAGE_STORAGE_KEY } from '@/i18n';
import { ALERTS_UNREAD_POLL_MS } from '@/api/alerts';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { alertsHandlers, alertsState, manyAlerts } from '../../../support/msw/alertsHandlers';
import { setupApiServer, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();

const items: MainMenuItem[] = [
  { key: '/home', to: '/home', labelKey: 'menu.global', icon: 'home', group: 'main' },
  { key: '/dashboard', to: '/dashboard', labelKey: 'menu.dashboard', icon: 'chart', group: 'main' },
  { key: '/metrics', to: '/metrics', labelKey: 'menu.metrics', icon: 'chart', group: 'admin' },
];

function renderLayout(options: Parameters<typeof renderScreen>[1] = {}, menuItems = items) {
  const onExportActions = jest.fn();
  const result = renderScreen(
    <MainLayout menuItems={menuItems} screen="Metrics" onExportActions={onExportActions}>
      <p>contenido de la pantalla</p>
    </MainLayout>,
    {
      path: '/metrics',
      routes: [
        { path: '/login', element: <p>pantalla login</p> },
        { path: '/home', element: <p>pantalla inicio</p> },
        { path: '/profile', element: <p>pantalla perfil</p> },
        { path: '/alerts', element: <p>pantalla alertas</p> },
      ],
      auth: signedInAs(demoProfiles.admin, demoToken('admin')),
      ...options,
    },
  );
  return { ...result, onExportActions };
}

/** Requests seen by the API server during a test. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('MainLayout', () => {
  it('shows the screen title, the content and only the menu items it is given', async () => {
    renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Metricas' })).toBeInTheDocument();
    expect(screen.getByText('contenido de la pantalla')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Global', 'Dashboard', 'Métricas']);
    expect(within(nav).getByText('Administración')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Métricas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Gasolineras' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('contenido de la pantalla')).toBeInTheDocument());
  });

  it("shows the unread alerts on the top bar's bell, which opens the inbox", async () => {
    const state = alertsState();
    server.use(...alertsHandlers({ origin: TEST_API_ORIGIN }, state));
    const { user, location } = renderLayout();
    const bell = await screen.findByRole('button', { name: 'Alertas: 1 sin leer' });
    expect(screen.getByTestId('alerts-unread')).toHaveTextContent('1');
    await user.click(bell);
    expect(location().pathname).toBe('/alerts');
  });

  it('has no bell and asks nothing of the alerts for a user whose flags show no alert kind', async () => {
    const state = alertsState();
    server.use(...alertsHandlers({ origin: TEST_API_ORIGIN }, state));
    const seen = recordRequests();
    renderLayout({ auth: signedInAs(demoProfiles.sinpermisos, demoToken('sinpermisos')) });
    expect(await screen.findByText('contenido de la pantalla')).toBeInTheDocument();
    // Another request of the layout has gone out (the profile): the count would have too.
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.queryByRole('button', { name: /^Alertas/ })).toBeNull();
    expect(state.requests.filter((r) => r.includes('unread_count'))).toEqual([]);
  });

  it('caps the badge at 9+ and has no badge without unread alerts', async () => {
    server.use(...alertsHandlers({ origin: TEST_API_ORIGIN }, alertsState(manyAlerts(12))));
    renderLayout();
    await screen.findByRole('button', { name: 'Alertas: 12 sin leer' });
    expect(screen.getByTestId('alerts-unread')).toHaveTextContent('9+');
  });

  it('asks for the unread count again every 30 s', async () => {
    expect(ALERTS_UNREAD_POLL_MS).toBe(30_000);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const state = alertsState([]);
      server.use(...alertsHandlers({ origin: TEST_API_ORIGIN }, state));
      renderLayout();
      const asked = () => state.requests.filter((r) => r.endsWith('unread_count')).length;
      await waitFor(() => expect(asked()).toBe(1));
      expect(screen.getByRole('button', { name: 'Alertas' })).toBeInTheDocument();
      expect(screen.queryByTestId('alerts-unread')).toBeNull();
      state.alerts.push(...manyAlerts(2));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ALERTS_UNREAD_POLL_MS);
      });
      expect(await screen.findByRole('button', { name: 'Alertas: 2 sin leer' })).toBeVisible();
      expect(asked()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves out the admin heading when there are no admin items', () => {
    renderLayout(
      {},
      items.filter((item) => item.group === 'main'),
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(within(nav).queryByText('Administración')).not.toBeInTheDocument();
  });

  it('navigates with the side menu', async () => {
    const { user, location } = renderLayout();
    await user.click(screen.getByRole('link', { name: 'Global' }));
    expect(location().pathname).toBe('/home');
  });

  it('goes to /home from the back button when there is no history', async () => {
    const { user, location } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(location().pathname).toBe('/home');
  });

  it('signs out from the user menu: ends the session on the server, clears it and goes to /login', async () => {
    const seen = recordRequests();
    const { user, store, location } = renderLayout({ storage: window.localStorage });
    window.localStorage.setItem('token', demoToken('admin'));
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('pantalla login')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(store.getState().auth).toMatchObject({
      status: 'anonymous',
      token: null,
      profile: null,
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(seen).toContain('POST /api/logout');
  });

  it('opens the profile and exports the recorded actions from the user menu', async () => {
    const { user, location, onExportActions } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('menuitem', { name: 'Exportar acciones grabadas' }));
    expect(onExportActions).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('menuitem', { name: 'Perfil' }));
    expect(location().pathname).toBe('/profile');
  });

  it('switches the language and remembers it', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metrics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Metrics' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('loads the profile when there is a token but no profile, warning in the console meanwhile', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store } = renderLayout({
        auth: { status: 'authenticated', token: demoToken('visor'), profile: null, error: null },
      });
      expect(warn).toHaveBeenCalledWith(NO_PROFILE_WARNING);
      await waitFor(() => expect(store.getState().auth.profile).toEqual(demoProfiles.visor));
    } finally {
      warn.mockRestore();
    }
  });

  it('refreshes a stored profile that changed on the server', async () => {
    const renamed = { ...demoProfiles.admin, name: 'Ana Renombrada' };
    server.use(http.get(`${TEST_API_ORIGIN}/api/user_profile`, () => HttpResponse.json(renamed)));
    const { store } = renderLayout();
    await waitFor(() => expect(store.getState().auth.profile?.name).toBe('Ana Renombrada'));
  });

  it('prefetches the customer list for administrators only', async () => {
    const seen = recordRequests();
    renderLayout();
    await waitFor(() => expect(seen).toContain('GET /api/customers'));

    seen.length = 0;
    const editor = renderLayout({ auth: signedInAs(demoProfiles.editor, demoToken('editor')) });
    await waitFor(() => expect(seen).toContain('GET /api/user_profile'));
    expect(editor.store.getState().api.queries).not.toHaveProperty(['listCustomers(undefined)']);
    expect(seen).not.toContain('GET /api/customers');
  });

  it('shows the store toasts translated at the bottom centre, and dismisses them', async () => {
    const { user, store } = renderLayout();
    act(() => {
      store.dispatch(toastShown({ severity: 'success', message: 'profile:email.success' }));
      store.dispatch(
        toastShown({ severity: 'error', message: 'Error en servidor: Contacte a soporte' }),
      );
    });
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(region).toHaveAttribute('data-position', 'bottom-center');
    expect(within(region).getByText('Perfil editado correctamente')).toBeInTheDocument();
    expect(within(region).getByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();

    await user.click(within(region).getAllByRole('button', { name: 'Cerrar notificación' })[0]!);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toEqual([
      'Error en servidor: Contacte a soporte',
    ]);
  });
});
