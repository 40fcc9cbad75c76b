import { screen, within } from '@testing-library/react';
import { AuditRecordDetail } from '@/features/audit/components/AuditRecordDetail';
import { auditRecord } from '../../../support/msw/auditHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('AuditRecordDetail', () => {
  it('shows who, when and from where, and each changed field before and after', () => {
    renderWithProviders(
      <AuditRecordDetail
        record={auditRecord(9, {
          changes: [
            { field: 'stations', before: [1], after: [1, 2] },
            { field: 'token_hash', secret: true },
            { field: 'revoked_at', before: null, after: '2026-03-02T16:41:07.000Z' },
          ],
        })}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Registro 9' });
    expect(within(dialog).getByText('admin@demo.surtidor.mx')).toBeInTheDocument();
    expect(within(dialog).getByText('10.0.0.1')).toBeInTheDocument();
    expect(within(dialog).getByText('Editar estación')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['stations', '[1]', '[1,2]'],
      ['token_hash', 'Cambió (su valor no se guarda)'],
      ['revoked_at', '—', '2026-03-02T16:41:07.000Z'],
    ]);
  });

  it('says when nothing changed, and is closed without a record', () => {
    const { rerender } = renderWithProviders(
      <AuditRecordDetail record={auditRecord(4, { changes: [] })} onClose={jest.fn()} />,
    );
    expect(screen.getByText('Sin campos cambiados')).toBeInTheDocument();
    rerender(<AuditRecordDetail record={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
