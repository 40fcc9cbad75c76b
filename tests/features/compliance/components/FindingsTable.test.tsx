import { screen, within } from '@testing-library/react';
import { FindingsTable } from '@/features/compliance/components/FindingsTable';
import { demoComplianceFindings } from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const table = () => screen.getByRole('table', { name: 'Hallazgos del mes' });

describe('FindingsTable', () => {
  it('shows each finding: day, severity, rule, what it concerns and the sentence', () => {
    renderWithProviders(<FindingsTable rows={demoComplianceFindings} onOpen={jest.fn()} />);
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const balance = within(table()).getByRole('row', {
      name: 'Ver hallazgo: Balance del día, 9 nov 2026 TQS-TDA-0001',
    });
    expect(within(balance).getByText('Grave')).toBeInTheDocument();
    expect(within(balance).getByText('Balance del día')).toBeInTheDocument();
    expect(within(balance).getByText(/^El tanque TQS-TDA-0001 cerró/)).toBeInTheDocument();
    // A finding about no subject says so with a dash, and its label ends at the day.
    const coverage = within(table()).getByRole('row', {
      name: 'Ver hallazgo: Reporte diario faltante o incompleto, 4 nov 2026',
    });
    expect(within(coverage).getByText('—')).toBeInTheDocument();
    expect(
      within(within(table()).getByRole('row', { name: /Calibración vencida/ })).getByText('Media'),
    ).toBeInTheDocument();
  });

  it("calls a month-wide finding 'Todo el mes' and an unknown rule by the server's title", () => {
    renderWithProviders(
      <FindingsTable
        rows={[
          {
            ...demoComplianceFindings[0]!,
            id: 200,
            day: null,
            rule: 'tankLeak' as never,
            title: 'Fuga en el tanque',
            severity: 'low',
          },
        ]}
        onOpen={jest.fn()}
      />,
    );
    const row = within(table()).getByRole('row', {
      name: 'Ver hallazgo: Fuga en el tanque, Todo el mes',
    });
    expect(within(row).getByText('Todo el mes')).toBeInTheDocument();
    expect(within(row).getByText('Leve')).toBeInTheDocument();
  });

  it('opens the finding of the row clicked', async () => {
    const onOpen = jest.fn();
    const { user } = renderWithProviders(
      <FindingsTable rows={demoComplianceFindings} onOpen={onOpen} />,
    );
    await user.click(within(table()).getByRole('row', { name: /Calibración vencida/ }));
    expect(onOpen).toHaveBeenCalledWith(demoComplianceFindings[2]);
  });

  it('tells an empty month from no finding matching the filters', () => {
    const { rerender } = renderWithProviders(<FindingsTable rows={[]} onOpen={jest.fn()} />);
    expect(screen.getByText('Sin hallazgos en el mes')).toBeInTheDocument();
    rerender(<FindingsTable rows={[]} filtered onOpen={jest.fn()} />);
    expect(screen.getByText('Ningún hallazgo con estos filtros')).toBeInTheDocument();
  });

  it('offers to try again when the list failed', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <FindingsTable rows={[]} error={{ message: 'Sin conexión', onRetry }} onOpen={jest.fn()} />,
    );
    expect(screen.getByText(/Sin conexión/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
