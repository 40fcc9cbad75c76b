// The new-password form reports a save like every form (lib/forms' submitFailure): the submit
// resolves to null or to the failure's text, shown above the button; the form stays disabled
// while the save runs and while the app moves on after it (the success note).
import { screen } from '@testing-library/react';
import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';
import { renderWithProviders } from '../../../support/renderWithProviders';

const filled = { password: 'Nueva#2026', confirmation: 'Nueva#2026' };
const submit = () => screen.getByRole('button', { name: /Guardar e iniciar sesión/ });

it('shows the failure the submit resolves to above the button, and lets the user retry', async () => {
  const onSubmit = jest.fn().mockResolvedValue('Ocurrió un error al cambiar la contraseña');
  const { user } = renderWithProviders(
    <NewPasswordForm onSubmit={onSubmit} successMessage={null} initialValues={filled} />,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ocurrió un error al cambiar la contraseña',
  );
  expect(onSubmit).toHaveBeenCalledWith(filled);
  expect(submit()).toBeEnabled();
});

it('stays disabled while the save runs', async () => {
  const { user } = renderWithProviders(
    <NewPasswordForm
      onSubmit={() => new Promise(() => {})}
      successMessage={null}
      initialValues={filled}
    />,
  );
  await user.click(submit());
  expect(submit()).toBeDisabled();
  expect(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' })).toBeDisabled();
});

it('shows the success note and stays disabled while the app moves on', () => {
  renderWithProviders(
    <NewPasswordForm
      onSubmit={jest.fn()}
      successMessage="Contraseña actualizada correctamente"
      initialValues={filled}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Contraseña actualizada correctamente');
  expect(submit()).toBeDisabled();
});
