// The catalogue of service metrics (seeded by migration 0002). Names are the client's: the API
// gives ids and stable keys only.
import type { ListMetricsApiArg, MetricList } from '@/api/generated/metrics.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';

async function listMetrics(ctx: HandlerContext<{ query: ListMetricsApiArg }>): Promise<MetricList> {
  const limit = ctx.query.items ?? 1000;
  const [rows, count] = await Promise.all([
    ctx.db.selectFrom('metrics').select(['id', 'key']).orderBy('id').limit(limit).execute(),
    ctx.db
      .selectFrom('metrics')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows as MetricList['items'], total: Number(count.total) };
}

export const handlers = { listMetrics } satisfies OperationHandlers;
