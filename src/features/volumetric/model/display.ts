// How the volumetric screens write dates, hosts and counts.
import { addDays, todayIn } from '@/lib/dates/calendarDates';
import { formatLocalInstant } from '@/lib/dates/zonedTimes';

const count = new Intl.NumberFormat('es-MX');

/** A date-time of the API for a table cell; null (never happened) as a dash. */
export function formatDateTime(value: string | null | undefined, never = '—'): string {
  if (!value) return never;
  return formatLocalInstant(value, 'es-MX', 'dd/LL/yyyy, HH:mm') || value;
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** The host of a URL ('api.cmx.mx'), or the text itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The day before `today` as YYYY-MM-DD, in the browser's time zone. */
export function yesterday(today: Date = new Date()): string {
  return addDays(todayIn(undefined, today), -1);
}
