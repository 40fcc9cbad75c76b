// 'Usuarios' and 'Cambiar contraseña' menu entries: the side menu and the avatar menu
// show them, and the screens they lead to open the Settings users tab and the password form.
import { screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { AppLayout } from '@/app/routes/AppLayout';
import ProfilePage from '@/features/profile/screens/ProfilePage';
import SettingsPage from '@/features/settings/screens/SettingsPage';
import { UserMenu } from '@/features/shell/components/UserMenu';
import { demoProfiles, demoToken, type DemoAccount } from '../support/msw/handlers';
import { managementHandlers } from '../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../support/msw/server';
import { settingsHandlers } from '../support/msw/settingsHandlers';
import { usersHandlers } from '../support/msw/usersHandlers';
import { renderWithProviders } from '../support/renderWithProviders';
import { renderScreen, signedInAs } from '../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

const cleanups: (() => void)[] = [];
const afterTest = (cleanup: () => void) => cleanups.push(cleanup);
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function renderApp(account: DemoAccount, at: string) {
  return renderScreen(
    <AppLayout screen="Configuration">
      <p>contenido</p>
    </AppLayout>,
    {
      path: '*',
      at,
      auth: signedInAs(demoProfiles[account], demoToken(account)),
    },
  );
}

const nav = async () =>
  within(await screen.findByRole('navigation', { name: 'Navegación principal' }));

describe('side menu', () => {
  it("links 'Usuarios' to the Settings users tab and marks it there, not 'Configuración'", async () => {
    renderApp('editor', '/settings?tab=users');
    const menu = await nav();
    const users = menu.getByRole('link', { name: 'Usuarios' });
    expect(users).toHaveAttribute('href', '/settings?tab=users');
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Configuración' })).not.toHaveAttribute('aria-current');
  });

  it("does not show 'Usuarios' to a Visor", async () => {
    renderApp('visor', '/home');
    const menu = await nav();
    expect(menu.getByRole('link', { name: 'Global' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
  });

  it("links 'Cambiar contraseña' to the profile's password form, for every user", async () => {
    renderApp('visor', '/home');
    const menu = await nav();
    expect(menu.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute(
      'href',
      '/profile?section=password',
    );
  });
});

describe('avatar menu', () => {
  it("'Cambiar contraseña' opens the profile's password form", async () => {
    const { user, location } = renderApp('editor', '/home');
    await nav();
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar contraseña' }));
    expect(location().pathname).toBe('/profile');
    expect(location().search).toBe('?section=password');
  });

  function Harness({ onChangePassword }: { onChangePassword?: () => void }) {
    const [open, setOpen] = useState(true);
    const anchorRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={anchorRef}>Avatar</button>
        <UserMenu
          open={open}
          anchorRef={anchorRef}
          onClose={() => setOpen(false)}
          language="es"
          onChangePassword={onChangePassword}
          onSignOut={jest.fn()}
        />
      </>
    );
  }

  it('UserMenu calls onChangePassword, and leaves the entry out without it', async () => {
    const onChangePassword = jest.fn();
    const { user, unmount } = renderWithProviders(<Harness onChangePassword={onChangePassword} />);
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar contraseña' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('menuitem', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
  });
});

describe('where the entries lead', () => {
  it('Settings opens the tab named in the address and writes the chosen tab back', async () => {
    server.use(
      ...settingsHandlers(testOrigin),
      ...usersHandlers(testOrigin),
      ...managementHandlers(testOrigin),
    );
    const { user, location } = renderScreen(<SettingsPage />, {
      path: '/settings',
      at: '/settings?tab=users',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Lista de usuarios' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reportes' }));
    expect(location().search).toBe('?tab=reports');
    expect(screen.getByRole('tab', { name: 'Reportes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Settings starts on the company profile without a tab in the address', () => {
    server.use(...settingsHandlers(testOrigin), ...managementHandlers(testOrigin));
    renderScreen(<SettingsPage />, {
      path: '/settings',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(screen.getByRole('tab', { name: 'Perfil de la empresa' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  // The password form's first field, the one focused when asked by the address.
  const passwordField = () => screen.getByLabelText(/^Contraseña actual/, { selector: 'input' });

  it('the profile focuses the password form when asked by the address', async () => {
    // jsdom has no scrolling.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    afterTest(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
    renderScreen(<ProfilePage />, {
      path: '/profile',
      at: '/profile?section=password',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });

  it('the profile leaves the focus alone otherwise', () => {
    renderScreen(<ProfilePage />, {
      path: '/profile',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(passwordField()).not.toHaveFocus();
  });
});
