// The catalogue of service metrics, read.
import type { Kysely } from 'kysely';
import type { MetricList } from '@/api/generated/metrics.gen';
import type { Database } from '../../db/schema';

/** The first `limit` metrics by id, and how many there are. */
export async function listMetricPage(db: Kysely<Database>, limit: number): Promise<MetricList> {
  const [rows, count] = await Promise.all([
    db.selectFrom('metrics').select(['id', 'key']).orderBy('id').limit(limit).execute(),
    db
      .selectFrom('metrics')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows as MetricList['items'], total: Number(count.total) };
}
