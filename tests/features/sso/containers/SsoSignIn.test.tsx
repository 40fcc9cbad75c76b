import { screen, waitFor } from '@testing-library/react';
import { SsoSignIn } from '@/features/sso/containers/SsoSignIn';
import { browser } from '@/features/sso/model/browserNavigation';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  authorizationUrlOf,
  ssoHandlers,
  ssoProvider,
  ssoState,
} from '../../../support/msw/ssoHandlers';
import { renderScreen } from '../../../support/renderScreen';

const server = setupApiServer();

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

/** The login screen, reached from a page the guard kept in `from`. */
const fromReports = {
  path: '/login',
  at: { pathname: '/login', state: { from: { pathname: '/reports', search: '?tab=daily' } } },
};

describe('SsoSignIn', () => {
  it('offers the enabled providers, and sends the browser to the one pressed', async () => {
    const state = ssoState();
    server.use(...ssoHandlers(testOrigin, state));
    const { user } = renderScreen(<SsoSignIn />, fromReports);
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión con Google' }));
    // Microsoft is configured but off.
    expect(screen.queryByRole('button', { name: /Microsoft/ })).toBeNull();
    await waitFor(() => expect(go).toHaveBeenCalledWith(authorizationUrlOf(1)));
    expect(state.requests).toEqual([
      `POST /api/sso/start ${JSON.stringify({ provider_id: 1, return_to: '/reports?tab=daily' })}`,
    ]);
  });

  it('asks for no page to return to when the user came to the login screen directly', async () => {
    const state = ssoState();
    server.use(...ssoHandlers(testOrigin, state));
    const { user } = renderScreen(<SsoSignIn />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión con Google' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(state.requests).toEqual([`POST /api/sso/start ${JSON.stringify({ provider_id: 1 })}`]);
  });

  it('says when the provider cannot be reached, and lets the user try again', async () => {
    server.use(
      ...ssoHandlers(
        testOrigin,
        ssoState({
          providers: [ssoProvider(4, { name: 'Okta', issuer_url: 'https://okta.example.com' })],
        }),
      ),
    );
    const { user } = renderScreen(<SsoSignIn />, fromReports);
    const okta = await screen.findByRole('button', { name: 'Iniciar sesión con Okta' });
    await user.click(okta);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo contactar al proveedor de identidad',
    );
    expect(go).not.toHaveBeenCalled();
    expect(okta).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws nothing when no provider is enabled', async () => {
    const state = ssoState({ providers: [] });
    server.use(...ssoHandlers(testOrigin, state));
    const { container, store } = renderScreen(<SsoSignIn />, { path: '/login' });
    // The list has been asked for and answered empty.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)).toContainEqual(
        expect.objectContaining({ endpointName: 'listSsoSignInProviders', status: 'fulfilled' }),
      ),
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
