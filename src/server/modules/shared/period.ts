// The one check of a requested period: it starts on or before its end and spans at most
// `maxDays` days, so that no request makes the server compute or read an unbounded span (the
// contract has already made both ends real days in the accepted years).
import { daysBetween } from '@/lib/dates/calendarDates';
import { HttpError } from '../../errors';

/** The longest period any operation serves: a leap year. */
export const MAX_PERIOD_DAYS = 366;

export interface PeriodRules {
  /** Where the dates came from, for the field names: query.start_date, body.end_date. */
  location?: 'query' | 'body';
  maxDays?: number;
}

export function checkPeriod(start: string, end: string, rules: PeriodRules = {}): void {
  const { location = 'query', maxDays = MAX_PERIOD_DAYS } = rules;
  if (start > end) {
    throw new HttpError(
      400,
      'La fecha inicial debe ser anterior o igual a la final.',
      'validation_failed',
      [
        {
          field: `${location}.start_date`,
          rule: 'order',
          message: 'debe ser anterior o igual a la final',
        },
      ],
    );
  }
  if (daysBetween(start, end) + 1 > maxDays) {
    throw new HttpError(
      400,
      `El periodo no puede ser mayor a ${maxDays} días.`,
      'validation_failed',
      [{ field: `${location}.end_date`, rule: 'maxDays', message: `a lo más ${maxDays} días` }],
    );
  }
}
