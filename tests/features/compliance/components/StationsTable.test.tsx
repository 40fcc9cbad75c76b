import { screen, within } from '@testing-library/react';
import { StationsTable } from '@/features/compliance/components/StationsTable';
import { demoComplianceStations } from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const table = () => screen.getByRole('table', { name: 'Estaciones y sus reportes del mes' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: `Abrir ${name}` });

describe('StationsTable', () => {
  it("shows each station's days, findings and monthly report with its due date", () => {
    renderWithProviders(<StationsTable rows={demoComplianceStations} onOpen={jest.fn()} />);
    const lomas = rowOf('Servicio Lomas');
    expect(within(lomas).getByText('18 de 19')).toBeInTheDocument();
    expect(within(lomas).getByText('2 graves')).toBeInTheDocument();
    expect(within(lomas).getByText('Sin recibir')).toBeInTheDocument();
    expect(within(lomas).getByText(/Vence el 3 ene 2027/)).toBeInTheDocument();
    expect(within(lomas).getByText('Faltan 44 días')).toBeInTheDocument();

    const clean = rowOf('Servicio Aguascalientes');
    expect(within(clean).getByText('19 de 19')).toBeInTheDocument();
    expect(within(clean).getByText('Sin hallazgos')).toBeInTheDocument();
    // No grave finding: no line for them.
    expect(within(clean).queryByText(/grave/)).not.toBeInTheDocument();

    const late = rowOf('Servicio Querétaro Centro');
    expect(within(late).getByText('1 grave')).toBeInTheDocument();
    expect(within(late).getByText('Venció hace 2 días')).toBeInTheDocument();
  });

  it('opens the station of the row clicked', async () => {
    const onOpen = jest.fn();
    const { user } = renderWithProviders(
      <StationsTable rows={demoComplianceStations} onOpen={onOpen} />,
    );
    await user.click(rowOf('Servicio Aguascalientes'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ gas_station_id: 2 }));
  });

  it('says when there is no station, and offers to try again after a failure', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<StationsTable rows={[]} onOpen={jest.fn()} />);
    expect(screen.getByText('No hay estaciones para mostrar')).toBeInTheDocument();
    rerender(
      <StationsTable rows={[]} onOpen={jest.fn()} error={{ message: 'Sin conexión', onRetry }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('reads in English', () => {
    renderWithProviders(<StationsTable rows={demoComplianceStations} onOpen={jest.fn()} />, {
      language: 'en',
    });
    expect(screen.getByRole('row', { name: 'Open Servicio Querétaro Centro' })).toBeInTheDocument();
  });
});
