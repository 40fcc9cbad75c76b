// What a figure card says beside its value: the change against the previous period and how
// far the goal is. Percent figures change in percentage points, the rest in percent. A change
// is good or bad news by the way the figure improves (`better`: waiting and service times are
// better lower, sales higher); a goal is one to reach or pass, or to stay under when lower is
// better.
import type { ReportFigure } from '@/api/generated/reports.gen';
import { changeTone, type ChangeTone } from '@/lib/reports/changeTone';
import { formatReportValue, percentChange } from '@/lib/reports/reportFormat';

export interface FigureChange {
  arrow: '▲' | '▼' | '=';
  text: string;
  /** Good or bad by the figure's better direction; neutral when flat or neither is better. */
  tone: ChangeTone;
}

const lowerIsBetter = (figure: ReportFigure) => figure.better === 'lower';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

export function figureChange(figure: ReportFigure): FigureChange | null {
  const { value, previous } = figure;
  if (value === null || previous === null || previous === undefined) return null;
  let delta: number | null;
  let text: string;
  if (figure.unit === 'percent') {
    delta = value - previous;
    const points = formatReportValue(Math.abs(delta) < 0.05 ? 0 : delta, 'percent');
    text = `${signed(delta, points.replace('%', ''))} pp`;
  } else {
    delta = percentChange(value, previous);
    if (delta === null) return null;
    text = signed(delta, formatReportValue(Math.abs(delta) < 0.05 ? 0 : delta, 'percent'));
  }
  const arrow = Math.abs(delta) < 0.05 ? '=' : delta > 0 ? '▲' : '▼';
  return { arrow, text, tone: changeTone(arrow === '=' ? 0 : delta, figure.better) };
}

/** The value as a share of the goal in percent (100 = reached), or null when it cannot be told. */
export function goalProgress(figure: ReportFigure): number | null {
  const { value, goal } = figure;
  if (value === null || goal === null || goal === undefined || goal <= 0 || value <= 0) {
    return null;
  }
  return lowerIsBetter(figure) ? (goal / value) * 100 : (value / goal) * 100;
}
