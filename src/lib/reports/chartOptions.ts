// One ECharts option per report chart, shared by the app (interactive, animated) and the
// server's PDF renderer (static SVG). The print variant has no animation and no tooltip, and
// data labels without a text border: svg-to-pdfkit ignores `paint-order`, so a border would be
// painted over the text.
import type { ReportChartSpec as ReportChart, ReportUnit } from './reportShapes';
import { formatReportValue } from './reportFormat';

/** The series colours, in order: brand blue first, then colours that stay apart in print. */
export const REPORT_PALETTE = [
  '#1f5fbf',
  '#e07b00',
  '#2e9e5b',
  '#c0392b',
  '#7d3c98',
  '#17a2b8',
  '#8d6e63',
];

export interface ReportChartOptionSettings {
  /** For the PDF: no animation, no tooltip, labels drawn plainly. */
  print: boolean;
  /** Font family of every text (the PDF embeds its own). */
  fontFamily?: string;
}

// Loosely typed on purpose: the app imports echarts/core, the server echarts' SSR entry, and
// both accept this plain object.
export type ReportChartOption = Record<string, unknown>;

const axisLabel = (unit: ReportUnit) => ({
  formatter: (value: number) => formatReportValue(value, unit),
});

function trendLine(chart: ReportChart) {
  const points = chart.points ?? [];
  if (!chart.trend || points.length < 2) return [];
  const xs = points.map((p) => p.x);
  const from = Math.min(...xs);
  const to = Math.max(...xs);
  const y = (x: number) => chart.trend!.slope * x + chart.trend!.intercept;
  return [
    {
      name: 'trend',
      type: 'line',
      showSymbol: false,
      data: [
        [from, y(from)],
        [to, y(to)],
      ],
      lineStyle: { type: 'dashed', width: 2 },
      color: REPORT_PALETTE[1],
      silent: true,
    },
  ];
}

export function reportChartOption(
  chart: ReportChart,
  settings: ReportChartOptionSettings,
): ReportChartOption {
  const textStyle = settings.fontFamily ? { fontFamily: settings.fontFamily } : {};
  const common = {
    animation: !settings.print,
    color: REPORT_PALETTE,
    textStyle,
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    tooltip: settings.print ? undefined : { trigger: chart.points ? 'item' : 'axis' },
  };
  if (chart.points) {
    return {
      ...common,
      // Room under the axis labels for the x axis' name, printed in the middle below them.
      grid: { ...common.grid, bottom: chart.x_label ? 30 : 8 },
      legend: { show: false },
      xAxis: {
        type: 'value',
        scale: true,
        name: chart.x_label,
        nameLocation: 'middle',
        nameGap: 28,
        axisLabel: axisLabel(chart.x_unit ?? 'ratio'),
      },
      yAxis: {
        type: 'value',
        scale: true,
        name: chart.y_label,
        axisLabel: axisLabel(chart.unit),
      },
      series: [
        {
          type: 'scatter',
          symbolSize: 8,
          data: chart.points.map((p) => [p.x, p.y]),
        },
        ...trendLine(chart),
      ],
    };
  }
  const series = chart.series ?? [];
  return {
    ...common,
    legend: {
      show: series.length > 1,
      top: 0,
      textStyle,
    },
    xAxis: {
      type: 'category',
      data: chart.categories ?? [],
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', name: chart.y_label, axisLabel: axisLabel(chart.unit) },
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'line',
      stack: s.stack ?? undefined,
      data: s.values,
      connectNulls: false,
      showSymbol: (s.type ?? 'line') === 'line' && (chart.categories?.length ?? 0) <= 31,
      label: settings.print
        ? { show: false, textBorderColor: 'transparent', textBorderWidth: 0 }
        : undefined,
      emphasis: settings.print ? { disabled: true } : undefined,
    })),
  };
}
