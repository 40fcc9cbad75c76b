// GET /api/monitoring/metrics: the access hooks have already checked the METRICS_TOKEN (x-access metricsToken);
// the series are src/server/monitoring's, which buildApp wires as app.monitoring.
import {
  respond,
  type OperationHandlers,
  type PublicHandlerContext,
} from '../../contract/handlerTypes';

async function getMetrics(ctx: PublicHandlerContext) {
  const { monitoring } = ctx.request.server;
  return respond(200, await monitoring.scrape(), {
    'content-type': monitoring.contentType,
    'cache-control': 'no-store',
  });
}

export const handlers = { getMetrics } satisfies OperationHandlers;
