import { screen, within } from '@testing-library/react';
import { FindingDetail } from '@/features/compliance/components/FindingDetail';
import {
  complianceFindingDetail,
  demoComplianceFindings,
} from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const [coverage, balance, calibration] = demoComplianceFindings.map(complianceFindingDetail);

describe('FindingDetail', () => {
  it('shows the finding, its figures in their units and the rule it broke', () => {
    renderWithProviders(<FindingDetail finding={balance!} />);
    expect(screen.getByText('Grave')).toBeInTheDocument();
    expect(screen.getByText('9 nov 2026')).toBeInTheDocument();
    expect(screen.getByText('TQS-TDA-0001')).toBeInTheDocument();
    expect(screen.getByText(balance!.message)).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Cifras' });
    const pairs = Array.from(figures.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Existencia inicial', '12,000 L'],
      ['Recepciones', '8,000 L'],
      ['Entregas', '10,000 L'],
      ['Existencia en libros', '10,000 L'],
      ['Existencia medida', '10,080 L'],
      ['Diferencia', '80 L'],
      ['Diferencia (%)', '0.79 %'],
      ['Evento 7 en la bitácora', 'no registrado'],
    ]);
    const rule = screen.getByRole('region', { name: 'Regla' });
    expect(within(rule).getByText('Balance del día fuera de tolerancia')).toBeInTheDocument();
    expect(within(rule).getByText('0.5 %')).toBeInTheDocument();
    expect(within(rule).getByText(balance!.rule_detail.source)).toBeInTheDocument();
    expect(within(rule).getByText(balance!.rule_detail.action)).toBeInTheDocument();
    expect(screen.getByText('Revisado el 20 nov 2026, 9:00')).toBeInTheDocument();
  });

  it('downloads the report it comes from', async () => {
    const onDownloadFile = jest.fn();
    const { user } = renderWithProviders(
      <FindingDetail finding={calibration!} onDownloadFile={onDownloadFile} />,
    );
    await user.click(screen.getByRole('button', { name: 'Descargar D_2026-11-12.json' }));
    expect(onDownloadFile).toHaveBeenCalledWith({ id: 7, name: 'D_2026-11-12.json' });
  });

  it('has no figures, no threshold and no file for a missing day', () => {
    renderWithProviders(<FindingDetail finding={coverage!} />);
    expect(screen.queryByRole('region', { name: 'Cifras' })).not.toBeInTheDocument();
    expect(screen.getByText('Cualquier diferencia')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a month-wide finding and a threshold that is a day of the month', () => {
    renderWithProviders(
      <FindingDetail
        finding={{
          ...coverage!,
          day: null,
          subject: null,
          rule: 'dueDate',
          figures: [{ key: 'estado', value: 'vencido' }],
          rule_detail: {
            ...coverage!.rule_detail,
            id: 'dueDate',
            threshold: 3,
            threshold_unit: 'day_of_month',
          },
        }}
      />,
    );
    expect(screen.getByText('Todo el mes')).toBeInTheDocument();
    expect(screen.getByText('Día 3')).toBeInTheDocument();
    expect(screen.getByText('vencido')).toBeInTheDocument();
  });

  it('reads in English, times in the station’s zone', () => {
    renderWithProviders(<FindingDetail finding={balance!} timeZone="UTC" />, { language: 'en' });
    expect(screen.getByText('Serious')).toBeInTheDocument();
    expect(screen.getByText('Measured stock')).toBeInTheDocument();
    expect(screen.getByText('not logged')).toBeInTheDocument();
    expect(screen.getByText(/Checked on Nov 20, 2026, 3:00/)).toBeInTheDocument();
  });
});
