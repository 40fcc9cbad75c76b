// The geometry of the composed chart, pure so it is tested without a browser: the value scale
// and its ticks, the category bands, where each bar, point and marker goes, and the window of
// categories the range brush shows.
import type { ChartDatum, ComposedAxis, ComposedSeries } from './composedChartOption';

export interface Plot {
  width: number;
  height: number;
  left: number;
  top: number;
}

export const PLOT_MARGIN = { top: 18, right: 12, bottom: 26, left: 52 } as const;

export const numeric = (value: string | number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A 'nice' step (1, 2, 2.5 or 5 times a power of ten) giving about `count` intervals. */
export function niceStep(span: number, count: number): number {
  if (span <= 0) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
  /** Value -> y in px inside the plot. */
  y: (value: number) => number;
}

/**
 * The value axis: from `axis.min` (or 0, or the data's minimum with `scale`) to `axis.max`
 * (a number, 'dataMax' for the largest value shown, or a nice round value above the data).
 */
export function valueScale(values: number[], axis: ComposedAxis, plotHeight: number): ValueScale {
  const dataMin = values.length ? Math.min(...values) : 0;
  const dataMax = values.length ? Math.max(...values) : 1;
  let min = axis.min ?? (axis.scale ? dataMin : Math.min(0, dataMin));
  let max = axis.max === 'dataMax' ? dataMax : (axis.max ?? dataMax);
  if (max <= min) max = min + 1;
  const step = niceStep(max - min, 4);
  if (axis.min === undefined) min = Math.floor(min / step) * step;
  if (axis.max === undefined) max = Math.ceil(max / step) * step;
  if (max <= min) max = min + step;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) {
    ticks.push(Math.round(t * 1e6) / 1e6);
  }
  // 'dataMax' ends the axis at the data: its value labels the top unless a tick sits close.
  if (axis.max === 'dataMax' && ticks.at(-1) !== max) {
    if (ticks.length && max - ticks.at(-1)! < step * 0.35) ticks.pop();
    ticks.push(max);
  }
  const y = (value: number) => plotHeight - ((value - min) / (max - min)) * plotHeight;
  return { min, max, ticks, y };
}

export interface Band {
  index: number;
  /** Left edge and width of the category's band, px inside the plot. */
  x: number;
  width: number;
  center: number;
}

export function bands(count: number, plotWidth: number): Band[] {
  const width = count > 0 ? plotWidth / count : plotWidth;
  return Array.from({ length: count }, (_, index) => ({
    index,
    x: index * width,
    width,
    center: index * width + width / 2,
  }));
}

/** Bars of one category side by side (stacked bars share a slot). */
export function barSlots(series: ComposedSeries[]): Map<string, { slot: number; slots: number }> {
  const slotOf = new Map<string, number>();
  const result = new Map<string, { slot: number; slots: number }>();
  let slots = 0;
  for (const s of series) {
    if (s.type !== 'bar') continue;
    const key = s.stack ?? `#${s.key}`;
    if (!slotOf.has(key)) slotOf.set(key, slots++);
  }
  for (const s of series) {
    if (s.type === 'bar') result.set(s.key, { slot: slotOf.get(s.stack ?? `#${s.key}`)!, slots });
  }
  return result;
}

/** The values the value axis must show: stacked series summed per category. */
export function axisValues(data: ChartDatum[], series: ComposedSeries[]): number[] {
  const values: number[] = [];
  const stacks = new Map<string, number[]>();
  for (const s of series) {
    data.forEach((d, i) => {
      const v = numeric(d[s.key]);
      if (v === null) return;
      if (s.stack && (s.type === 'bar' || s.type === 'area')) {
        const totals = stacks.get(s.stack) ?? [];
        totals[i] = (totals[i] ?? 0) + v;
        stacks.set(s.stack, totals);
      } else {
        values.push(v);
      }
    });
  }
  for (const totals of stacks.values()) values.push(...totals.filter((v) => v !== undefined));
  return values;
}

/** The first shown category and how many: all of them, or the brush window. */
export function brushWindow(
  count: number,
  threshold: number,
  start: number,
): { start: number; size: number } {
  if (count <= threshold) return { start: 0, size: count };
  return { start: Math.max(0, Math.min(start, count - threshold)), size: threshold };
}
