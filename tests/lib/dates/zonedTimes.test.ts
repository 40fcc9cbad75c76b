// Instants on a time zone's clock: local days and hours, their first instants, clock changes
// (Mexico City kept daylight saving until 2022: clocks went forward on 2022-04-03 at 02:00 and
// back on 2022-10-30 at 02:00), and an unknown zone.
import {
  clockIn,
  dayAround,
  formatIn,
  instantAt,
  instantOfOffsetDateTime,
  isKnownZone,
  lastSecondOfDayIn,
  localDaysFrom,
  monthAround,
  placeClock,
  placeInstant,
  readableDateTimeIn,
  startOfDayIn,
  steadyHourOffset,
} from '@/lib/dates/zonedTimes';

const MX = 'America/Mexico_City';

describe('zoned times', () => {
  it('reads the local day, hour and minute of an instant, none in an unknown zone', () => {
    expect(clockIn(new Date('2026-03-10T05:30:00Z'), MX)).toEqual({
      day: '2026-03-09',
      hour: 23,
      minute: 30,
    });
    expect(clockIn(Date.parse('2026-03-10T06:00:00Z'), MX)?.day).toBe('2026-03-10');
    expect(clockIn(new Date(), 'Mars/Olympus')).toBeNull();
    expect(isKnownZone(MX)).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
  });

  it('starts and ends a local day at its own instants', () => {
    expect(startOfDayIn('2026-03-10', MX).toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(lastSecondOfDayIn('2026-03-10', MX).toISOString()).toBe('2026-03-11T05:59:59.000Z');
    // The day clocks went forward lasted 23 hours.
    expect(
      lastSecondOfDayIn('2022-04-03', MX).getTime() - startOfDayIn('2022-04-03', MX).getTime(),
    ).toBe(23 * 3_600_000 - 1000);
  });

  it('moves a skipped local time forward with the clock', () => {
    expect(instantAt('2026-03-10', 22, 0, MX).toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(formatIn(instantAt('2022-04-03', 2, 30, MX), MX, 'HH:mm')).toBe('03:30');
  });

  it('gives the day and month around an instant, with their bounds', () => {
    const at = Date.parse('2026-03-10T05:30:00Z');
    expect(dayAround(at, MX)).toEqual({
      first: '2026-03-09',
      from: Date.parse('2026-03-09T06:00:00Z'),
      to: Date.parse('2026-03-10T06:00:00Z'),
    });
    expect(monthAround(at, MX)).toEqual({
      first: '2026-03-01',
      from: Date.parse('2026-03-01T06:00:00Z'),
      to: Date.parse('2026-04-01T06:00:00Z'),
    });
  });

  it('walks local days, each knowing its weekday, its month and its local times', () => {
    const days = localDaysFrom(new Date('2022-10-29T12:00:00Z'), MX);
    const saturday = days.next().value!;
    const sunday = days.next().value!;
    expect(saturday).toMatchObject({
      day: '2022-10-29',
      weekday: 6,
      dayOfMonth: 29,
      daysInMonth: 31,
    });
    expect(sunday.day).toBe('2022-10-30');
    // Clocks went back at 02:00: the repeated 01:30 is taken at its first occurrence (still CDT).
    expect(sunday.at(1, 30).toISOString()).toBe('2022-10-30T06:30:00.000Z');
    expect(days.next().value!.start - sunday.start).toBe(25 * 3_600_000);
  });

  it('writes instants in a zone and in the locale, UTC when the zone is unknown', () => {
    expect(formatIn(new Date('2026-11-26T20:05:00Z'), MX, 'dd/LL/yyyy HH:mm')).toBe(
      '26/11/2026 14:05',
    );
    expect(readableDateTimeIn('2026-11-26T20:05:00Z', MX, 'en')).toMatch(
      /^Nov 26, 2026, 2:05\sPM$/,
    );
    expect(readableDateTimeIn('2026-11-26T20:05:00Z', 'Mars/Olympus', 'en')).toBe(
      readableDateTimeIn('2026-11-26T20:05:00Z', 'UTC', 'en'),
    );
  });

  it('places wall-clock readings: gaps move forward, repeated hours take the first instant', () => {
    const clock = { year: 2022, month: 10, day: 30, hour: 1, minute: 30, second: 0 };
    expect(placeClock(clock, MX)).toEqual({
      instant: '2022-10-30T06:30:00.000Z',
      local: '2022-10-30 01:30:00',
      year: 2022,
    });
    expect(placeClock({ ...clock, month: 4, day: 3, hour: 2 }, MX)?.local).toBe(
      '2022-04-03 03:30:00',
    );
    expect(placeClock(clock, 'Mars/Olympus')).toBeNull();
    expect(placeInstant(Date.parse('2026-03-10T18:00:00Z'), MX)?.local).toBe('2026-03-10 12:00:00');
    expect(placeInstant(0, 'Mars/Olympus')).toBeNull();
  });

  it('knows the hours whose offset holds throughout', () => {
    expect(steadyHourOffset({ year: 2026, month: 3, day: 10, hour: 12 }, MX)).toBe(-360);
    expect(steadyHourOffset({ year: 2022, month: 10, day: 30, hour: 1 }, MX)).toBeNull();
    expect(steadyHourOffset({ year: 2022, month: 4, day: 3, hour: 2 }, MX)).toBeNull();
    expect(
      steadyHourOffset({ year: 2026, month: 3, day: 10, hour: 12 }, 'Mars/Olympus'),
    ).toBeNull();
  });

  it('reads date-times with their own offset', () => {
    expect(instantOfOffsetDateTime('2026-03-10T12:00:00-06:00')).toBe(
      Date.parse('2026-03-10T18:00:00Z'),
    );
    expect(instantOfOffsetDateTime('2026-02-30T12:00:00Z')).toBeNull();
  });
});
