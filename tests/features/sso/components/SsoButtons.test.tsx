import { screen } from '@testing-library/react';
import { SsoButtons } from '@/features/sso/components/SsoButtons';
import { renderWithProviders } from '../../../support/renderWithProviders';

const providers = [
  { id: 1, name: 'Google' },
  { id: 2, name: 'Microsoft' },
];

describe('SsoButtons', () => {
  it('offers one button per provider and starts the one pressed', async () => {
    const onStart = jest.fn();
    const { user } = renderWithProviders(
      <SsoButtons providers={providers} busyId={null} errorMessage={null} onStart={onStart} />,
    );
    expect(screen.getByText('o')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Iniciar sesión con Google',
      'Iniciar sesión con Microsoft',
    ]);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión con Microsoft' }));
    expect(onStart).toHaveBeenCalledWith(2);
  });

  it('shows the pressed one busy and the others disabled while the sign-in starts', () => {
    renderWithProviders(
      <SsoButtons providers={providers} busyId={1} errorMessage={null} onStart={jest.fn()} />,
    );
    const google = screen.getByRole('button', { name: /Google/ });
    expect(google).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Microsoft/ })).toBeDisabled();
  });

  it('shows a refusal above the buttons, and dismisses it', async () => {
    const onDismissError = jest.fn();
    const { user } = renderWithProviders(
      <SsoButtons
        providers={providers}
        busyId={null}
        errorMessage="No se pudo contactar al proveedor de identidad"
        onStart={jest.fn()}
        onDismissError={onDismissError}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo contactar al proveedor de identidad',
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });

  it('draws nothing without providers and without a refusal', () => {
    const { container } = renderWithProviders(
      <SsoButtons providers={[]} busyId={null} errorMessage={null} onStart={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in English', () => {
    renderWithProviders(
      <SsoButtons providers={providers} busyId={null} errorMessage={null} onStart={jest.fn()} />,
      { language: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });
});
