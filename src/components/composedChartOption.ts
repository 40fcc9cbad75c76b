// Builds the ECharts option of the composed chart from plain props, so its rules (series
// kinds, target markers, the range brush thresholds, label truncation, the custom tooltip) are
// pure and tested apart from the component.
import { escapeHtml, formatPercent, truncateLabel, X_LABEL_MAX_LENGTH } from './chartFormat';
import { tooltipLabel } from './chartTooltipLabels';

/** 'marker' draws a short horizontal line at each category's value (a target). */
export type ComposedSeriesType = 'bar' | 'line' | 'area' | 'scatter' | 'marker';

export interface ComposedSeries {
  /** Field of each datum holding this series' values. */
  key: string;
  name: string;
  type: ComposedSeriesType;
  color: string;
  /** Bars or areas sharing a stack name are stacked. */
  stack?: string;
  /** Drawn thicker and on top (e.g. the row picked in a table). */
  emphasized?: boolean;
}

export type ChartDatum = Record<string, string | number | null>;

export type ScreenSize = 'small' | 'medium' | 'large';

/** The range brush appears when the data exceed this many points (10, 15 or 22 by screen size). */
export const BRUSH_THRESHOLDS: Record<ScreenSize, number> = { small: 10, medium: 15, large: 22 };
/** Widths under 768 px are small, under 1200 px medium. */
export function screenSizeOf(width: number): ScreenSize {
  if (width < 768) return 'small';
  if (width < 1200) return 'medium';
  return 'large';
}

export interface ComposedAxis {
  min?: number;
  /** Fit the axis to the data instead of starting at zero (prices around 20 $/l). */
  scale?: boolean;
  /** A number, or 'dataMax' for the largest value shown. */
  max?: number | 'dataMax';
  formatValue?: (value: number) => string;
}

export interface ComposedOptionInput {
  data: ChartDatum[];
  xKey: string;
  series: ComposedSeries[];
  /** Series keys the legend has switched off. */
  hidden?: ReadonlySet<string>;
  screenSize: ScreenSize;
  xLabelMaxLength?: number;
  yAxis?: ComposedAxis;
  /** Tooltip values (default: percentages). */
  formatValue?: (value: number, series: ComposedSeries) => string;
  /** Labels above marker lines; none when omitted. */
  formatMarkerLabel?: (value: number) => string;
}

