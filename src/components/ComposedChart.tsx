// The shared composed chart, drawn by ECharts: bars, lines, areas, scatter points and target
// markers over one category axis (the option and its rules: composedChartOption.ts). A custom
// legend hides and shows series; the custom tooltip shows the category's full label and every
// value in the caller's format, with Spanish labels for the well-known keys; the range brush
// appears past 10, 15 or 22 points by screen size; the chart follows the window 330 ms after
// it stops resizing (the brush's and the lines' code load the first time a chart needs them, the
// chart's place held meanwhile: hooks/useEchartsParts). Read at the width it is drawn, every
// category label is drawn (on two lines or turned when it does not fit) and target markers join
// into lines across the bands. A visually hidden table carries the same data for screen readers.
// Presentational: data and formats come in props. ECharts is heavy: load this module lazily
// (LazyComposedChart in the dashboard).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChartLegend } from './ChartLegend';
import { tooltipLabel } from './chartTooltipLabels';
import { EchartsCanvas } from './EchartsCanvas';
import {
  buildComposedOption,
  needsBrush,
  numeric,
  screenSizeOf,
  valueFormatOf,
  type ComposedOptionInput,
} from './composedChartOption';
import { useDebouncedWidth } from './hooks/useDebouncedWidth';
import type { EchartsPart } from './hooks/useEchartsParts';
import { useHiddenSeries } from './hooks/useHiddenSeries';
import { VisuallyHidden } from './VisuallyHidden';

export type {
  ChartDatum,
  ComposedAxis,
  ComposedSeries,
  ComposedSeriesType,
} from './composedChartOption';

export interface ComposedChartProps extends Omit<
  ComposedOptionInput,
  'screenSize' | 'hidden' | 'width'
> {
  /** px. */
  height: number;
  'aria-label': string;
  /** Default true; the legend lists every series (markers included). */
  showLegend?: boolean;
  /**
   * Default true: a visually hidden table of the data for screen readers. Off for the price
   * history, whose series are the rows of the comparison table beside it: a screen reader would
   * otherwise meet each station's name as a table row twice.
   */
  dataTable?: boolean;
  className?: string;
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

export function ComposedChart({
  height,
  'aria-label': ariaLabel,
  showLegend = true,
  dataTable = true,
  className,
  ...input
}: ComposedChartProps) {
  const width = useDebouncedWidth();
  const [hidden, toggle] = useHiddenSeries();
  // The width the chart is drawn at, read again when the window's settles: labels that do not fit
  // their band turn, and markers span theirs (0, as in a hidden tab, reads as unknown).
  const figureRef = useRef<HTMLElement>(null);
  const [drawnWidth, setDrawnWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    setDrawnWidth(figureRef.current?.clientWidth || undefined);
  }, [width]);
  const screenSize = screenSizeOf(width);
  const parts: EchartsPart[] = [];
  if (needsBrush(input.data.length, screenSize)) parts.push('dataZoom');
  if (input.series.some((s) => s.type === 'line' || s.type === 'area')) parts.push('line');

  const option = useMemo(
    () => buildComposedOption({ ...input, screenSize, hidden, width: drawnWidth }),
    // The caller's props are plain data; rebuild when any of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      input.data,
      input.series,
      input.xKey,
      input.yAxis,
      input.formatValue,
      input.formatMarkerLabel,
      input.xLabelMaxLength,
      screenSize,
      hidden,
      drawnWidth,
    ],
  );

  const visible = input.series.filter((s) => !hidden.has(s.key));
  const formatValue = valueFormatOf(input);

  return (
    <Figure ref={figureRef} className={className} aria-label={ariaLabel}>
      <EchartsCanvas
        option={option}
        height={height}
        width={width}
        parts={parts}
        aria-label={ariaLabel}
      />
      {showLegend && <ChartLegend series={input.series} hidden={hidden} onToggle={toggle} />}
      {dataTable && (
        // Hidden by a box of its own: a table keeps its content's width whatever width it is
        // given, and would widen the page.
        <VisuallyHidden as="div">
          <table>
            <caption>{ariaLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{input.xKey}</th>
                {visible.map((s) => (
                  <th key={s.key} scope="col">
                    {tooltipLabel(s.key, s.name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {input.data.map((d, i) => (
                <tr key={i}>
                  <th scope="row">{String(d[input.xKey] ?? '')}</th>
                  {visible.map((s) => {
                    const value = numeric(d[s.key]);
                    return <td key={s.key}>{value === null ? '—' : formatValue(value, s)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </Figure>
  );
}

export default ComposedChart;
