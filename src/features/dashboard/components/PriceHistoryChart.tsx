// The 'Histórico' line chart: ECharts, loaded on demand (its own chunk, only when
// the price tab opens), with the app's tooltip (full date label, Spanish series labels, the
// caller's price format) and a custom legend (click to hide a line). Redraws 330 ms after the
// window stops resizing. Presentational: data and formats come in props.
import { useEffect, useMemo, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import styled from 'styled-components';
import { ChartLegend } from '@/components/ChartLegend';
import { echarts } from '@/components/echartsCore';
import {
  buildComposedOption,
  screenSizeOf,
  type ComposedOptionInput,
} from '@/components/composedChartOption';
import { useDebouncedWidth } from '@/components/hooks/useDebouncedWidth';
import { useHiddenSeries } from '@/components/hooks/useHiddenSeries';

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

export default function PriceHistoryChart({
  height,
  'aria-label': ariaLabel,
  showLegend = true,
  className,
  ...input
}: PriceHistoryChartProps) {
  const width = useDebouncedWidth();
  const [hidden, toggle] = useHiddenSeries();
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
      {showLegend && <ChartLegend series={input.series} hidden={hidden} onToggle={toggle} />}
    </Figure>
  );
}
