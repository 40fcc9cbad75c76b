// How a report value reads, the same in the app, the PDF and the CSV: numbers en-US style with
// at most 2 decimals (the product's number format), money with '$', percents with '%',
// durations in minutes and seconds. null reads as an em dash.
import type { ReportUnit } from './reportShapes';

// One formatter per shape, made once: toLocaleString builds a new one on every call, which
// shows in a PDF or CSV with thousands of values.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}-${maxDecimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(key, found);
  }
  return found;
}

const number = (value: number, decimals: number) => formatter(0, decimals).format(value);

const fixed = (value: number, decimals: number) => formatter(decimals, decimals).format(value);

export const NO_VALUE = '—';

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function formatReportValue(value: number | null | undefined, unit: ReportUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (unit) {
    case 'currency':
    case 'price': {
      // The sign before the currency symbol: -$0.15, not $-0.15 (and no -$0.00).
      const amount = fixed(Math.abs(value), 2);
      return `${value < 0 && /[1-9]/.test(amount) ? '-' : ''}$${amount}`;
    }
    case 'percent':
      return `${number(value, 1)}%`;
    case 'seconds':
      return formatDuration(value);
    case 'liters':
      return `${number(value, 0)} L`;
    case 'count':
      return number(value, 0);
    case 'ratio':
      return number(value, 2);
  }
}

/** A cell of a report table: text as it is, numbers by the column's unit. */
export function formatReportCell(
  value: string | number | null | undefined,
  unit: ReportUnit | undefined,
): string {
  if (typeof value === 'string') return value;
  return formatReportValue(value, unit ?? 'ratio');
}

/** The change from `previous` to `value` in percent, or null when it cannot be told. */
export function percentChange(value: number | null, previous: number | null | undefined) {
  if (value === null || previous === null || previous === undefined || previous === 0) return null;
  return ((value - previous) / Math.abs(previous)) * 100;
}
