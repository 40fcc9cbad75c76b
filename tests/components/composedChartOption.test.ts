// The composed chart's ECharts option: each series kind, target markers as solid ticks, series
// the legend hid left out, the brush past 10, 15 or 22 points over the first window, 12-character
// axis labels, and a tooltip with the full label and escaped names.
import {
  BRUSH_THRESHOLDS,
  buildComposedOption,
  dataMaximum,
  fitLabels,
  needsBrush,
  numeric,
  screenSizeOf,
  ticksToDataMax,
  type ComposedSeries,
} from '@/components/composedChartOption';

interface Option {
  series: { id: string; type: string; symbol?: string; areaStyle?: unknown }[];
  dataZoom: { type: string; startValue?: number; endValue?: number }[];
  xAxis: { data: string[]; axisLabel: { formatter: (value: string) => string } };
  tooltip: { formatter: (params: unknown) => string };
}

const series: ComposedSeries[] = [
  { key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' },
  { key: 'trend', name: '<b>Tendencia</b>', type: 'area', color: '#2b6d76' },
  { key: 'points', name: 'Puntos', type: 'scatter', color: '#225760' },
  { key: 'goal', name: 'Objetivo', type: 'marker', color: '#ED6C02' },
];
const data = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Estación número ${i + 1}`,
    value: i * 10,
    trend: 5,
    points: 1,
    goal: 60,
  }));
const option = (input: Partial<Parameters<typeof buildComposedOption>[0]> = {}) =>
  buildComposedOption({
    data: data(3),
    xKey: 'name',
    series,
    screenSize: 'large',
    ...input,
  }) as unknown as Option;

it('draws bars, areas as lines, scatter points and markers as solid ticks', () => {
  const drawn = option().series;
  expect(drawn.map((s) => [s.id, s.type])).toEqual([
    ['value', 'bar'],
    ['trend', 'line'],
    ['points', 'scatter'],
    ['goal', 'scatter'],
  ]);
  expect(drawn[1]!.areaStyle).toBeDefined();
  expect(drawn[3]!.symbol).toBe('rect');
});

it('leaves out the series the legend has hidden', () => {
  expect(option({ hidden: new Set(['trend', 'goal']) }).series.map((s) => s.id)).toEqual([
    'value',
    'points',
  ]);
});

it('adds the brush past the screen size threshold, over the first window', () => {
  expect(BRUSH_THRESHOLDS).toEqual({ small: 10, medium: 15, large: 22 });
  expect([screenSizeOf(767), screenSizeOf(768), screenSizeOf(1199), screenSizeOf(1200)]).toEqual([
    'small',
    'medium',
    'medium',
    'large',
  ]);
  expect([needsBrush(22, 'large'), needsBrush(23, 'large'), needsBrush(11, 'small')]).toEqual([
    false,
    true,
    true,
  ]);
  expect(option({ data: data(22) }).dataZoom).toEqual([]);
  expect(option({ data: data(11), screenSize: 'small' }).dataZoom).toMatchObject([
    { type: 'slider', startValue: 0, endValue: 9 },
    { type: 'inside' },
  ]);
});

it('cuts axis labels to 12 characters, or the length asked', () => {
  expect(option().xAxis.axisLabel.formatter('Estación número 1')).toBe('Estación núm');
  expect(option({ xLabelMaxLength: 4 }).xAxis.axisLabel.formatter('Estación')).toBe('Esta');
});

it("shows the category's full label and escaped series names in the tooltip", () => {
  const html = option().tooltip.formatter([
    { seriesId: 'value', dataIndex: 2, value: 20 },
    { seriesId: 'trend', dataIndex: 2, value: 5 },
  ]);
  expect(html).toContain('Estación número 3');
  expect(html).toContain('&lt;b&gt;Tendencia&lt;/b&gt;');
  expect(html).not.toContain('<b>Tendencia');
});

it('reads only finite numbers as values', () => {
  expect([numeric(3), numeric(null), numeric('3'), numeric(Number.NaN)]).toEqual([
    3,
    null,
    null,
    null,
  ]);
});

it('labels an axis ending at the data maximum with steps kept half a step clear of it', () => {
  // 03:27 with steps of 50 s: 03:20 would be drawn over it.
  expect(ticksToDataMax(0, 206.8)).toEqual([0, 50, 100, 150, 206.8]);
  expect(ticksToDataMax(0, 291)).toEqual([0, 100, 200, 291]);
  expect(ticksToDataMax(0, 100)).toEqual([0, 30, 60, 100]); // 90 would crowd 100
  expect(ticksToDataMax(0, 0)).toEqual([0]);
});

it('reads the data maximum over every series, stacks added up', () => {
  expect(dataMaximum(data(3), series)).toBe(60);
  expect(
    dataMaximum(
      [{ a: 30, b: 40, c: 50 }],
      [
        { key: 'a', name: 'A', type: 'bar', color: '#111111', stack: 's' },
        { key: 'b', name: 'B', type: 'bar', color: '#222222', stack: 's' },
        { key: 'c', name: 'C', type: 'bar', color: '#333333' },
      ],
    ),
  ).toBe(70);
  expect(dataMaximum([{ a: null }], [series[0]!])).toBeNull();
});

it('keeps every category label: flat when it fits, on two lines, else turned', () => {
  const names = ['ESTACION SUR', 'GASOLINERA A', 'SERVICIO LOM'];
  expect(fitLabels(names, 110)).toEqual({ kind: 'flat' });
  expect(fitLabels(names, 87)).toEqual({ kind: 'wrap', width: 79 });
  // 'GASOLINERA' does not fit 50 px: turned 45 degrees, upright under 20 px a band.
  expect(fitLabels(names, 50)).toEqual({ kind: 'turn', degrees: 45 });
  expect(fitLabels(names, 18)).toEqual({ kind: 'turn', degrees: 90 });
  const drawn = option({ width: 300, data: data(8) }) as unknown as {
    xAxis: { axisLabel: Record<string, unknown> };
  };
  expect(drawn.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 45 });
  expect(drawn.xAxis.axisLabel.hideOverlap).toBeUndefined();
});
