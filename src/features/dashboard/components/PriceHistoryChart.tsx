// The 'Histórico' line chart (part 1 §2.3): ECharts, loaded on demand (its own chunk, only when
// the price tab opens), with the app's tooltip (full date label, Spanish series labels, the
// caller's price format) and a custom legend (click to hide a line). Redraws 330 ms after the
// window stops resizing. Presentational: data and formats come in props.
import { useEffect, useMemo, useRef, useState } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import styled from 'styled-components';
import { echarts } from '@/components/echartsCore';
import {
  buildComposedOption,
  screenSizeOf,
  type ComposedOptionInput,
  type ComposedSeries,
} from '@/components/composedChartOption';
import { useDebouncedWidth } from '@/components/hooks/useDebouncedWidth';

export interface PriceHistoryChartProps extends Omit<ComposedOptionInput, 'screenSize' | 'hidden'> {
  /** px. */
  height: number;
  'aria-label': string;
  /** Default true; the legend lists every series (markers included). */
  showLegend?: boolean;
  className?: string;
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LegendButton = styled.button<{ $off: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 2px 4px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  color: ${({ $off, theme }) => ($off ? theme.colors.text.disabled : theme.colors.text.secondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  text-decoration: ${({ $off }) => ($off ? 'line-through' : 'none')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Swatch = styled.span<{ $color: string; $marker: boolean }>`
  display: inline-block;
  width: 12px;
  height: ${({ $marker }) => ($marker ? 3 : 10)}px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

export default function PriceHistoryChart({
  height,
  'aria-label': ariaLabel,
  showLegend = true,
  className,
  ...input
}: PriceHistoryChartProps) {
  const width = useDebouncedWidth();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const chartRef = useRef<ReactEChartsCore>(null);
  const screenSize = screenSizeOf(width);

  const option = useMemo(
    () => buildComposedOption({ ...input, screenSize, hidden }),
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
    ],
  );

  // The debounced width is the resize signal (echarts-for-react's own resizing is off).
  useEffect(() => {
    chartRef.current?.getEchartsInstance()?.resize();
  }, [width]);

  const toggle = (series: ComposedSeries) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(series.key)) next.delete(series.key);
      else next.add(series.key);
      return next;
    });

  return (
    <Figure className={className} aria-label={ariaLabel}>
      <ReactEChartsCore
        ref={chartRef}
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        autoResize={false}
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
      {showLegend && (
        <Legend>
          {input.series.map((series) => (
            <li key={series.key}>
              <LegendButton
                type="button"
                $off={hidden.has(series.key)}
                aria-pressed={!hidden.has(series.key)}
                onClick={() => toggle(series)}
              >
                <Swatch $color={series.color} $marker={series.type === 'marker'} />
                {series.name}
              </LegendButton>
            </li>
          ))}
        </Legend>
      )}
    </Figure>
  );
}
