import { figureKind, figureText, thresholdText } from '@/lib/compliance/figures';

describe('figureText', () => {
  it('writes litres, percentages, counts and days in the product format and the locale', () => {
    expect(figureText('existenciaMedida', 10080.256, 'es')).toBe('10,080.26 L');
    expect(figureText('porcentaje', 0.79, 'es')).toBe('0.79 %');
    expect(figureText('cfdis', 3, 'es')).toBe('3');
    expect(figureText('vigencia', '2026-11-01', 'es')).toBe('1 nov 2026');
    expect(figureText('vigencia', '2026-11-01', 'en')).toBe('Nov 1, 2026');
  });

  it("translates the server's words through the caller and dashes a missing value", () => {
    expect(
      figureText('evento7', 'no registrado', 'en', (w) =>
        w === 'no registrado' ? 'not logged' : w,
      ),
    ).toBe('not logged');
    expect(figureText('inicial', null, 'es')).toBe('—');
    expect(figureKind('inicial', 5)).toBe('litres');
    expect(figureKind('numero', 5)).toBe('number');
  });
});

describe('thresholdText', () => {
  const day = (n: number) => `día ${n}`;
  it('reads a share as a percentage, litres, hours and a day of the month', () => {
    expect(thresholdText({ threshold: 0.005, threshold_unit: 'share' }, day)).toBe('0.5 %');
    expect(thresholdText({ threshold: 72, threshold_unit: 'hours' }, day)).toBe('72 h');
    expect(thresholdText({ threshold: 0.001, threshold_unit: 'litres' }, day)).toBe('0 L');
    expect(thresholdText({ threshold: 3, threshold_unit: 'day_of_month' }, day)).toBe('día 3');
    expect(thresholdText({ threshold: null, threshold_unit: null }, day)).toBeNull();
  });
});
