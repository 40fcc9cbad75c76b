import { screen, within } from '@testing-library/react';
import { SsoProvidersTable } from '@/features/sso/components/SsoProvidersTable';
import { ssoState } from '../../../support/msw/ssoHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const { providers } = ssoState();
const google = providers[0]!;
const microsoft = providers[1]!;

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('SsoProvidersTable', () => {
  it('shows each provider: issuer, client, domains (or any), state and whether it creates accounts', () => {
    renderWithProviders(
      <SsoProvidersTable
        providers={[google, microsoft]}
        loading={false}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Proveedores de inicio de sesión único' });
    const googleRow = within(table).getByText('Google').closest('tr')!;
    expect(cellsOf(googleRow).slice(0, 6)).toEqual([
      'Google',
      'https://accounts.google.com',
      '1234-surtidor.apps.googleusercontent.com',
      'gasolinerasdemo.mx',
      'Activo',
      'No',
    ]);
    const microsoftRow = within(table).getByText('Microsoft').closest('tr')!;
    expect(cellsOf(microsoftRow).slice(3, 6)).toEqual(['Cualquiera', 'Inactivo', 'Sí']);
  });

  it('opens a provider by its row, and edits or deletes it from the row menu', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderWithProviders(
      <SsoProvidersTable
        providers={[google, microsoft]}
        loading={false}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByText('https://accounts.google.com'));
    expect(onEdit).toHaveBeenLastCalledWith(google);

    const row = screen.getByText('Microsoft').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(microsoft);

    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(onEdit).toHaveBeenLastCalledWith(microsoft);
  });

  it('says when no provider is configured yet', () => {
    renderWithProviders(
      <SsoProvidersTable providers={[]} loading={false} onEdit={jest.fn()} onDelete={jest.fn()} />,
    );
    expect(
      screen.getByText('Aún no hay proveedores de inicio de sesión único'),
    ).toBeInTheDocument();
  });
});
