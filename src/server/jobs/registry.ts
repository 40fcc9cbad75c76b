// Every queue this product runs and the schedules it keeps. One line per queue: the runner of
// each process claims only the queues listed here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import type { JobHandler } from './queue';
import { CRE_FEED_QUEUE, creFeedHandler, ensureCreFeedSchedule } from './creFeedJob';
import { STATISTICS_QUEUE, ensureStatisticsSchedule, statisticsHandler } from './statisticsJob';
import {
  ensureVolumetricSchedule,
  VOLUMETRIC_PLAN_QUEUE,
  volumetricJobHandlers,
  volumetricPlanHandler,
} from '../modules/volumetric';
import {
  ensureTicketsSchedule,
  ticketJobHandlers,
  TICKETS_CLEANUP_QUEUE,
  ticketsCleanupHandler,
} from '../modules/tickets';
import {
  DELIVER_QUEUE,
  deliverHandler,
  OCCURRENCE_QUEUE,
  occurrenceHandler,
  RENDER_QUEUE,
  renderHandler,
} from '../modules/reportRequests';
import { alertJobHandlers, ensureAlertsSchedule } from '../modules/alerts';
import { BACKUP_QUEUE, backupHandler, ensureBackupSchedule } from '../backup';
import {
  AUDIT_RETENTION_QUEUE,
  auditRetentionHandler,
  ensureAuditRetentionSchedule,
} from '../audit/retention';
import { USER_WELCOME_QUEUE, welcomeHandler } from '../modules/users';

export function jobHandlers(): Record<string, JobHandler> {
  return {
    [CRE_FEED_QUEUE]: creFeedHandler(),
    [STATISTICS_QUEUE]: statisticsHandler,
    ...volumetricJobHandlers,
    [VOLUMETRIC_PLAN_QUEUE]: volumetricPlanHandler,
    ...ticketJobHandlers,
    [TICKETS_CLEANUP_QUEUE]: ticketsCleanupHandler,
    [OCCURRENCE_QUEUE]: occurrenceHandler,
    [RENDER_QUEUE]: renderHandler,
    [DELIVER_QUEUE]: deliverHandler,
    ...alertJobHandlers,
    [BACKUP_QUEUE]: backupHandler,
    [AUDIT_RETENTION_QUEUE]: auditRetentionHandler,
    [USER_WELCOME_QUEUE]: welcomeHandler,
  };
}

/**
 * Creates, updates or removes the schedules the configuration asks for (run at start). The
 * report configurations' schedules are kept by the reportSchedules module as they change.
 */
export async function ensureSchedules(db: Kysely<Database>, config: ServerConfig): Promise<void> {
  await ensureCreFeedSchedule(db, config);
  await ensureStatisticsSchedule(db, config);
  await ensureVolumetricSchedule(db);
  await ensureTicketsSchedule(db);
  await ensureAlertsSchedule(db);
  // Only with BACKUP_DIR set; otherwise a schedule left by an earlier configuration is removed.
  await ensureBackupSchedule(db, config);
  await ensureAuditRetentionSchedule(db);
}
