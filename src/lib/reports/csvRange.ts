// The CSV data download's range rules, shared by the Data screen (messages beside the date
// fields) and the server (which enforces them): at most 90 days, within the last 12 months,
// no future dates, up to yesterday. Dates are 'YYYY-MM-DD' local to the station; `today` is
// the station's today, so the caller decides the time zone.
import { addDays, addMonths, daysBetween, isCalendarDate } from '@/lib/dates/calendarDates';

export const CSV_RANGE_MAX_DAYS = 90;
export const CSV_RANGE_MONTHS_BACK = 12;

export type CsvRangeRule =
  'date' | 'order' | 'maxDays' | 'withinMonths' | 'notFuture' | 'upToYesterday';

export interface CsvRangeError {
  field: 'start_date' | 'end_date';
  rule: CsvRangeRule;
}

/** Spanish messages by rule (the server's; the client has them in its catalogues too). */
export const CSV_RANGE_MESSAGES: Record<CsvRangeRule, string> = {
  date: 'La fecha no es válida.',
  order: 'La fecha inicial debe ser anterior o igual a la final.',
  maxDays: `El rango no puede ser mayor a ${CSV_RANGE_MAX_DAYS} días.`,
  withinMonths: `La fecha debe estar dentro de los últimos ${CSV_RANGE_MONTHS_BACK} meses.`,
  notFuture: 'No se permiten fechas futuras.',
  upToYesterday: 'La fecha final puede ser como máximo ayer.',
};

const isDate = isCalendarDate;

/** Every rule the range breaks (empty when it is valid), one per field at most. */
export function checkCsvRange(startDate: string, endDate: string, today: string): CsvRangeError[] {
  const errors: CsvRangeError[] = [];
  const add = (field: CsvRangeError['field'], rule: CsvRangeRule) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, rule });
  };
  if (!isDate(startDate)) add('start_date', 'date');
  if (!isDate(endDate)) add('end_date', 'date');
  if (errors.length > 0 || !isDate(today)) return errors;

  // 'YYYY-MM-DD' days compare as text.
  const start = startDate;
  const end = endDate;
  const now = today;
  const oldest = addMonths(now, -CSV_RANGE_MONTHS_BACK);
  const yesterday = addDays(now, -1);
  for (const [field, date] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    if (date > now) add(field, 'notFuture');
    else if (date < oldest) add(field, 'withinMonths');
  }
  if (end === now) add('end_date', 'upToYesterday');
  if (start > yesterday && start <= now) add('start_date', 'upToYesterday');
  if (start > end) add('start_date', 'order');
  else if (daysBetween(start, end) + 1 > CSV_RANGE_MAX_DAYS) add('end_date', 'maxDays');
  return errors;
}

/** The default range offered: the last 30 days up to yesterday. */
export function defaultCsvRange(today: string): { startDate: string; endDate: string } {
  const end = addDays(today, -1);
  return { startDate: addDays(end, -29), endDate: end };
}
