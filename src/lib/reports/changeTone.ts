// How a figure's change against the previous period reads, the same on screen and in the PDF:
// good news or bad news by the way the figure improves (a longer wait is bad news, more sales
// good news), neutral when it did not change or neither way is better.
import type { ReportBetter } from './reportShapes';

export type ChangeTone = 'good' | 'bad' | 'neutral';

/** The tone of a change whose sign is `delta`'s (0 or null: no change). */
export function changeTone(delta: number | null, better: ReportBetter | undefined): ChangeTone {
  if (delta === null || delta === 0 || !Number.isFinite(delta)) return 'neutral';
  if (better === 'higher') return delta > 0 ? 'good' : 'bad';
  if (better === 'lower') return delta < 0 ? 'good' : 'bad';
  return 'neutral';
}
