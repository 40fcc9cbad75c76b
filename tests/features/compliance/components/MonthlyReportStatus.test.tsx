import { screen } from '@testing-library/react';
import { MonthlyReportStatus } from '@/features/compliance/components/MonthlyReportStatus';
import { complianceMonth, complianceSummary } from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const { monthly } = complianceMonth();

/** A tile's value (its dd) by its title (its dt). */
const tile = (title: string) => screen.getByText(title).nextElementSibling as HTMLElement;

describe('MonthlyReportStatus', () => {
  it('shows a month whose monthly report is not in yet', () => {
    renderWithProviders(<MonthlyReportStatus monthly={monthly} summary={complianceSummary()} />);
    expect(tile('Reporte mensual')).toHaveTextContent('Sin recibirAún no se recibe');
    expect(tile('Fecha límite del mensual')).toHaveTextContent('3 ene 2027Faltan 44 días');
    expect(tile('Días recibidos')).toHaveTextContent('18 de 191 día faltante');
    expect(tile('Hallazgos')).toHaveTextContent('32 graves · 1 medios · 0 leves');
    expect(tile('Días con hallazgos')).toHaveTextContent('2Revisado el 20 nov 2026, 9:00');
  });

  it('shows when a clean monthly report came in, in the station’s time zone', () => {
    renderWithProviders(
      <MonthlyReportStatus
        monthly={{
          ...monthly,
          state: 'clean',
          received_at: '2026-12-01T18:30:00.000Z',
          days_left: -2,
          overdue: true,
        }}
        summary={complianceSummary({ days_missing: 0, monthly_state: 'clean' })}
        timeZone="America/Tijuana"
      />,
    );
    expect(tile('Reporte mensual')).toHaveTextContent('Sin hallazgosRecibido el 1 dic 2026, 10:30');
    expect(tile('Fecha límite del mensual')).toHaveTextContent('Venció hace 2 días');
    expect(tile('Días recibidos')).toHaveTextContent('0 días faltantes');
  });

  it('says a month never checked, when nothing came in', () => {
    renderWithProviders(
      <MonthlyReportStatus
        monthly={{ ...monthly, days_left: 0 }}
        summary={complianceSummary({ checked_at: null })}
      />,
    );
    expect(tile('Fecha límite del mensual')).toHaveTextContent('Vence hoy');
    expect(tile('Días con hallazgos')).toHaveTextContent('Sin revisar: no se ha recibido nada');
  });
});
