// When a schedule fires next: every N minutes, or daily at a wall-clock time in a time zone
// (computed in that zone, so a DST change keeps the local time).
import { DateTime } from 'luxon';

export type Cadence = { every_minutes: number } | { daily_at: string /* HH:MM */; zone: string };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Throws when the cadence cannot be computed (a bad time, zone or interval). */
export function checkCadence(cadence: Cadence): void {
  if ('every_minutes' in cadence) {
    const minutes = cadence.every_minutes;
    if (!Number.isInteger(minutes) || minutes < 1) {
      throw new Error(`every_minutes must be a positive integer, got ${String(minutes)}`);
    }
    return;
  }
  if (!HH_MM.test(cadence.daily_at)) {
    throw new Error(`daily_at must be HH:MM (24 h), got "${cadence.daily_at}"`);
  }
  if (!DateTime.now().setZone(cadence.zone).isValid) {
    throw new Error(`unknown time zone "${cadence.zone}"`);
  }
}

/** The first run strictly after `after`. */
export function nextRunAfter(cadence: Cadence, after: Date): Date {
  checkCadence(cadence);
  if ('every_minutes' in cadence) {
    return new Date(after.getTime() + cadence.every_minutes * 60_000);
  }
  const [, hour, minute] = HH_MM.exec(cadence.daily_at)!.map(Number);
  const current = DateTime.fromJSDate(after).setZone(cadence.zone);
  const at = (day: DateTime) => day.set({ hour, minute, second: 0, millisecond: 0 });
  let next = at(current);
  if (next <= current) next = at(current.plus({ days: 1 }));
  return next.toJSDate();
}
