// Report configurations become schedules of the job mechanism: each enabled
// configuration drives one row of job_schedules (name 'report-configuration:{id}', queue
// 'reports-occurrence', its cadence in its station's zone), fired by the job runner like every
// other schedule; the separate report tick ('reports-tick') and the configurations' own
// next_run_at/last_run_at go.
// - job_schedules.report_configuration_id: the configuration a schedule belongs to; deleting the
//   configuration (or its station, or its user) deletes the schedule.
// - job_schedules.per_occurrence: each run is its own job, whose payload carries the instant it
//   was due (`occurrence`) and whose key ends with it, so a report names its period and is sent
//   once per occurrence.
// The existing rows are converted here, in the migration's transaction, and only when missing
// (idempotent): an enabled configuration keeps the occurrence it was waiting for, one not yet
// scheduled gets its next one after now.
// Never edit this file once it has landed: add a new numbered migration instead.
import { isKnownZone, localDaysFrom, type LocalDay } from '@/lib/dates/zonedTimes';
import { sql, type Kysely } from 'kysely';

const DEFAULT_ZONE = 'America/Mexico_City';

// The job mechanism's calendar cadences and their next run, frozen as they were at 0016: a
// migration must convert the same rows the same way whatever the live scheduler becomes.
type Cadence =
  | { daily_at: string; zone: string }
  | { weekly_at: string; weekday: number; zone: string }
  | { monthly_at: string; day_of_month: number; zone: string };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function timeOf(cadence: Cadence): string {
  if ('daily_at' in cadence) return cadence.daily_at;
  if ('weekly_at' in cadence) return cadence.weekly_at;
  return cadence.monthly_at;
}

function firesOn(cadence: Cadence, day: LocalDay): boolean {
  if ('weekly_at' in cadence) return day.weekday === cadence.weekday;
  if ('monthly_at' in cadence) {
    return day.dayOfMonth === Math.min(cadence.day_of_month, day.daysInMonth);
  }
  return true;
}

/** The first run strictly after `after`, walking at most 62 days in the cadence's zone. */
function nextRunAfter(cadence: Cadence, after: Date): Date {
  const time = timeOf(cadence);
  if (!HH_MM.test(time)) throw new Error(`send_time must be HH:MM (24 h), got "${time}"`);
  const inRange = (value: number, max: number) =>
    Number.isInteger(value) && value >= 1 && value <= max;
  if ('weekly_at' in cadence && !inRange(cadence.weekday, 7)) {
    throw new Error(`weekday must be 1 (Monday) to 7 (Sunday), got ${String(cadence.weekday)}`);
  }
  if ('monthly_at' in cadence && !inRange(cadence.day_of_month, 31)) {
    throw new Error(`day_of_month must be 1 to 31, got ${String(cadence.day_of_month)}`);
  }
  if (!isKnownZone(cadence.zone)) {
    throw new Error(`unknown time zone "${cadence.zone}"`);
  }
  const [hour, minute] = time.split(':').map(Number);
  const days = localDaysFrom(after, cadence.zone);
  for (let i = 0; i < 62; i++) {
    const day = days.next().value as LocalDay;
    if (!firesOn(cadence, day)) continue;
    // A skipped local time moves forward with the clock; a repeated one fires the first time.
    const at = day.at(hour!, minute!);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no run within 62 days');
}

interface OldRow {
  id: number;
  periodicity: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  day_of_month: number | null;
  send_time: string;
  zone: string | null;
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
}

/** The same cadence as reportCadence() of the reportSchedules module, as it was at 0016. */
function cadenceOf(row: OldRow): Cadence {
  const zone = row.zone ?? DEFAULT_ZONE;
  const at = row.send_time;
  if (row.periodicity === 'daily') return { daily_at: at, zone };
  if (row.periodicity === 'weekly') return { weekly_at: at, weekday: row.weekday ?? 1, zone };
  return { monthly_at: at, day_of_month: row.day_of_month ?? 1, zone };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

async function hasColumn(db: Kysely<unknown>, table: string, column: string): Promise<boolean> {
  const found = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(
    db,
  );
  return Number(found.rows[0]?.n ?? 0) > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_schedules
    add column if not exists report_configuration_id integer unique
      references report_configurations (id) on delete cascade,
    add column if not exists per_occurrence boolean not null default false`.execute(db);

  const hadOwnSchedule = await hasColumn(db, 'report_configurations', 'next_run_at');
  const timing = hadOwnSchedule
    ? sql`c.next_run_at, c.last_run_at`
    : sql`null::timestamptz as next_run_at, null::timestamptz as last_run_at`;
  const rows = await sql<OldRow>`
    select c.id, c.periodicity, c.weekday, c.day_of_month, c.send_time, ${timing},
      coalesce(s.time_zone, (
        select gs.time_zone from user_gas_stations ug
        join gas_stations gs on gs.id = ug.gas_station_id
        where ug.user_id = c.user_id order by gs.id limit 1)) as zone
    from report_configurations c
    left join gas_stations s on s.id = c.gas_station_id
    where c.enabled
    order by c.id`.execute(db);
  const now = new Date();
  for (const row of rows.rows) {
    const cadence = cadenceOf(row);
    const next = iso(row.next_run_at) ?? nextRunAfter(cadence, now).toISOString();
    await sql`
      insert into job_schedules (name, queue, key, payload, cadence, next_run_at, last_run_at,
        enabled, report_configuration_id, per_occurrence)
      values (${`report-configuration:${row.id}`}, 'reports-occurrence', ${`config:${row.id}`},
        ${JSON.stringify({ configuration_id: row.id })}::jsonb, ${JSON.stringify(cadence)}::jsonb,
        ${next}::timestamptz, ${iso(row.last_run_at)}::timestamptz, true, ${row.id}, true)
      on conflict do nothing`.execute(db);
  }

  // The report tick and what it left queued have no handler any more.
  await sql`delete from job_schedules where name = 'reports-tick'`.execute(db);
  await sql`delete from jobs where queue = 'reports-tick' and state in ('queued', 'running')`.execute(
    db,
  );
  await sql`drop index if exists report_configurations_due_idx`.execute(db);
  await sql`alter table report_configurations
    drop column if exists next_run_at, drop column if exists last_run_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_configurations
    add column if not exists next_run_at timestamptz,
    add column if not exists last_run_at timestamptz`.execute(db);
  await sql`update report_configurations c
    set next_run_at = s.next_run_at, last_run_at = s.last_run_at
    from job_schedules s where s.report_configuration_id = c.id`.execute(db);
  await sql`create index if not exists report_configurations_due_idx
    on report_configurations (next_run_at) where enabled`.execute(db);
  await sql`delete from job_schedules where report_configuration_id is not null`.execute(db);
  await sql`alter table job_schedules
    drop column if exists report_configuration_id,
    drop column if exists per_occurrence`.execute(db);
}
