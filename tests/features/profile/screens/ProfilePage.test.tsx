import { screen, waitFor } from '@testing-library/react';
import ProfilePage from '@/features/profile/screens/ProfilePage';
import type { ChangePasswordRequest, UserProfileUpdate } from '@/api/generated/auth.gen';
import {
  DEMO_PASSWORD,
  demoProfiles,
  demoToken,
  EMAIL_TAKEN_MESSAGE,
  failing,
  TAKEN_EMAIL,
} from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();

function renderProfile() {
  return renderScreen(<ProfilePage />, {
    path: '/profile',
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
  });
}

const emailField = () => screen.getByLabelText(/^Correo electrónico/, { selector: 'input' });
const passwordField = () => screen.getByLabelText(/^Contraseña(?! actual)/, { selector: 'input' });
const currentField = () => screen.getByLabelText(/^Contraseña actual/, { selector: 'input' });
const emailPasswordField = () =>
  screen.getByLabelText(/^Tu contraseña, para confirmar/, { selector: 'input' });
const confirmField = () => screen.getByLabelText(/^Confirmar contraseña/, { selector: 'input' });
const saveEmail = () => screen.getByRole('button', { name: 'Guardar correo' });
const savePassword = () => screen.getByRole('button', { name: 'Cambiar contraseña' });

function bodiesOf<T>(path: string): T[] {
  const bodies: T[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path && request.method !== 'GET') {
      bodies.push((await request.clone().json()) as T);
    }
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('ProfilePage', () => {
  it('shows who is signed in and the current e-mail', () => {
    renderProfile();
    expect(screen.getByText('Eduardo Editor')).toBeInTheDocument();
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(emailField()).toHaveValue('editor@demo.surtidor.mx');
    expect(saveEmail()).toBeDisabled();
  });

  it("rejects a bad e-mail with 'El correo no es válido' and does not save it", async () => {
    const sent = bodiesOf<UserProfileUpdate>('/api/user_profile');
    const { user } = renderProfile();
    await user.clear(emailField());
    await user.type(emailField(), 'correo-sin-arroba');
    expect(screen.getByText('El correo no es válido')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveEmail()).toBeDisabled();

    await user.clear(emailField());
    await user.type(emailField(), 'nombre@dominio');
    expect(screen.getByText('El correo no es válido')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("saves a new e-mail, updates the session and toasts 'Perfil editado correctamente'", async () => {
    const sent = bodiesOf<UserProfileUpdate>('/api/user_profile');
    const { user, store } = renderProfile();
    await user.clear(emailField());
    await user.type(emailField(), 'eduardo@empresa.mx');
    // A new address needs the password before it can be saved.
    expect(saveEmail()).toBeDisabled();
    await user.type(emailPasswordField(), DEMO_PASSWORD);
    await user.click(saveEmail());

    await waitFor(() => expect(store.getState().auth.profile?.email).toBe('eduardo@empresa.mx'));
    expect(sent).toEqual([{ email: 'eduardo@empresa.mx', password: DEMO_PASSWORD }]);
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ severity: 'success', message: 'profile:email.success' }),
    ]);
  });

  it('shows the conflict message when the e-mail is taken', async () => {
    const { user, store } = renderProfile();
    await user.clear(emailField());
    await user.type(emailField(), TAKEN_EMAIL);
    await user.type(emailPasswordField(), DEMO_PASSWORD);
    await user.click(saveEmail());
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE);
    expect(store.getState().auth.profile?.email).toBe('editor@demo.surtidor.mx');
  });

  it('changes the password under the new-password rules and empties the form', async () => {
    const sent = bodiesOf<ChangePasswordRequest>('/api/change_password');
    const { user, store } = renderProfile();
    expect(savePassword()).toBeDisabled();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    await user.type(passwordField(), 'Abcdefgh');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Media');
    await user.type(confirmField(), 'Abcdefgh');
    expect(
      screen.getByText(
        'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      ),
    ).toBeInTheDocument();
    expect(savePassword()).toBeDisabled();

    await user.clear(passwordField());
    await user.type(passwordField(), 'Nueva#2026');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(savePassword()).toBeDisabled();

    await user.clear(confirmField());
    await user.type(confirmField(), 'Nueva#2026');
    // The current password is asked for too.
    expect(savePassword()).toBeDisabled();
    await user.type(currentField(), DEMO_PASSWORD);
    expect(savePassword()).toBeEnabled();
    await user.click(savePassword());

    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ severity: 'success', message: 'profile:password.success' }),
      ]),
    );
    expect(sent).toEqual([
      {
        current_password: DEMO_PASSWORD,
        password: 'Nueva#2026',
        password_confirmation: 'Nueva#2026',
      },
    ]);
    await waitFor(() => expect(passwordField()).toHaveValue(''));
    expect(currentField()).toHaveValue('');
    expect(confirmField()).toHaveValue('');
  });

  it('says the password change failed when the call fails', async () => {
    server.use(failing('post', '/api/change_password', 400, 'Solicitud inválida', testOrigin));
    const { user } = renderProfile();
    await user.type(currentField(), DEMO_PASSWORD);
    await user.type(passwordField(), 'Nueva#2026');
    await user.type(confirmField(), 'Nueva#2026');
    await user.click(savePassword());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al cambiar la contraseña',
    );
    expect(passwordField()).toHaveValue('Nueva#2026');
  });

  it('says when the current password is wrong', async () => {
    const { user, store } = renderProfile();
    await user.type(currentField(), 'Demo#2026?');
    await user.type(passwordField(), 'Nueva#2026');
    await user.type(confirmField(), 'Nueva#2026');
    await user.click(savePassword());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta',
    );
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('refuses a very common password before sending it', async () => {
    const sent = bodiesOf<ChangePasswordRequest>('/api/change_password');
    const { user } = renderProfile();
    await user.type(currentField(), DEMO_PASSWORD);
    await user.type(passwordField(), 'Password1!');
    await user.type(confirmField(), 'Password1!');
    // The list arrives on its own chunk once the field is focused.
    expect(
      await screen.findByText(
        'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
      ),
    ).toBeInTheDocument();
    expect(savePassword()).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('says when the password confirming a new e-mail is wrong', async () => {
    const { user, store } = renderProfile();
    await user.clear(emailField());
    await user.type(emailField(), 'otro@empresa.mx');
    await user.type(emailPasswordField(), 'Demo#2026?');
    await user.click(saveEmail());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta',
    );
    expect(store.getState().auth.profile?.email).toBe('editor@demo.surtidor.mx');
  });

  it("has the 'Notificaciones de alertas' section, noting the stations' time zones", async () => {
    renderProfile();
    const section = await screen.findByRole('form', { name: 'Notificaciones de alertas' });
    expect(section).toHaveTextContent(
      'Las horas de silencio se aplican en la zona horaria de cada gasolinera.',
    );
    expect(screen.getByRole('button', { name: 'Guardar notificaciones' })).toBeDisabled();
  });

  it('scrolls to the alert notifications when the address asks for them', async () => {
    // jsdom has no scrolling.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderScreen(<ProfilePage />, {
        path: '/profile',
        at: '/profile?section=notices',
        auth: signedInAs(demoProfiles.editor, demoToken('editor')),
      });
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'notices');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
