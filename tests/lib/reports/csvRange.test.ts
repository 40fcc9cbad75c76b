// The CSV data range rules: at most 90 days, within the last 12 months, nothing in the future,
// up to yesterday, one error per field.
import { checkCsvRange, CSV_RANGE_MESSAGES, defaultCsvRange } from '@/lib/reports/csvRange';

const TODAY = '2026-11-23';

describe('checkCsvRange', () => {
  it('accepts exactly 90 days ending yesterday', () => {
    expect(checkCsvRange('2026-08-25', '2026-11-22', TODAY)).toEqual([]);
  });

  it('refuses 91 days on the end date', () => {
    expect(checkCsvRange('2026-08-24', '2026-11-22', TODAY)).toEqual([
      { field: 'end_date', rule: 'maxDays' },
    ]);
    expect(CSV_RANGE_MESSAGES.maxDays).toBe('El rango no puede ser mayor a 90 días.');
  });

  it('refuses today and accepts yesterday', () => {
    expect(checkCsvRange('2026-11-20', TODAY, TODAY)).toEqual([
      { field: 'end_date', rule: 'upToYesterday' },
    ]);
    expect(checkCsvRange(TODAY, TODAY, TODAY)).toEqual([
      { field: 'end_date', rule: 'upToYesterday' },
      { field: 'start_date', rule: 'upToYesterday' },
    ]);
    expect(checkCsvRange('2026-11-22', '2026-11-22', TODAY)).toEqual([]);
  });

  it('refuses future dates', () => {
    expect(checkCsvRange('2026-11-20', '2026-11-24', TODAY)).toEqual([
      { field: 'end_date', rule: 'notFuture' },
    ]);
  });

  it('refuses a start after the end', () => {
    expect(checkCsvRange('2026-11-10', '2026-11-01', TODAY)).toEqual([
      { field: 'start_date', rule: 'order' },
    ]);
  });

  it('keeps to the last 12 months, to the day', () => {
    expect(checkCsvRange('2025-11-23', '2025-12-01', TODAY)).toEqual([]);
    expect(checkCsvRange('2025-11-22', '2025-12-01', TODAY)).toEqual([
      { field: 'start_date', rule: 'withinMonths' },
    ]);
  });

  it('counts 12 months back from a month end', () => {
    expect(checkCsvRange('2025-03-31', '2025-04-02', '2026-03-31')).toEqual([]);
    expect(checkCsvRange('2025-03-30', '2025-04-02', '2026-03-31')).toEqual([
      { field: 'start_date', rule: 'withinMonths' },
    ]);
  });

  it('handles leap years', () => {
    // From 29 February, 12 months back is 28 February of the year before.
    expect(checkCsvRange('2023-02-28', '2023-03-05', '2024-02-29')).toEqual([]);
    expect(checkCsvRange('2023-02-27', '2023-03-05', '2024-02-29')).toEqual([
      { field: 'start_date', rule: 'withinMonths' },
    ]);
    expect(checkCsvRange('2024-02-01', '2024-02-28', '2024-03-01')).toEqual([]);
    expect(checkCsvRange('2023-02-29', '2023-03-05', TODAY)).toEqual([
      { field: 'start_date', rule: 'date' },
    ]);
    // 90 days across a leap February: 1 Feb to 30 Apr 2024 is exactly 90 days.
    expect(checkCsvRange('2024-02-01', '2024-04-30', '2024-05-10')).toEqual([]);
    expect(checkCsvRange('2024-01-31', '2024-04-30', '2024-05-10')).toEqual([
      { field: 'end_date', rule: 'maxDays' },
    ]);
  });

  it('offers the last 30 days up to yesterday by default', () => {
    expect(defaultCsvRange('2026-03-01')).toEqual({
      startDate: '2026-01-30',
      endDate: '2026-02-28',
    });
  });
});
