import { countdown, dueTone } from '@/features/compliance/model/dueDate';
import {
  calendarWeeks,
  currentMonth,
  isMonthKey,
  monthLabel,
  shiftMonth,
  weekdayNames,
} from '@/features/compliance/model/months';
import { stationMonthPath, idParam } from '@/features/compliance/model/paths';
import { uploadProblem, uploadRefusal } from '@/features/compliance/model/upload';

describe('months', () => {
  it('tells month keys, moves across years and reads a month in the locale', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey(null)).toBe(false);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-11', 'es')).toBe('noviembre de 2026');
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(currentMonth(new Date('2026-11-20T12:00:00'))).toBe('2026-11');
    expect(weekdayNames('es')[0]).toBe('lun');
  });

  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    // 1 November 2026 is a Sunday: six blanks, then the 30 days, then blanks to a full week.
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    }));
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01' });
    expect(weeks[5]![0]).toEqual({ day: '2026-11-30' });
    expect(weeks[5]!.slice(1).every((d) => d === null)).toBe(true);
    expect(calendarWeeks([])).toEqual([]);
  });
});

describe('the due date', () => {
  it('counts down, says today and how long ago it passed', () => {
    expect(countdown(5)).toEqual({ key: 'due.left', count: 5 });
    expect(countdown(0)).toEqual({ key: 'due.today', count: 0 });
    expect(countdown(-2)).toEqual({ key: 'due.past', count: 2 });
    expect(dueTone(-1, 'missing')).toBe('error');
    expect(dueTone(3, 'findings')).toBe('warning');
    expect(dueTone(30, 'missing')).toBe('neutral');
    expect(dueTone(-1, 'clean')).toBe('success');
  });
});

describe('upload', () => {
  it('lets a .json or .zip of at most 20 MB through', () => {
    expect(uploadProblem({ name: 'D_X.json', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'mes.ZIP', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'mes.xlsx', size: 10 })).toBe('upload.problems.type');
    expect(uploadProblem({ name: 'D_X.json', size: 0 })).toBe('upload.problems.empty');
    expect(uploadProblem({ name: 'D_X.json', size: 21 * 1024 * 1024 })).toBe(
      'upload.problems.size',
    );
  });

  it('reads the files a refused upload names, and only well-formed ones', () => {
    const refusal = uploadRefusal({
      status: 422,
      message: 'Se rechazaron 2 archivos',
      files: [
        {
          name: 'D_1.json',
          code: 'schema_invalid',
          message: 'No cumple',
          errors: [{ field: '$.A', message: 'falta' }],
        },
        { nonsense: true },
      ],
    });
    expect(refusal?.message).toBe('Se rechazaron 2 archivos');
    expect(refusal?.files.map((f) => f.name)).toEqual(['D_1.json']);
    expect(uploadRefusal({ status: 413, message: 'Muy grande' })).toEqual({
      message: 'Muy grande',
      files: [],
    });
    expect(uploadRefusal('boom')).toBeNull();
  });
});

describe('paths', () => {
  it("builds a station's month and reads ids", () => {
    expect(stationMonthPath(4, '2026-11')).toBe('/compliance/4?month=2026-11');
    expect(idParam('4')).toBe(4);
    expect(idParam('x')).toBeNull();
    expect(idParam('0')).toBeNull();
  });
});
