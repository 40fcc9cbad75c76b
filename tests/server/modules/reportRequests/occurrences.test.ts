// When a report configuration fires, in the station's zone, and what period it reports on.
import {
  nextOccurrence,
  periodOfOccurrence,
  type ReportSchedule,
} from '@/server/modules/reportRequests/occurrences';

const at = (iso: string) => new Date(iso);
const daily = (send_time: string): ReportSchedule => ({
  periodicity: 'daily',
  weekday: null,
  day_of_month: null,
  send_time,
});

describe('nextOccurrence', () => {
  it('fires daily at the local time, later today or tomorrow', () => {
    // 08:00 in Mexico City (UTC-6, no DST since 2022) is 14:00 UTC.
    expect(
      nextOccurrence(daily('08:00'), 'America/Mexico_City', at('2026-11-23T13:59:00Z')),
    ).toEqual(at('2026-11-23T14:00:00Z'));
    expect(
      nextOccurrence(daily('08:00'), 'America/Mexico_City', at('2026-11-23T14:00:00Z')),
    ).toEqual(at('2026-11-24T14:00:00Z'));
  });

  it('keeps the local time across Tijuana clock changes', () => {
    // Tijuana: UTC-7 in summer, UTC-8 in winter; clocks go back on 2026-11-01 at 02:00.
    // 2026-10-31 10:00 local (UTC-7) is past 09:30: the next is 2026-11-01 09:30 at UTC-8.
    expect(nextOccurrence(daily('09:30'), 'America/Tijuana', at('2026-10-31T17:00:00Z'))).toEqual(
      at('2026-11-01T17:30:00Z'),
    );
    // The same local time the day before the change was at UTC-7.
    expect(nextOccurrence(daily('09:30'), 'America/Tijuana', at('2026-10-31T12:00:00Z'))).toEqual(
      at('2026-10-31T16:30:00Z'),
    );
    // The day after the change, 09:30 is 17:30 UTC (UTC-8).
    expect(nextOccurrence(daily('09:30'), 'America/Tijuana', at('2026-11-01T12:00:00Z'))).toEqual(
      at('2026-11-01T17:30:00Z'),
    );
    // Spring forward (2026-03-08): 02:30 does not exist, the report goes at 03:30 local.
    const spring = nextOccurrence(daily('02:30'), 'America/Tijuana', at('2026-03-08T08:00:00Z'));
    expect(spring).toEqual(at('2026-03-08T10:30:00Z'));
  });

  it('fires weekly on the chosen weekday', () => {
    const weekly: ReportSchedule = {
      periodicity: 'weekly',
      weekday: 1,
      day_of_month: null,
      send_time: '07:00',
    };
    // 2026-11-23 is a Monday: after 07:00 local the next is the following Monday.
    expect(nextOccurrence(weekly, 'America/Mexico_City', at('2026-11-23T12:00:00Z'))).toEqual(
      at('2026-11-23T13:00:00Z'),
    );
    expect(nextOccurrence(weekly, 'America/Mexico_City', at('2026-11-23T13:00:00Z'))).toEqual(
      at('2026-11-30T13:00:00Z'),
    );
    const sunday = { ...weekly, weekday: 7 };
    expect(nextOccurrence(sunday, 'America/Mexico_City', at('2026-11-23T13:00:00Z'))).toEqual(
      at('2026-11-29T13:00:00Z'),
    );
  });

  it('fires monthly, on the last day in shorter months', () => {
    const monthly: ReportSchedule = {
      periodicity: 'monthly',
      weekday: null,
      day_of_month: 31,
      send_time: '06:00',
    };
    expect(nextOccurrence(monthly, 'America/Mexico_City', at('2026-11-02T00:00:00Z'))).toEqual(
      at('2026-11-30T12:00:00Z'),
    );
    expect(nextOccurrence(monthly, 'America/Mexico_City', at('2026-12-01T00:00:00Z'))).toEqual(
      at('2026-12-31T12:00:00Z'),
    );
    // February of a leap year and of a common year.
    expect(nextOccurrence(monthly, 'America/Mexico_City', at('2028-02-01T00:00:00Z'))).toEqual(
      at('2028-02-29T12:00:00Z'),
    );
    expect(nextOccurrence(monthly, 'America/Mexico_City', at('2027-02-01T00:00:00Z'))).toEqual(
      at('2027-02-28T12:00:00Z'),
    );
    const first = { ...monthly, day_of_month: 1 };
    expect(nextOccurrence(first, 'America/Mexico_City', at('2026-12-01T12:00:00Z'))).toEqual(
      at('2027-01-01T12:00:00Z'),
    );
  });

  it('refuses an unknown zone and a bad time', () => {
    expect(() => nextOccurrence(daily('08:00'), 'Mars/Olympus', new Date())).toThrow(/time zone/);
    expect(() => nextOccurrence(daily('8am'), 'America/Mexico_City', new Date())).toThrow(/HH:MM/);
  });
});

describe('periodOfOccurrence', () => {
  const zone = 'America/Mexico_City';
  it('reports the previous day, week (Monday to Sunday) or month, in local dates', () => {
    // Monday 2026-11-23 07:00 local.
    const monday = at('2026-11-23T13:00:00Z');
    expect(periodOfOccurrence('weekly', 'daily', zone, monday)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(periodOfOccurrence('weekly', 'weekly', zone, monday)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(periodOfOccurrence('monthly', 'monthly', zone, monday)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    // On a Sunday the current week is not over: the previous one.
    expect(periodOfOccurrence('weekly', 'weekly', zone, at('2026-11-29T13:00:00Z'))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    // The daily report is one day whatever the periodicity.
    expect(periodOfOccurrence('daily', 'weekly', zone, monday)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
  });

  it('reports on the local month in a zone with clock changes', () => {
    // A monthly report on the 1st at 00:15 in Tijuana, the night clocks go back (2026-11-01):
    // 07:15 UTC, local 00:15 at UTC-7, so October is the month over.
    const monthly: ReportSchedule = {
      periodicity: 'monthly',
      weekday: null,
      day_of_month: 1,
      send_time: '00:15',
    };
    const occurrence = nextOccurrence(monthly, 'America/Tijuana', at('2026-10-15T00:00:00Z'));
    expect(occurrence).toEqual(at('2026-11-01T07:15:00Z'));
    expect(periodOfOccurrence('monthly', 'monthly', 'America/Tijuana', occurrence)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('uses the local date, not the UTC one', () => {
    // 2026-12-01 05:00 UTC is still 2026-11-30 23:00 in Mexico City.
    expect(periodOfOccurrence('monthly', 'monthly', zone, at('2026-12-01T05:00:00Z'))).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });
});
