import { screen, within } from '@testing-library/react';
import { GasUsersTable, type GasUserRow } from '@/features/gasUsers/components/GasUsersTable';
import { renderWithProviders } from '../../../support/renderWithProviders';

const rows: GasUserRow[] = [
  {
    id: 1,
    email: 'admin@demo.surtidor.mx',
    name: 'Ana Administradora',
    role: 'Admin',
    stations: [],
  },
  {
    id: 2,
    email: 'editor@demo.surtidor.mx',
    name: 'Eduardo Editor',
    role: 'Editor',
    stations: ['Servicio Lomas', 'Servicio Aguascalientes'],
  },
  {
    id: 5,
    email: 'proveedor@demo.surtidor.mx',
    name: 'Paola Proveedora',
    role: 'Proveedor',
    stations: [],
  },
];

function renderTable() {
  const onEndSessions = jest.fn();
  const onResetTwoStep = jest.fn();
  const result = renderWithProviders(
    <GasUsersTable rows={rows} onEndSessions={onEndSessions} onResetTwoStep={onResetTwoStep} />,
  );
  return { ...result, onEndSessions, onResetTwoStep };
}

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

describe('GasUsersTable', () => {
  it('shows each e-mail with the stations it reaches: all for an administrator, or none', () => {
    renderTable();
    expect(
      within(rowOf('admin@demo.surtidor.mx')).getByText('Todas (administrador)'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('editor@demo.surtidor.mx')).getByText('Servicio Lomas, Servicio Aguascalientes'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('proveedor@demo.surtidor.mx')).getByText('Sin gasolineras'),
    ).toBeInTheDocument();
  });

  it("asks to end a user's sessions or reset their two-step sign-in from the row's menu", async () => {
    const { user, onEndSessions, onResetTwoStep } = renderTable();
    const editor = rowOf('editor@demo.surtidor.mx');
    await user.click(within(editor).getByRole('button', { name: 'Más acciones' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Cerrar sus sesiones',
      'Restablecer verificación en dos pasos',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sus sesiones' }));
    expect(onEndSessions).toHaveBeenCalledWith(rows[1]);

    await user.click(
      within(rowOf('proveedor@demo.surtidor.mx')).getByRole('button', { name: 'Más acciones' }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: 'Restablecer verificación en dos pasos' }),
    );
    expect(onResetTwoStep).toHaveBeenCalledWith(rows[2]);
  });

  it('says when no user matches', () => {
    renderWithProviders(
      <GasUsersTable rows={[]} onEndSessions={jest.fn()} onResetTwoStep={jest.fn()} />,
    );
    expect(screen.getByText('Ningún usuario coincide con la búsqueda')).toBeInTheDocument();
  });
});
