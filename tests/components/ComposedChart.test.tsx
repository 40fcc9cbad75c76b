// The shared composed chart, drawn by ECharts (into SVG on the test's side: support/echartsMock):
// series kinds, target markers, label truncation, the custom legend and tooltip (Spanish labels,
// the caller's formats), the range brush by screen size and the 330 ms resize debounce, and the
// accessible data table.
import { act, screen, waitFor, within } from '@testing-library/react';
import { ComposedChart, type ComposedSeries } from '@/components/ComposedChart';
import { formatMinutesSeconds } from '@/components/chartFormat';
import { buildComposedOption, screenSizeOf } from '@/components/composedChartOption';
import { loadEchartsPart } from '@/components/hooks/useEchartsParts';
import {
  CHART_WIDTH,
  categoryLabels,
  renderedCharts,
  seriesShapes,
  textsInColour,
  xAxisLabels,
  yAxisLabels,
} from '../support/echartsMock';
import { renderWithProviders } from '../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsDataZoom', () => ({}));
jest.mock('@/components/echartsLine', () => ({}));

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Estación número ${i + 1}`,
    value: (i + 1) * 10,
    goal: 60,
  }));
const series: ComposedSeries[] = [
  { key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' },
  { key: 'goal', name: 'Objetivo', type: 'marker', color: '#ED6C02' },
];
const lastOption = () => renderedCharts.at(-1)!.option;
const chartOf = (name: string) => screen.getByRole('img', { name });

// The brush's and the lines' chunks are loaded up front, as after the first chart needing them;
// the wait for them is tested with their hook (tests/components/hooks/useEchartsParts.test.tsx).
beforeAll(() => Promise.all([loadEchartsPart('dataZoom'), loadEchartsPart('line')]));

beforeEach(() => {
  renderedCharts.length = 0;
});

it('draws a bar per category and a target line labelled once, names cut at 12', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Inmediatez por estación"
      height={200}
      xKey="name"
      data={[...points(2), { name: 'Sin dato', value: null, goal: null }]}
      series={series}
      formatMarkerLabel={(v) => `${v}s`}
    />,
  );
  const chart = chartOf('Inmediatez por estación');
  expect(chart.querySelector('svg')).toHaveAttribute('height', '200');
  expect(xAxisLabels(chart)).toEqual(['Estación núm', 'Estación núm', 'Sin dato']);
  // No bar and no marker where the category has no value; equal targets read once.
  expect(seriesShapes(chart, 0)).toHaveLength(2);
  expect(seriesShapes(chart, 1)).toHaveLength(2);
  expect(textsInColour(chart, '#ED6C02')).toEqual(['60s']);
});

describe('at the width it is drawn', () => {
  // jsdom lays nothing out: the chart reads its box as a card in the two-column grid.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(CHART_WIDTH);
  });
  afterEach(() => jest.restoreAllMocks());

  const stations = (names: string[]) =>
    names.map((name, i) => ({ name, value: 40 + i * 5, goal: 60 }));
  const LONG_NAMES = [
    'ESTACION SUR PONIENTE SA DE CV',
    'GASOLINERA ASTRA SA DE CV',
    'NOVOGAS PANAMERICANA, S.A. DE C.V.',
    'SERVICIO AGUASCALIENTES, SA',
    'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    'OTRA ESTACION DEL NORTE',
    'GASOLINERA NORTE',
    'GASOLINERA SUR',
  ];

  it('draws every label, turned when its words do not fit the band', () => {
    renderWithProviders(
      <ComposedChart
        aria-label="G"
        height={200}
        xKey="name"
        data={stations(LONG_NAMES)}
        series={series}
      />,
    );
    const labels = [...chartOf('G').querySelectorAll('svg text[xml\\:space="preserve"]')];
    expect(labels.map((node) => node.textContent)).toEqual(
      LONG_NAMES.map((name) => name.slice(0, 12)),
    );
    // Turned 45 degrees.
    expect(labels.every((node) => node.getAttribute('transform')?.startsWith('matrix(0.707'))).toBe(
      true,
    );
  });

  it('puts a label on two lines at its space when each word fits', () => {
    renderWithProviders(
      <ComposedChart
        aria-label="G"
        height={200}
        xKey="name"
        data={stations([
          'ESTACION SUR',
          'SERVICIO LOM',
          'NORTE UNO',
          'SUR DOS',
          'ESTE TRES',
          'OESTE CUATRO',
        ])}
        series={series}
      />,
    );
    const chart = chartOf('G');
    // The first line of each: 'ESTACION ' then 'SUR' below it.
    expect(xAxisLabels(chart)).toEqual([
      'ESTACION ',
      'SERVICIO ',
      'NORTE UNO',
      'SUR DOS',
      'ESTE TRES',
      'OESTE ',
    ]);
    expect(categoryLabels(chart)).toEqual([
      'ESTACION SUR',
      'SERVICIO LOM',
      'NORTE UNO',
      'SUR DOS',
      'ESTE TRES',
      'OESTE CUATRO',
    ]);
  });

  it('draws equal targets as one line across the bands, labelled once', () => {
    renderWithProviders(
      <ComposedChart
        aria-label="G"
        height={200}
        xKey="name"
        data={stations(LONG_NAMES.slice(0, 5))}
        series={series}
        formatMarkerLabel={(v) => `${v}s`}
      />,
    );
    const chart = chartOf('G');
    // Each marker a 2 px line centred on its band, as wide as the step to the next one.
    const spans = seriesShapes(chart, 1).map((shape) => {
      const [scaleX, , , scaleY, x, y] = /matrix\(([^)]*)\)/
        .exec(shape.getAttribute('transform') ?? '')![1]!
        .split(',')
        .map(Number);
      return { from: x! - scaleX!, to: x! + scaleX!, y: y!, height: 2 * scaleY! };
    });
    expect(spans).toHaveLength(5);
    expect(new Set(spans.map((s) => s.y)).size).toBe(1);
    expect(spans.every((s) => s.height === 2)).toBe(true);
    spans.slice(1).forEach((span, i) => expect(span.from).toBeLessThanOrEqual(spans[i]!.to));
    expect(textsInColour(chart, '#ED6C02')).toEqual(['60s']);
  });

  it('labels a run of each target value once when targets differ', () => {
    renderWithProviders(
      <ComposedChart
        aria-label="G"
        height={200}
        xKey="name"
        data={[
          { name: 'A', value: 50, goal: 60 },
          { name: 'B', value: 50, goal: 60 },
          { name: 'C', value: 50, goal: 90 },
        ]}
        series={series}
        formatMarkerLabel={(v) => `${v}s`}
      />,
    );
    expect(textsInColour(chartOf('G'), '#ED6C02')).toEqual(['60s', '90s']);
  });
});

it('shows a tooltip with the full name and every value in the caller format', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={points(3)}
      series={series}
      formatValue={(v) => `${v} s`}
    />,
  );
  const { tooltip } = lastOption();
  const box = document.createElement('div');
  box.innerHTML = tooltip.formatter([
    { seriesId: 'value', dataIndex: 2, value: 30 },
    { seriesId: 'goal', dataIndex: 2, value: 60 },
  ]);
  expect(box).toHaveTextContent('Estación número 3 Inmediatez: 30 s Objetivo: 60 s');
});

it('labels well-known keys in Spanish, with percentages by default', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Estado de ánimo"
      height={200}
      xKey="label"
      data={[{ label: 'Lunes', optimistic: 40, objective: 70.0, mood: 55.25 }]}
      series={[
        { key: 'optimistic', name: 'optimistic', type: 'area', color: '#111111', stack: 'm' },
        { key: 'objective', name: 'objective', type: 'line', color: '#222222' },
        { key: 'mood', name: 'mood', type: 'scatter', color: '#333333' },
      ]}
    />,
  );
  const box = document.createElement('div');
  box.innerHTML = lastOption().tooltip.formatter([
    { seriesId: 'optimistic', dataIndex: 0, value: 40 },
    { seriesId: 'objective', dataIndex: 0, value: 70 },
    { seriesId: 'mood', dataIndex: 0, value: 55.25 },
  ]);
  expect(box).toHaveTextContent('Optimisma: 40%');
  expect(box).toHaveTextContent('Objetivo del día: 70%');
  expect(box).toHaveTextContent('Estado de animo: 55.3%');
});

it('rounds percentages as the spec writes them and leaves out a value that is missing', () => {
  const option = buildComposedOption({
    data: [{ name: 'Norte', value: 49.98, goal: null }],
    xKey: 'name',
    series,
    screenSize: 'large',
  }) as { tooltip: { formatter: (p: unknown) => string } };
  const box = document.createElement('div');
  box.innerHTML = option.tooltip.formatter([
    { seriesId: 'value', dataIndex: 0, value: 49.98 },
    { seriesId: 'goal', dataIndex: 0, value: null },
  ]);
  expect(box).toHaveTextContent(/^Norte Inmediatez: 50%$/);
});

it('escapes names in the tooltip', () => {
  const option = buildComposedOption({
    data: [{ day: '<b>', own: 1 }],
    xKey: 'day',
    series: [{ key: 'own', name: '<i>x</i>', type: 'line', color: '#388994' }],
    screenSize: 'large',
  }) as { tooltip: { formatter: (p: unknown) => string } };
  const text = option.tooltip.formatter([{ seriesId: 'own', dataIndex: 0, value: 1 }]);
  expect(text).toContain('&lt;b&gt;');
  expect(text).toContain('&lt;i&gt;x&lt;/i&gt;');
  expect(text).not.toContain('<i>');
});

it('draws lines, areas and scatter points, the emphasized line thicker and on top', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={240}
      xKey="d"
      data={[
        { d: '1', a: 100, b: 120, c: 90 },
        { d: '2', a: null, b: 130, c: 95 },
        { d: '3', a: 110, b: 125, c: 80 },
      ]}
      series={[
        { key: 'a', name: 'A', type: 'line', color: '#111111', emphasized: true },
        { key: 'b', name: 'B', type: 'area', color: '#222222' },
        { key: 'c', name: 'C', type: 'scatter', color: '#333333' },
      ]}
    />,
  );
  const chart = chartOf('G');
  const strokes = (colour: string) =>
    [...chart.querySelectorAll(`svg path[stroke="${colour}"][fill="none"]`)].map((p) =>
      p.getAttribute('stroke-width'),
    );
  // The gap is bridged: one line through the two values, 4 px wide.
  expect(strokes('#111111')).toEqual(['4']);
  expect(strokes('#222222')).toEqual(['2']);
  expect(chart.querySelectorAll('svg path[fill="#222222"][fill-opacity="0.25"]')).toHaveLength(1);
  expect(seriesShapes(chart, 2)).toHaveLength(3);
  expect(lastOption().series.map((s) => [s.id, s.type, s.z])).toEqual([
    ['a', 'line', 5],
    ['b', 'line', 2],
    ['c', 'scatter', 2],
  ]);
});

it('hides and shows a series from the legend', async () => {
  const { user } = renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
      formatMarkerLabel={(v) => `${v}s`}
    />,
  );
  const button = screen.getByRole('button', { name: 'Objetivo' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(textsInColour(chartOf('G'), '#ED6C02')).toEqual([]));
  expect(lastOption().series.map((s) => s.id)).toEqual(['value']);
  await user.click(button);
  await waitFor(() => expect(textsInColour(chartOf('G'), '#ED6C02')).toEqual(['60s']));
});

it('shows a range brush past the screen size threshold over the first window', async () => {
  // jsdom is 1024 px wide: a medium screen, 15 points fit.
  const { rerender } = renderWithProviders(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(15)} series={series} />,
  );
  expect(lastOption().dataZoom).toEqual([]);
  const drawn = renderedCharts.length;
  rerender(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(30)} series={series} />,
  );
  // The brush's code is loaded the first time a chart needs it; the chart waits for it rather
  // than being drawn without the brush first.
  await waitFor(() => expect(renderedCharts.length).toBeGreaterThan(drawn));
  expect(renderedCharts.slice(drawn).every((chart) => chart.option.dataZoom.length === 2)).toBe(
    true,
  );
  expect(lastOption().dataZoom).toMatchObject([
    { type: 'slider', startValue: 0, endValue: 14 },
    { type: 'inside' },
  ]);
  // Only the window's 15 bars are drawn.
  expect(seriesShapes(chartOf('G'), 0)).toHaveLength(15);
});

it('puts the brush at 10, 15 and 22 points by screen width', () => {
  const zoomOf = (n: number, width: number) =>
    (
      buildComposedOption({
        data: points(n),
        xKey: 'name',
        series,
        screenSize: screenSizeOf(width),
      }) as { dataZoom: unknown[] }
    ).dataZoom;
  expect(zoomOf(10, 767)).toEqual([]);
  expect(zoomOf(11, 767)).toHaveLength(2);
  expect(zoomOf(15, 1199)).toEqual([]);
  expect(zoomOf(16, 768)).toHaveLength(2);
  expect(zoomOf(22, 1200)).toEqual([]);
  expect(zoomOf(23, 1400)).toMatchObject([{ startValue: 0, endValue: 21 }, {}]);
});

it('re-evaluates the screen size 330 ms after the window stops resizing', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(
      <ComposedChart aria-label="G" height={200} xKey="name" data={points(12)} series={series} />,
    );
    expect(lastOption().dataZoom).toEqual([]);
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(329);
    });
    expect(lastOption().dataZoom).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    // Small screen: past 10 points.
    expect(lastOption().dataZoom).toMatchObject([{ startValue: 0, endValue: 9 }, {}]);
    act(() => {
      window.innerWidth = 1400;
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(330);
    });
    expect(lastOption().dataZoom).toEqual([]);
  } finally {
    window.innerWidth = 1024;
    jest.useRealTimers();
  }
});

it('uses the caller axis format and ends the axis at the data maximum', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={[
        { name: 'A', value: 150 },
        { name: 'B', value: 205 },
      ]}
      series={[series[0]!]}
      yAxis={{ min: 0, max: 'dataMax', formatValue: formatMinutesSeconds }}
    />,
  );
  const labels = yAxisLabels(chartOf('G'));
  expect(labels[0]).toBe('00:00');
  expect(labels.at(-1)).toBe('03:25'); // the data maximum ends the axis
});

it("keeps the tick below the data maximum clear of the maximum's label", () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={[
        { name: 'A', value: 165.2, goal: 180 },
        { name: 'B', value: 206.8, goal: 180 },
      ]}
      series={series}
      yAxis={{ min: 0, max: 'dataMax', formatValue: formatMinutesSeconds }}
    />,
  );
  // Steps of 50 s; 03:20 would be drawn over 03:27.
  expect(yAxisLabels(chartOf('G'))).toEqual(['00:00', '00:50', '01:40', '02:30', '03:27']);
});

it('carries the data in an accessible table', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Atención oportuna"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
    />,
  );
  const table = screen.getByRole('table', { name: 'Atención oportuna' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['nameInmediatezObjetivo', 'Estación número 110%60%', 'Estación número 220%60%']);
});

it('leaves the table out when asked', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Historial"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
      dataTable={false}
    />,
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Historial' })).toBeInTheDocument();
});

it('has no legend when asked', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
      showLegend={false}
    />,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
