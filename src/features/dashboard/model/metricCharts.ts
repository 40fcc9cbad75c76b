// How each service-metric chart reads: the order of the cards, their axes and
// the formats of tooltips and target markers.
import {
  formatMinutesSeconds,
  formatPercent,
  formatSecondsSuffix,
  formatWholeSeconds,
} from '@/components/chartFormat';
import type { ComposedAxis, ComposedSeries } from '@/components/composedChartOption';
import type { ChartCategoryView, ServiceMetricKey } from './viewTypes';

export const SERVICE_METRIC_ORDER: readonly ServiceMetricKey[] = [
  'inmediatez',
  'atencion_oportuna',
  'tiempo_servicio_gas',
  'tiempo_servicio_diesel',
];

/** Service charts are 200 px high. */
export const SERVICE_CHART_HEIGHT = 200;

export interface MetricChartFormats {
  yAxis: ComposedAxis;
  formatValue: (value: number) => string;
  formatMarkerLabel: (value: number) => string;
}

export function metricChartFormats(name: ServiceMetricKey): MetricChartFormats {
  switch (name) {
    case 'inmediatez':
      // Axis in mm:ss, tooltip in seconds with 's', markers in whole seconds.
      return {
        yAxis: { min: 0, formatValue: formatMinutesSeconds },
        formatValue: formatSecondsSuffix,
        formatMarkerLabel: formatWholeSeconds,
      };
    case 'atencion_oportuna':
      return {
        yAxis: { min: 0, max: 100, formatValue: formatPercent },
        formatValue: formatPercent,
        formatMarkerLabel: formatPercent,
      };
    case 'tiempo_servicio_gas':
    case 'tiempo_servicio_diesel':
      return {
        yAxis: { min: 0, max: 'dataMax', formatValue: formatMinutesSeconds },
        formatValue: formatMinutesSeconds,
        formatMarkerLabel: formatMinutesSeconds,
      };
  }
}

export function seriesOf(categories: ChartCategoryView[]): ComposedSeries[] {
  return categories.map((c) => ({
    key: c.key,
    name: c.name,
    color: c.color,
    type: c.type === 'marker' ? 'marker' : 'bar',
  }));
}