export const numeric = (value: string | number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The caller's value format, or percentages ('.0' dropped): tooltips and the data table. */
export function valueFormatOf(
  input: Pick<ComposedOptionInput, 'formatValue'>,
): (value: number, series: ComposedSeries) => string {
  return input.formatValue ?? ((value: number) => formatPercent(value));
}

export function needsBrush(points: number, screenSize: ScreenSize): boolean {
  return points > BRUSH_THRESHOLDS[screenSize];
}

function seriesOption(s: ComposedSeries, input: ComposedOptionInput) {
  const values = input.data.map((d) => numeric(d[s.key]));
  const common = {
    id: s.key,
    name: s.name,
    data: values,
    itemStyle: { color: s.color },
    z: s.emphasized ? 5 : 2,
  };
  switch (s.type) {
    case 'bar':
      return { ...common, type: 'bar', stack: s.stack, barMaxWidth: 36 };
    case 'line':
    case 'area':
      return {
        ...common,
        type: 'line',
        stack: s.stack,
        connectNulls: true,
        showSymbol: input.data.length <= 31,
        symbolSize: s.emphasized ? 8 : 5,
        lineStyle: { color: s.color, width: s.emphasized ? 4 : 2 },
        ...(s.type === 'area' ? { areaStyle: { color: s.color, opacity: 0.25 } } : {}),
      };
    case 'scatter':
      return { ...common, type: 'scatter', symbolSize: 9 };
    case 'marker':
      return {
        ...common,
        type: 'scatter',
        symbol: 'rect',
        symbolSize: [30, 3],
        // Solid, like the bars (ECharts draws scatter points translucent by default).
        itemStyle: { color: s.color, opacity: 1 },
        z: 6,
        label: input.formatMarkerLabel
          ? {
              show: true,
              position: 'top',
              color: s.color,
              fontSize: 11,
              formatter: (p: { value: number | null }) =>
                p.value === null ? '' : input.formatMarkerLabel!(p.value),
            }
          : { show: false },
      };
  }
}

interface TooltipParam {
  seriesId?: string;
  dataIndex: number;
  value: unknown;
  color?: string;
}

export function buildComposedOption(input: ComposedOptionInput): Record<string, unknown> {
  const hidden = input.hidden ?? new Set<string>();
  const visible = input.series.filter((s) => !hidden.has(s.key));
  const labels = input.data.map((d) => String(d[input.xKey] ?? ''));
  const maxLength = input.xLabelMaxLength ?? X_LABEL_MAX_LENGTH;
  const formatValue = valueFormatOf(input);
  const brush = needsBrush(input.data.length, input.screenSize);
  const window = BRUSH_THRESHOLDS[input.screenSize];
  const bySeries = new Map(input.series.map((s) => [s.key, s]));

  const tooltipFormatter = (raw: TooltipParam | TooltipParam[]) => {
    const params = Array.isArray(raw) ? raw : [raw];
    const index = params[0]?.dataIndex ?? 0;
    const rows = params
      .map((p) => {
        const s = p.seriesId ? bySeries.get(p.seriesId) : undefined;
        const value = numeric(p.value as number | null);
        if (!s || value === null) return '';
        return (
          `<div style="display:flex;align-items:center;gap:6px;">` +
          // The legend's swatch: a thin bar for target markers.
          `<span style="display:inline-block;flex:none;width:12px;height:${s.type === 'marker' ? 3 : 10}px;border-radius:2px;background:${escapeHtml(s.color)}"></span>` +
          `<span>${escapeHtml(tooltipLabel(s.key, s.name))}</span>` +
          `<strong style="margin-left:auto;padding-left:12px;">${escapeHtml(formatValue(value, s))}</strong>` +
          `</div>`
        );
      })
      .join('');
    return `<div style="min-width:140px;"><div style="font-weight:600;margin-bottom:4px;">${escapeHtml(labels[index] ?? '')}</div>${rows}</div>`;
  };

  return {
    animation: false,
    grid: { left: 8, right: 16, top: 24, bottom: brush ? 48 : 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: tooltipFormatter,
    },
    xAxis: {
      type: 'category',
      data: labels,
      axisTick: { alignWithLabel: true },
      axisLabel: {
        interval: 0,
        hideOverlap: true,
        formatter: (value: string) => truncateLabel(value, maxLength),
      },
    },
    yAxis: {
      type: 'value',
      scale: input.yAxis?.scale ?? false,
      // About four steps, so a 200 px chart stays readable; an axis with both ends fixed is cut
      // in quarters (0, 25, 50, 75, 100 %).
      splitNumber: 4,
      interval:
        typeof input.yAxis?.min === 'number' && typeof input.yAxis.max === 'number'
          ? (input.yAxis.max - input.yAxis.min) / 4
          : undefined,
      min: input.yAxis?.min,
      max: input.yAxis?.max === 'dataMax' ? 'dataMax' : input.yAxis?.max,
      // An axis ending at the data labels its top with the data maximum; a tick label crowding
      // it is dropped.
      axisLabel: {
        hideOverlap: true,
        showMaxLabel: input.yAxis?.max === 'dataMax' ? true : undefined,
        ...(input.yAxis?.formatValue
          ? { formatter: (value: number) => input.yAxis!.formatValue!(value) }
          : {}),
      },
      splitLine: { lineStyle: { type: 'dashed' } },
    },
    dataZoom: brush
      ? [
          {
            type: 'slider',
            xAxisIndex: 0,
            startValue: 0,
            endValue: window - 1,
            height: 18,
            bottom: 8,
            brushSelect: true,
          },
          { type: 'inside', xAxisIndex: 0 },
        ]
      : [],
    series: visible.map((s) => seriesOption(s, input)),
  };
}
