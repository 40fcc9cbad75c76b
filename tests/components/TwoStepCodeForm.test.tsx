import { screen } from '@testing-library/react';
import { isPlausibleCode, TwoStepCodeForm } from '@/components/TwoStepCodeForm';
import { renderWithProviders } from '../support/renderWithProviders';

describe('isPlausibleCode', () => {
  it('takes six digits, spaces allowed; a recovery code only where allowed', () => {
    expect(isPlausibleCode('123456', false)).toBe(true);
    expect(isPlausibleCode('123 456', false)).toBe(true);
    expect(isPlausibleCode('12345', false)).toBe(false);
    expect(isPlausibleCode('1234567', false)).toBe(false);
    expect(isPlausibleCode('xzpf-b34n-hew5-igsy', false)).toBe(false);
    expect(isPlausibleCode('xzpf-b34n-hew5-igsy', true)).toBe(true);
    expect(isPlausibleCode('XZPFB34NHEW5IGSY', true)).toBe(true);
    // 0, 1, 8 and 9 are not base32.
    expect(isPlausibleCode('xzpf-b34n-hew5-igs1', true)).toBe(false);
  });
});

describe('TwoStepCodeForm', () => {
  it('sends the code once it looks like one', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <TwoStepCodeForm
        onSubmit={onSubmit}
        submitting={false}
        submitLabel="Verificar"
        errorMessage={null}
      />,
    );
    const field = screen.getByLabelText(/^Código/, { selector: 'input' });
    const submit = screen.getByRole('button', { name: 'Verificar' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(
      screen.getByText('Los 6 dígitos que muestra tu app de autenticación.'),
    ).toBeInTheDocument();
    await user.type(field, '12345');
    expect(submit).toBeDisabled();
    await user.type(field, '6{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('takes a recovery code where allowed, trimmed', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <TwoStepCodeForm
        allowRecoveryCode
        onSubmit={onSubmit}
        submitting={false}
        submitLabel="Verificar"
        errorMessage={null}
        footer={<a href="/login">Volver</a>}
      />,
    );
    expect(
      screen.getByText('¿Sin tu teléfono? Escribe uno de tus códigos de recuperación.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), ' xzpf-b34n-hew5-igsy ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(onSubmit).toHaveBeenCalledWith('xzpf-b34n-hew5-igsy');
  });

  it('shows the refusal and sends nothing while the last code is being checked', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <TwoStepCodeForm
        onSubmit={onSubmit}
        submitting
        submitLabel="Verificar"
        errorMessage="El código no es correcto"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El código no es correcto');
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verificar' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
