// A figure card of the PDF colours its change by the way the figure improves: a longer wait in
// red, a shorter service time and more sales in green, a price moving in neither colour.
import type { ReportBetter, ReportFigure, ReportUnit } from '@/api/generated/reports.gen';
import { cardLines } from '@/server/modules/reports/render/coverPage';
import { figureChange, goalProgress } from '@/server/modules/reports/render/figureMath';
import { labelsFor } from '@/server/modules/reports/render/labels';
import { COLORS } from '@/server/modules/reports/render/theme';

const figure = (
  better: ReportBetter,
  unit: ReportUnit,
  value: number,
  previous: number,
  goal: number | null = null,
): ReportFigure => ({ key: 'k', label: 'Cifra', value, previous, unit, better, goal });

const page = { labels: labelsFor('es') };

describe('the change of a figure card', () => {
  it.each([
    ['a longer wait', figure('lower', 'seconds', 87, 86), '▲', COLORS.bad],
    ['a shorter service time', figure('lower', 'seconds', 166, 170.4), '▼', COLORS.good],
    [
      'a longer service time with a goal',
      figure('lower', 'seconds', 214, 180, 200),
      '▲',
      COLORS.bad,
    ],
    ['more sales, without a goal', figure('higher', 'currency', 110, 100), '▲', COLORS.good],
    ['fewer sales', figure('higher', 'currency', 90, 100), '▼', COLORS.bad],
    ['a conversion down in points', figure('higher', 'percent', 21, 23.5), '▼', COLORS.bad],
    ['a price going up', figure('none', 'price', 24.1, 23.8), '▲', COLORS.muted],
    ['no change', figure('lower', 'seconds', 120, 120), '=', COLORS.muted],
  ])('%s', (_, fig, arrow, color) => {
    const change = cardLines(page, fig).change!;
    expect(change.text.startsWith(`${arrow} `)).toBe(true);
    expect(change.text).toContain('vs. periodo anterior');
    expect(change.color).toBe(color);
  });

  it('says the good news in words too', () => {
    expect(figureChange(figure('lower', 'seconds', 87, 86))).toMatchObject({ tone: 'bad' });
    expect(figureChange(figure('lower', 'seconds', 80, 86))).toMatchObject({ tone: 'good' });
  });
});

describe('the share of the goal', () => {
  it('is reached by staying under the goal when lower is better', () => {
    expect(goalProgress(figure('lower', 'seconds', 200, 0, 180))).toBeCloseTo(90);
    expect(goalProgress(figure('higher', 'currency', 900, 0, 1000))).toBeCloseTo(90);
  });

  it('cannot be told against a goal of zero or below', () => {
    expect(goalProgress(figure('lower', 'price', 0.2, 0, -0.1))).toBeNull();
    expect(goalProgress(figure('higher', 'currency', 10, 0, 0))).toBeNull();
  });
});
