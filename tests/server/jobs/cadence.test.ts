// When a schedule fires next: fixed intervals, and wall-clock times in a time zone every day,
// on a weekday or on a day of the month, across clock changes and month ends.
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

  it('fires weekly on its weekday only', () => {
    const zone = 'America/Mexico_City';
    const monday = { weekly_at: '07:00', weekday: 1, zone };
    // 2026-11-23 is a Monday; 07:00 in Mexico City is 13:00 UTC.
    expect(nextRunAfter(monday, new Date('2026-11-23T12:00:00Z'))).toEqual(
      new Date('2026-11-23T13:00:00Z'),
    );
    expect(nextRunAfter(monday, new Date('2026-11-23T13:00:00Z'))).toEqual(
      new Date('2026-11-30T13:00:00Z'),
    );
    // Sunday 23:30 local is already Monday in UTC: the Sunday counts, in the zone.
    const sunday = { weekly_at: '23:30', weekday: 7, zone };
    expect(nextRunAfter(sunday, new Date('2026-11-23T06:00:00Z'))).toEqual(
      new Date('2026-11-30T05:30:00Z'),
    );
  });

  it('fires monthly on its day, on the last day of a month that lacks it', () => {
    const zone = 'America/Mexico_City';
    const last = { monthly_at: '06:00', day_of_month: 31, zone };
    expect(nextRunAfter(last, new Date('2026-11-02T00:00:00Z'))).toEqual(
      new Date('2026-11-30T12:00:00Z'),
    );
    // Just after the run on the 30th: December has its 31st.
    expect(nextRunAfter(last, new Date('2026-11-30T12:00:00Z'))).toEqual(
      new Date('2026-12-31T12:00:00Z'),
    );
    // From the last day of December to the last of January, then February (common and leap).
    expect(nextRunAfter(last, new Date('2026-12-31T12:00:00Z'))).toEqual(
      new Date('2027-01-31T12:00:00Z'),
    );
    expect(nextRunAfter(last, new Date('2027-01-31T12:00:00Z'))).toEqual(
      new Date('2027-02-28T12:00:00Z'),
    );
    expect(nextRunAfter(last, new Date('2028-02-01T00:00:00Z'))).toEqual(
      new Date('2028-02-29T12:00:00Z'),
    );
    const thirtieth = { monthly_at: '06:00', day_of_month: 30, zone };
    expect(nextRunAfter(thirtieth, new Date('2027-02-01T00:00:00Z'))).toEqual(
      new Date('2027-02-28T12:00:00Z'),
    );
    // The first of the month, late on the last evening of the month before (UTC already on the 1st).
    const first = { monthly_at: '06:00', day_of_month: 1, zone };
    expect(nextRunAfter(first, new Date('2026-12-01T05:00:00Z'))).toEqual(
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(nextRunAfter(first, new Date('2026-12-01T12:00:00Z'))).toEqual(
      new Date('2027-01-01T12:00:00Z'),
    );
  });

  it('keeps the local time of weekly and monthly runs across Tijuana clock changes', () => {
    const zone = 'America/Tijuana';
    // Tijuana: UTC-8 in winter, UTC-7 from 2026-03-08 02:00 to 2026-11-01 02:00.
    const sunday = { weekly_at: '09:30', weekday: 7, zone };
    // Sunday 2026-03-01 09:30 is at UTC-8; the next Sunday, the day clocks go forward, at UTC-7.
    expect(nextRunAfter(sunday, new Date('2026-03-01T12:00:00Z'))).toEqual(
      new Date('2026-03-01T17:30:00Z'),
    );
    expect(nextRunAfter(sunday, new Date('2026-03-01T17:30:00Z'))).toEqual(
      new Date('2026-03-08T16:30:00Z'),
    );
    // Back on 2026-11-01 (a Sunday): 09:30 is at UTC-8 again.
    expect(nextRunAfter(sunday, new Date('2026-10-25T16:30:00Z'))).toEqual(
      new Date('2026-11-01T17:30:00Z'),
    );
    // 01:30 happens twice on 2026-11-01 (UTC-7, then UTC-8): the run is the first one, once.
    const nightly = { daily_at: '01:30', zone };
    expect(nextRunAfter(nightly, new Date('2026-10-31T09:00:00Z'))).toEqual(
      new Date('2026-11-01T08:30:00Z'),
    );
    expect(nextRunAfter(nightly, new Date('2026-11-01T08:30:00Z'))).toEqual(
      new Date('2026-11-02T09:30:00Z'),
    );
    // A monthly run on the 8th at 02:30, a time 2026-03-08 skips: it goes at 03:30 local.
    const eighth = { monthly_at: '02:30', day_of_month: 8, zone };
    expect(nextRunAfter(eighth, new Date('2026-02-08T11:00:00Z'))).toEqual(
      new Date('2026-03-08T10:30:00Z'),
    );
    // The month after, 02:30 exists and is at UTC-7.
    expect(nextRunAfter(eighth, new Date('2026-03-08T10:30:00Z'))).toEqual(
      new Date('2026-04-08T09:30:00Z'),
    );
    // A month-end run across the autumn change: 31 October at UTC-7, 30 November at UTC-8.
    const last = { monthly_at: '20:00', day_of_month: 31, zone };
    // (2026-10-01 00:00 UTC is still 30 September there, whose 20:00 is ahead.)
    expect(nextRunAfter(last, new Date('2026-10-01T00:00:00Z'))).toEqual(
      new Date('2026-10-01T03:00:00Z'),
    );
    expect(nextRunAfter(last, new Date('2026-10-01T03:00:00Z'))).toEqual(
      new Date('2026-11-01T03:00:00Z'),
    );
    expect(nextRunAfter(last, new Date('2026-11-01T03:00:00Z'))).toEqual(
      new Date('2026-12-01T04:00:00Z'),
    );
  });

  it('refuses a cadence it cannot compute', () => {
    expect(() => checkCadence({ every_minutes: 0 })).toThrow('every_minutes');
    expect(() => checkCadence({ every_minutes: 1.5 })).toThrow('every_minutes');
    expect(() => checkCadence({ daily_at: '7:00', zone: 'UTC' })).toThrow('HH:MM');
    expect(() => checkCadence({ daily_at: '07:00', zone: 'Mars/Olympus' })).toThrow('time zone');
    expect(() => checkCadence({ weekly_at: '25:00', weekday: 1, zone: 'UTC' })).toThrow('HH:MM');
    expect(() => checkCadence({ weekly_at: '07:00', weekday: 0, zone: 'UTC' })).toThrow('weekday');
    expect(() => checkCadence({ weekly_at: '07:00', weekday: 8, zone: 'UTC' })).toThrow('weekday');
    expect(() => checkCadence({ monthly_at: '07:00', day_of_month: 0, zone: 'UTC' })).toThrow(
      'day_of_month',
    );
    expect(() => checkCadence({ monthly_at: '07:00', day_of_month: 32, zone: 'UTC' })).toThrow(
      'day_of_month',
    );
    expect(() =>
      nextRunAfter({ monthly_at: '07:00', day_of_month: 1, zone: 'Mars/Olympus' }, new Date()),
    ).toThrow('time zone');
  });
});
