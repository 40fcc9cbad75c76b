// How a compliance finding's figures, a rule's threshold and a corrected file's changes read,
// the same on the screens and in the pre-audit PDF: litres and percentages in the product's
// number format (lib/reports/reportFormat), days in the locale's words (lib/dates), the
// server's words (registrado, vencido…) through the caller's `word`.
import { formatReportValue, NO_VALUE } from '@/lib/reports/reportFormat';
import { readableCalendarDate } from '@/lib/dates/calendarDates';

/** Figures that are litres (a volume, a stock, a difference). */
const LITRES = new Set([
  'inicial',
  'final',
  'recepciones',
  'entregas',
  'existenciaEnLibros',
  'existenciaMedida',
  'diferencia',
  'cierreAnterior',
  'existencia',
  'capacidadUtil',
  'tickets',
  'volumen',
  'volumenDocumentado',
  'mensual',
  'sumaDeDias',
  'existenciaFinal',
]);
/** Figures that are percentages already (0.8 is 0.8 %). */
const PERCENT = new Set(['porcentaje']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A figure's value (the contract's ComplianceValue). */
export type ComplianceValue = number | string;

/** What a threshold counts (the contract's ComplianceRule.threshold_unit). */
export interface ThresholdOf {
  threshold: number | null;
  threshold_unit?: 'share' | 'litres' | 'hours' | 'day_of_month' | null;
}

export type FigureKind = 'litres' | 'percent' | 'number' | 'date' | 'text';

/** What a figure is, by its key and value. */
export function figureKind(key: string, value: ComplianceValue | null): FigureKind {
  if (typeof value === 'string') return DAY.test(value) ? 'date' : 'text';
  if (value === null) return 'text';
  if (LITRES.has(key)) return 'litres';
  if (PERCENT.has(key)) return 'percent';
  return 'number';
}

/** 1,234.5 with at most 2 decimals (the product's format). */
const plain = (value: number) => formatReportValue(value, 'ratio');

/**
 * A figure's value as it reads: '10,080.25 L', '0.8 %', '9 nov 2026', a count, or a word of
 * the server translated by `word` (which returns the word itself when it has none).
 */
export function figureText(
  key: string,
  value: ComplianceValue | null,
  locale: string,
  word: (text: string) => string = (text) => text,
): string {
  switch (figureKind(key, value)) {
    case 'litres':
      return `${plain(value as number)} L`;
    case 'percent':
      return `${plain(value as number)} %`;
    case 'number':
      return plain(value as number);
    case 'date':
      return readableCalendarDate(value as string, locale);
    case 'text':
      return value === null ? NO_VALUE : word(value as string);
  }
}

/** A rule's threshold: '0.5 %', '100 L', '72 h', 'día 3'; null when any difference counts. */
export function thresholdText(
  rule: ThresholdOf,
  dayOfMonth: (day: number) => string,
): string | null {
  const { threshold, threshold_unit: unit } = rule;
  if (threshold === null) return null;
  switch (unit) {
    case 'share':
      return `${plain(threshold * 100)} %`;
    case 'litres':
      return `${plain(threshold)} L`;
    case 'hours':
      return `${plain(threshold)} h`;
    case 'day_of_month':
      return dayOfMonth(threshold);
    default:
      return plain(threshold);
  }
}
