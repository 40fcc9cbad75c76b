// The profile's password form reports a save like every form (lib/forms' submitFailure): the
// submit resolves to null or to the failure's text, shown above the button; the form is emptied
// after a change.
import { screen, waitFor } from '@testing-library/react';
import { PasswordChangeForm } from '@/features/profile/components/PasswordChangeForm';
import { renderWithProviders } from '../../../support/renderWithProviders';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillAndSave(onSubmit: jest.Mock) {
  const result = renderWithProviders(<PasswordChangeForm onSubmit={onSubmit} />);
  const { user } = result;
  await user.type(field(/^Contraseña actual/), 'Actual#2025');
  await user.type(field(/^Contraseña(?! actual)/), 'Nueva#2026');
  await user.type(field(/^Confirmar/), 'Nueva#2026');
  await user.click(screen.getByRole('button', { name: /Cambiar contraseña/ }));
  return result;
}

it('shows the failure the submit resolves to, keeping what was typed', async () => {
  const onSubmit = jest.fn().mockResolvedValue('La contraseña actual no es correcta');
  await fillAndSave(onSubmit);
  expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta');
  expect(onSubmit).toHaveBeenCalledWith({
    currentPassword: 'Actual#2025',
    password: 'Nueva#2026',
    confirmation: 'Nueva#2026',
  });
  expect(field(/^Contraseña(?! actual)/)).toHaveValue('Nueva#2026');
});

it('empties the form after a change, with no failure shown', async () => {
  await fillAndSave(jest.fn().mockResolvedValue(null));
  await waitFor(() => expect(field(/^Contraseña actual/)).toHaveValue(''));
  expect(field(/^Contraseña(?! actual)/)).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
