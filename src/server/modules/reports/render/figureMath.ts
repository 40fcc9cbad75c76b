// What a figure card says beside its value: the change against the previous period and how
// far the goal is. Percent figures change in percentage points, the rest in percent. Only a
// figure with a goal is judged good or bad; durations (service and waiting times) are better
// lower, every other goal is one to reach or pass.
import type { ReportFigure } from '@/api/generated/reports.gen';
import { formatReportValue, percentChange } from '@/lib/reports/reportFormat';

export interface FigureChange {
  arrow: '▲' | '▼' | '=';
  text: string;
  /** Good or bad by the figure's better direction; neutral without a goal. */
  tone: 'good' | 'bad' | 'neutral';
}

const lowerIsBetter = (figure: ReportFigure) => figure.unit === 'seconds';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

export function figureChange(figure: ReportFigure): FigureChange | null {
  const { value, previous, goal } = figure;
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
  let tone: FigureChange['tone'] = 'neutral';
  if (goal !== null && goal !== undefined && arrow !== '=') {
    tone = delta > 0 !== lowerIsBetter(figure) ? 'good' : 'bad';
  }
  return { arrow, text, tone };
}

/** The value as a share of the goal in percent (100 = reached), or null when it cannot be told. */
export function goalProgress(figure: ReportFigure): number | null {
  const { value, goal } = figure;
  if (value === null || goal === null || goal === undefined || goal === 0 || value <= 0) {
    return null;
  }
  return lowerIsBetter(figure) ? (goal / value) * 100 : (value / goal) * 100;
}
