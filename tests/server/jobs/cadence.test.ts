// When a schedule fires next: fixed intervals, and daily wall-clock times in a time zone.
import { checkCadence, nextRunAfter } from '@/server/jobs/queue';

describe('nextRunAfter', () => {
  it('adds the interval for every_minutes', () => {
    const after = new Date('2026-03-02T12:00:30Z');
    expect(nextRunAfter({ every_minutes: 60 }, after)).toEqual(new Date('2026-03-02T13:00:30Z'));
    expect(nextRunAfter({ every_minutes: 1 }, after)).toEqual(new Date('2026-03-02T12:01:30Z'));
  });

  it('finds the next daily time in Mexico City', () => {
    const zone = 'America/Mexico_City';
    // 12:00 UTC is 06:00 in Mexico City (UTC-6, no daylight saving since 2022).
    const at = new Date('2026-03-02T12:00:00Z');
    expect(nextRunAfter({ daily_at: '07:00', zone }, at)).toEqual(new Date('2026-03-02T13:00:00Z'));
    expect(nextRunAfter({ daily_at: '05:00', zone }, at)).toEqual(new Date('2026-03-03T11:00:00Z'));
    // Exactly at the time: the next run is tomorrow's.
    expect(nextRunAfter({ daily_at: '06:00', zone }, at)).toEqual(new Date('2026-03-03T12:00:00Z'));
    // Late evening in Mexico City is already the next day in UTC.
    expect(nextRunAfter({ daily_at: '23:30', zone }, new Date('2026-03-03T04:00:00Z'))).toEqual(
      new Date('2026-03-03T05:30:00Z'),
    );
  });

  it('keeps the local time across a daylight-saving change', () => {
    const zone = 'America/New_York';
    // The night of 2026-03-08 clocks go forward: 07:00 is 12:00 UTC before, 11:00 UTC after.
    expect(nextRunAfter({ daily_at: '07:00', zone }, new Date('2026-03-07T13:00:00Z'))).toEqual(
      new Date('2026-03-08T11:00:00Z'),
    );
  });

  it('refuses a cadence it cannot compute', () => {
    expect(() => checkCadence({ every_minutes: 0 })).toThrow('every_minutes');
    expect(() => checkCadence({ every_minutes: 1.5 })).toThrow('every_minutes');
    expect(() => checkCadence({ daily_at: '7:00', zone: 'UTC' })).toThrow('HH:MM');
    expect(() => checkCadence({ daily_at: '07:00', zone: 'Mars/Olympus' })).toThrow('time zone');
  });
});
