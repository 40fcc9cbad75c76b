// The shared calendar periods (report pickers and scheduled reports): Monday-to-Sunday weeks,
// calendar months with their real ends, and the last complete one before a day.
import { todayIn } from '@/lib/dates/calendarDates';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  lastDays,
  monthOf,
  shiftMonth,
  shiftWeek,
  singleDay,
  weekOf,
} from '@/lib/dates/calendarPeriods';

const period = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('calendar periods', () => {
  it('runs weeks from Monday to Sunday, across months and years', () => {
    // 2026-11-23 is a Monday, 2026-11-29 its Sunday.
    expect(weekOf('2026-11-23')).toEqual(period('2026-11-23', '2026-11-29'));
    expect(weekOf('2026-11-29')).toEqual(period('2026-11-23', '2026-11-29'));
    expect(weekOf('2026-12-31', 1)).toEqual(period('2027-01-04', '2027-01-10'));
    expect(weekOf('2027-01-01', -1)).toEqual(period('2026-12-21', '2026-12-27'));
  });

  it('ends each month on its last day', () => {
    expect(monthOf('2026-01-31')).toEqual(period('2026-01-01', '2026-01-31'));
    // One month after 31 January is February, ended by the leap-year rule.
    expect(monthOf('2026-01-31', 1)).toEqual(period('2026-02-01', '2026-02-28'));
    expect(monthOf('2028-03-31', -1)).toEqual(period('2028-02-01', '2028-02-29'));
    expect(monthOf('2026-12-15', 1)).toEqual(period('2027-01-01', '2027-01-31'));
    expect(monthOf('2026-05-31', -1)).toEqual(period('2026-04-01', '2026-04-30'));
  });

  it('takes the last complete week, month and days before today', () => {
    // On a Monday the week before; on a Sunday too, its own week is not over.
    expect(lastCompleteWeek('2026-11-23')).toEqual(period('2026-11-16', '2026-11-22'));
    expect(lastCompleteWeek('2026-11-29')).toEqual(period('2026-11-16', '2026-11-22'));
    expect(lastCompleteMonth('2026-03-01')).toEqual(period('2026-02-01', '2026-02-28'));
    expect(lastCompleteMonth('2026-01-31')).toEqual(period('2025-12-01', '2025-12-31'));
    expect(lastDays('2026-03-01', 1)).toEqual(singleDay('2026-02-28'));
    expect(lastDays('2026-03-01', 7)).toEqual(period('2026-02-22', '2026-02-28'));
  });

  it('steps a period by weeks or months from its first day', () => {
    expect(shiftWeek(period('2026-11-16', '2026-11-22'), -1)).toEqual(
      period('2026-11-09', '2026-11-15'),
    );
    // A week that is not Monday-based snaps to its first day's week.
    expect(shiftWeek(period('2026-11-18', '2026-11-20'), 1)).toEqual(
      period('2026-11-23', '2026-11-29'),
    );
    expect(shiftMonth(period('2026-01-01', '2026-01-31'), 1)).toEqual(
      period('2026-02-01', '2026-02-28'),
    );
    expect(shiftMonth(period('2026-01-01', '2026-01-31'), -1)).toEqual(
      period('2025-12-01', '2025-12-31'),
    );
  });

  it('counts "before today" from the local day of a zone with clock changes', () => {
    // Sunday 2026-11-01 00:30 UTC is still Saturday 31 October in Tijuana (UTC-7 until 02:00
    // local that day), the last day of the month.
    const today = todayIn('America/Tijuana', new Date('2026-11-01T00:30:00Z'));
    expect(today).toBe('2026-10-31');
    expect(lastCompleteMonth(today)).toEqual(period('2026-09-01', '2026-09-30'));
    expect(lastCompleteWeek(today)).toEqual(period('2026-10-19', '2026-10-25'));
    // A few hours later it is 1 November there: October is complete.
    const after = todayIn('America/Tijuana', new Date('2026-11-01T10:00:00Z'));
    expect(after).toBe('2026-11-01');
    expect(lastCompleteMonth(after)).toEqual(period('2026-10-01', '2026-10-31'));
  });
});
