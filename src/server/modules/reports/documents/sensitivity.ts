// Traffic sensitivity: each day's regular price difference to the competitors' average against
// the day's entries and sales, with a least-squares line and a plain sentence about it.
import type { ReportPoint } from '@/api/generated/reports.gen';
import { betterOf } from './figureDirections';
import type { Translate } from './labels';
import { fuelStats, round2, type PriceData } from './prices';
import type { DayFacts } from './queries';
import type { Parts } from './sections';
import { round1 } from './totals';

export interface Fit {
  slope: number;
  intercept: number;
  /** Pearson correlation; null when y does not vary. */
  r: number | null;
}

/** Least squares over at least 3 points whose x varies; null otherwise. */
export function leastSquares(points: { x: number; y: number }[]): Fit | null {
  if (points.length < 3) return null;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  if (sxx < 1e-12) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, r: syy > 0 ? sxy / Math.sqrt(sxx * syy) : null };
}

export function sensitivityParts(
  t: Translate,
  prices: PriceData,
  days: DayFacts[],
  parts: Parts,
): void {
  const diffs = prices.days.map((_, i) => {
    const s = fuelStats(prices, 'regular', i);
    return s.own !== null && s.avg !== null ? round2(s.own - s.avg) : null;
  });
  const factsByDay = new Map(days.map((d) => [d.day, d]));
  const pointsOf = (pick: (d: DayFacts) => number | null): ReportPoint[] =>
    prices.days.flatMap((day, i) => {
      const d = factsByDay.get(day);
      const y = d ? pick(d) : null;
      const x = diffs[i] ?? null;
      return x !== null && y !== null ? [{ x, y, label: day }] : [];
    });
  const known = diffs.filter((v): v is number => v !== null);
  parts.figures.push({
    subject: 'competition',
    item: {
      key: 'average_price_difference',
      label: t('fig.avg_diff'),
      value: known.length ? round2(known.reduce((a, b) => a + b, 0) / known.length) : null,
      unit: 'price',
      better: betterOf('average_price_difference'),
    },
  });
  const series = [
    { key: 'entries', pick: (d: DayFacts) => d.entries, unit: 'count' as const },
    {
      key: 'sales',
      pick: (d: DayFacts) => (d.tickets ? round2(d.amount) : null),
      unit: 'currency' as const,
    },
  ] as const;
  for (const s of series) {
    const points = pointsOf(s.pick);
    const fit = leastSquares(points);
    const what = t(s.key === 'entries' ? 'what.entries' : 'what.sales');
    parts.figures.push({
      subject: 'traffic',
      item: {
        key: `slope_${s.key}`,
        label: t(s.key === 'entries' ? 'fig.slope_entries' : 'fig.slope_sales'),
        value: fit ? round2(fit.slope) : null,
        unit: s.key === 'entries' ? 'ratio' : 'currency',
        better: betterOf(`slope_${s.key}`),
      },
    });
    parts.charts.push({
      subject: 'traffic',
      item: {
        key: `sensitivity_${s.key}`,
        title: t(s.key === 'entries' ? 'chart.sens_entries' : 'chart.sens_sales'),
        unit: s.unit,
        x_unit: 'price',
        x_label: t('axis.price_diff'),
        y_label: t(s.key === 'entries' ? 'axis.entries' : 'axis.sales'),
        points,
        trend: fit ? { slope: fit.slope, intercept: fit.intercept } : null,
      },
    });
    let sentence: string;
    const distinctX = new Set(points.map((p) => p.x)).size;
    if (points.length < 3) sentence = t('note.sens_few', { what });
    else if (!fit || distinctX < 2) sentence = t('note.sens_flat', { what });
    else {
      // The effect of 10 centavos (0.10 MXN) of difference.
      const effect = fit.slope * 0.1;
      const amount = s.key === 'entries' ? round1(Math.abs(effect)) : Math.round(Math.abs(effect));
      if (fit.r === null || Math.abs(fit.r) < 0.1 || amount === 0) {
        sentence = t('note.sens_none', { what });
      } else {
        const key =
          s.key === 'entries'
            ? effect < 0
              ? 'note.sens_entries_less'
              : 'note.sens_entries_more'
            : effect < 0
              ? 'note.sens_sales_less'
              : 'note.sens_sales_more';
        sentence = t(key, { n: amount });
      }
    }
    parts.notes.push({ subject: 'traffic', item: sentence });
  }
  parts.tables.push({
    subject: 'traffic',
    item: {
      key: 'sensitivity_days',
      title: t('table.sensitivity'),
      columns: [
        { key: 'date', label: t('col.date') },
        { key: 'price_difference', label: t('col.price_diff'), unit: 'price' },
        { key: 'entries', label: t('col.entries'), unit: 'count' },
        { key: 'sales', label: t('col.sales'), unit: 'currency' },
      ],
      rows: prices.days.map((day, i) => {
        const d = factsByDay.get(day);
        return [
          day,
          diffs[i] ?? null,
          d?.entries ?? null,
          d && d.tickets ? round2(d.amount) : null,
        ];
      }),
    },
  });
}
