// The alerts inbox list: each alert's severity, rule and kind, station, summary, opening time
// and state; a row opens the alert, only an open alert has 'Reconocer', and loading, empty and
// failed lists say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsTable, type AlertRow } from '@/features/alerts/components/AlertsTable';
import { formatWhen } from '@/features/alerts/components/summaryText';
import { demoAlerts } from '../../../support/msw/alertsHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const rows: AlertRow[] = demoAlerts;

function renderTable(props: Partial<Parameters<typeof AlertsTable>[0]> = {}) {
  const onOpen = jest.fn();
  const onAcknowledge = jest.fn();
  const view = renderWithProviders(
    <AlertsTable rows={rows} onOpen={onOpen} onAcknowledge={onAcknowledge} {...props} />,
  );
  return { ...view, onOpen, onAcknowledge };
}

it('shows each alert with its rule, kind, station, summary, opening time and state', () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'Lista de alertas' });
  const body = within(table).getAllByRole('row').slice(1);
  expect(body).toHaveLength(3);
  const first = body[0]!;
  expect(within(first).getByText('Crítica')).toBeInTheDocument();
  expect(within(first).getByText('Competencia bajó regular')).toBeInTheDocument();
  expect(within(first).getByText('Movimiento de competidor')).toBeInTheDocument();
  expect(within(first).getByText('Estación Centro')).toBeInTheDocument();
  expect(
    within(first).getByText('Gasolinera Las Torres bajó Regular ▼ 0.30 (23.49 → 23.19)'),
  ).toBeInTheDocument();
  expect(within(first).getByText(formatWhen('2026-08-08T13:05:00.000Z'))).toBeInTheDocument();
  expect(within(first).getByText('Abierta')).toBeInTheDocument();
  expect(within(body[1]!).getByText('Reconocida')).toBeInTheDocument();
  expect(within(body[2]!).getByText('Resuelta')).toBeInTheDocument();
});

it('opens an alert from its row and acknowledges only the open one', async () => {
  const { user, onOpen, onAcknowledge } = renderTable();
  const acknowledge = screen.getAllByRole('button', { name: /^Reconocer la alerta/ });
  expect(acknowledge).toHaveLength(1);
  expect(acknowledge[0]).toHaveAccessibleName(
    'Reconocer la alerta «Competencia bajó regular» de Estación Centro',
  );
  await user.click(acknowledge[0]!);
  expect(onAcknowledge).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }));
  await user.click(
    screen.getByRole('row', { name: 'Ver la alerta «Conector sin datos» de Estación Aeropuerto' }),
  );
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
});

it('marks a silenced rule and a pending acknowledgement', () => {
  renderTable({ rows: [{ ...rows[0]!, silenced: true }], acknowledging: [14] });
  expect(screen.getByText('Silenciada')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Reconocer la alerta/ })).toHaveAttribute(
    'aria-busy',
    'true',
  );
});

it('says when no alert matches, and offers a retry when the list failed', async () => {
  const { rerender } = renderTable({ rows: [] });
  expect(screen.getByText('No hay alertas')).toBeInTheDocument();
  const onRetry = jest.fn();
  rerender(
    <AlertsTable
      rows={[]}
      onOpen={jest.fn()}
      onAcknowledge={jest.fn()}
      error={{ message: 'Error en servidor: Contacte a soporte', onRetry }}
    />,
  );
  expect(screen.getByText(/Error en servidor: Contacte a soporte/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
