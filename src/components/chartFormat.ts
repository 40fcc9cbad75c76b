// Number and label formats shared by the charts.

/** Category labels on the x axis are cut to this many characters. */
export const X_LABEL_MAX_LENGTH = 12;

/** Cuts a label to `max` characters (the full text stays in the tooltip). */
export function truncateLabel(text: string, max: number = X_LABEL_MAX_LENGTH): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Seconds as mm:ss (minutes grow past 59: 75:00 is an hour and a quarter). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const rounded = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** One decimal with a trailing '.0' dropped: 85 -> '85', 85.25 -> '85.3'. */
export function formatDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** A percentage, one decimal at most, '.0' dropped: '85%', '62.5%'. */
export const formatPercent = (value: number): string => `${formatDecimal(value)}%`;

/** Seconds with an 's' suffix (one decimal at most): '43.2s'. */
export const formatSecondsSuffix = (value: number): string => `${formatDecimal(value)}s`;

/** Whole seconds with an 's' suffix: '60s'. */
export const formatWholeSeconds = (value: number): string => `${Math.round(value)}s`;

/** Escapes text for the HTML of a chart tooltip. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
