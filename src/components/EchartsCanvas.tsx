// The drawing of the app's interactive ECharts charts (the composed chart, 'Mercado local'): an
// SVG, redrawn at the caller's debounced window width (echarts-for-react's own resizing is off),
// inside a box labelled for screen readers (role img). Until the parts of ECharts the chart needs
// have loaded (hooks/useEchartsParts), an empty box of the same size holds its place.
// Presentational: the option comes built. ECharts is heavy: only lazily loaded modules use this.
import { useEffect, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { echarts } from './echartsCore';
import { useEchartsParts, type EchartsPart } from './hooks/useEchartsParts';

export interface EchartsCanvasProps {
  /** The ECharts option, drawn whole each time it changes (notMerge). */
  option: object;
  /** px. */
  height: number;
  /** The debounced window width: the chart resizes when it changes. */
  width: number;
  /** The parts beyond echartsCore the option needs (none by default). */
  parts?: readonly EchartsPart[];
  'aria-label': string;
}

const NO_PARTS: readonly EchartsPart[] = [];

export function EchartsCanvas({
  option,
  height,
  width,
  parts = NO_PARTS,
  'aria-label': ariaLabel,
}: EchartsCanvasProps) {
  const chartRef = useRef<ReactEChartsCore>(null);
  const canDraw = useEchartsParts(parts);
  useEffect(() => {
    // 'auto' measures the box again: echarts-for-react created the chart at a fixed width, and a
    // bare resize() keeps it (the charts stayed at their first width after a window resize).
    chartRef.current?.getEchartsInstance()?.resize({ width: 'auto', height: 'auto' });
  }, [width]);
  // The box can change width while the window does not (the page's layout settles after its
  // data loads): follow the box too, or a chart stays at the width it was first drawn at.
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !canDraw || typeof ResizeObserver === 'undefined') return undefined;
    let drawnWidth = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === drawnWidth) return;
      drawnWidth = box.clientWidth;
      chartRef.current?.getEchartsInstance()?.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [canDraw]);
  const style = { height, width: '100%' };
  return (
    <div ref={boxRef} role="img" aria-label={ariaLabel}>
      {canDraw ? (
        <ReactEChartsCore
          ref={chartRef}
          echarts={echarts}
          option={option}
          notMerge
          lazyUpdate
          autoResize={false}
          opts={{ renderer: 'svg' }}
          style={style}
        />
      ) : (
        <div style={style} />
      )}
    </div>
  );
}
