// The rows the SAT compliance conditions read, in bulk for every station of their rules: each
// station's time zone and the days it has a daily report for (each day with the first time a
// report of it was received: replaced files are kept, so the history is complete), the pre-audit's
// balance and ticket findings (with when their file was received), and its months' states with
// the due date of their monthly report (with when the current monthly report was received). The
// findings and months are the pre-audit's current ones (modules/compliance stores them afresh on
// every check); a replay dates each one by its file's reception.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { addDays } from '@/lib/dates/calendarDates';
import type { ComplianceRuleId } from '../../compliance';

/** The findings compliance_mismatch stands on: a difference beyond its threshold. */
export const MISMATCH_RULES: readonly ComplianceRuleId[] = ['dailyBalance', 'ticketMismatch'];

export interface ComplianceStation {
  gasStationId: number;
  timeZone: string;
  /** The first day of the station's daily reports (null: none received). */
  firstDay: string | null;
  /** Each day read (from `since`) with a daily report: when its first report was received. */
  dailyReceived: Map<string, Date>;
}

export interface ComplianceFinding {
  id: number;
  gasStationId: number;
  /** YYYY-MM. */
  month: string;
  day: string;
  rule: ComplianceRuleId;
  subject: string | null;
  message: string;
  figures: Record<string, unknown>;
  /** When the file it comes from was received (null: it comes from no file, e.g. tickets of a
   * day without a report). */
  receivedAt: Date | null;
}

export interface ComplianceMonth {
  gasStationId: number;
  /** YYYY-MM. */
  month: string;
  dueDate: string;
  monthlyState: 'missing' | 'findings' | 'clean';
  findings: number;
  /** When the current monthly report was received (null: none). */
  monthlyReceivedAt: Date | null;
}

export interface ComplianceRows {
  stations: Map<number, ComplianceStation>;
  findings: ComplianceFinding[];
  months: ComplianceMonth[];
}

/** Days before today a missing daily report or a finding is still alerted. */
export const REPORT_MISSING_LOOKBACK_DAYS = 7;
export const MISMATCH_LOOKBACK_DAYS = 62;
/** A monthly report overdue this many days stops being alerted (its month is long gone). */
export const MONTHLY_OVERDUE_DAYS = 90;

/**
 * The stations' rows that matter from the day `since` on (a UTC date: each window reaches a day
 * further back, since a station's local day may be the day before). Four statements, whatever
 * the number of stations.
 */
export async function readComplianceRows(
  db: Kysely<Database>,
  stationIds: readonly number[],
  since: string,
): Promise<ComplianceRows> {
  const stations = new Map<number, ComplianceStation>();
  if (stationIds.length === 0) return { stations, findings: [], months: [] };
  const ids = [...stationIds];
  const [zones, days, findings, months] = await Promise.all([
    sql<{ id: number; time_zone: string; first_day: string | null }>`
      select s.id, s.time_zone,
        (select min(f.day)::text from compliance_files f
          where f.gas_station_id = s.id and f.kind = 'daily') as first_day
      from gas_stations s where s.id = any(${ids}::int[])`.execute(db),
    sql<{ gas_station_id: number; day: string; received_at: Date }>`
      select gas_station_id, day::text as day, min(received_at) as received_at
      from compliance_files
      where gas_station_id = any(${ids}::int[]) and kind = 'daily'
        and day >= ${addDays(since, -REPORT_MISSING_LOOKBACK_DAYS - 1)}::date
      group by gas_station_id, day`.execute(db),
    sql<{
      id: number;
      gas_station_id: number;
      month: string;
      day: string;
      rule: ComplianceRuleId;
      subject: string | null;
      message: string;
      figures: unknown;
      received_at: Date | null;
    }>`
      select f.id, f.gas_station_id, to_char(f.month, 'YYYY-MM') as month, f.day::text as day,
        f.rule, f.subject, f.message, f.figures, cf.received_at
      from compliance_findings f
      left join compliance_files cf on cf.id = f.file_id
      where f.gas_station_id = any(${ids}::int[])
        and f.rule = any(${[...MISMATCH_RULES]}::text[])
        and f.day >= ${addDays(since, -MISMATCH_LOOKBACK_DAYS - 1)}::date
      order by f.id`.execute(db),
    sql<{
      gas_station_id: number;
      month: string;
      due_date: string;
      monthly_state: ComplianceMonth['monthlyState'];
      findings: number;
      received_at: Date | null;
    }>`
      select m.gas_station_id, to_char(m.month, 'YYYY-MM') as month, m.due_date::text as due_date,
        m.monthly_state, m.findings,
        (select max(cf.received_at) from compliance_files cf
          where cf.gas_station_id = m.gas_station_id and cf.kind = 'monthly'
            and cf.month = m.month and cf.replaced_by_id is null) as received_at
      from compliance_months m
      where m.gas_station_id = any(${ids}::int[])
        and m.due_date >= ${addDays(since, -MONTHLY_OVERDUE_DAYS - 1)}::date
      order by m.gas_station_id, m.month`.execute(db),
  ]);
  for (const z of zones.rows) {
    stations.set(z.id, {
      gasStationId: z.id,
      timeZone: z.time_zone,
      firstDay: z.first_day,
      dailyReceived: new Map(),
    });
  }
  for (const d of days.rows) {
    stations.get(d.gas_station_id)?.dailyReceived.set(d.day, new Date(d.received_at));
  }
  return {
    stations,
    findings: findings.rows.map((f) => ({
      id: f.id,
      gasStationId: f.gas_station_id,
      month: f.month,
      day: f.day,
      rule: f.rule,
      subject: f.subject,
      message: f.message,
      figures: figuresObject(f.figures),
      receivedAt: f.received_at === null ? null : new Date(f.received_at),
    })),
    months: months.rows.map((m) => ({
      gasStationId: m.gas_station_id,
      month: m.month,
      dueDate: m.due_date,
      monthlyState: m.monthly_state,
      findings: Number(m.findings),
      monthlyReceivedAt: m.received_at === null ? null : new Date(m.received_at),
    })),
  };
}

/** A finding's figures as one object (the pre-audit stores them as a list of key and value). */
function figuresObject(figures: unknown): Record<string, unknown> {
  if (Array.isArray(figures)) {
    return Object.fromEntries(
      (figures as { key: string; value: unknown }[]).map((f) => [f.key, f.value]),
    );
  }
  return figures !== null && typeof figures === 'object'
    ? (figures as Record<string, unknown>)
    : {};
}

export function loadComplianceRows(
  db: Kysely<Database>,
  stationIds: readonly number[],
  now: Date,
): Promise<ComplianceRows> {
  return readComplianceRows(db, stationIds, now.toISOString().slice(0, 10));
}
