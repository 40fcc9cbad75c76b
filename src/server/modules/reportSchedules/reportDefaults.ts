// The schedule each report type starts with (daily reports at a time, weekly ones on
// a weekday, monthly ones on a day of the month), all switched off and sent by e-mail at 08:00.
import { REPORT_TYPES, type ReportPeriodicity, type ReportType } from '../../db/schema';

export interface Schedule {
  periodicity: ReportPeriodicity;
  weekday: number | null;
  day_of_month: number | null;
}

const MONDAY = 1;

export function defaultSchedule(type: ReportType): Schedule {
  switch (type) {
    case 'daily':
    case 'price':
      return { periodicity: 'daily', weekday: null, day_of_month: null };
    case 'monthly':
      return { periodicity: 'monthly', weekday: null, day_of_month: 1 };
    default:
      return { periodicity: 'weekly', weekday: MONDAY, day_of_month: null };
  }
}

export const REPORT_TYPE_ORDER: readonly ReportType[] = REPORT_TYPES;
