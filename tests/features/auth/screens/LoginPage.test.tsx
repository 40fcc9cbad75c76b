import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import LoginPage from '@/features/auth/screens/LoginPage';
import type { LoginRequest } from '@/api/generated/auth.gen';
import {
  authOptionsHandler,
  DEMO_PASSWORD,
  demoProfiles,
  demoToken,
  failing,
  unreachable,
} from '../../../support/msw/handlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();

const landing = [
  { path: '/home', element: <p>pantalla inicio</p> },
  { path: '/new-password', element: <p>pantalla nueva contraseña</p> },
  { path: '/metrics', element: <p>pantalla métricas</p> },
  { path: '/vms', element: <p>pantalla vms</p> },
  { path: '/price', element: <p>pantalla precios</p> },
];

function renderLogin(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(<LoginPage />, { path: '/login', routes: landing, ...options });
}

async function signIn(
  user: ReturnType<typeof renderLogin>['user'],
  username: string,
  password: string,
) {
  await user.type(screen.getByLabelText(/^Usuario/), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginPage', () => {
  it('shows the fields, remember me and forgot password, without an external provider', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuario/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    // Give the options call time to answer: still no provider button.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Iniciar sesión con/ })).not.toBeInTheDocument(),
    );
  });

  it('signs in, stores the session and goes home', async () => {
    let sent: LoginRequest | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/login')) sent = (await request.clone().json()) as LoginRequest;
    });
    const { user, store, location } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await signIn(user, 'editor@demo.surtidor.mx', DEMO_PASSWORD);

    expect(await screen.findByText('pantalla inicio')).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(store.getState().auth).toMatchObject({
      status: 'authenticated',
      token: demoToken('editor'),
      profile: demoProfiles.editor,
      error: null,
    });
    expect(sent).toEqual({
      username: 'editor@demo.surtidor.mx',
      password: DEMO_PASSWORD,
      remember: true,
    });
    server.events.removeAllListeners();
  });

  it('returns to the screen the guard came from', async () => {
    const { user, location } = renderLogin({
      at: { pathname: '/login', state: { from: '/metrics' } },
    });
    await signIn(user, 'admin', DEMO_PASSWORD);
    expect(await screen.findByText('pantalla métricas')).toBeInTheDocument();
    expect(location().pathname).toBe('/metrics');
  });

  it('lands a user with no permission object on /vms', async () => {
    const { user, location } = renderLogin();
    await signIn(user, 'sinpermisos', DEMO_PASSWORD);
    expect(await screen.findByText('pantalla vms')).toBeInTheDocument();
    expect(location().pathname).toBe('/vms');
  });

  it('still returns a user with no permission object to the screen the guard came from', async () => {
    const { user, location } = renderLogin({
      at: { pathname: '/login', state: { from: '/price' } },
    });
    await signIn(user, 'sinpermisos', DEMO_PASSWORD);
    expect(await screen.findByText('pantalla precios')).toBeInTheDocument();
    expect(location().pathname).toBe('/price');
  });

  it('sends an already signed-in user with no permission object on to /vms', async () => {
    const { location } = renderLogin({
      auth: signedInAs(demoProfiles.sinpermisos, demoToken('sinpermisos')),
    });
    expect(await screen.findByText('pantalla vms')).toBeInTheDocument();
    expect(location().pathname).toBe('/vms');
  });

  it('sends a first-login user to /new-password', async () => {
    const { user, store, location } = renderLogin();
    await signIn(user, 'nuevo', DEMO_PASSWORD);
    expect(await screen.findByText('pantalla nueva contraseña')).toBeInTheDocument();
    expect(location().pathname).toBe('/new-password');
    expect(store.getState().auth.status).toBe('passwordChangeRequired');
    expect(store.getState().auth.token).toBe(demoToken('nuevo'));
  });

  it('shows the server message above the form on a wrong password', async () => {
    const { user, store, location } = renderLogin();
    await signIn(user, 'editor', 'incorrecta');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usuario o contraseña incorrecta');
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', token: null });
    expect(location().pathname).toBe('/login');
    // The alert sits above the fields.
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getAllByRole('alert')[0]).toBe(alert);
  });

  it('translates the known wrong-credentials code for an English user', async () => {
    const { user } = renderLogin({ language: 'en' });
    await user.type(screen.getByLabelText(/^Username/), 'editor');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
  });

  it('says too many attempts on 429 when the server gives no message', async () => {
    server.use(
      http.post(`${TEST_API_ORIGIN}/api/login`, () => new HttpResponse(null, { status: 429 })),
    );
    const { user } = renderLogin();
    await signIn(user, 'editor', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    );
  });

  it('says the temporary password expired (its own code, in the catalogue)', async () => {
    server.use(
      http.post(`${TEST_API_ORIGIN}/api/login`, () =>
        HttpResponse.json(
          { message: 'Temporary password expired', code: 'temporary_password_expired' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderLogin();
    await signIn(user, 'nuevo', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu contraseña temporal expiró. Pide a tu administrador que te reenvíe la invitación.',
    );
  });

  it("shows the server's own 429 message when it sends one", async () => {
    server.use(
      failing(
        'post',
        '/api/login',
        429,
        'Demasiados intentos. Intenta en 60 segundos.',
        testOrigin,
      ),
    );
    const { user } = renderLogin();
    await signIn(user, 'editor', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Intenta en 60 segundos.',
    );
  });

  it('says the server could not be reached on a network failure', async () => {
    server.use(unreachable('post', '/api/login', testOrigin));
    const { user } = renderLogin();
    await signIn(user, 'editor', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en comunicación con el servidor',
    );
  });

  it('shows a server message containing a colon as it is', async () => {
    server.use(
      failing('post', '/api/login', 500, 'Error en servidor: Contacte a soporte', testOrigin),
    );
    const { user } = renderLogin();
    await signIn(user, 'editor', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en servidor: Contacte a soporte',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Ingresa tu usuario o correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña')).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('offers the external identity provider when the server has one', async () => {
    server.use(
      authOptionsHandler(testOrigin, { name: 'Microsoft', url: 'https://login.example.com/start' }),
    );
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Iniciar sesión con Microsoft' });
    expect(link).toHaveAttribute('href', 'https://login.example.com/start');
  });

  it('explains how to recover a forgotten password', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = screen.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' });
    expect(dialog).toHaveTextContent(/administrador de tu cuenta/);
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in user on to /home', async () => {
    const { location } = renderLogin({ auth: signedInAs(demoProfiles.visor) });
    expect(await screen.findByText('pantalla inicio')).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
  });
});
