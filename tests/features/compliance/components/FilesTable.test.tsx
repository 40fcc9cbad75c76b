import { screen, within } from '@testing-library/react';
import { FilesTable } from '@/features/compliance/components/FilesTable';
import { demoComplianceFiles } from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const table = () => screen.getByRole('table', { name: 'Archivos recibidos del mes' });
const rowWith = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null)!;

const monthly = {
  ...demoComplianceFiles[1]!,
  id: 12,
  name: 'M_9B2C3E4F-2026-11.json',
  kind: 'monthly' as const,
  day: null,
  current: true,
  replaced_by_id: null,
  size: 2048,
};

describe('FilesTable', () => {
  it('shows each file: its name, day, who brought it and when, size and digest', () => {
    renderWithProviders(
      <FilesTable rows={[...demoComplianceFiles, monthly]} onDownload={jest.fn()} />,
    );
    const corrected = rowWith('D_9B2C3E4F-2026-11-09_corregido.json');
    expect(within(corrected).getByText('9 nov 2026')).toBeInTheDocument();
    expect(within(corrected).getByText('Subido por Ana Admin')).toBeInTheDocument();
    expect(within(corrected).getByText('b94d27b9934d…')).toHaveAttribute(
      'title',
      demoComplianceFiles[0]!.sha256,
    );
    expect(within(corrected).getByText('47.08 KB')).toBeInTheDocument();
    expect(within(corrected).getByText(/^20 nov 2026, 8:55/)).toBeInTheDocument();
    // A correction says what it changed; the file it replaced is marked so.
    expect(
      within(corrected).getByText('Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L'),
    ).toBeInTheDocument();
    expect(within(corrected).queryByText('Reemplazado')).not.toBeInTheDocument();
    const replaced = rowWith('D_9B2C3E4F-2026-11-09.json');
    expect(within(replaced).getByText('Reemplazado')).toBeInTheDocument();
    expect(within(replaced).getByText('Traído por el conector')).toBeInTheDocument();
    expect(within(replaced).queryByText('Qué cambió')).not.toBeInTheDocument();
    expect(within(rowWith('M_9B2C3E4F-2026-11.json')).getByText('Mensual')).toBeInTheDocument();
  });

  it('downloads the file of the row, and shows which are on their way', async () => {
    const onDownload = jest.fn();
    const { user } = renderWithProviders(
      <FilesTable rows={demoComplianceFiles} onDownload={onDownload} downloading={[8]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Descargar D_9B2C3E4F-2026-11-09.json' }));
    expect(onDownload).toHaveBeenCalledWith(demoComplianceFiles[1]);
    expect(
      screen.getByRole('button', { name: 'Descargar D_9B2C3E4F-2026-11-09_corregido.json' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(
      screen.getByRole('button', { name: 'Descargar D_9B2C3E4F-2026-11-09.json' }),
    ).not.toHaveAttribute('aria-busy', 'true');
  });

  it('says when no file came in yet, and offers to try again after a failure', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<FilesTable rows={[]} onDownload={jest.fn()} />);
    expect(screen.getByText('Aún no se recibe ningún archivo del mes')).toBeInTheDocument();
    rerender(
      <FilesTable rows={[]} onDownload={jest.fn()} error={{ message: 'Sin conexión', onRetry }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
