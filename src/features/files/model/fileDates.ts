// Dates of the files list read in Spanish as 'd de MMMM de yyyy', whatever the
// interface language, in the browser's time zone.
import { formatLocalInstant } from '@/lib/dates/zonedTimes';

export function spanishLongDate(iso: string): string {
  return formatLocalInstant(iso, 'es', "d 'de' MMMM 'de' yyyy");
}
