import {
  calendarWeeks,
  currentMonth,
  dayLabel,
  dayNumber,
  isMonthKey,
  monthLabel,
  monthOfDay,
  shiftMonth,
  weekdayNames,
} from '@/features/compliance/model/months';

const daysOf = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ day: `${month}-${String(i + 1).padStart(2, '0')}` }));

describe('month keys', () => {
  it('tells the month keys the API takes', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2100-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-00')).toBe(false);
    expect(isMonthKey('1999-12')).toBe(false);
    expect(isMonthKey('2101-01')).toBe(false);
    expect(isMonthKey('2026-11-01')).toBe(false);
    expect(isMonthKey('')).toBe(false);
    expect(isMonthKey(null)).toBe(false);
    expect(isMonthKey(undefined)).toBe(false);
  });

  it("reads a day's month and this month in the browser's zone", () => {
    expect(monthOfDay('2026-11-09')).toBe('2026-11');
    expect(currentMonth(new Date('2026-11-20T12:00:00'))).toBe('2026-11');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });
});

describe('words', () => {
  it('reads a month and a day in the locale', () => {
    expect(monthLabel('2026-11', 'es')).toBe('noviembre de 2026');
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(dayLabel('2026-11-09', 'es')).toBe('9 nov 2026');
    expect(dayNumber('2026-11-09')).toBe('9');
    expect(dayNumber('2026-11-30')).toBe('30');
  });

  it('names the weekdays Monday first, short and without a dot', () => {
    expect(weekdayNames('es')).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('calendarWeeks', () => {
  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    // 1 November 2026 is a Sunday: six blanks, then the 30 days, then blanks to a full week.
    const weeks = calendarWeeks(daysOf('2026-11', 30));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01' });
    expect(weeks[5]![0]).toEqual({ day: '2026-11-30' });
    expect(weeks[5]!.slice(1).every((d) => d === null)).toBe(true);
  });

  it('needs no blank for a month that starts on Monday and ends on Sunday', () => {
    // February 2027 starts on a Monday and has 28 days: four full weeks.
    const weeks = calendarWeeks(daysOf('2027-02', 28));
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d !== null)).toBe(true);
    expect(weeks[0]![0]).toEqual({ day: '2027-02-01' });
  });

  it('keeps what each day carries, and has no week for no days', () => {
    const weeks = calendarWeeks([{ day: '2026-11-04', state: 'missing' }]);
    expect(weeks).toEqual([
      [null, null, { day: '2026-11-04', state: 'missing' }, null, null, null, null],
    ]);
    expect(calendarWeeks([])).toEqual([]);
  });
});
