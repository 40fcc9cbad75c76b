// The SAT compliance conditions, over the pre-audit's stored facts (modules/compliance), each
// on the station's local calendar and evaluated every 15 minutes (the operations schedule):
// - compliance_report_missing: a day's daily report is not in `hours` hours after the day
//   ended (from the station's first daily report on, over the last 7 days); one subject per
//   day, resolved when the report arrives (or the day leaves the window).
// - compliance_mismatch: a finding of the daily balance or of the sales tickets (a difference
//   beyond the rule's 0.5 % threshold) on a day of the last 62 (a month's findings stay until
//   its monthly report is due); one subject per finding (rule, day and tank or product),
//   resolved when a corrected file clears it (or the day leaves the window).
// - compliance_monthly_due: a month's monthly report is due within the pre-audit's warning
//   window (7 days) or overdue, and the month is not clean (the report missing, or findings);
//   one subject per month, resolved when the month is clean.
// Rows carry when each fact was received, and each evaluator sees only what was received by
// `now`: a replay is the same evaluator at each day's end over rows read once.
import type { FieldError } from '../../../errors';
import { addDays, daysBetween, daysThrough, lastOfMonth, todayIn } from '@/lib/dates/calendarDates';
import { startOfDayIn } from '@/lib/dates/zonedTimes';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';
import { DUE_WARN_DAYS } from '../../compliance';
import type { ConditionDefinition, Firing } from './types';
import {
  MISMATCH_LOOKBACK_DAYS,
  MISMATCH_RULES,
  REPORT_MISSING_LOOKBACK_DAYS,
  type ComplianceRows,
} from './complianceRows';
import { replayCompliance } from './replays';

const HOUR_MS = 3_600_000;
/** The most hours after a day's end a rule may wait for its report (within the window). */
export const REPORT_MISSING_MAX_HOURS = 72;

const receivedBy = (at: Date | null | undefined, now: Date) =>
  at !== null && at !== undefined && at.getTime() <= now.getTime();

export const complianceReportMissing: ConditionDefinition<
  'compliance_report_missing',
  'compliance'
> = {
  kind: 'compliance_report_missing',
  family: 'compliance',
  parameters: CONDITION_PARAMETERS.compliance_report_missing,
  catalogueKey: 'kinds.compliance_report_missing',
  label: 'Reporte diario del SAT sin recibir',
  detailsSchema: 'ComplianceReportMissingAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayCompliance(db, parameters, stationIds, complianceReportMissing.evaluate),
  check(parameters): FieldError[] {
    return (parameters.hours ?? 0) > REPORT_MISSING_MAX_HOURS
      ? [
          {
            field: 'body.condition.hours',
            rule: 'maximum',
            message: `Esta condición admite como máximo ${REPORT_MISSING_MAX_HOURS} horas`,
          },
        ]
      : [];
  },
  evaluate(parameters, stationIds, rows: ComplianceRows, now): Firing[] {
    const hours = parameters.hours ?? 1;
    const firings: Firing[] = [];
    for (const stationId of stationIds) {
      const station = rows.stations.get(stationId);
      if (!station || station.firstDay === null) continue;
      const today = todayIn(station.timeZone, now);
      const yesterday = addDays(today, -1);
      let first = addDays(today, -REPORT_MISSING_LOOKBACK_DAYS);
      if (station.firstDay > first) first = station.firstDay;
      if (first > yesterday) continue;
      for (const day of daysThrough(first, yesterday)) {
        const deadline = new Date(
          startOfDayIn(addDays(day, 1), station.timeZone).getTime() + hours * HOUR_MS,
        );
        if (now.getTime() < deadline.getTime()) continue;
        if (receivedBy(station.dailyReceived.get(day), now)) continue;
        firings.push({
          gasStationId: stationId,
          subjectKey: `day:${day}`,
          details: { day, month: day.slice(0, 7), deadline: deadline.toISOString(), hours },
        });
      }
    }
    return firings;
  },
};

export const complianceMismatch: ConditionDefinition<'compliance_mismatch', 'compliance'> = {
  kind: 'compliance_mismatch',
  family: 'compliance',
  parameters: CONDITION_PARAMETERS.compliance_mismatch,
  catalogueKey: 'kinds.compliance_mismatch',
  label: 'Diferencia de volúmenes en reportes del SAT',
  detailsSchema: 'ComplianceMismatchAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayCompliance(db, parameters, stationIds, complianceMismatch.evaluate),
  evaluate(_parameters, stationIds, rows: ComplianceRows, now): Firing[] {
    const inScope = new Set(stationIds);
    const firings: Firing[] = [];
    for (const f of rows.findings) {
      if (!inScope.has(f.gasStationId) || !MISMATCH_RULES.includes(f.rule)) continue;
      const station = rows.stations.get(f.gasStationId);
      if (!station) continue;
      const today = todayIn(station.timeZone, now);
      if (f.day < addDays(today, -MISMATCH_LOOKBACK_DAYS) || f.day >= today) continue;
      if (f.receivedAt !== null && !receivedBy(f.receivedAt, now)) continue;
      firings.push({
        gasStationId: f.gasStationId,
        subjectKey: `${f.rule}:${f.day}:${f.subject ?? ''}`,
        details: {
          finding_id: f.id,
          rule: f.rule,
          day: f.day,
          month: f.month,
          subject: f.subject,
          message: f.message,
          figures: f.figures,
        },
      });
    }
    return firings;
  },
};

export const complianceMonthlyDue: ConditionDefinition<'compliance_monthly_due', 'compliance'> = {
  kind: 'compliance_monthly_due',
  family: 'compliance',
  parameters: CONDITION_PARAMETERS.compliance_monthly_due,
  catalogueKey: 'kinds.compliance_monthly_due',
  label: 'Reporte mensual del SAT por vencer',
  detailsSchema: 'ComplianceMonthlyDueAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayCompliance(db, parameters, stationIds, complianceMonthlyDue.evaluate),
  evaluate(_parameters, stationIds, rows: ComplianceRows, now): Firing[] {
    const inScope = new Set(stationIds);
    const firings: Firing[] = [];
    for (const m of rows.months) {
      if (!inScope.has(m.gasStationId)) continue;
      const station = rows.stations.get(m.gasStationId);
      if (!station) continue;
      const today = todayIn(station.timeZone, now);
      if (today <= lastOfMonth(`${m.month}-01`)) continue;
      if (today < addDays(m.dueDate, -DUE_WARN_DAYS)) continue;
      if (m.monthlyState === 'clean' && receivedBy(m.monthlyReceivedAt, now)) continue;
      firings.push({
        gasStationId: m.gasStationId,
        subjectKey: `month:${m.month}`,
        details: {
          month: m.month,
          due_date: m.dueDate,
          days_left: daysBetween(today, m.dueDate),
          monthly_state: receivedBy(m.monthlyReceivedAt, now) ? m.monthlyState : 'missing',
          findings: m.findings,
        },
      });
    }
    return firings;
  },
};
