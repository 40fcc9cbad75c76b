// /sso/callback: what the provider sent goes to the server once; then the app signed in (the page
// asked for), the login's second step for a two-step user (then that page), or the login with
// the refusal.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SsoCallbackPage from '@/features/sso/screens/SsoCallbackPage';
import { demoProfiles } from '../../../support/msw/handlers';
import { setupApiServer, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen } from '../../../support/renderScreen';

const server = setupApiServer();

const sent: unknown[] = [];
function answering(status: number, body: unknown) {
  sent.length = 0;
  server.use(
    http.post(`${TEST_API_ORIGIN}/api/sso/callback`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

const renderCallback = (search: string) =>
  renderScreen(<SsoCallbackPage />, {
    path: '/sso/callback',
    at: `/sso/callback${search}`,
    routes: [
      { path: '/login', element: <p>login</p> },
      { path: '/reports', element: <p>reports</p> },
    ],
  });

it('sends the state and code once and opens the page the user asked for, signed in', async () => {
  answering(200, {
    token: 'sso-token',
    profile: demoProfiles.admin,
    first_login: false,
    return_to: '/reports',
  });
  const { store, location } = renderCallback('?state=abc&code=xyz');
  expect(await screen.findByText('reports')).toBeInTheDocument();
  expect(sent).toEqual([{ state: 'abc', code: 'xyz' }]);
  expect(location().pathname).toBe('/reports');
  expect(store.getState().auth).toMatchObject({ status: 'authenticated', token: 'sso-token' });
});

it('hands a two-step user to the login screen’s second step, keeping the page asked for', async () => {
  answering(202, {
    second_step: 'totp',
    challenge: 'challenge-1',
    expires_at: '2026-11-29T13:05:00Z',
    email: 'admin@demo.surtidor.mx',
    return_to: '/reports',
  });
  const { store, location } = renderCallback('?state=abc&code=xyz');
  expect(await screen.findByText('login')).toBeInTheDocument();
  expect(store.getState().auth).toMatchObject({
    status: 'secondStepRequired',
    token: null,
    challenge: { token: 'challenge-1', kind: 'totp' },
  });
  expect(location().state).toEqual({ from: '/reports' });
});

it('goes back to the login with the refusal, and sends nothing without a state', async () => {
  answering(401, { message: 'No hay una cuenta con ese correo', code: 'sso_no_account' });
  const { store } = renderCallback('?code=xyz');
  expect(await screen.findByText('login')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
  expect(sent).toEqual([]);
  expect(store.getState().auth.error).toBe('sso:errors.stateInvalid');
});
