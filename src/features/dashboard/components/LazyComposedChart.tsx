// The composed chart for the dashboard's cards, with ECharts in a chunk of its own: the screen,
// its filters and the cards' loading states show while the chart code arrives, and no other
// route downloads it for the dashboard.
import { lazy, Suspense, type ReactNode } from 'react';
import type { ComposedChartProps } from '@/components/ComposedChart';

const ComposedChart = lazy(
  () => import(/* webpackChunkName: "composed-chart" */ '@/components/ComposedChart'),
);

export interface LazyComposedChartProps extends ComposedChartProps {
  /** Shown until the chart code has loaded (the card's loading skeleton). */
  fallback: ReactNode;
}

export function LazyComposedChart({ fallback, ...chart }: LazyComposedChartProps) {
  return (
    <Suspense fallback={fallback}>
      <ComposedChart {...chart} />
    </Suspense>
  );
}
