// One occurrence of a report configuration (queue 'reports-occurrence'). The configuration's
// schedule is a row of the job mechanism (reportSchedules/configSchedules.ts); when it is due the
// job runner enqueues one job per occurrence, told the instant it was due, in the transaction
// that advances the schedule (claimed with `for update skip locked`: several nodes fire it
// once; a node that was down catches up once, not once per missed occurrence). This job turns
// it into one request keyed config:{id}:{occurrence} (ON CONFLICT DO NOTHING: a retried job
// never sends twice) about the occurrence's period, with the configuration's recipients, and
// queues its render, in one transaction.
import type { Kysely } from 'kysely';
import { linkedStationIds } from '../../access/stationVisibility';
import type { Database, ReportChannel } from '../../db/schema';
import { enqueueJob, PermanentJobError, type JobHandler } from '../../jobs/queue';
import { enabledConfiguration, OCCURRENCE_QUEUE, type OccurrencePayload } from '../reportSchedules';
import { periodOfOccurrence } from './occurrences';
import { insertReportRequest, type Recipient } from './requestStore';
import { RENDER_QUEUE, RENDER_MAX_ATTEMPTS } from './queues';

export { OCCURRENCE_QUEUE };

async function stationsOf(
  db: Kysely<Database>,
  row: { gas_station_id: number | null; user_id: number | null },
): Promise<number[]> {
  if (row.gas_station_id !== null) return [row.gas_station_id];
  return linkedStationIds(db, row.user_id!);
}

async function recipientsOf(
  db: Kysely<Database>,
  row: { id: number; channel: ReportChannel },
): Promise<Recipient[]> {
  const contacts = await db
    .selectFrom('report_configuration_contacts as rc')
    .innerJoin('contacts as c', 'c.id', 'rc.contact_id')
    .select(['c.id', 'c.name', 'c.email', 'c.telephone'])
    .where('rc.report_configuration_id', '=', row.id)
    .orderBy('c.id')
    .execute();
  return contacts
    .map((c) => ({
      contactId: c.id,
      name: c.name,
      address: (row.channel === 'email' ? c.email : c.telephone) ?? '',
    }))
    .filter((r) => r.address !== '');
}

/**
 * Turns one occurrence into its request and render job; the request's id, or null when there
 * is nothing to send (the configuration was disabled or deleted meanwhile, its owner has no
 * station, or the occurrence was already sent).
 */
export async function fireOccurrence(
  db: Kysely<Database>,
  payload: OccurrencePayload,
): Promise<number | null> {
  const occurrence = new Date(payload.occurrence);
  if (!Number.isInteger(payload.configuration_id) || Number.isNaN(occurrence.getTime())) {
    throw new PermanentJobError(`invalid occurrence payload ${JSON.stringify(payload)}`);
  }
  return db.transaction().execute(async (trx) => {
    const row = await enabledConfiguration(trx, payload.configuration_id);
    if (!row) return null;
    const stationIds = await stationsOf(trx, row);
    if (stationIds.length === 0) return null;
    const period = periodOfOccurrence(row.report_type, row.periodicity, row.zone, occurrence);
    const requestId = await insertReportRequest(trx, {
      requestedBy: row.user_id,
      configurationId: row.id,
      occurrenceKey: `config:${row.id}:${occurrence.toISOString()}`,
      reportType: row.report_type,
      kind: null,
      stationIds,
      startDate: period.startDate,
      endDate: period.endDate,
      pages: 3,
      format: 'pdf',
      locale: 'es',
      channel: row.channel,
      recipients: await recipientsOf(trx, row),
    });
    if (requestId === null) return null;
    await enqueueJob(trx, {
      queue: RENDER_QUEUE,
      payload: { requestId },
      key: `request:${requestId}`,
      maxAttempts: RENDER_MAX_ATTEMPTS,
    });
    return requestId;
  });
}

export const occurrenceHandler: JobHandler = async (payload: OccurrencePayload, ctx) => ({
  requestId: await fireOccurrence(ctx.db, payload),
});
