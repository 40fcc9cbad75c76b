// jsdom has no layout and the app's ECharts modules are ESM-only, so component tests replace
// echarts-for-react with this stand-in: it records every option it is given (tests read the
// formatters from there) and draws it with ECharts itself, server-side (SSR) into an SVG of
// CHART_WIDTH px, so tests read the axis labels, bars and markers a user sees.
//   jest.mock('echarts-for-react/lib/core', () => require('../../support/echartsMock').echartsCoreMock);
//   jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
import { useMemo, type CSSProperties } from 'react';
import * as echarts from 'echarts';

/** Px: a card in the dashboard's two-column grid on a large screen. */
export const CHART_WIDTH = 600;

export interface RecordedChart {
  option: {
    xAxis: { data: string[]; axisLabel: { formatter?: (v: string) => string } };
    yAxis: {
      min?: number;
      max?: number | string;
      axisLabel: { formatter?: (v: number) => string };
    };
    dataZoom: { type: string; startValue?: number; endValue?: number }[];
    tooltip: { formatter: (params: unknown) => string };
    series: {
      id: string;
      name: string;
      type: string;
      data: (number | null)[];
      z?: number;
      symbol?: string;
      label?: { show: boolean; formatter?: (p: { value: number | null }) => string };
    }[];
  };
  height: CSSProperties['height'];
}

export const renderedCharts: RecordedChart[] = [];

// No canvas in jsdom to measure text with: about 0.6 em a letter, as a sans-serif font.
echarts.setPlatformAPI({
  measureText: (text: string, font?: string) => {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
    return { width: text.length * size * 0.6 };
  },
});

/** The option drawn as ECharts would in a browser: an SVG document. */
export function drawOption(option: object, height: number): string {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: CHART_WIDTH,
    height,
  });
  try {
    chart.setOption(option as echarts.EChartsOption);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

function FakeECharts({
  option,
  style,
}: {
  option: RecordedChart['option'];
  style?: CSSProperties;
}) {
  const height = style?.height;
  const svg = useMemo(() => {
    renderedCharts.push({ option, height });
    return drawOption(option, typeof height === 'number' ? height : 300);
  }, [option, height]);
  return (
    <div
      data-testid="echarts"
      data-height={String(height)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export const echartsCoreMock = { __esModule: true, default: FakeECharts };

/** The option drawn last by the chart whose series include `seriesName`. */
export function lastChartWith(seriesName: string): RecordedChart['option'] | undefined {
  for (let i = renderedCharts.length - 1; i >= 0; i--) {
    const chart = renderedCharts[i]!;
    if (chart.option.series.some((s) => s.name === seriesName)) return chart.option;
  }
  return undefined;
}

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent ?? '');

/** The value axis' labels drawn, bottom up (ECharts anchors them at their end). */
export const yAxisLabels = (container: Element): string[] =>
  texts(container.querySelectorAll('svg text[text-anchor="end"]'));

/** The category labels drawn, left to right (ECharts keeps their spaces). */
export const xAxisLabels = (container: Element): string[] =>
  texts(
    [...container.querySelectorAll('svg text')].filter(
      (node) => node.getAttribute('xml:space') === 'preserve',
    ),
  );

/**
 * The category labels drawn, left to right, each whole: ECharts draws a wrapped label's lines as
 * texts at one place. The value axis' labels (anchored at their end, unturned) and the texts in
 * `otherColours` (target labels) are left out.
 */
export function categoryLabels(container: Element, otherColours: string[] = []): string[] {
  const byPlace = new Map<string, string>();
  for (const node of container.querySelectorAll('svg text')) {
    const place = node.getAttribute('transform') ?? '';
    const valueAxis = node.getAttribute('text-anchor') === 'end' && place.startsWith('translate(');
    if (valueAxis || otherColours.includes(node.getAttribute('fill') ?? '')) continue;
    byPlace.set(place, (byPlace.get(place) ?? '') + (node.textContent ?? ''));
  }
  return [...byPlace.values()];
}

/** The shapes drawn for one series (bars, points, markers), by its index in the option. */
export const seriesShapes = (container: Element, seriesIndex: number): Element[] => [
  ...container.querySelectorAll(`svg [ecmeta_series_index="${seriesIndex}"]`),
];

/** The labels drawn in one colour (the target markers' values). */
export const textsInColour = (container: Element, colour: string): string[] =>
  texts(container.querySelectorAll(`svg text[fill="${colour}"]`));
