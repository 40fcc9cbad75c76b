// The formats the generated validators check: a date or date-time must be a real day in the
// API's years (2000-2100), with its offset for a date-time; both are strings only.
import { contractFormats } from '@/lib/forms/contractFormats';

const { date, 'date-time': dateTime } = contractFormats;

it('accepts a real day in the accepted years and refuses the rest', () => {
  expect(date.type).toBe('string');
  expect(['2026-11-26', '2000-01-01', '2100-12-31', '2024-02-29'].map(date.validate)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(
    ['2023-02-29', '2025-13-01', '1999-12-31', '2101-01-01', '26/11/2026', ''].map(date.validate),
  ).toEqual([false, false, false, false, false, false]);
});

it('accepts an instant with its offset on an accepted day, and refuses the rest', () => {
  expect(dateTime.type).toBe('string');
  expect(
    ['2026-11-26T21:30:00Z', '2026-11-26T21:30:00.125-06:00', '2026-11-26 21:30:00+00:00'].map(
      dateTime.validate,
    ),
  ).toEqual([true, true, true]);
  expect(
    ['2026-11-26T21:30:00', '2026-02-30T10:00:00Z', '1999-12-31T23:59:59Z', '2026-11-26'].map(
      dateTime.validate,
    ),
  ).toEqual([false, false, false, false]);
});

it('names only the formats the client checks (e-mail is inlined by the generator)', () => {
  expect(Object.keys(contractFormats).sort()).toEqual(['date', 'date-time']);
});
