import { screen, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { AuditTable } from '@/features/audit/components/AuditTable';
import { auditRecord, auditState } from '../../../support/msw/auditHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditTable', () => {
  it('shows when, who as which role, the operation, the object, the station and the outcome', () => {
    renderWithProviders(<AuditTable rows={auditState().records} onOpen={jest.fn()} />);
    const table = screen.getByRole('table', { name: 'Registros de auditoría' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(0, 6))).toEqual([
      [
        '2 mar 2026, 10:41:07',
        'admin@demo.surtidor.mxAdmin',
        'Editar estación',
        'Estación 1',
        'Servicio Las Américas',
        'Correcto',
      ],
      [
        '2 mar 2026, 10:41:07',
        'editor@demo.surtidor.mxEditor',
        'Cambiar contraseña',
        'Usuario 2',
        '—',
        'Correcto',
      ],
      ['2 mar 2026, 10:41:07', 'nadie@correo.mx', 'Inicio de sesión', 'Usuario', '—', 'Fallido'],
    ]);
  });

  it('names a record by number and operation, and opens it', async () => {
    const onOpen = jest.fn();
    const record = auditRecord(12, {
      actor: { user_id: null, email: null, role: null },
      operation: 'resetUserTwoStep',
      gas_station: { id: 4, name: null },
    });
    const { user } = renderWithProviders(<AuditTable rows={[record]} onOpen={onOpen} />);
    const row = screen.getByRole('row', {
      name: 'Registro 12 · Restablecer la verificación en dos pasos de un usuario',
    });
    expect(within(row).getByText('Sin sesión')).toBeInTheDocument();
    expect(within(row).getByText('#4')).toBeInTheDocument();
    await user.click(row);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ seq: 12 }));
  });

  it('says when no record matches, and shows a failed load with Reintentar', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<AuditTable rows={[]} onOpen={jest.fn()} />);
    expect(screen.getByText('No hay registros con estos filtros')).toBeInTheDocument();
    rerender(
      <AuditTable
        rows={[]}
        onOpen={jest.fn()}
        error={{ message: 'Error en servidor: Contacte a soporte', onRetry }}
      />,
    );
    expect(screen.getByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
