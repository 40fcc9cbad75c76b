import { screen } from '@testing-library/react';
import { PasswordField } from '@/components/PasswordField';
import { renderWithProviders } from '../support/renderWithProviders';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const { user } = renderWithProviders(<PasswordField label="Nueva contraseña" required />);
    const input = screen.getByLabelText(/Nueva contraseña/);
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');

    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error text', () => {
    renderWithProviders(<PasswordField label="Confirmar" error="Las contraseñas no coinciden" />);
    expect(screen.getByLabelText('Confirmar')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
  });
});
