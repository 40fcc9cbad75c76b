// Greeting and date line of the home screen, from the local time.
import { longLocalDate } from '@/lib/dates/zonedTimes';

export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

/** 05:00-11:59 morning, 12:00-18:59 afternoon, otherwise evening. */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 19) return 'afternoon';
  return 'evening';
}

/** Dates are written es-MX; English uses en-US. */
export function dateLocale(language: string): string {
  return language.startsWith('en') ? 'en-US' : 'es-MX';
}

/** e.g. 'lunes, 2 de marzo de 2026'. */
export function longDate(moment: Date, language: string): string {
  return longLocalDate(moment, dateLocale(language));
}

/** The first word of the user's name, for a friendly greeting; the whole name if one word. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
