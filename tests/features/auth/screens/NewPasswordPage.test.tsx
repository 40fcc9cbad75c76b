import { act, screen, waitFor } from '@testing-library/react';
import NewPasswordPage, {
  AFTER_NEW_PASSWORD_PATH,
  NEW_PASSWORD_REDIRECT_DELAY_MS,
} from '@/features/auth/screens/NewPasswordPage';
import { fullPageLoad } from '@/features/auth/containers/fullPageLoad';
import { STORAGE_KEYS } from '@/store/auth/authStorage';
import type { AuthState } from '@/store/auth/authSlice';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen } from '../../../support/renderScreen';

jest.mock('@/features/auth/containers/fullPageLoad', () => ({ fullPageLoad: jest.fn() }));
const mockedFullPageLoad = jest.mocked(fullPageLoad);

const server = setupApiServer();

const mustChange: AuthState = {
  status: 'passwordChangeRequired',
  token: demoToken('nuevo'),
  profile: demoProfiles.nuevo,
  error: null,
};

function renderNewPassword() {
  return renderScreen(<NewPasswordPage />, {
    path: '/new-password',
    auth: mustChange,
    storage: window.localStorage,
  });
}

const passwordField = () => screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' });
const confirmField = () => screen.getByLabelText(/^Confirmar contraseña/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Guardar e iniciar sesión' });
const litSegments = () =>
  screen.getAllByTestId('strength-segment').filter((segment) => segment.dataset.lit === 'true')
    .length;

beforeEach(() => {
  mockedFullPageLoad.mockReset();
  window.localStorage.setItem(STORAGE_KEYS.firstLogin, 'true');
});

describe('NewPasswordPage', () => {
  it('shows the card with title and both fields; the meter appears once typing starts', async () => {
    const { user } = renderNewPassword();
    expect(screen.getByRole('heading', { name: 'Nueva contraseña' })).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(confirmField()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText('La contraseña debe tener:')).not.toBeInTheDocument();

    await user.type(passwordField(), 'a');
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('lights one segment per requirement met, up to three, with the level colour name', async () => {
    const { user } = renderNewPassword();
    await user.type(passwordField(), 'abc');
    expect(litSegments()).toBe(0);

    await user.clear(passwordField());
    await user.type(passwordField(), 'abcdefgh'); // length
    expect(litSegments()).toBe(1);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Débil');

    await user.clear(passwordField());
    await user.type(passwordField(), 'Abcdefgh'); // length + uppercase
    expect(litSegments()).toBe(2);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Media');

    await user.clear(passwordField());
    await user.type(passwordField(), 'Abcdefg1'); // + digit
    expect(litSegments()).toBe(3);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Fuerte');

    await user.clear(passwordField());
    await user.type(passwordField(), 'Abcdef1!'); // all four
    expect(litSegments()).toBe(3);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.met)).toEqual(['true', 'true', 'true', 'true']);
  });

  it('ticks each requirement of the checklist', async () => {
    const { user } = renderNewPassword();
    await user.type(passwordField(), 'abc_');
    const met = Object.fromEntries(
      screen.getAllByRole('listitem').map((item) => [item.dataset.requirement, item.dataset.met]),
    );
    expect(met).toEqual({ length: 'false', uppercase: 'false', digit: 'false', special: 'true' });
    expect(screen.getByText('Al menos un carácter especial').closest('li')).toHaveTextContent(
      'Cumplido',
    );
  });

  it('keeps the button disabled while a field is empty, they differ or strength is below 3', async () => {
    const { user } = renderNewPassword();
    expect(submitButton()).toBeDisabled();

    await user.type(passwordField(), 'Tanque9!');
    expect(submitButton()).toBeDisabled(); // confirmation empty

    await user.type(confirmField(), 'Tanque9?');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.clear(confirmField());
    await user.type(confirmField(), 'Tanque9!');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    // Strength 3 of 4 is enough.
    await user.clear(passwordField());
    await user.clear(confirmField());
    await user.type(passwordField(), 'Tanque9pozo');
    await user.type(confirmField(), 'Tanque9pozo');
    expect(submitButton()).toBeEnabled();

    // Strength 2 is not, and the weak message says so.
    await user.clear(passwordField());
    await user.clear(confirmField());
    await user.type(passwordField(), 'Abcdefgh');
    await user.type(confirmField(), 'Abcdefgh');
    expect(submitButton()).toBeDisabled();
    expect(
      screen.getByText(
        'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      ),
    ).toBeInTheDocument();
  });

  it('saves, says so, and after 500 ms marks the session and loads /vms', async () => {
    jest.useFakeTimers();
    try {
      const { user, store } = renderScreen(<NewPasswordPage />, {
        path: '/new-password',
        auth: mustChange,
        storage: window.localStorage,
        user: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.type(passwordField(), 'Nueva#2026');
      await user.type(confirmField(), 'Nueva#2026');
      await user.click(submitButton());

      expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
      expect(store.getState().auth.status).toBe('passwordChangeRequired');

      act(() => jest.advanceTimersByTime(NEW_PASSWORD_REDIRECT_DELAY_MS - 1));
      expect(mockedFullPageLoad).not.toHaveBeenCalled();
      expect(store.getState().auth.status).toBe('passwordChangeRequired');

      act(() => jest.advanceTimersByTime(1));
      expect(store.getState().auth.status).toBe('authenticated');
      expect(window.localStorage.getItem(STORAGE_KEYS.firstLogin)).toBe('false');
      expect(mockedFullPageLoad).toHaveBeenCalledTimes(1);
      expect(mockedFullPageLoad).toHaveBeenCalledWith(AFTER_NEW_PASSWORD_PATH);
      expect(AFTER_NEW_PASSWORD_PATH).toBe('/vms');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the change failed when the call fails, and lets the user try again', async () => {
    server.use(failing('post', '/api/change_password', 400, 'La contraseña no cumple', testOrigin));
    const { user, store } = renderNewPassword();
    await user.type(passwordField(), 'Nueva#2026');
    await user.type(confirmField(), 'Nueva#2026');
    await user.click(submitButton());
    expect(
      await screen.findByText('Ocurrió un error al cambiar la contraseña'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(store.getState().auth.status).toBe('passwordChangeRequired');
    expect(mockedFullPageLoad).not.toHaveBeenCalled();
  });

  it('reports a failure of the handling after a successful save', async () => {
    mockedFullPageLoad.mockImplementation(() => {
      throw new Error('navigation blocked');
    });
    const { user } = renderNewPassword();
    await user.type(passwordField(), 'Nueva#2026');
    await user.type(confirmField(), 'Nueva#2026');
    await user.click(submitButton());
    await waitFor(
      () =>
        expect(
          screen.getByText(
            'Error al procesar el cambio de contraseña. Por favor, inténtalo de nuevo.',
          ),
        ).toBeInTheDocument(),
      { timeout: 2000 },
    );
  });

  it('refuses a very common password and asks for no current password', async () => {
    const { user } = renderNewPassword();
    expect(screen.queryByLabelText(/actual/)).not.toBeInTheDocument();
    await user.type(passwordField(), 'Password1!');
    await user.type(confirmField(), 'Password1!');
    // The list arrives on its own chunk once the field is focused.
    expect(
      await screen.findByText(
        'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
      ),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});
