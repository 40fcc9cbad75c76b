// Builds the ECharts option of the composed chart from plain props, so its rules (series
// kinds, target markers, the range brush thresholds, label truncation and turning, the value
// axis' ticks, the custom tooltip) are pure and tested apart from the component.
import { escapeHtml, formatPercent, truncateLabel, X_LABEL_MAX_LENGTH } from './chartFormat';
import { tooltipLabel } from './chartTooltipLabels';

/**
 * 'marker' draws a target as a horizontal line across each category's band at its value, so
 * equal targets join into one line across the chart, labelled once per run of equal values.
 */
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
  /**
   * A number, or 'dataMax' for the largest value shown (targets included), labelled with ticks
   * below it kept clear of its label (ticksToDataMax).
   */
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
  /**
   * px: the width the chart is drawn at, when known. Category labels that do not fit their band
   * turn instead of being dropped, and markers span their band; unknown, neither is measured.
   */
  width?: number;
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

// ECharts' default label font, and the layout around the plot (the grid below).
const LABEL_FONT_PX = 12;
const GRID = { left: 8, right: 16, top: 24 } as const;
/** Gap between the value axis' labels and the plot, px (ECharts' axisLabel.margin). */
const Y_LABEL_MARGIN = 8;

/**
 * About how wide a label is drawn, px: capitals (station names) are about 0.65 em wide in a
 * sans-serif font. An overestimate only turns labels that would have fitted.
 */
export function estimatedTextWidth(text: string, fontPx: number = LABEL_FONT_PX): number {
  return text.length * fontPx * 0.65;
}

/** A step of 1, 2, 3, 5 or 10 times a power of ten near `raw` (ECharts' own rounding). */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10;
  return nice * power;
}

/**
 * The labelled values of an axis from `min` to the data maximum: about four round steps, and
 * the maximum itself; a step closer to the maximum than half a step is left out, so the
 * maximum's label never lands on the one below it ('03:27' over '03:20').
 */
export function ticksToDataMax(min: number, max: number): number[] {
  if (!(max > min)) return [min];
  const step = niceStep((max - min) / 4);
  const ticks: number[] = [];
  for (let i = 0; ; i++) {
    const value = Number((min + i * step).toPrecision(12));
    if (max - value < step / 2) break;
    ticks.push(value);
  }
  return [...ticks, max];
}

/** The largest value drawn: stacked series add up per category. */
export function dataMaximum(data: ChartDatum[], series: ComposedSeries[]): number | null {
  let max: number | null = null;
  data.forEach((d) => {
    const stacks = new Map<string, number>();
    for (const s of series) {
      const value = numeric(d[s.key]);
      if (value === null) continue;
      const total = s.stack ? (stacks.get(s.stack) ?? 0) + value : value;
      if (s.stack) stacks.set(s.stack, total);
      if (max === null || total > max) max = total;
    }
  });
  return max;
}

/** Indices ending a run of equal values: where a marker's line gets its one label. */
function runEnds(values: (number | null)[]): Set<number> {
  const ends = new Set<number>();
  values.forEach((value, i) => {
    if (value !== null && values[i + 1] !== value) ends.add(i);
  });
  return ends;
}

/** How category labels fit their band: as they are, on two lines, or turned. */
type LabelFit =
  { kind: 'flat' } | { kind: 'wrap'; width: number } | { kind: 'turn'; degrees: number };

/** Lines a label takes wrapped at its spaces within `width` px (greedy, as ECharts breaks). */
function wrappedLines(label: string, width: number): number {
  let lines = 1;
  let line = '';
  for (const word of label.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && estimatedTextWidth(candidate) > width) {
      lines += 1;
      line = word;
    } else line = candidate;
  }
  return lines;
}

/**
 * Every category label is drawn, none hidden for crowding its neighbour: one that does not fit
 * its band goes on two lines at its spaces when each word fits, else turns, at 45 degrees while
 * neighbours stay a line apart, upright on narrower bands.
 */
export function fitLabels(labels: string[], band: number): LabelFit {
  const room = band - 8;
  if (labels.every((label) => estimatedTextWidth(label) <= room)) return { kind: 'flat' };
  const wordsFit = labels.every((label) =>
    label.split(' ').every((word) => estimatedTextWidth(word) <= room),
  );
  if (wordsFit && labels.every((label) => wrappedLines(label, room) <= 2)) {
    return { kind: 'wrap', width: Math.floor(room) };
  }
  return { kind: 'turn', degrees: band >= 20 ? 45 : 90 };
}

interface Layout {
  /** px of one category's band, when the width is known. */
  band: number | null;
}

