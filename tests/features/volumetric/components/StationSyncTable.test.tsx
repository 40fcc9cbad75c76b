import { screen, within } from '@testing-library/react';
import {
  StationSyncTable,
  type StationSyncRow,
} from '@/features/volumetric/components/StationSyncTable';
import { demoSystem } from '../../../support/msw/volumetricHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const REFUSAL =
  'D_9B2C3E4F-2026-02-09.json: El RFC del reporte (XAXX010101000) no es el de la estación';

function rows(): StationSyncRow[] {
  const [lomas, aguascalientes] = demoSystem().stations;
  return [
    { ...lomas!, id: lomas!.gas_station_id },
    {
      ...aguascalientes!,
      id: aguascalientes!.gas_station_id,
      reports_received: 12,
      last_report_refusal: REFUSAL,
      last_report_refusal_at: '2026-02-10T12:00:00.000Z',
    },
  ];
}

const table = () => screen.getByRole('table', { name: 'Estado de consulta de las estaciones' });
const rowWith = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null)!;
/** The cells of a row under the header named. */
const cellUnder = (row: HTMLElement, header: string) => {
  const headers = within(table()).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return within(row).getAllByRole('cell')[index]!;
};

describe('StationSyncTable', () => {
  it('shows the SAT reports each station received', () => {
    renderWithProviders(<StationSyncTable rows={rows()} />);
    expect(cellUnder(rowWith('Servicio Lomas'), 'Reportes recibidos')).toHaveTextContent(/^31$/);
    expect(cellUnder(rowWith('Servicio Aguascalientes'), 'Reportes recibidos')).toHaveTextContent(
      /^12$/,
    );
  });

  it('shows the last report refused, why and when; a dash where none was', () => {
    renderWithProviders(<StationSyncTable rows={rows()} />);
    const refused = cellUnder(rowWith('Servicio Aguascalientes'), 'Último reporte rechazado');
    expect(within(refused).getByText('Rechazado')).toBeInTheDocument();
    expect(within(refused).getByText(REFUSAL)).toBeInTheDocument();
    expect(within(refused).getByText(/^10\/02\/2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    // The connector's own error stays in its column, apart from the refusal.
    expect(
      within(cellUnder(rowWith('Servicio Aguascalientes'), 'Último error')).getByText(
        'El proveedor respondió 503',
      ),
    ).toBeInTheDocument();
    expect(cellUnder(rowWith('Servicio Lomas'), 'Último reporte rechazado')).toHaveTextContent(
      /^—$/,
    );
  });

  it('says so when no station is linked', () => {
    renderWithProviders(<StationSyncTable rows={[]} />);
    expect(screen.getByText('Ninguna estación está vinculada a este sistema')).toBeInTheDocument();
  });
});
