// The 'Histórico' card: a line per station (the own one prefixed, the picked one thicker) of the
// chosen fuel's price over the month, once the lines' code has loaded; its states otherwise.
import { screen, waitFor } from '@testing-library/react';
import {
  PriceHistoryCard,
  type PriceHistoryState,
} from '@/features/dashboard/components/PriceHistoryCard';
import { renderedCharts } from '../../../support/echartsMock';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsDataZoom', () => ({}));
jest.mock('@/components/echartsLine', () => ({}));

const ready: PriceHistoryState = {
  status: 'ready',
  lines: [
    { key: 'own', name: 'Norte', color: '#388994', is_own: true },
    { key: 'rival', name: 'Oxxo Gas', color: '#ED6C02', is_own: false },
  ],
  points: [
    { date: '2022-01-08', prices: { own: 20.5, rival: 20.9 } },
    { date: '2022-01-09', prices: { own: 20.6, rival: null } },
  ],
};

function renderCard(state: PriceHistoryState, emphasizedKey: string | null = null) {
  return renderWithProviders(
    <PriceHistoryCard
      state={state}
      fuels={[{ key: 'regular', name: 'Regular' }]}
      fuel="regular"
      onFuelChange={() => {}}
      months={['2022-01']}
      month="2022-01"
      onMonthChange={() => {}}
      emphasizedKey={emphasizedKey}
      myStationPrefix="Mi estación: "
    />,
  );
}

it('draws a line per station, the own one prefixed and the picked one thicker', async () => {
  renderCard(ready, 'rival');
  expect(
    await screen.findByRole('img', { name: 'Histórico de precios de Regular' }),
  ).toBeInTheDocument();
  // Drawn once the lines' code has arrived (hooks/useEchartsParts).
  await waitFor(() => expect(renderedCharts).toHaveLength(1));
  const { series, xAxis } = renderedCharts.at(-1)!.option;
  expect(series.map((s) => [s.id, s.type, s.name, s.z])).toEqual([
    ['own', 'line', 'Mi estación: Norte', 2],
    ['rival', 'line', 'Oxxo Gas', 5],
  ]);
  expect(xAxis.data).toHaveLength(2);
});

it('says why there is no chart: loading, a failure, or no prices', () => {
  const { rerender } = renderCard({ status: 'error' });
  expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los datos');
  rerender(
    <PriceHistoryCard
      state={{ status: 'ready', lines: [], points: [] }}
      fuels={[{ key: 'regular', name: 'Regular' }]}
      fuel="regular"
      onFuelChange={() => {}}
      months={[]}
      month={null}
      onMonthChange={() => {}}
      myStationPrefix="Mi estación: "
    />,
  );
  expect(screen.getByText('Sin precios publicados en este periodo')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
