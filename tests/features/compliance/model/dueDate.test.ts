import {
  countdown,
  DAY_TONES,
  dueTone,
  MONTHLY_TONES,
  SEVERITIES,
  SEVERITY_TONES,
} from '@/features/compliance/model/dueDate';

describe('countdown', () => {
  it('counts the days left, says today, and how long ago it passed', () => {
    expect(countdown(5)).toEqual({ key: 'due.left', count: 5 });
    expect(countdown(1)).toEqual({ key: 'due.left', count: 1 });
    expect(countdown(0)).toEqual({ key: 'due.today', count: 0 });
    expect(countdown(-1)).toEqual({ key: 'due.past', count: 1 });
    expect(countdown(-2)).toEqual({ key: 'due.past', count: 2 });
  });
});

describe('dueTone', () => {
  it('is an error once past due and not clean, a warning in the last week', () => {
    expect(dueTone(-1, 'missing')).toBe('error');
    expect(dueTone(-1, 'findings')).toBe('error');
    expect(dueTone(0, 'missing')).toBe('warning');
    expect(dueTone(3, 'findings')).toBe('warning');
    expect(dueTone(7, 'missing')).toBe('warning');
    expect(dueTone(8, 'missing')).toBe('neutral');
    expect(dueTone(30, 'missing')).toBe('neutral');
  });

  it('is a success for a clean month, however late', () => {
    expect(dueTone(-1, 'clean')).toBe('success');
    expect(dueTone(3, 'clean')).toBe('success');
    expect(dueTone(30, 'clean')).toBe('success');
  });
});

describe('tones', () => {
  it('colours the monthly report, the days and the severities', () => {
    expect(MONTHLY_TONES).toEqual({ clean: 'success', findings: 'warning', missing: 'error' });
    expect(DAY_TONES).toEqual({
      complete: 'success',
      findings: 'warning',
      missing: 'error',
      pending: 'neutral',
    });
    expect(SEVERITIES.map((s) => [s, SEVERITY_TONES[s]])).toEqual([
      ['high', 'error'],
      ['medium', 'warning'],
      ['low', 'neutral'],
    ]);
  });
});
