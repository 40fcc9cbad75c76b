// The sign-in form on its own (a plain controlled form): when the required-field messages show,
// what it submits, and that it stays put while a sign-in is under way.
import { screen } from '@testing-library/react';
import { LoginForm, type LoginFormProps } from '@/features/auth/components/LoginForm';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = jest.fn<void, Parameters<LoginFormProps['onSubmit']>>();
  const view = renderWithProviders(
    <LoginForm
      onSubmit={onSubmit}
      submitting={false}
      errorMessage={null}
      externalProvider={null}
      onForgotPassword={() => undefined}
      {...props}
    />,
  );
  return { ...view, onSubmit };
}

const username = () => screen.getByLabelText(/^Usuario/);
const password = () => screen.getByLabelText(/^Contraseña/);
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('LoginForm', () => {
  it('says nothing about an empty field until it is left', async () => {
    const { user } = renderForm();
    expect(screen.queryByText('Ingresa tu usuario o correo electrónico')).not.toBeInTheDocument();
    await user.click(username());
    expect(screen.queryByText('Ingresa tu usuario o correo electrónico')).not.toBeInTheDocument();
    await user.tab(); // to the password field
    expect(screen.getByText('Ingresa tu usuario o correo electrónico')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Ingresa tu contraseña')).not.toBeInTheDocument();

    await user.type(username(), 'editor');
    expect(screen.queryByText('Ingresa tu usuario o correo electrónico')).not.toBeInTheDocument();
    expect(username()).not.toHaveAttribute('aria-invalid');
  });

  it('counts a blank username as empty and submits nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(username(), '   ');
    await user.type(password(), 'secreta');
    await user.click(submit());
    expect(screen.getByText('Ingresa tu usuario o correo electrónico')).toBeInTheDocument();
    expect(screen.queryByText('Ingresa tu contraseña')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits what was typed, remember me included, on Enter too', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(username(), ' editor@demo.surtidor.mx');
    await user.type(password(), 'Demo#2026!');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      username: ' editor@demo.surtidor.mx', // the screen trims it
      password: 'Demo#2026!',
      remember: true,
    });
  });

  it('starts from the initial values', async () => {
    const { user, onSubmit } = renderForm({
      initialValues: { username: 'editor', password: 'x', remember: true },
    });
    expect(username()).toHaveValue('editor');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ username: 'editor', password: 'x', remember: true });
  });

  it('locks the fields and sends nothing more while signing in', async () => {
    const { onSubmit } = renderForm({
      submitting: true,
      initialValues: { username: 'editor', password: 'x' },
    });
    expect(username()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeDisabled();
    expect(submit()).toBeDisabled();
    const form = screen.getByRole('form', { name: 'Iniciar sesión' }) as HTMLFormElement;
    form.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
