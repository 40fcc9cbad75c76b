import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextField } from '@/components/TextField';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('TextField', () => {
  it('wires the label, the required asterisk and the helper text', () => {
    renderWithProviders(
      <TextField
        label="Apodo de la competencia"
        required
        helperText="Máximo 100 caracteres"
        maxLength={100}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Apodo de la competencia/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxLength', '100');
    expect(input).toHaveAccessibleDescription('Máximo 100 caracteres');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error below the field instead of the helper and marks it invalid', () => {
    renderWithProviders(
      <TextField label="Correo" helperText="Ayuda" error="El correo no es válido" />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El correo no es válido');
    expect(screen.queryByText('Ayuda')).not.toBeInTheDocument();
  });

  it('uses a given id, forwards the ref and passes inputMode', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <TextField
        id="permiso"
        ref={ref}
        label="Permiso de la CRE"
        inputMode="numeric"
        onChange={onChange}
      />,
    );
    expect(ref.current).toBe(screen.getByLabelText('Permiso de la CRE'));
    expect(ref.current).toHaveAttribute('id', 'permiso');
    expect(ref.current).toHaveAttribute('inputMode', 'numeric');
    await user.type(ref.current as HTMLInputElement, 'PS-1');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('disabled fields cannot be typed into', async () => {
    const { user } = renderWithProviders(
      <TextField label="Razón social" disabled defaultValue="" />,
    );
    const input = screen.getByRole('textbox', { name: 'Razón social' });
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
  });

  it('renders label and helper text with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <TextField label={HTML_METACHARACTERS} helperText={HTML_METACHARACTERS} />,
    );
    expect(screen.getByRole('textbox', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
