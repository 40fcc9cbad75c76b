// One service-metric card: its title, a skeleton while loading, 'Error: ' with the message on
// failure, an empty state with no stations, and the chart (bars and a target marker) when ready.
import { screen } from '@testing-library/react';
import { ServiceMetricCard } from '@/features/dashboard/components/ServiceMetricCard';
import { renderedCharts } from '../../../support/echartsMock';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsDataZoom', () => ({}));
jest.mock('@/components/echartsLine', () => ({}));

const categories = [
  { key: 'value', name: 'Inmediatez', color: '#388994', type: 'bar' as const },
  { key: 'goal', name: 'Objetivo', color: '#ED6C02', type: 'marker' as const },
];

it('shows a skeleton under its title while loading, and the message on failure', () => {
  const { rerender } = renderWithProviders(
    <ServiceMetricCard metric="inmediatez" state={{ status: 'loading' }} />,
  );
  expect(screen.getByText('Inmediatez')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  rerender(
    <ServiceMetricCard metric="inmediatez" state={{ status: 'error', message: 'sin conexión' }} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Error: sin conexión');
});

it('says there are no stations when the data is empty', () => {
  renderWithProviders(
    <ServiceMetricCard metric="inmediatez" state={{ status: 'ready', categories, rows: [] }} />,
  );
  expect(screen.getByText('Sin estaciones que mostrar')).toBeInTheDocument();
});

it('draws a bar per station and the goal as a marker', async () => {
  renderWithProviders(
    <ServiceMetricCard
      metric="atencion_oportuna"
      state={{
        status: 'ready',
        categories,
        rows: [
          { name: 'Norte', value: 80, goal: 90 },
          { name: 'Sur', value: 95, goal: 90 },
        ],
      }}
    />,
  );
  expect(
    await screen.findByRole('img', { name: 'Atención oportuna por estación' }),
  ).toBeInTheDocument();
  const option = renderedCharts.at(-1)!.option;
  expect(option.series.map((s) => [s.id, s.type])).toEqual([
    ['value', 'bar'],
    ['goal', 'scatter'],
  ]);
  expect(option.xAxis.data).toEqual(['Norte', 'Sur']);
});
