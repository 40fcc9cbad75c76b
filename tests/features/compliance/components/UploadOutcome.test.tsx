import { screen, within } from '@testing-library/react';
import { UploadOutcome } from '@/features/compliance/components/UploadOutcome';
import { demoUploadRefused, demoUploadResult } from '../../../support/msw/complianceHandlers';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

describe('UploadOutcome', () => {
  it('shows nothing before an upload', () => {
    const { container } = renderWithProviders(<UploadOutcome />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the files received with what happened to each and what a correction changed', () => {
    renderWithProviders(<UploadOutcome received={demoUploadResult.files} />);
    expect(screen.getByText('Se recibieron 2 archivos')).toBeInTheDocument();
    expect(
      screen.getByText('0 nuevos, 1 corregidos y 1 sin cambios. El mes se revisó de nuevo.'),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Archivos recibidos' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('D_9B2C3E4F-2026-11-09_corregido.json');
    expect(within(items[0]!).getByText('Corrige al anterior')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L'),
    ).toBeInTheDocument();
    // Only a correction lists what it changed.
    expect(within(items.at(-1)!).getByText('Sin cambios (ya se tenía)')).toBeInTheDocument();
    expect(within(items.at(-1)!).queryByText('No cambió ninguna cifra')).not.toBeInTheDocument();
  });

  it('counts one new file in the singular', () => {
    renderWithProviders(
      <UploadOutcome received={[{ ...demoUploadResult.files[1]!, status: 'stored' }]} />,
    );
    expect(screen.getByText('Se recibió 1 archivo')).toBeInTheDocument();
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
  });

  it('lists each refused file with its reason and each JSON path', () => {
    renderWithProviders(<UploadOutcome refused={demoUploadRefused} />);
    expect(screen.getByText('No se guardó ningún archivo')).toBeInTheDocument();
    expect(screen.getByText(demoUploadRefused.message)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Archivos rechazados' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('D_9B2C3E4F-2026-11-15_malo.json');
    expect(
      within(items[0]!).getByText('$.Producto[0].Tanque[0].Existencias.VolumenExistenciasAnterior'),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Falta el campo obligatorio ValorNumerico');
    expect(
      within(screen.getByRole('list', { name: 'Archivos rechazados' })).getByText(
        'El RFC del reporte (XAXX010101000) no es el de la estación',
      ),
    ).toBeInTheDocument();
  });

  it('translates a message that is an i18n key and shows no list when no file is named', () => {
    renderWithProviders(<UploadOutcome refused={{ message: 'upload.problems.size', files: [] }} />);
    expect(screen.getByText('El archivo pesa más de 20 MB')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is dismissed on request', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <UploadOutcome received={demoUploadResult.files} onDismiss={onDismiss} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('renders names and reasons with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <UploadOutcome
        refused={{
          message: 'Rechazado',
          files: [
            { name: HTML_METACHARACTERS, code: 'x', message: HTML_METACHARACTERS, errors: [] },
          ],
        }}
      />,
    );
    expect(screen.getAllByText(HTML_METACHARACTERS)).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
  });
});
