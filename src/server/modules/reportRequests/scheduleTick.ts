// The report scheduler: a tick every minute (queue 'reports-tick') that
// 1. gives enabled configurations without one their next occurrence (new or just saved);
// 2. takes the due ones (FOR UPDATE SKIP LOCKED, so two nodes never take the same), inserts
//    one request per occurrence keyed config:{id}:{occurrence} (ON CONFLICT DO NOTHING: an
//    occurrence is never sent twice), queues its render, and moves next_run_at to the first
//    occurrence after now — a node that was down catches up once, not once per missed tick.
// A configuration's schedule is a cadence of the job mechanism (occurrences.ts), computed in
// its station's zone by the same code as every job schedule.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ReportChannel, ReportPeriodicity, ReportType } from '../../db/schema';
import { enqueueJob, upsertSchedule, type JobHandler } from '../../jobs/queue';
import { nextOccurrence, periodOfOccurrence } from './occurrences';
import { insertReportRequest, type Recipient } from './requestStore';
import { RENDER_QUEUE, RENDER_MAX_ATTEMPTS } from './queues';

export const TICK_QUEUE = 'reports-tick';
const DEFAULT_ZONE = 'America/Mexico_City';
const BATCH = 100;

interface ConfigRow {
  id: number;
  gas_station_id: number | null;
  user_id: number | null;
  report_type: ReportType;
  periodicity: ReportPeriodicity;
  weekday: number | null;
  day_of_month: number | null;
  send_time: string;
  channel: ReportChannel;
  next_run_at: Date | null;
  zone: string | null;
}

/** Configurations with their zone: the station's, or for a user's the zone of their first station. */
function configsWithZone(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('report_configurations as c')
    .leftJoin('gas_stations as s', 's.id', 'c.gas_station_id')
    .select([
      'c.id',
      'c.gas_station_id',
      'c.user_id',
      'c.report_type',
      'c.periodicity',
      'c.weekday',
      'c.day_of_month',
      'c.send_time',
      'c.channel',
      'c.next_run_at',
      sql<string | null>`coalesce(s.time_zone, (
        select gs.time_zone from user_gas_stations ug
        join gas_stations gs on gs.id = ug.gas_station_id
        where ug.user_id = c.user_id order by gs.id limit 1))`.as('zone'),
    ])
    .where('c.enabled', '=', true);
}

async function scheduleUnscheduled(db: Kysely<Database>, now: Date): Promise<number> {
  const rows: ConfigRow[] = await configsWithZone(db)
    .where('c.next_run_at', 'is', null)
    .limit(1000)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('report_configurations')
      .set({ next_run_at: nextOccurrence(row, row.zone ?? DEFAULT_ZONE, now) })
      .where('id', '=', row.id)
      .where('next_run_at', 'is', null)
      .execute();
  }
  return rows.length;
}

async function stationsOf(trx: Transaction<Database>, row: ConfigRow): Promise<number[]> {
  if (row.gas_station_id !== null) return [row.gas_station_id];
  const rows = await trx
    .selectFrom('user_gas_stations')
    .select('gas_station_id')
    .where('user_id', '=', row.user_id!)
    .orderBy('gas_station_id')
    .execute();
  return rows.map((r) => r.gas_station_id);
}

async function recipientsOf(trx: Transaction<Database>, row: ConfigRow): Promise<Recipient[]> {
  const contacts = await trx
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

/** Fires the due occurrences of one batch; returns how many configurations it took. */
async function fireBatch(
  db: Kysely<Database>,
  now: Date,
): Promise<{ taken: number; requests: number }> {
  return db.transaction().execute(async (trx) => {
    const due: ConfigRow[] = await configsWithZone(trx)
      .where('c.next_run_at', '<=', now)
      .orderBy('c.next_run_at')
      .limit(BATCH)
      .forUpdate('c')
      .skipLocked()
      .execute();
    let requests = 0;
    for (const row of due) {
      const zone = row.zone ?? DEFAULT_ZONE;
      const occurrence = row.next_run_at!;
      const stationIds = await stationsOf(trx, row);
      if (stationIds.length > 0) {
        const period = periodOfOccurrence(row.report_type, row.periodicity, zone, occurrence);
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
        if (requestId !== null) {
          requests++;
          await enqueueJob(trx, {
            queue: RENDER_QUEUE,
            payload: { requestId },
            key: `request:${requestId}`,
            maxAttempts: RENDER_MAX_ATTEMPTS,
          });
        }
      }
      const after = occurrence > now ? occurrence : now;
      await trx
        .updateTable('report_configurations')
        .set({ next_run_at: nextOccurrence(row, zone, after), last_run_at: occurrence })
        .where('id', '=', row.id)
        .execute();
    }
    return { taken: due.length, requests };
  });
}

/** One tick; exported for tests and the benchmark. */
export async function runReportTick(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ scheduled: number; requests: number }> {
  const scheduled = await scheduleUnscheduled(db, now);
  let requests = 0;
  for (;;) {
    const batch = await fireBatch(db, now);
    requests += batch.requests;
    if (batch.taken < BATCH) break;
  }
  return { scheduled, requests };
}

export const tickHandler: JobHandler = (_payload, ctx) => runReportTick(ctx.db);

export async function ensureReportTickSchedule(db: Kysely<Database>): Promise<void> {
  await upsertSchedule(db, {
    name: TICK_QUEUE,
    queue: TICK_QUEUE,
    payload: {},
    cadence: { every_minutes: 1 },
  });
}
