// The catalogue of service metrics (seeded by migration 0002). Names are the client's: the API
// gives ids and stable keys only.
import type { ListMetricsApiArg, MetricList } from '@/api/generated/metrics.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { listMetricPage } from './metricStore';

async function listMetrics(ctx: HandlerContext<{ query: ListMetricsApiArg }>): Promise<MetricList> {
  return listMetricPage(ctx.db, ctx.query.items ?? 1000);
}

export const handlers = { listMetrics } satisfies OperationHandlers;
