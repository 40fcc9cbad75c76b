import {
  encodePdfTokenPayload,
  pdfTokenProblem,
  readPdfToken,
} from '@/features/reports/model/pdfToken';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  lastDays,
  shiftMonth,
  shiftWeek,
} from '@/lib/dates/calendarPeriods';
import { defaultPeriod } from '@/features/reports/model/periods';
import { reportRequestForm } from '@/api/reportRequests';

describe('report periods', () => {
  it('takes the last complete Monday-to-Sunday week and calendar month', () => {
    // 2026-11-23 is a Monday.
    expect(lastCompleteWeek('2026-11-23')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(lastCompleteWeek('2026-11-22')).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    expect(lastCompleteMonth('2026-03-01')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('steps weeks and months', () => {
    expect(shiftWeek({ startDate: '2026-11-16', endDate: '2026-11-22' }, -1)).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    expect(shiftMonth({ startDate: '2026-01-01', endDate: '2026-01-31' }, 1)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('offers a default period per report', () => {
    expect(defaultPeriod('daily', '2026-11-23')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(defaultPeriod('monthly', '2026-11-23').startDate).toBe('2026-10-01');
    expect(defaultPeriod('weekly_analytic', '2026-11-23').startDate).toBe('2026-11-16');
    expect(defaultPeriod('price', '2026-11-23')).toEqual(lastDays('2026-11-23', 30));
    expect(lastDays('2026-11-23', 7)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });
});

describe('pdf token payload', () => {
  const payload = { s: 4, r: 'price', a: '2026-11-01', b: '2026-11-07', l: 'en', x: 2_000 };
  const token = `${encodePdfTokenPayload(payload)}.firma`;

  it('reads the station, report, period, locale and expiry', () => {
    expect(readPdfToken(token)).toEqual({
      stationId: 4,
      reportType: 'price',
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      locale: 'en',
      expiresAt: 2_000,
    });
  });

  it('tells an unreadable, expired or foreign token', () => {
    expect(readPdfToken('nada')).toBeNull();
    expect(readPdfToken(`${encodePdfTokenPayload({ ...payload, r: 'otro' })}.x`)).toBeNull();
    expect(pdfTokenProblem(null, 4, 1_000)).toBe('invalid');
    expect(pdfTokenProblem(readPdfToken(token), 5, 1_000)).toBe('station');
    expect(pdfTokenProblem(readPdfToken(token), 4, 2_000)).toBe('expired');
    expect(pdfTokenProblem(readPdfToken(token), 4, 1_999)).toBeNull();
  });
});

describe('report request form', () => {
  it('repeats the id fields and leaves out what is not set', () => {
    const form = reportRequestForm({
      report_type: 'monthly',
      gas_station_ids: [1, 2],
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      contact_ids: [7, 8],
      kind: undefined,
    });
    expect(form.getAll('gas_station_ids')).toEqual(['1', '2']);
    expect(form.getAll('contact_ids')).toEqual(['7', '8']);
    expect(form.has('kind')).toBe(false);
    expect(form.get('report_type')).toBe('monthly');
  });
});
