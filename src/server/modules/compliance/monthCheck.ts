// A station's month checked and its findings stored: the current reports' facts, the last day
// of the month before (continuity), the monthly report and the litres of the station's sales
// tickets per day and product (tickets module) go through checkMonth (monthChecks.ts); each
// finding gets its severity and the file it comes from, and the month's summary is kept for the
// calendar and the stations' list. Runs in the caller's transaction.
import {
  addDays,
  daysBetween,
  firstOfMonth,
  lastOfMonth,
  todayIn,
} from '@/lib/dates/calendarDates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dailyTicketLitres, type TicketLitres } from '../tickets';
import {
  dailyFactsOf,
  lockStation,
  monthlyFactsOf,
  replaceMonthFindings,
  type MonthSummaryRow,
  type StoredFinding,
} from './complianceStore';
import { FAULT_OPEN_HOURS, MONTHLY_DUE_DAY } from './complianceRules';
import { severityOf } from './findingSeverity';
import { checkMonth, monthlyDueDate } from './monthChecks';

/** Warn of the monthly report's due date this many days before. */
export const DUE_WARN_DAYS = 7;
/** Days of the month after read with a month: a fault logged at its end may close in them. */
export const FOLLOWING_DAYS = Math.ceil(FAULT_OPEN_HOURS / 24);

/** Ticket products (1 regular, 2 premium, 3 diesel) and the SAT product keys they sell. */
const TICKET_PRODUCT_KEYS: Record<number, (satKey: string) => boolean> = {
  1: (key) => key === 'PR07/SP16',
  2: (key) => key === 'PR07/SP17',
  3: (key) => key.startsWith('PR03'),
};

/**
 * Litres sold per `day|SAT product`: a ticket product goes to the report's product of that kind
 * (diesel to the PR03 product the reports name); products of 4 and up have no SAT key and stay
 * out of the check.
 */
export function ticketLitresBySatProduct(
  tickets: TicketLitres[],
  reportedProducts: string[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of tickets) {
    const matches = TICKET_PRODUCT_KEYS[row.product];
    if (!matches) continue;
    const key =
      reportedProducts.find(matches) ??
      (row.product === 1 ? 'PR07/SP16' : row.product === 2 ? 'PR07/SP17' : 'PR03');
    const at = `${row.day}|${key}`;
    out.set(at, (out.get(at) ?? 0) + row.litres);
  }
  return out;
}

export interface MonthCheckOptions {
  /** The station's date now; by default its today in its time zone. */
  today?: string;
  /** The configuration's day the monthly report is due (COMPLIANCE_MONTHLY_DUE_DAY). */
  dueDay?: number;
}

/** Checks the month and stores its findings and summary; answers the summary. */
export async function checkStationMonth(
  trx: Kysely<Database>,
  station: { id: number; time_zone: string },
  month: string,
  options: MonthCheckOptions = {},
): Promise<MonthSummaryRow> {
  const today = options.today ?? todayIn(station.time_zone);
  const first = firstOfMonth(`${month}-01`);
  const last = lastOfMonth(first);
  const [days, previous, following, monthly, tickets] = await Promise.all([
    dailyFactsOf(trx, station.id, first, last),
    dailyFactsOf(trx, station.id, addDays(first, -1), addDays(first, -1)),
    dailyFactsOf(trx, station.id, addDays(last, 1), addDays(last, FOLLOWING_DAYS)),
    monthlyFactsOf(trx, station.id, month),
    dailyTicketLitres(trx, station.id, first, last, station.time_zone),
  ]);
  const products = [...new Set(days.flatMap((d) => d.tanks.map((t) => t.product)))];
  const dueDay = options.dueDay ?? MONTHLY_DUE_DAY;
  const findings = checkMonth({
    month,
    today,
    timeZone: station.time_zone,
    days,
    previousDay: previous[0] ?? null,
    followingDays: following,
    monthly,
    // Without any ticket of the station that month there is nothing to compare with: a station
    // whose tickets Surtidor does not receive is not told every day that it sold nothing.
    ticketLitres: tickets.length > 0 ? ticketLitresBySatProduct(tickets, products) : undefined,
    dueDay,
    warnDays: DUE_WARN_DAYS,
  });
  const fileOfDay = new Map(days.map((d) => [d.day, d.fileId]));
  const stored: StoredFinding[] = findings.map((f) => ({
    ...f,
    severity: severityOf(f),
    fileId: f.day !== null ? (fileOfDay.get(f.day) ?? null) : (monthly?.fileId ?? null),
  }));

  const dueDays = [...Array(daysBetween(first, last) + 1).keys()]
    .map((i) => addDays(first, i))
    .filter((d) => d < today);
  const received = new Set(days.map((d) => d.day));
  const findingDays = new Set(stored.filter((f) => f.day !== null).map((f) => f.day!));
  const count = (severity: StoredFinding['severity']) =>
    stored.filter((f) => f.severity === severity).length;
  const monthFindings = stored.filter((f) => f.rule !== 'dueDate').length;
  const summary: Omit<MonthSummaryRow, 'month'> = {
    checked_at: new Date(),
    checked_on: today,
    days_due: dueDays.length,
    days_received: received.size,
    days_with_findings: [...findingDays].filter((d) => received.has(d)).length,
    days_missing: dueDays.filter((d) => !received.has(d)).length,
    findings: stored.length,
    high: count('high'),
    medium: count('medium'),
    low: count('low'),
    monthly_state: !monthly ? 'missing' : monthFindings > 0 ? 'findings' : 'clean',
    due_date: monthlyDueDate(month, dueDay),
  };
  await replaceMonthFindings(trx, station.id, month, stored, summary);
  return { month, ...summary };
}

/** Checks the month in a transaction of its own, under the station's lock (a read that found it stale, a recheck). */
export function checkMonthNow(
  db: Kysely<Database>,
  station: { id: number; time_zone: string },
  month: string,
  options: MonthCheckOptions = {},
): Promise<MonthSummaryRow> {
  return db.transaction().execute(async (trx) => {
    await lockStation(trx, station.id);
    return checkStationMonth(trx, station, month, options);
  });
}
