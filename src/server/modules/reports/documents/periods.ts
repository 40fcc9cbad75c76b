// The period a report covers and the one it is compared with.
import type { ReportType } from '@/api/generated/reports.gen';
import { addDays, daysBetween, daysThrough } from '@/lib/dates/calendarDates';
import { monthOf, type CalendarPeriod } from '@/lib/dates/calendarPeriods';

export interface Period {
  start: string;
  end: string;
}

const asPeriod = ({ startDate, endDate }: CalendarPeriod): Period => ({
  start: startDate,
  end: endDate,
});

export interface ReportPeriods {
  period: Period;
  /** null where a comparison makes no sense (price, traffic sensitivity). */
  previous: Period | null;
  previousNote: 'note.previous_daily' | 'note.previous_period' | 'note.previous_month' | null;
}

export function reportPeriods(type: ReportType, start: string, end: string): ReportPeriods {
  if (type === 'daily') {
    const prev = addDays(start, -7);
    return {
      period: { start, end: start },
      previous: { start: prev, end: prev },
      previousNote: 'note.previous_daily',
    };
  }
  if (type === 'monthly') {
    return {
      period: asPeriod(monthOf(start)),
      previous: asPeriod(monthOf(start, -1)),
      previousNote: 'note.previous_month',
    };
  }
  if (type === 'price' || type === 'traffic_sensitivity') {
    return { period: { start, end }, previous: null, previousNote: null };
  }
  const length = daysBetween(start, end) + 1;
  return {
    period: { start, end },
    previous: { start: addDays(start, -length), end: addDays(start, -1) },
    previousNote: 'note.previous_period',
  };
}

export const daysOf = (p: Period): string[] => daysThrough(p.start, p.end);
