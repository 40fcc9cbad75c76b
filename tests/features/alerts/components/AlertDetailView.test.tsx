// One alert's detail: its summary and facts, every transition with who made it (or the
// automatic evaluation), the link to its subject, and 'Reconocer' only while it is open.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AlertDetailView } from '@/features/alerts/components/AlertDetailView';
import { formatWhen } from '@/features/alerts/components/summaryText';
import { alertsState, demoAlerts } from '../../../support/msw/alertsHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const state = alertsState();
const [move, position] = demoAlerts as [(typeof demoAlerts)[number], (typeof demoAlerts)[number]];

function renderDetail(props: Partial<Parameters<typeof AlertDetailView>[0]> = {}) {
  const onAcknowledge = jest.fn();
  const view = renderWithProviders(
    <MemoryRouter>
      <AlertDetailView
        alert={move}
        transitions={state.transitions.get(move.id)!}
        link={{ kind: 'prices', to: '/dashboard?tab=fuelPrice&station=1&date=2026-08-08' }}
        onAcknowledge={onAcknowledge}
        {...props}
      />
    </MemoryRouter>,
  );
  return { ...view, onAcknowledge };
}

it('shows an open alert with its summary, facts, history, subject link and Reconocer', async () => {
  const { user, onAcknowledge } = renderDetail();
  expect(
    screen.getByText('Gasolinera Las Torres bajó Regular ▼ 0.30 (23.49 → 23.19)'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Competencia bajó regular · Movimiento de competidor'),
  ).toBeInTheDocument();
  expect(screen.getByText('Estación Centro')).toBeInTheDocument();
  expect(screen.getByText('Crítica')).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Historial' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([`${formatWhen(move.opened_at)}Se abrió · evaluación automática`]);
  expect(screen.getByRole('link', { name: 'Ver precios de ese día' })).toHaveAttribute(
    'href',
    '/dashboard?tab=fuelPrice&station=1&date=2026-08-08',
  );
  await user.click(screen.getByRole('button', { name: 'Reconocer' }));
  expect(onAcknowledge).toHaveBeenCalledTimes(1);
});

it('says who acknowledged an alert and when, without Reconocer or a link when there is none', () => {
  renderDetail({ alert: position, transitions: state.transitions.get(position.id)!, link: null });
  expect(
    screen.getByText(`por Eduardo Editor, ${formatWhen(position.acknowledged_at)}`),
  ).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Historial' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    `${formatWhen(position.opened_at)}Se abrió · evaluación automática`,
    `${formatWhen(position.acknowledged_at)}Se reconoció · Eduardo Editor`,
  ]);
  expect(screen.queryByRole('button', { name: 'Reconocer' })).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

it('names a user who no longer exists', () => {
  renderDetail({ alert: { ...position, acknowledged_by: null }, transitions: [] });
  expect(screen.getByText(/^por un usuario que ya no existe, /)).toBeInTheDocument();
});
