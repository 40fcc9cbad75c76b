// Render helper for screens and containers: a real store (createAppStore) with a preloaded
// session, a memory router at a given entry, the theme and i18n. Returns the store, a
// userEvent instance and the router's current location (to assert redirects).
import { render, type RenderResult } from '@testing-library/react';
import userEvent, {
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import type { UserProfile } from '@/api';
import { createAppStore, type AppStore } from '@/app/store/createAppStore';
import type { RootState } from '@/app/store/rootReducer';
import { createI18n } from '@/i18n';
import type { Language } from '@/i18n/resources';
import type { AuthState } from '@/store/auth/authSlice';
import { AppThemeProvider } from '@/theme/AppThemeProvider';

export interface InitialEntry {
  pathname: string;
  state?: unknown;
}

export interface RenderScreenOptions {
  /** Route pattern the element is mounted at (default '/'). */
  path?: string;
  /** Where the memory router starts (default: `path`). */
  at?: string | InitialEntry;
  /** Other routes, e.g. a marker element at '/home' to see a redirect land. */
  routes?: { path: string; element: ReactElement }[];
  auth?: AuthState;
  preloadedState?: Partial<RootState>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  language?: Language;
  user?: UserEventOptions;
}

export interface RenderScreenResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
  /** The router location now. */
  location: () => Location;
}

export const TEST_TOKEN = 'test-token';

/** A signed-in session for `profile`. */
export function signedInAs(profile: UserProfile, token = TEST_TOKEN): AuthState {
  return { status: 'authenticated', token, profile, error: null };
}

export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    at,
    routes = [],
    auth,
    preloadedState,
    storage = null,
    language = 'es',
    user: userOptions,
  }: RenderScreenOptions = {},
): RenderScreenResult {
  const store = createAppStore({
    preloadedState: { ...preloadedState, ...(auth ? { auth } : {}) },
    storage,
  });
  const i18n = createI18n(language);
  const current: { location: Location | null } = { location: null };

  function LocationProbe() {
    current.location = useLocation();
    return null;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <AppThemeProvider>{children}</AppThemeProvider>
        </I18nextProvider>
      </Provider>
    );
  }

  const entry = at ?? path;
  const result = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: Wrapper },
  );

  return {
    ...result,
    store,
    user: userEvent.setup(userOptions),
    location: () => {
      if (!current.location) throw new Error('The router has not rendered yet.');
      return current.location;
    },
  };
}
