// The charts' number and label formats: 12-character labels, mm:ss, one decimal at most, and
// tooltip text escaped for HTML.
import {
  escapeHtml,
  formatDecimal,
  formatMinutesSeconds,
  formatPercent,
  formatSecondsSuffix,
  formatWholeSeconds,
  truncateLabel,
  X_LABEL_MAX_LENGTH,
} from '@/components/chartFormat';

it('cuts labels to 12 characters by default, or to the length asked', () => {
  expect(X_LABEL_MAX_LENGTH).toBe(12);
  expect(truncateLabel('Estación número 1')).toBe('Estación núm');
  expect(truncateLabel('Norte')).toBe('Norte');
  expect(truncateLabel('Estación', 3)).toBe('Est');
});

it('writes seconds as mm:ss, minutes growing past 59, never negative', () => {
  expect(formatMinutesSeconds(0)).toBe('00:00');
  expect(formatMinutesSeconds(65.4)).toBe('01:05');
  expect(formatMinutesSeconds(4500)).toBe('75:00');
  expect(formatMinutesSeconds(-3)).toBe('00:00');
});

it('writes one decimal at most, dropping a trailing .0', () => {
  expect([formatDecimal(85), formatDecimal(85.25), formatDecimal(0.04)]).toEqual([
    '85',
    '85.3',
    '0',
  ]);
  expect([formatPercent(62.5), formatPercent(85), formatPercent(49.98)]).toEqual([
    '62.5%',
    '85%',
    '50%',
  ]);
  expect(formatSecondsSuffix(43.21)).toBe('43.2s');
  expect(formatWholeSeconds(59.6)).toBe('60s');
});

it('escapes the HTML characters of a tooltip text', () => {
  expect(escapeHtml(`<b>"Pemex" & 'Oxxo'</b>`)).toBe(
    '&lt;b&gt;&quot;Pemex&quot; &amp; &#39;Oxxo&#39;&lt;/b&gt;',
  );
});
