// The shared composed chart: series kinds, the range brush by screen size, label truncation,
// the custom legend and tooltip (drawing itself is ECharts', replaced in jsdom).
import { act, screen } from '@testing-library/react';
import { ComposedChart } from '@/components/ComposedChart';
import { buildComposedOption, screenSizeOf } from '@/components/composedChartOption';
import { formatMinutesSeconds } from '@/components/chartFormat';
import { renderedCharts } from '../support/echartsMock';
import { renderWithProviders } from '../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Estación número ${i + 1}`,
    value: i * 10,
    goal: 60,
  }));
const series = [
  { key: 'value', name: 'Inmediatez', type: 'bar' as const, color: '#388994' },
  { key: 'goal', name: 'Objetivo', type: 'marker' as const, color: '#ED6C02' },
];
const last = () => renderedCharts[renderedCharts.length - 1]!.option;

beforeEach(() => {
  renderedCharts.length = 0;
});

it('cuts x labels at 12 characters and keeps the full name in the tooltip', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Gráfica"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
    />,
  );
  expect(screen.getAllByTestId('echarts-x-label').map((e) => e.textContent)).toEqual([
    'Estación núm',
    'Estación núm',
  ]);
  const html = last().tooltip.formatter([
    { seriesId: 'value', dataIndex: 1, value: 10 },
    { seriesId: 'goal', dataIndex: 1, value: 60 },
  ]);
  expect(html).toContain('Estación número 2');
  expect(html).toContain('Inmediatez');
  // Default tooltip values are percentages with '.0' dropped.
  expect(html).toContain('10%');
  expect(html).toContain('60%');
  expect(screen.getByTestId('echarts').dataset.height).toBe('200');
});

it('draws a marker as a short horizontal line with its label', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
      formatMarkerLabel={(v) => `${v}s`}
    />,
  );
  const marker = last().series.find((s) => s.id === 'goal')!;
  expect(marker).toMatchObject({ type: 'scatter', symbol: 'rect', data: [60, 60] });
  expect(marker.label!.formatter!({ value: 60 })).toBe('60s');
});

it('hides and shows a series from the legend', async () => {
  const { user } = renderWithProviders(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(2)} series={series} />,
  );
  const button = screen.getByRole('button', { name: 'Objetivo' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.click(button);
  expect(last().series.map((s) => s.id)).toEqual(['value']);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(last().series.map((s) => s.id)).toEqual(['value', 'goal']);
});

it('shows the range brush past 10, 15 and 22 points by screen size', () => {
  const option = (n: number, width: number) =>
    buildComposedOption({ data: points(n), xKey: 'name', series, screenSize: screenSizeOf(width) });
  expect(option(10, 500).dataZoom).toEqual([]);
  expect(option(11, 500).dataZoom).toHaveLength(2);
  expect(option(15, 900).dataZoom).toEqual([]);
  expect(option(16, 900).dataZoom).toHaveLength(2);
  expect(option(22, 1400).dataZoom).toEqual([]);
  expect(option(23, 1400).dataZoom).toMatchObject([
    { type: 'slider', startValue: 0, endValue: 21 },
    { type: 'inside' },
  ]);
});

it('re-evaluates the screen size 330 ms after the window stops resizing', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(
      <ComposedChart aria-label="G" height={200} xKey="name" data={points(12)} series={series} />,
    );
    expect(last().dataZoom).toEqual([]); // jsdom is 1024 wide: medium, 15 points fit
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(329);
    });
    expect(last().dataZoom).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(last().dataZoom).toHaveLength(2);
  } finally {
    window.innerWidth = 1024;
    jest.useRealTimers();
  }
});

it('draws lines, areas and scatter points and uses the caller formats', () => {
  const option = buildComposedOption({
    data: [{ d: '1', a: 100, b: 120, c: 90 }],
    xKey: 'd',
    series: [
      { key: 'a', name: 'A', type: 'line', color: '#111111' },
      { key: 'b', name: 'B', type: 'area', color: '#222222', stack: 's' },
      { key: 'c', name: 'C', type: 'scatter', color: '#333333' },
    ],
    screenSize: 'large',
    yAxis: { min: 0, max: 'dataMax', formatValue: formatMinutesSeconds },
    formatValue: (v) => formatMinutesSeconds(v),
  }) as {
    series: Record<string, unknown>[];
    yAxis: { min: number; max: string; axisLabel: { formatter: (v: number) => string } };
    tooltip: { formatter: (p: unknown) => string };
  };
  expect(option.series.map((s) => s.type)).toEqual(['line', 'line', 'scatter']);
  expect(option.series[1]).toHaveProperty('areaStyle');
  expect(option.series[1]).toHaveProperty('stack', 's');
  expect(option.yAxis).toMatchObject({ min: 0, max: 'dataMax' });
  expect(option.yAxis.axisLabel.formatter(125)).toBe('02:05');
  expect(option.tooltip.formatter([{ seriesId: 'a', dataIndex: 0, value: 100 }])).toContain(
    '01:40',
  );
});

it('labels well-known keys in Spanish and escapes names', () => {
  const option = buildComposedOption({
    data: [{ d: '<b>', optimistic: 40, objective: 70, mood: 55 }],
    xKey: 'd',
    series: [
      { key: 'optimistic', name: 'optimistic', type: 'bar', color: '#111111' },
      { key: 'objective', name: 'objective', type: 'line', color: '#222222' },
      { key: 'mood', name: 'mood', type: 'scatter', color: '#333333' },
    ],
    screenSize: 'large',
  }) as { tooltip: { formatter: (p: unknown) => string } };
  const html = option.tooltip.formatter([
    { seriesId: 'optimistic', dataIndex: 0, value: 40 },
    { seriesId: 'objective', dataIndex: 0, value: 70 },
    { seriesId: 'mood', dataIndex: 0, value: 55 },
  ]);
  expect(html).toContain('Optimisma');
  expect(html).toContain('Objetivo del día');
  expect(html).toContain('Estado de animo');
  expect(html).toContain('&lt;b&gt;');
  expect(html).not.toContain('<b>');
});
