// ECharts draws nothing useful in jsdom (no layout) and its modules are ESM-only, so component
// tests replace the drawing with this stand-in: it records every option it is given (tests read
// the axes, series and formatters from there) and renders the category labels as text.
//   jest.mock('echarts-for-react/lib/core', () => require('../../support/echartsMock').echartsCoreMock);
//   jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
import type { CSSProperties } from 'react';

export interface RecordedChart {
  option: {
    xAxis: { data: string[]; axisLabel: { formatter?: (v: string) => string } };
    yAxis: {
      min?: number;
      max?: number | string;
      axisLabel: { formatter?: (v: number) => string };
    };
    dataZoom: unknown[];
    tooltip: { formatter: (params: unknown) => string };
    series: {
      id: string;
      name: string;
      type: string;
      data: (number | null)[];
      symbol?: string;
      label?: { show: boolean; formatter?: (p: { value: number | null }) => string };
    }[];
  };
  height: CSSProperties['height'];
}

export const renderedCharts: RecordedChart[] = [];

function FakeECharts({
  option,
  style,
}: {
  option: RecordedChart['option'];
  style?: CSSProperties;
}) {
  renderedCharts.push({ option, height: style?.height });
  const format = option.xAxis.axisLabel.formatter ?? ((v: string) => v);
  return (
    <div data-testid="echarts" data-height={String(style?.height)}>
      {option.xAxis.data.map((label, i) => (
        <span key={`${label}-${i}`} data-testid="echarts-x-label">
          {format(label)}
        </span>
      ))}
    </div>
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
