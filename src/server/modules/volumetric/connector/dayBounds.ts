// The start and end of one day at the station, written the way the supplier expects them.
import { formatIn, lastSecondOfDayIn, startOfDayIn } from '@/lib/dates/zonedTimes';
import type { DateFormat } from './settings';

export interface DayBounds {
  start: string | number;
  end: string | number;
}

export function dayBounds(day: string, timeZone: string, format: DateFormat): DayBounds {
  const start = startOfDayIn(day, timeZone);
  const end = lastSecondOfDayIn(day, timeZone);
  const write = (at: Date, pattern: string) => formatIn(at, timeZone, pattern);
  switch (format) {
    case 'YYYY-MM-DD':
      return { start: write(start, 'yyyy-MM-dd'), end: write(start, 'yyyy-MM-dd') };
    case 'DD/MM/YYYY':
      return { start: write(start, 'dd/MM/yyyy'), end: write(start, 'dd/MM/yyyy') };
    case 'YYYY-MM-DD HH:MM:SS':
      return {
        start: write(start, 'yyyy-MM-dd HH:mm:ss'),
        end: write(end, 'yyyy-MM-dd HH:mm:ss'),
      };
    case 'YYYY-MM-DDTHH:MM:SS':
      return {
        start: write(start, "yyyy-MM-dd'T'HH:mm:ss"),
        end: write(end, "yyyy-MM-dd'T'HH:mm:ss"),
      };
    case 'UNIX':
      return { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) };
  }
}
