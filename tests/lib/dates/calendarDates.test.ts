// The shared calendar arithmetic (server and client): month ends, leap years, the accepted
// years, and years below 100 read as written (Date.UTC read them as 1900-1999).
import {
  addDays,
  addMonths,
  dayIn,
  daysBetween,
  daysThrough,
  firstOfMonth,
  formatCalendarDate,
  isAcceptedDate,
  isAcceptedDateTime,
  isCalendarDate,
  lastOfMonth,
  mondayOf,
  monthsBetween,
  readableCalendarDate,
  relativeDays,
  todayIn,
} from '@/lib/dates/calendarDates';
import { checkAgainstSchema } from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

describe('calendar arithmetic', () => {
  it('ends each month on its last day, February by the leap-year rule', () => {
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastOfMonth('2023-02-10')).toBe('2023-02-28');
    expect(lastOfMonth('2000-02-01')).toBe('2000-02-29'); // divisible by 400: leap
    expect(lastOfMonth('2100-02-01')).toBe('2100-02-28'); // divisible by 100: not leap
    expect(lastOfMonth('2025-04-30')).toBe('2025-04-30');
    expect(lastOfMonth('2025-12-05')).toBe('2025-12-31');
  });

  it('moves by months from the first of the month, across years', () => {
    expect(firstOfMonth('2025-03-31')).toBe('2025-03-01');
    expect(firstOfMonth('2025-01-15', -1)).toBe('2024-12-01');
    expect(firstOfMonth('2025-12-15', 1)).toBe('2026-01-01');
    expect(lastOfMonth('2024-03-31', -1)).toBe('2024-02-29');
    expect(lastOfMonth('2025-01-31', -13)).toBe('2023-12-31');
  });

  it("adds months, keeping the day or the shorter month's last one", () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('writes a day with a pattern in the locale', () => {
    expect(formatCalendarDate('2022-01-13', 'es', "d 'de' LLLL 'de' yyyy")).toBe(
      '13 de enero de 2022',
    );
  });

  it('adds days and counts them across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2000-01-01', -1)).toBe('1999-12-31');
    expect(addDays('2100-12-31', 1)).toBe('2101-01-01');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2023-01-01', '2023-12-31')).toBe(364);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
    expect(daysBetween('2000-01-01', '2100-12-31')).toBe(36889);
  });

  it('lists the days between two, both included, across month, year and leap-day boundaries', () => {
    expect(daysThrough('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysThrough('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
    expect(daysThrough('2026-08-08', '2026-08-08')).toEqual(['2026-08-08']);
    expect(daysThrough('2026-08-08', '2026-08-07')).toEqual([]);
    const days = daysThrough('2000-01-01', '2100-12-31');
    expect(days).toHaveLength(36890);
    // The same days an addDays a day gives.
    expect(days.every((d, i) => i === 0 || addDays(days[i - 1]!, 1) === d)).toBe(true);
    expect(daysThrough('0099-12-31', '0100-01-01')).toEqual(['0099-12-31', '0100-01-01']);
  });

  it('reads years below 100 as written, not as 1900-1999', () => {
    expect(daysBetween('0010-01-01', '0010-12-31')).toBe(364);
    expect(lastOfMonth('0010-02-01')).toBe('0010-02-28');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('counts calendar months whatever the days', () => {
    expect(monthsBetween('2025-01-31', '2025-02-01')).toBe(1);
    expect(monthsBetween('2025-03-15', '2025-03-01')).toBe(0);
    expect(monthsBetween('2024-01-01', '2025-12-31')).toBe(23);
    expect(monthsBetween('2025-12-01', '2025-01-01')).toBe(-11);
  });

  it('starts ISO weeks on Monday', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('tells today in a time zone', () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-26');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-11-25');
    expect(todayIn('Not/AZone', now)).toBe('2026-11-26');
  });

  it('refuses to compute on text that is not a calendar date', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2025-1-1', '2025-01-02')).toThrow(RangeError);
  });
});

describe('dayIn', () => {
  it("gives the day an instant falls on in the station's time zone, not in UTC", () => {
    // 03:30 UTC is still the evening before in Mexico City (UTC-6) and in Tijuana (UTC-7).
    expect(dayIn('2026-08-08T03:30:00.000Z', 'America/Mexico_City')).toBe('2026-08-07');
    expect(dayIn(new Date('2026-08-08T06:30:00Z'), 'America/Mexico_City')).toBe('2026-08-08');
    expect(dayIn('2026-08-08T06:30:00Z', 'America/Tijuana')).toBe('2026-08-07');
    expect(dayIn('2026-08-08T23:30:00Z', 'UTC')).toBe('2026-08-08');
  });
});

describe('accepted dates', () => {
  it.each([
    ['2000-01-01', true],
    ['2100-12-31', true],
    ['2024-02-29', true],
    ['1999-12-31', false],
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['0001-01-01', false],
    ['0099-12-31', false],
    ['9999-12-31', false],
    ['2023-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-01', false],
    ['20250101', false],
    ['2025-01-01T00:00:00Z', false],
    ['', false],
  ])('%s: %s', (value, accepted) => {
    expect(isAcceptedDate(value)).toBe(accepted);
    // The client's forms apply the server's rule.
    const goal = { customer_id: 1, metric: 'total_sales', quantity: 1, gas_station_ids: [] };
    const violations = checkAgainstSchema(
      { ...goal, start_date: value },
      contractValidators.GoalInput,
    );
    expect(violations.length === 0).toBe(accepted);
  });

  it('tells real calendar dates of any year from impossible ones', () => {
    expect(isCalendarDate('0010-01-01')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    // Asked again (the verdicts are kept): the same answers.
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it.each([
    ['2024-02-29T12:00:00Z', true],
    ['2026-11-26T10:00:00.123-06:00', true],
    ['2100-12-31T23:59:59+00:00', true],
    ['0000-01-01T00:00:00Z', false],
    ['9999-12-31T23:59:59Z', false],
    ['2023-02-29T12:00:00Z', false],
    ['2025-01-01T25:00:00Z', false],
    ['2025-01-01T23:60:00Z', false],
    ['2025-01-01T23:59:60Z', false],
    ['2025-01-01T12:00:00+24:00', false],
    ['2025-01-01 12:00:00-06:00', true],
    ['2025-01-01T12:00:00', false],
    ['2025-01-01', false],
  ])('date-time %s: %s', (value, accepted) => {
    expect(isAcceptedDateTime(value)).toBe(accepted);
  });
});

describe('readableCalendarDate', () => {
  it('writes the day in the locale, whatever the zone of the machine', () => {
    expect(readableCalendarDate('2026-11-09', 'es')).toBe('9 nov 2026');
    expect(readableCalendarDate('2026-11-09', 'en')).toBe('Nov 9, 2026');
    expect(readableCalendarDate('2026-03-01', 'es')).toBe('1 mar 2026');
  });
});

describe('relativeDays', () => {
  it("says how many days before the base a day was, in the locale's words", () => {
    expect(relativeDays('2026-08-06', '2026-08-08', 'es')).toBe('hace 2 días');
    expect(relativeDays('2026-08-07', '2026-08-08', 'es')).toBe('hace 1 día');
    expect(relativeDays('2026-08-08', '2026-08-08', 'es')).toBe('hoy');
    expect(relativeDays('2026-07-09', '2026-08-08', 'en')).toBe('30 days ago');
    expect(relativeDays('2026-08-08', '2026-08-08', 'en')).toBe('today');
  });
});
