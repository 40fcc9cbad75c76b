// Every queue this product runs and the schedules it keeps. One line per queue: the runner of
// each process claims only the queues listed here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import type { JobHandler } from './queue';
import { CRE_FEED_QUEUE, creFeedHandler, ensureCreFeedSchedule } from './creFeedJob';
import { STATISTICS_QUEUE, ensureStatisticsSchedule, statisticsHandler } from './statisticsJob';
import { volumetricJobHandlers } from '../modules/volumetric/pull';
import {
  VOLUMETRIC_PLAN_QUEUE,
  ensureVolumetricSchedule,
  volumetricPlanHandler,
} from '../modules/volumetric/enqueue';
import { ticketJobHandlers } from '../modules/tickets/importUpload';
import {
  TICKETS_CLEANUP_QUEUE,
  ensureTicketsSchedule,
  ticketsCleanupHandler,
} from '../modules/tickets/enqueue';
import { DELIVER_QUEUE, RENDER_QUEUE } from '../modules/generatedReports/queues';
import { renderHandler } from '../modules/generatedReports/renderJob';
import { deliverHandler } from '../modules/generatedReports/deliverJob';
import {
  TICK_QUEUE,
  ensureReportTickSchedule,
  tickHandler,
} from '../modules/generatedReports/scheduleTick';

export function jobHandlers(): Record<string, JobHandler> {
  return {
    [CRE_FEED_QUEUE]: creFeedHandler(),
    [STATISTICS_QUEUE]: statisticsHandler,
    ...volumetricJobHandlers,
    [VOLUMETRIC_PLAN_QUEUE]: volumetricPlanHandler,
    ...ticketJobHandlers,
    [TICKETS_CLEANUP_QUEUE]: ticketsCleanupHandler,
    [TICK_QUEUE]: tickHandler,
    [RENDER_QUEUE]: renderHandler,
    [DELIVER_QUEUE]: deliverHandler,
  };
}

/** Creates, updates or removes the schedules the configuration asks for (run at start). */
export async function ensureSchedules(db: Kysely<Database>, config: ServerConfig): Promise<void> {
  await ensureCreFeedSchedule(db, config);
  await ensureStatisticsSchedule(db, config);
  await ensureVolumetricSchedule(db);
  await ensureTicketsSchedule(db);
  await ensureReportTickSchedule(db);
}
