// The inbox's filters: state, severity and station, each with its 'all' choice, handing the
// whole filter set back with the one choice changed.
import { screen } from '@testing-library/react';
import { AlertsFilters } from '@/features/alerts/components/AlertsFilters';
import { ALL, type AlertFilters } from '@/features/alerts/model/filters';
import { renderWithProviders } from '../../../support/renderWithProviders';

const none: AlertFilters = { state: ALL, severity: ALL, station: ALL };
const stations = [
  { id: 1, name: 'Estación Centro' },
  { id: 2, name: 'Estación Valle' },
];

function renderFilters(value: AlertFilters = none) {
  const onChange = jest.fn();
  return {
    ...renderWithProviders(<AlertsFilters value={value} onChange={onChange} stations={stations} />),
    onChange,
  };
}

it('offers every state, severity and station with an all choice, in Spanish', async () => {
  const { user } = renderFilters();
  await user.click(screen.getByRole('combobox', { name: /Estado/ }));
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
    'Todos los estados',
    'Abierta',
    'Reconocida',
    'Resuelta',
  ]);
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: /Estación/ }));
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
    'Todas las estaciones',
    'Estación Centro',
    'Estación Valle',
  ]);
});

it('hands back the filters with the chosen severity or station', async () => {
  const { user, onChange } = renderFilters({ ...none, state: 'open' });
  await user.click(screen.getByRole('combobox', { name: /Severidad/ }));
  await user.click(await screen.findByRole('option', { name: 'Crítica' }));
  expect(onChange).toHaveBeenLastCalledWith({ state: 'open', severity: 'critical', station: ALL });
  await user.click(screen.getByRole('combobox', { name: /Estación/ }));
  await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
  expect(onChange).toHaveBeenLastCalledWith({ state: 'open', severity: ALL, station: '2' });
});
