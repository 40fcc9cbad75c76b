// The history's ECharts option (drawing itself is ECharts', replaced in jsdom): lines in the
// station colours, the brush by screen size, labels cut at 12, the custom tooltip.
import { screen, waitFor } from '@testing-library/react';
import PriceHistoryChart from '@/features/dashboard/components/PriceHistoryChart';
import { buildComposedOption, screenSizeOf } from '@/components/composedChartOption';
import { renderedCharts } from '../../../support/echartsMock';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: `${i + 1} ene`, own: 20 + i / 100, rival: 20.5 }));
const lines = [
  {
    key: 'own',
    name: 'Mi estación: SERVICIO LOMAS AGUASCALIENTES',
    type: 'line' as const,
    color: '#388994',
    emphasized: true,
  },
  { key: 'rival', name: 'SERVIGAS TECNOLOGICO SA DE CV', type: 'line' as const, color: '#F9A825' },
];

it('draws a line per station, 280 px high, with the price tooltip and a legend', async () => {
  const { user } = renderWithProviders(
    <PriceHistoryChart
      aria-label="Histórico de precios de Regular"
      height={280}
      xKey="day"
      data={days(4)}
      series={lines}
      formatValue={(v) => `$${v.toFixed(2)}`}
    />,
  );
  const option = renderedCharts.at(-1)!.option;
  expect(screen.getByTestId('echarts').dataset.height).toBe('280');
  expect(option.series.map((s) => [s.id, s.type])).toEqual([
    ['own', 'line'],
    ['rival', 'line'],
  ]);
  expect(option.series[0]!.data).toEqual([20, 20.01, 20.02, 20.03]);
  const html = option.tooltip.formatter([
    { seriesId: 'own', dataIndex: 3, value: 20.03 },
    { seriesId: 'rival', dataIndex: 3, value: 20.5 },
  ]);
  expect(html).toContain('4 ene');
  expect(html).toContain('$20.03');
  expect(html).toContain('SERVIGAS TECNOLOGICO SA DE CV');
  await user.click(screen.getByRole('button', { name: 'SERVIGAS TECNOLOGICO SA DE CV' }));
  await waitFor(() =>
    expect(renderedCharts.at(-1)!.option.series.map((s) => s.id)).toEqual(['own']),
  );
});

it('escapes names in the tooltip and adds the brush past the threshold', () => {
  const option = (n: number, width: number) =>
    buildComposedOption({
      data: days(n),
      xKey: 'day',
      series: lines,
      screenSize: screenSizeOf(width),
    }) as {
      dataZoom: unknown[];
      tooltip: { formatter: (p: unknown) => string };
    };
  expect(option(10, 500).dataZoom).toEqual([]);
  expect(option(11, 500).dataZoom).toHaveLength(2);
  expect(option(15, 900).dataZoom).toEqual([]);
  expect(option(23, 1400).dataZoom).toMatchObject([
    { type: 'slider', startValue: 0, endValue: 21 },
    { type: 'inside' },
  ]);
  const html = buildComposedOption({
    data: [{ day: '<b>', own: 1 }],
    xKey: 'day',
    series: [{ ...lines[0]!, name: '<i>x</i>' }],
    screenSize: 'large',
  }) as { tooltip: { formatter: (p: unknown) => string } };
  const text = html.tooltip.formatter([{ seriesId: 'own', dataIndex: 0, value: 1 }]);
  expect(text).toContain('&lt;b&gt;');
  expect(text).toContain('&lt;i&gt;x&lt;/i&gt;');
  expect(text).not.toContain('<i>');
});
