import { COMPLIANCE_PATH, idParam, stationMonthPath } from '@/features/compliance/model/paths';

describe('paths', () => {
  it("builds the stations' and a station's month address", () => {
    expect(COMPLIANCE_PATH).toBe('/compliance');
    expect(stationMonthPath(4, '2026-11')).toBe('/compliance/4?month=2026-11');
  });

  it('reads a positive integer id, and nothing else', () => {
    expect(idParam('4')).toBe(4);
    expect(idParam('120')).toBe(120);
    expect(idParam('x')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('1.5')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});
