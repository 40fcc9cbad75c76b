import { chartOptions } from './reportTestSetup';
import { screen, within } from '@testing-library/react';
import { ReportView } from '@/features/reports/components/ReportView';
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
