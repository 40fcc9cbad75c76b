// The dashboard's chart loads ECharts in a chunk of its own: the card's fallback stands until
// the chart code has arrived, then the chart (with its accessible name) replaces it.
import { screen } from '@testing-library/react';
import { LazyComposedChart } from '@/features/dashboard/components/LazyComposedChart';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsDataZoom', () => ({}));
jest.mock('@/components/echartsLine', () => ({}));

it('shows the fallback until the chart code has loaded, then the chart', async () => {
  renderWithProviders(
    <LazyComposedChart
      fallback={<p>Cargando gráfica</p>}
      aria-label="Inmediatez por estación"
      height={200}
      xKey="name"
      data={[{ name: 'Estación 1', value: 40 }]}
      series={[{ key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' }]}
    />,
  );
  expect(screen.getByText('Cargando gráfica')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Inmediatez por estación' })).toBeInTheDocument();
  expect(screen.queryByText('Cargando gráfica')).not.toBeInTheDocument();
});
