// How 'Sesiones' and 'Verificación en dos pasos' write an instant: day, short month, year and
// time on the browser's clock, in the interface's language ('29 nov 2026, 09:41').
import { formatLocalInstant } from '@/lib/dates/zonedTimes';

export const sessionDate = (iso: string, language: string): string =>
  formatLocalInstant(iso, language.startsWith('en') ? 'en' : 'es', 'd MMM yyyy, HH:mm');
