// The metrics catalogue (failures show the default error toast).
import { metricsApi } from './generated/metrics.gen';
import { TOAST_ON_ERROR } from './cache';

const api = metricsApi.enhanceEndpoints({
  endpoints: { listMetrics: { providesTags: ['Metric'] } },
});
TOAST_ON_ERROR.add('listMetrics');

export const { useListMetricsQuery } = api;
export type { Metric } from './generated/metrics.gen';
