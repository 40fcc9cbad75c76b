// The shared composed chart: bars, lines, areas, scatter points and target markers
// over one category axis, drawn as plain SVG (no chart library: it is on the dashboard's first
// screen, and light). A custom legend hides and shows series; a custom tooltip shows the
// category's full label and every value in the caller's format, with Spanish labels for the
// well-known keys; a range brush appears past 10, 15 or 22 points by screen size; sizes follow
// the window 330 ms after it stops resizing. A visually hidden table carries the same data for
// screen readers. Presentational: data and formats come in props.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChartLegend, ChartSwatch } from './ChartLegend';
import { formatPercent, splitLabel, truncateLabel, X_LABEL_MAX_LENGTH } from './chartFormat';
import { tooltipLabel } from './chartTooltipLabels';
import {
  axisValues,
  bands,
  barSlots,
  brushWindow,
  numeric,
  PLOT_MARGIN,
  valueScale,
} from './composedChartLayout';
import {
  BRUSH_THRESHOLDS,
  screenSizeOf,
  type ChartDatum,
  type ComposedAxis,
  type ComposedSeries,
} from './composedChartOption';
import { useDebouncedWidth } from './hooks/useDebouncedWidth';
import { useHiddenSeries } from './hooks/useHiddenSeries';
import { VisuallyHidden } from './VisuallyHidden';

/** The second line of a category name that does not fit its band. */
const LABEL_LINE_HEIGHT = 12;

export type { ChartDatum, ComposedSeries, ComposedSeriesType } from './composedChartOption';

export interface ComposedChartProps {
  data: ChartDatum[];
  /** Field of each datum holding its category label. */
  xKey: string;
  series: ComposedSeries[];
  /** px. */
  height: number;
  yAxis?: ComposedAxis;
  /** Tooltip values (default: percentages, '.0' dropped). */
  formatValue?: (value: number, series: ComposedSeries) => string;
  /** Labels above marker lines; none when omitted. */
  formatMarkerLabel?: (value: number) => string;
  xLabelMaxLength?: number;
  /** Default true. */
  showLegend?: boolean;
  'aria-label': string;
  /** Accessible name of the range brush. */
  brushLabel?: string;
  className?: string;
}

const Figure = styled.figure`
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-family: ${({ theme }) => theme.fonts.body};

  text {
    font-size: 10px;
    fill: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Tooltip = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  min-width: 150px;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.text.primary};
  pointer-events: none;
`;

const TooltipTitle = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TooltipRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;

  strong {
    margin-left: auto;
    padding-left: ${({ theme }) => theme.space.md}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Brush = styled.input`
  width: 100%;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** Line or area path through the points that have values (gaps are bridged, as ECharts does). */
function linePath(points: [number, number][]): string {
  return points
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`)
    .join('');
}

