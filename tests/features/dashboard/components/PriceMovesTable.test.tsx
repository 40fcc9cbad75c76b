// 'Movimientos' lists each move with its station, fuel, prices and signed change, and hands the
// filters' choices to its container.
import { screen, within } from '@testing-library/react';
import { PriceMovesTable } from '@/features/dashboard/components/PriceMovesTable';
import { fixtureMoves } from '../../../../stories/DashboardFixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

const moves = fixtureMoves();

it('lists the moves newest first with their change, in Spanish', () => {
  renderWithProviders(
    <PriceMovesTable
      lines={moves.lines}
      moves={moves.moves}
      start={moves.start}
      end={moves.end}
      fuel=""
      onFuelChange={() => undefined}
      line=""
      onLineChange={() => undefined}
    />,
  );
  const table = screen.getByRole('table', {
    name: 'Movimientos de precios del 10 jul 2026 al 8 ago 2026',
  });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(7);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )[0],
  ).toEqual(['5 ago 2026', 'SERVICIO AYOTLA', 'Regular', '23.75', '23.49', '▼ 0.26']);
  expect(within(rows[1]!).getByText('▲ 0.21')).toBeInTheDocument();
});

it('offers every fuel and every line as filters', async () => {
  const onLineChange = jest.fn();
  const { user } = renderWithProviders(
    <PriceMovesTable
      lines={moves.lines}
      moves={[]}
      start={moves.start}
      end={moves.end}
      fuel="regular"
      onFuelChange={() => undefined}
      line=""
      onLineChange={onLineChange}
    />,
  );
  expect(screen.getByText('Ningún precio cambió en el periodo.')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Estación' }));
  await user.click(screen.getByRole('option', { name: 'GASOLINERA CHALCO' }));
  expect(onLineChange).toHaveBeenCalledWith('rival-22');
});
