// Volumetric pulls through the job queue: one job per station, deduplicated by the key
// 'volumetric-pull:<stationId>' (a station already queued or being pulled is not queued twice,
// and jobs are claimed with FOR UPDATE SKIP LOCKED, so two nodes never pull it at once).
// A schedule runs the planner every few minutes; it queues the stations whose system's
// interval has passed ('Sincronizar ahora' queues them at once).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, upsertSchedule, type JobHandler } from '../../jobs/queue';
import { planVolumetricPulls } from './pull';

export const VOLUMETRIC_PULL_QUEUE = 'volumetric-pull';
export const VOLUMETRIC_PLAN_QUEUE = 'volumetric-plan';
/** How often the planner looks for due stations; a system's own interval is at least 15. */
export const PLAN_EVERY_MINUTES = 5;

export const pullDedupKey = (stationId: number) => `volumetric-pull:${stationId}`;

/** Queues a pull of each station; answers how many were newly queued. */
export async function enqueueStationPulls(
  db: Kysely<Database>,
  stationIds: readonly number[],
): Promise<number> {
  let queued = 0;
  for (const id of stationIds) {
    const job = await enqueueJob(db, {
      queue: VOLUMETRIC_PULL_QUEUE,
      payload: { gas_station_id: id },
      key: pullDedupKey(id),
    });
    if (job.created) queued += 1;
  }
  return queued;
}

export const volumetricPlanHandler: JobHandler = async (_payload, ctx) => {
  const due = await planVolumetricPulls(ctx.db, new Date());
  return { due: due.length, queued: await enqueueStationPulls(ctx.db, due) };
};

export async function ensureVolumetricSchedule(db: Kysely<Database>): Promise<void> {
  await upsertSchedule(db, {
    name: VOLUMETRIC_PLAN_QUEUE,
    queue: VOLUMETRIC_PLAN_QUEUE,
    payload: {},
    cadence: { every_minutes: PLAN_EVERY_MINUTES },
  });
}
