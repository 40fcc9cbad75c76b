// The start and end of one day at the station, written the way the supplier expects them.
import { DateTime } from 'luxon';
import type { DateFormat } from './settings';

export interface DayBounds {
  start: string | number;
  end: string | number;
}

export function dayBounds(day: string, timeZone: string, format: DateFormat): DayBounds {
  const start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  const end = start.set({ hour: 23, minute: 59, second: 59, millisecond: 0 });
  switch (format) {
    case 'YYYY-MM-DD':
      return { start: start.toFormat('yyyy-MM-dd'), end: start.toFormat('yyyy-MM-dd') };
    case 'DD/MM/YYYY':
      return { start: start.toFormat('dd/MM/yyyy'), end: start.toFormat('dd/MM/yyyy') };
    case 'YYYY-MM-DD HH:MM:SS':
      return {
        start: start.toFormat('yyyy-MM-dd HH:mm:ss'),
        end: end.toFormat('yyyy-MM-dd HH:mm:ss'),
      };
    case 'YYYY-MM-DDTHH:MM:SS':
      return {
        start: start.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
        end: end.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
      };
    case 'UNIX':
      return { start: Math.floor(start.toSeconds()), end: Math.floor(end.toSeconds()) };
  }
}
