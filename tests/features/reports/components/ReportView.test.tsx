import { chartOptions } from '../reportTestSetup';
import { screen, within } from '@testing-library/react';
import { ReportView } from '@/features/reports/components/ReportView';
import type { ReportFigureView } from '@/features/reports/model/viewTypes';
import { theme } from '@/theme/theme';
import { sampleReportDocument, sampleReportWithoutSales } from '../../../support/reportDocuments';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('ReportView', () => {
  it('shows the header, the figures with their change and goal, charts and tables', () => {
    const document = sampleReportDocument('weekly');
    chartOptions.length = 0;
    renderWithProviders(<ReportView document={document} />);
    expect(screen.getByRole('heading', { name: 'Reporte semanal' })).toBeInTheDocument();
    expect(screen.getByText('Servicio Ñandú Álamos')).toBeInTheDocument();
    const sales = screen.getByRole('listitem', { name: 'Ventas totales' });
    expect(sales).toHaveTextContent('$1,254,380.50');
    // (1,254,380.5 - 1,198,020) / 1,198,020 = 4.7 %
    expect(within(sales).getByText('▲ 4.7% vs. periodo anterior')).toBeInTheDocument();
    expect(within(sales).getByText('Meta: $1,300,000.00')).toBeInTheDocument();
    expect(chartOptions).toHaveLength(document.charts.length);
    for (const chart of document.charts) {
      expect(screen.getByRole('figure', { name: chart.title })).toBeInTheDocument();
    }
    for (const table of document.tables) {
      expect(screen.getByRole('table', { name: table.title })).toBeInTheDocument();
    }
  });

  describe('colours a change by the way the figure improves', () => {
    const GREEN = theme.colors.alert.success.main;
    const RED = theme.colors.alert.error.main;
    const GREY = theme.colors.text.secondary;
    const figure = (
      label: string,
      better: ReportFigureView['better'],
      value: number,
      previous: number,
    ): ReportFigureView => ({ key: label, label, value, previous, unit: 'seconds', better });

    it.each([
      ['a longer wait', 'lower', 87, 86, '▲', RED],
      ['a shorter service time', 'lower', 166, 170.4, '▼', GREEN],
      ['more sales', 'higher', 110, 100, '▲', GREEN],
      ['fewer sales', 'higher', 90, 100, '▼', RED],
      ['a price going up', 'none', 24.1, 23.8, '▲', GREY],
      ['no change', 'lower', 120, 120, '', GREY],
      ['a change too small to read', 'higher', 100.04, 100, '', GREY],
    ] as const)('%s', (label, better, value, previous, arrow, color) => {
      const document = {
        ...sampleReportDocument('weekly'),
        figures: [figure(label, better, value, previous)],
      };
      renderWithProviders(<ReportView document={document} />);
      const change = within(screen.getByRole('listitem', { name: label })).getByText(
        /vs\. periodo anterior/,
      );
      expect(change.textContent).toMatch(arrow ? `${arrow} ` : /^0% /);
      expect(change).toHaveStyle({ color });
    });
  });

  it('writes the station location once, whatever repeats its parts have', () => {
    const base = sampleReportDocument('weekly');
    const document = {
      ...base,
      station: {
        ...base.station,
        address: 'Querétaro, Querétaro',
        city: 'QUERETARO',
        state: 'Querétaro',
      },
    };
    renderWithProviders(<ReportView document={document} />);
    const header = screen.getByRole('heading', { name: 'Reporte semanal' }).parentElement!;
    expect(header).toHaveTextContent(`${base.station.name} · Querétaro`);
    expect(header).not.toHaveTextContent(/Querétaro,/);
  });

  it('shows a figure without data as a dash and the notes of the document', () => {
    renderWithProviders(<ReportView document={sampleReportWithoutSales()} />);
    expect(screen.getByRole('listitem', { name: 'Ventas totales' })).toHaveTextContent('—');
    expect(screen.getByText('Sin datos de ventas en el periodo.')).toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<ReportView loading />);
    expect(screen.getByLabelText('Cargando reporte')).toHaveAttribute('aria-busy', 'true');
    rerender(<ReportView />);
    expect(screen.getByText('No hay datos para este periodo.')).toBeInTheDocument();
    rerender(<ReportView error="Falla del servidor" onRetry={onRetry} />);
    expect(screen.getByText('Falla del servidor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
