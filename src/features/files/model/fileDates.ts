// Dates of the files list read in Spanish as 'd de MMMM de yyyy', whatever the
// interface language, in the browser's time zone.
import { DateTime } from 'luxon';

export function spanishLongDate(iso: string): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.setLocale('es').toFormat("d 'de' MMMM 'de' yyyy") : '';
}
