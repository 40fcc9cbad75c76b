// A report configuration's schedule is a row of the job mechanism's schedules (migration
// 0016): each enabled configuration drives one, 'report-configuration:{id}' on the queue
// 'reports-occurrence', with its cadence in its zone, and the job runner fires it like any
// other (claiming due rows with `for update skip locked`, so several nodes fire an occurrence
// once). Its zone is its station's, or for a user's configuration the zone of the user's first
// station (Mexico City when the user has none).
// The rows are kept in step here, in the caller's transaction, whenever what they depend on
// changes: a configuration saved (new cadence: next run recomputed; same cadence: kept;
// disabled: removed), a station's zone, a user's stations. A deleted configuration (or its
// station, or its user) takes its schedule with it (foreign key, on delete cascade).
import { sql, type Kysely } from 'kysely';
import { DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import { firstLinkedStationZone, usersLinkedToStation } from '../../access/stationVisibility';
import type { Database, ReportPeriodicity } from '../../db/schema';
import { removeSchedule, upsertSchedule, type Cadence } from '../../jobs/queue';

/** The queue a configuration's occurrences are enqueued on (handled by reportRequests). */
export const OCCURRENCE_QUEUE = 'reports-occurrence';
const MONDAY = 1;

export interface ReportSchedule {
  periodicity: ReportPeriodicity;
  weekday: number | null;
  day_of_month: number | null;
  /** 'HH:MM'. */
  send_time: string;
}

/** An occurrence job's payload (the runner adds `occurrence`). */
export interface OccurrencePayload {
  configuration_id: number;
  /** ISO instant the occurrence was due. */
  occurrence: string;
}

/** The cadence of a configuration's schedule in `zone` (a missing day means the first). */
export function reportCadence(schedule: ReportSchedule, zone: string): Cadence {
  const at = schedule.send_time;
  switch (schedule.periodicity) {
    case 'daily':
      return { daily_at: at, zone };
    case 'weekly':
      return { weekly_at: at, weekday: schedule.weekday ?? MONDAY, zone };
    case 'monthly':
      return { monthly_at: at, day_of_month: schedule.day_of_month ?? 1, zone };
  }
}

export const scheduleName = (configurationId: number) => `report-configuration:${configurationId}`;

/** Which configurations to bring in step: by id, by station (and its users), by user. */
export interface ConfigurationSelection {
  configurationIds?: readonly number[];
  /** The station's configurations and those of the users who have it. */
  stationId?: number;
  userIds?: readonly number[];
}

/** The zone a configuration's schedule uses (SQL, on `report_configurations as c`). */
const zoneOf = sql<
  string | null
>`coalesce(s.time_zone, ${firstLinkedStationZone(sql.ref('c.user_id'))})`;

/** An enabled configuration as its occurrence needs it, with its zone; undefined if none. */
export async function enabledConfiguration(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('report_configurations as c')
    .leftJoin('gas_stations as s', 's.id', 'c.gas_station_id')
    .select([
      'c.id',
      'c.gas_station_id',
      'c.user_id',
      'c.report_type',
      'c.periodicity',
      'c.channel',
      zoneOf.as('zone'),
    ])
    .where('c.id', '=', id)
    .where('c.enabled', '=', true)
    .executeTakeFirst();
  return row && { ...row, zone: row.zone ?? DEFAULT_STATION_ZONE };
}

/**
 * Creates, updates or removes the schedules of the selected configurations to match them.
 * Run it in the transaction that changed them.
 */
export async function syncReportSchedules(
  db: Kysely<Database>,
  selection: ConfigurationSelection,
  now = new Date(),
): Promise<void> {
  const ids = selection.configurationIds ?? [];
  const userIds = selection.userIds ?? [];
  const stationId = selection.stationId;
  if (ids.length === 0 && userIds.length === 0 && stationId === undefined) return;
  const rows = await db
    .selectFrom('report_configurations as c')
    .leftJoin('gas_stations as s', 's.id', 'c.gas_station_id')
    .select([
      'c.id',
      'c.enabled',
      'c.periodicity',
      'c.weekday',
      'c.day_of_month',
      'c.send_time',
      zoneOf.as('zone'),
    ])
    .where((eb) => {
      const any = [];
      if (ids.length > 0) any.push(eb('c.id', 'in', ids));
      if (userIds.length > 0) any.push(eb('c.user_id', 'in', userIds));
      if (stationId !== undefined) {
        any.push(eb('c.gas_station_id', '=', stationId));
        any.push(eb('c.user_id', 'in', usersLinkedToStation(stationId)));
      }
      return eb.or(any);
    })
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    if (!row.enabled) {
      await removeSchedule(db, scheduleName(row.id));
      continue;
    }
    await upsertSchedule(
      db,
      {
        name: scheduleName(row.id),
        queue: OCCURRENCE_QUEUE,
        key: `config:${row.id}`,
        payload: { configuration_id: row.id },
        cadence: reportCadence(row, row.zone ?? DEFAULT_STATION_ZONE),
        perOccurrence: true,
        reportScheduleId: row.id,
      },
      now,
    );
  }
}
