// A figure's change reads as good or bad news by the way the figure improves.
import { changeTone } from '@/lib/reports/changeTone';

it.each([
  [12, 'higher', 'good'],
  [-12, 'higher', 'bad'],
  [12, 'lower', 'bad'],
  [-12, 'lower', 'good'],
  [12, 'none', 'neutral'],
  [-12, 'none', 'neutral'],
  [0, 'higher', 'neutral'],
  [0, 'lower', 'neutral'],
  [null, 'lower', 'neutral'],
] as const)('a change of %p on a figure better %s is %s', (delta, better, tone) => {
  expect(changeTone(delta, better)).toBe(tone);
});
