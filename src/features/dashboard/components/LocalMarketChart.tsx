// The chart of 'Mercado local': the stations by position around the own station, with distance
// rings, coloured by price (the option: model/localMarketChart.ts). No map tiles: the product
// works offline. This module is loaded lazily (LocalMarketView), and the rings' line series and
// the colour scale (visualMap) load when it first draws (hooks/useEchartsParts), so the
// dashboard's first visit does not carry them. The table under the chart carries the same data for screen readers and keyboards.
// Presentational: data and texts come in props.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { EchartsCanvas } from '@/components/EchartsCanvas';
import { useDebouncedWidth } from '@/components/hooks/useDebouncedWidth';
import type { EchartsPart } from '@/components/hooks/useEchartsParts';
import {
  buildMarketOption,
  PLOT_BOTTOM,
  PLOT_TOP,
  type MarketChartLabels,
} from '../model/localMarketChart';
import type { FuelKey, MarketStationView } from '../model/viewTypes';

/** The rings are line series; the colour by price is a visualMap. */
const PARTS: EchartsPart[] = ['line', 'visualMap'];

export interface LocalMarketChartProps {
  center: { latitude: number; longitude: number };
  radiusKm: number;
  stations: MarketStationView[];
  fuel: FuelKey;
  labels: MarketChartLabels;
  'aria-label': string;
}

/** The largest square plot, and the room a narrow screen leaves for it. */
const MAX_PLOT = 420;
const SIDE_ROOM = 112;

export function LocalMarketChart({
  center,
  radiusKm,
  stations,
  fuel,
  labels,
  'aria-label': ariaLabel,
}: LocalMarketChartProps) {
  const theme = useTheme();
  const width = useDebouncedWidth();
  const plotSize = Math.max(200, Math.min(MAX_PLOT, width - SIDE_ROOM));
  const option = useMemo(
    () =>
      buildMarketOption({
        center,
        radiusKm,
        stations,
        fuel,
        labels,
        plotSize,
        colors: {
          own: theme.colors.primaryStrong,
          ring: theme.colors.text.secondary,
          untrusted: theme.colors.text.secondary,
          cheap: theme.colors.alert.success.main,
          dear: theme.colors.alert.error.main,
        },
      }),
    [center, radiusKm, stations, fuel, labels, plotSize, theme],
  );
  return (
    <EchartsCanvas
      option={option}
      height={plotSize + PLOT_TOP + PLOT_BOTTOM}
      width={width}
      parts={PARTS}
      aria-label={ariaLabel}
    />
  );
}

export default LocalMarketChart;