export function ComposedChart({
  data,
  xKey,
  series,
  height,
  yAxis = {},
  formatValue = (value) => formatPercent(value),
  formatMarkerLabel,
  xLabelMaxLength = X_LABEL_MAX_LENGTH,
  showLegend = true,
  'aria-label': ariaLabel,
  brushLabel = 'Rango visible',
  className,
}: ComposedChartProps) {
  const windowWidth = useDebouncedWidth();
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [hidden, toggle] = useHiddenSeries();
  const [brushStart, setBrushStart] = useState(0);
  const [active, setActive] = useState<number | null>(null);

  // The figure's width, read again whenever the (debounced) window width changes.
  useLayoutEffect(() => {
    const measured = boxRef.current?.clientWidth;
    if (measured) setWidth(measured);
  }, [windowWidth]);

  const threshold = BRUSH_THRESHOLDS[screenSizeOf(windowWidth)];
  const view = brushWindow(data.length, threshold, brushStart);
  const shown = data.slice(view.start, view.start + view.size);
  const visible = series.filter((s) => !hidden.has(s.key));
  const label = (d: ChartDatum) => String(d[xKey] ?? '');
  const axisLabel = (d: ChartDatum) => truncateLabel(label(d), xLabelMaxLength);
  // ~6 px a letter: a name wider than its band goes on two lines; thin bands then show every
  // k-th label so that names do not run into each other.
  const plotWidth = Math.max(width - PLOT_MARGIN.left - PLOT_MARGIN.right, 40);
  const bandWidth = shown.length > 0 ? plotWidth / shown.length : plotWidth;
  const widthOf = (lines: string[]) => Math.max(...lines.map((l) => l.trim().length)) * 6 + 14;
  const oneLine = shown.map((d) => [axisLabel(d)]);
  const wrapped = oneLine.some((lines) => widthOf(lines) > bandWidth);
  const labelLines = wrapped ? shown.map((d) => splitLabel(axisLabel(d))) : oneLine;
  const plot = {
    width: plotWidth,
    height: Math.max(
      height - PLOT_MARGIN.top - PLOT_MARGIN.bottom - (wrapped ? LABEL_LINE_HEIGHT : 0),
      40,
    ),
  };
  const scale = valueScale(axisValues(shown, visible), yAxis, plot.height);
  const categories = bands(shown.length, plot.width);
  const slots = barSlots(visible);
  const labelEvery = Math.max(
    1,
    Math.ceil(
      labelLines.reduce((max, lines) => Math.max(max, widthOf(lines)), 0) /
        Math.max(categories[0]?.width ?? 1, 1),
    ),
  );
  const formatAxis = yAxis.formatValue ?? ((value: number) => String(value));
  const clampY = (value: number) => Math.min(plot.height, Math.max(0, scale.y(value)));

  const stackBase = new Map<string, number[]>();
  const layers: ReactNode[] = [];
  const ordered = [...visible].sort(
    (a, b) => Number(a.emphasized ?? 0) - Number(b.emphasized ?? 0),
  );
  for (const s of ordered) {
    const values = shown.map((d) => numeric(d[s.key]));
    const base = s.stack ? (stackBase.get(s.stack) ?? values.map(() => 0)) : values.map(() => 0);
    const tops = values.map((v, i) => (v === null ? null : base[i]! + v));
    if (s.stack)
      stackBase.set(
        s.stack,
        tops.map((t, i) => t ?? base[i]!),
      );
    const strokeWidth = s.emphasized ? 4 : 2;

    if (s.type === 'bar') {
      const { slot, slots: count } = slots.get(s.key)!;
      layers.push(
        <g key={s.key} data-series={s.key} fill={s.color}>
          {categories.map((band, i) => {
            const top = tops[i];
            if (top === null || top === undefined) return null;
            const barWidth = Math.min(36, (band.width * 0.6) / count);
            const x = band.center - (barWidth * count) / 2 + slot * barWidth;
            const y0 = clampY(base[i]!);
            const y1 = clampY(top);
            return (
              <rect
                key={i}
                x={x}
                y={Math.min(y0, y1)}
                width={Math.max(barWidth - 2, 1)}
                height={Math.abs(y0 - y1)}
                rx={2}
              />
            );
          })}
        </g>,
      );
    } else if (s.type === 'line' || s.type === 'area') {
      const points = categories.flatMap((band, i) =>
        tops[i] === null || tops[i] === undefined
          ? []
          : [[band.center, clampY(tops[i]!)] as [number, number]],
      );
      if (points.length === 0) continue;
      const area =
        s.type === 'area'
          ? `${linePath(points)}L${points.at(-1)![0].toFixed(1)},${clampY(0).toFixed(1)}L${points[0]![0].toFixed(1)},${clampY(0).toFixed(1)}Z`
          : null;
      layers.push(
        <g key={s.key} data-series={s.key}>
          {area && <path d={area} fill={s.color} fillOpacity={0.25} stroke="none" />}
          <path d={linePath(points)} fill="none" stroke={s.color} strokeWidth={strokeWidth} />
          {points.length <= 31 &&
            points.map(([x, y], i) => (
              <circle
                key={i}
                cx={x}
                cy={y}
                r={s.emphasized ? 4 : 3}
                fill="#fff"
                stroke={s.color}
                strokeWidth={2}
              />
            ))}
        </g>,
      );
    } else if (s.type === 'scatter') {
      layers.push(
        <g key={s.key} data-series={s.key} fill={s.color}>
          {categories.map((band, i) =>
            values[i] === null ? null : (
              <circle key={i} cx={band.center} cy={clampY(values[i]!)} r={4.5} />
            ),
          )}
        </g>,
      );
    } else {
      // A marker: a short horizontal line at each category's target, its value above it.
      layers.push(
        <g key={s.key} data-series={s.key}>
          {categories.map((band, i) => {
            const value = values[i];
            if (value === null || value === undefined) return null;
            const half = Math.min(15, band.width * 0.3);
            const y = clampY(value);
            return (
              <g key={i}>
                <line
                  x1={band.center - half}
                  x2={band.center + half}
                  y1={y}
                  y2={y}
                  stroke={s.color}
                  strokeWidth={3}
                  strokeLinecap="round"
                />
                {formatMarkerLabel && (
                  <text x={band.center} y={y - 5} textAnchor="middle" style={{ fill: s.color }}>
                    {formatMarkerLabel(value)}
                  </text>
                )}
              </g>
            );
          })}
        </g>,
      );
    }
  }

  const activeDatum = active === null ? undefined : shown[active];
  const activeBand = active === null ? undefined : categories[active];

  return (
    <Figure ref={boxRef} className={className} aria-label={ariaLabel}>
      <Svg
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={ariaLabel}
        onMouseLeave={() => setActive(null)}
      >
        <g transform={`translate(${PLOT_MARGIN.left},${PLOT_MARGIN.top})`}>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={0}
                x2={plot.width}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                stroke="#dde3e7"
                strokeDasharray={tick === scale.min ? undefined : '3 3'}
              />
              <text
                x={-8}
                y={scale.y(tick)}
                dy="0.32em"
                textAnchor="end"
                data-testid="chart-y-label"
              >
                {formatAxis(tick)}
              </text>
            </g>
          ))}
          {categories.map((band, i) =>
            i % labelEvery === 0 ? (
              <text
                key={i}
                x={band.center}
                y={plot.height + 16}
                textAnchor="middle"
                data-testid="chart-x-label"
              >
                {labelLines[i]!.map((line, n) => (
                  <tspan key={n} x={band.center} dy={n === 0 ? 0 : LABEL_LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            ) : null,
          )}
          {activeBand && (
            <rect
              x={activeBand.x}
              y={0}
              width={activeBand.width}
              height={plot.height}
              fill="#85919a"
              fillOpacity={0.08}
            />
          )}
          {layers}
          {categories.map((band, i) => (
            <rect
              key={`hit-${i}`}
              x={band.x}
              y={0}
              width={band.width}
              height={plot.height}
              fill="transparent"
              data-testid="chart-category"
              onMouseEnter={() => setActive(i)}
              onMouseMove={() => setActive(i)}
            />
          ))}
        </g>
      </Svg>
      {activeDatum && activeBand && (
        <Tooltip
          role="tooltip"
          style={{
            left: Math.min(PLOT_MARGIN.left + activeBand.center + 12, Math.max(width - 200, 0)),
            top: PLOT_MARGIN.top,
          }}
        >
          <TooltipTitle>{label(activeDatum)}</TooltipTitle>
          {visible.map((s) => {
            const value = numeric(activeDatum[s.key]);
            return value === null ? null : (
              <TooltipRow key={s.key}>
                <ChartSwatch $color={s.color} $marker={s.type === 'marker'} />
                <span>{tooltipLabel(s.key, s.name)}</span>
                <strong>{formatValue(value, s)}</strong>
              </TooltipRow>
            );
          })}
        </Tooltip>
      )}
      {data.length > view.size && (
        <Brush
          type="range"
          min={0}
          max={data.length - view.size}
          value={view.start}
          aria-label={brushLabel}
          aria-valuetext={`${label(shown[0]!)} – ${label(shown.at(-1)!)}`}
          onChange={(event) => setBrushStart(Number(event.target.value))}
        />
      )}
      {showLegend && <ChartLegend series={series} hidden={hidden} onToggle={toggle} />}
      <VisuallyHidden as="table">
        <caption>{ariaLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{xKey}</th>
            {visible.map((s) => (
              <th key={s.key} scope="col">
                {tooltipLabel(s.key, s.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((d, i) => (
            <tr key={i}>
              <th scope="row">{label(d)}</th>
              {visible.map((s) => {
                const value = numeric(d[s.key]);
                return <td key={s.key}>{value === null ? '—' : formatValue(value, s)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}
