// The four Dashboard service metrics: how each is measured from the monthly
// rollups, its unit, and the goal its marker reads (see GoalMetric in the contract).
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { GoalMetric } from '@/lib/goalMetrics';

export interface MetricDefinition {
  name: ServiceMetricName;
  title: string;
  unit: 'seconds' | 'percent';
  goal: GoalMetric;
  color: string;
}

/** Atención oportuna counts vehicles attended within the Inmediatez goal, or this without one. */
export const DEFAULT_PROMPT_SERVICE_SECONDS = 120;
export const GOAL_MARKER = { key: 'goal', name: 'Objetivo', color: '#ED6C02' } as const;

export const SERVICE_METRICS: Record<ServiceMetricName, MetricDefinition> = {
  inmediatez: {
    name: 'inmediatez',
    title: 'Inmediatez',
    unit: 'seconds',
    goal: 'immeadiacy',
    color: '#388994',
  },
  atencion_oportuna: {
    name: 'atencion_oportuna',
    title: 'Atención oportuna',
    unit: 'percent',
    goal: 'prompt_service',
    color: '#41A092',
  },
  tiempo_servicio_gas: {
    name: 'tiempo_servicio_gas',
    title: 'Tiempo de servicio de gasolina',
    unit: 'seconds',
    goal: 'service_time_gas',
    color: '#4CAF50',
  },
  tiempo_servicio_diesel: {
    name: 'tiempo_servicio_diesel',
    title: 'Tiempo de servicio de diesel',
    unit: 'seconds',
    goal: 'service_time_diesel',
    color: '#525969',
  },
};

export const SERVICE_METRIC_NAMES = Object.keys(SERVICE_METRICS) as ServiceMetricName[];