function seriesOption(s: ComposedSeries, input: ComposedOptionInput, layout: Layout) {
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
    case 'marker': {
      // A line across each band (a short tick while the width is unknown): equal targets of
      // neighbouring categories join into one horizontal line, labelled once at the end of each
      // run of equal values (ECharts would draw an empty label's background too).
      const labelled = input.formatMarkerLabel ? runEnds(values) : new Set<number>();
      return {
        ...common,
        type: 'scatter',
        data: values.map((value, i) =>
          labelled.has(i) ? { value, label: { show: true } } : value,
        ),
        symbol: 'rect',
        symbolSize: [layout.band === null ? 30 : Math.ceil(layout.band) + 1, 2],
        // Solid, like the bars (ECharts draws scatter points translucent by default).
        itemStyle: { color: s.color, opacity: 1 },
        z: 6,
        // Hovering shows the tooltip; the line keeps its size and colour (one segment would
        // otherwise stand out of it).
        emphasis: { disabled: true },
        label: {
          show: false,
          position: 'top',
          distance: 3,
          color: s.color,
          fontSize: 11,
          fontWeight: 600,
          // Readable over the bars it crosses.
          backgroundColor: 'rgba(255, 255, 255, 0.85)',
          padding: [1, 3],
          borderRadius: 2,
          formatter: (p: { value: number | null }) =>
            p.value === null || !input.formatMarkerLabel ? '' : input.formatMarkerLabel(p.value),
        },
      };
    }
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
  const axis = input.yAxis;
  const formatAxis = axis?.formatValue ?? ((value: number) => String(value));
  const top = dataMaximum(input.data, visible);
  // An axis from its minimum to the data maximum is labelled at values of our choosing: ECharts
  // would label the maximum over the tick below it.
  const toDataMax = axis?.max === 'dataMax' && top !== null;
  const ticks = toDataMax ? ticksToDataMax(axis?.min ?? 0, top) : null;

  const layout: Layout = { band: null };
  let labelFit: LabelFit = { kind: 'flat' };
  if (input.width && input.width > 0 && labels.length > 0) {
    const axisValues = ticks ?? [axis?.min ?? 0, typeof axis?.max === 'number' ? axis.max : top];
    const yLabelWidth = Math.max(
      0,
      ...axisValues.flatMap((v) => (v === null ? [] : [estimatedTextWidth(formatAxis(v))])),
    );
    const plotWidth = input.width - GRID.left - GRID.right - yLabelWidth - Y_LABEL_MARGIN;
    const band = plotWidth / (brush ? Math.min(window, labels.length) : labels.length);
    layout.band = band;
    labelFit = fitLabels(
      labels.map((label) => truncateLabel(label, maxLength)),
      band,
    );
  }

  const tooltipFormatter = (raw: TooltipParam | TooltipParam[]) => {
    const params = Array.isArray(raw) ? raw : [raw];
    const index = params[0]?.dataIndex ?? 0;
    const rows = params.flatMap((p) => {
      const s = p.seriesId ? bySeries.get(p.seriesId) : undefined;
      const value = numeric(p.value as number | null);
      if (!s || value === null) return [];
      // Inline, so the text reads 'Name: value' to anyone reading or copying it.
      return [
        `<div style="white-space:nowrap;line-height:1.6;">` +
          // The legend's swatch: a thin bar for target markers.
          `<span style="display:inline-block;vertical-align:middle;margin-right:6px;width:12px;height:${s.type === 'marker' ? 3 : 10}px;border-radius:2px;background:${escapeHtml(s.color)}"></span>` +
          `${escapeHtml(tooltipLabel(s.key, s.name))}: ` +
          `<strong>${escapeHtml(formatValue(value, s))}</strong>` +
          `</div>`,
      ];
    });
    return `<div style="min-width:140px;">\n<div style="font-weight:600;margin-bottom:4px;">${escapeHtml(labels[index] ?? '')}</div>\n${rows.join('\n')}\n</div>`;
  };

  return {
    animation: false,
    grid: { ...GRID, bottom: brush ? 48 : 8, containLabel: true },
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
      // Every category keeps its label (never hidden for overlapping: bars would be nameless).
      axisLabel: {
        interval: 0,
        formatter: (value: string) => truncateLabel(value, maxLength),
        ...(labelFit.kind === 'wrap'
          ? { width: labelFit.width, overflow: 'break', lineHeight: 14 }
          : labelFit.kind === 'turn'
            ? { rotate: labelFit.degrees }
            : {}),
      },
    },
    yAxis: {
      type: 'value',
      scale: axis?.scale ?? false,
      // About four steps, so a 200 px chart stays readable (three when turned labels take room
      // from the plot); an axis with both ends fixed is cut in quarters (0, 25, 50, 75, 100 %).
      splitNumber: labelFit.kind === 'turn' ? 3 : 4,
      interval:
        typeof axis?.min === 'number' && typeof axis.max === 'number'
          ? (axis.max - axis.min) / 4
          : undefined,
      min: axis?.min,
      max: toDataMax ? top : axis?.max === 'dataMax' ? undefined : axis?.max,
      axisLabel: {
        ...(ticks ? { customValues: ticks } : {}),
        ...(axis?.formatValue ? { formatter: (value: number) => axis.formatValue!(value) } : {}),
      },
      // The grid lines follow the labels.
      ...(ticks ? { axisTick: { customValues: ticks } } : {}),
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
    series: visible.map((s) => seriesOption(s, input, layout)),
  };
}
